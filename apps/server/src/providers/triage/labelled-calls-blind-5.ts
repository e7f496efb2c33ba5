import { call, type LabelledCall } from './labelled-call';

/**
 * Blind evaluation set 5: written blind on 2026-11-25 by a session that never read the triage
 * rules, the classifier code, the other labelled sets nor the decision records about them; only
 * the labelling conventions in labelled-call.ts. Labelled as a careful receptionist would file each
 * call. Measure at most once per change and never tune on it: no rule, phrase or test may be
 * written from these calls, and no script or test registers this file.
 */
export const LABELLED_CALLS_BLIND_5: LabelledCall[] = [
  call(
    'b5-001',
    'buongiorno sono Marisa Colombo volevo prenotare una visita dal dottor Bianchi per mio marito che deve fare il controllo del diabete ehm anche la settimana prossima va bene grazie arrivederci',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-002',
    "sì pronto dottore sono la signora Esposito ehm mio marito Gennaro da mezz'ora c'ha un dolore forte forte al petto che gli va giù nel braccio sinistro è tutto sudato e pallido e non so che fare mi richiami per favore subito",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-003',
    'buongiorno la contatto da parte di Energia Plus per il servizio offerte business ehm volevo proporle una tariffa dedicata agli studi professionali con un risparmio del venti per cento sulla bolletta luce e gas mi può richiamare al numero zero due quattro otto sei',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b5-004',
    'salve sono Paolo Ferri avevo la fisioterapia domani alle diciotto ma mi hanno cambiato il turno al lavoro posso spostarla a giovedì stessa ora grazie',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-005',
    'Buongiorno dottoressa, sono Anna Rizzo, mi servirebbe la ricetta del ramipril cinque milligrammi e della cardioaspirina, le solite. Me la manda sul telefono? Grazie.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
    { callerName: 'Anna Rizzo' },
  ),
  call(
    'b5-006',
    'pronto Gianni? Gianni sono la zia ehm ma questo non è il numero di Gianni? ah scusi scusi ho sbagliato',
    ['other', 'low', 'no_action'],
  ),
  call(
    'b5-007',
    "buongiorno dottoressa sono la mamma di Leonardo Greco ha quattordici mesi ehm da stanotte respira male fa fatica si vedono le costole che vanno dentro e fa tipo un fischio quando butta fuori l'aria e non vuole mangiare mi richiama appena sente il messaggio per piacere",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-008',
    "Salve, sono Roberto Gallo. Ho visto sull'estratto conto che mi avete addebitato due volte centoventi euro per la pulizia di marzo, potete controllare per favore?",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call('b5-009', 'buongiorno volevo sapere se ad agosto lo studio resta aperto e in che orari grazie', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call(
    'b5-010',
    'sono Marco Villa stamattina il dottore mi ha tolto il dente del giudizio e da allora sanguina e non si ferma ho cambiato dieci garze sono tutte piene di sangue e mi gira la testa per favore richiamatemi',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-011',
    "studio dentistico Moretti buongiorno. buongiorno sono Chiara Fontana volevo fissare la pulizia dei denti. certo signora ha preferenze di orario? ehm di mattina se possibile. martedì quattordici alle nove e trenta le va bene? perfetto sì. allora l'ho segnata martedì quattordici alle nove e trenta le arriva anche il promemoria il giorno prima. grazie mille arrivederci. arrivederci",
    ['appointment_booking', 'normal', 'no_action'],
    { outcome: 'answered', callerName: 'Chiara Fontana' },
  ),
  call(
    'b5-012',
    "buonasera sono il papà di Sofia Marino domani aveva il bilancio di salute alle dieci ma stasera ha la febbre a trentotto e un po' di tosse quindi non la porto la disdico e poi per un'altra data richiamo io con calma",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-013',
    "pronto dottore sono Luisa Conti la figlia della signora Pina ehm la mamma da un'oretta parla strano le si è storta la bocca da una parte e il braccio destro non lo muove bene lei dice che sta bene ma io ho paura mi richiami",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-014',
    'salve sono Davide di MedSoft volevo presentarle il nostro nuovo gestionale per studi medici con agenda online e fatturazione elettronica integrata ehm se vuole mi richiami lei al tre quattro sette due due uno otto così le fissiamo una demo gratuita',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b5-015',
    "buongiorno chiamo per l'avvocato Ricci mi chiamo Stefania Leone avrei bisogno di un appuntamento per una consulenza per una separazione ehm non è urgente però vorrei parlarne entro il mese mi fate sapere voi grazie",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-016',
    'buongiorno sono Giorgio Benedetti volevo sapere se sono arrivati i risultati delle analisi del sangue che ho fatto lunedì scorso grazie',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-017',
    "dottore sono Elena Barbieri ho preso la prima pastiglia dell'antibiotico che mi ha dato ieri e adesso mi si sono gonfiate le labbra e gli occhi ho le bolle dappertutto e sento la gola chiusa faccio fatica a deglutire cosa devo fare",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-018',
    "buongiorno sono Franco Serra cliente del dottor Galli ehm il commercialista ho ricevuto la parcella per la dichiarazione però c'è scritto anche la tenuta della contabilità che quest'anno non me l'avete fatta voi mi richiamate per capire grazie",
    ['billing', 'normal', 'call_back'],
  ),
  call(
    'b5-019',
    'sì buonasera volevo ordinare due margherite e una capricciosa per le otto e mezza ehm come non è la pizzeria? ah mi scusi',
    ['other', 'low', 'no_action'],
  ),
  call(
    'b5-020',
    "salve sono Ilaria Lombardi ho l'appuntamento giovedì col dottore per la carie ma non riesco posso spostarlo alla settimana dopo anche di pomeriggio va bene",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-021',
    "buongiorno quanto costa una visita ortopedica privata da voi e se serve l'impegnativa del medico grazie",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b5-022',
    'dottoressa buonasera sono la mamma di Tommaso ha due mesi ha la febbre a trentanove e due ehm è mollo mollo non si sveglia neanche per la poppata e piange debole debole la prego mi richiami',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-023',
    "buongiorno mi chiamo Alberto Caruso ho la prescrizione dell'ortopedico per dieci sedute di fisioterapia alla spalla destra dopo l'operazione volevo sapere quando posso cominciare ehm preferirei il tardo pomeriggio",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-024',
    'gentile cliente questa è una breve indagine sulla qualità dei servizi telefonici per il suo studio prema uno per continuare prema due per non essere più contattato',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b5-025',
    "dottore sono Ugo Marchetti ho finito l'insulina quella lenta stasera faccio l'ultima dose e per domani mattina non ce l'ho mi serve la ricetta oggi per forza mi richiami",
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    'b5-026',
    "buongiorno sono Gianluca Ferrara avevo appuntamento con l'avvocato venerdì alle undici purtroppo devo annullare ehm non riesco proprio quindi lo disdico se ho bisogno richiamo io",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-027',
    'pronto sì sono il marito di Daniela Moro ehm mia moglie ha avuto tipo una crisi convulsiva dieci minuti fa è caduta per terra tremava tutta adesso respira ma è confusa non mi riconosce bene non le era mai successo richiamatemi',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-028',
    'salve volevo sapere se lo studio dentistico è convenzionato con il fondo Metasalute o se devo pagare io e poi chiedere il rimborso',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b5-029',
    'studio Bianchi buongiorno. sì buongiorno sono Carla Pellegrini volevo sapere quanto devo per la visita di ieri che non ho pagato. un attimo signora guardo. sono ottanta euro può fare il bonifico o pagare la prossima volta che viene. ah va bene allora li porto la prossima volta. perfetto nessun problema. grazie buona giornata',
    ['billing', 'normal', 'no_action'],
    { outcome: 'answered', callerName: 'Carla Pellegrini' },
  ),
  call(
    'b5-030',
    "buongiorno sono Vittorio Sala ehm ieri sera sono andato al pronto soccorso perché avevo un dolore al petto mi hanno fatto l'elettrocardiogramma e gli esami ed era tutto a posto era muscolare però mi hanno detto di fare una visita cardiologica con calma quando c'è posto me la prenotate grazie",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-031',
    "buongiorno è l'agenzia immobiliare Casa Più? chiamavo per l'appartamento in affitto in via Roma ehm ah no? mi scusi ho sbagliato numero",
    ['other', 'low', 'no_action'],
  ),
  call(
    'b5-032',
    "pronto dottore sono Sara Bruno mio figlio Matteo è caduto in bicicletta e gli è uscito completamente il dente davanti quello definitivo l'ho messo nel latte come ho letto su internet possiamo venire subito? la prego richiamatemi",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-033',
    "buongiorno sono Renato Giordano ho ritirato il referto dell'holter ehm c'è scritto extrasistoli non ho capito bene se è una cosa grave o no non è urgente ma vorrei parlarne col dottore mi può richiamare quando ha un momento",
    ['prescription_or_results', 'normal', 'call_back'],
  ),
  call(
    'b5-034',
    'sì salve sono Patrizia Valentini dovevo passare domani in studio dal dottor Galli per firmare il sette tre zero ma ho avuto un imprevisto possiamo fare lunedì?',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-035',
    'buongiorno la chiamo per la scheda della sua attività su Google risulta non verificata e rischia di essere rimossa prema uno per parlare con un operatore',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b5-036',
    "buongiorno dottoressa sono la mamma di Giulia Ricci volevo prenotare per il vaccino dei sei anni quello del richiamo mi dice lei quando c'è posto",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-037',
    'ehm sì pronto sono Luca ehm il dottore mi conosce sono Luca Fabbri non ce la faccio più non dormo da giorni e stanotte ho pensato di farla finita ho qui le pastiglie davanti non so neanche perché vi sto chiamando',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-038',
    "buongiorno sono la signora Neri volevo delle informazioni sulle sedute di tecar e di onde d'urto per il gomito se le fate e quanto costano mi può richiamare che per telefono mi spiego meglio",
    ['information', 'low', 'call_back'],
  ),
  call(
    'b5-039',
    "buongiorno dottore sono Mario Costa ehm il fisiatra mi ha detto che mi serve l'impegnativa sua per fare la risonanza al ginocchio me la può preparare che la passo a prendere venerdì",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-040',
    "Salve, sono Alessandra Testa. Mi servirebbe la fattura intestata a me con il codice fiscale per la visita di febbraio, perché la devo mandare all'assicurazione. Grazie.",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-041',
    "buongiorno sono Fabio Mancini ehm ho un ascesso al dente di sotto da ieri si è gonfiata tutta la guancia fino all'occhio ho la febbre a trentanove non riesco ad aprire la bocca e faccio fatica anche a deglutire mi richiamate per favore",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('b5-042', 'mamma sono io ehm non trovo le chiavi di casa le hai prese tu? richiamami appena puoi', [
    'other',
    'low',
    'no_action',
  ]),
  call(
    'b5-043',
    'fisioterapia Salus buongiorno. buongiorno sono Bruno Gentile devo disdire le sedute della prossima settimana perché entro in ospedale per un intervento. va bene signor Gentile le cancello tutte e tre e quando è pronto ci chiama lei per riprendere. sì perfetto grazie. in bocca al lupo arrivederci',
    ['cancellation_or_change', 'normal', 'no_action'],
    { outcome: 'answered', callerName: 'Bruno Gentile' },
  ),
  call(
    'b5-044',
    "buongiorno sono Lorenzo De Luca volevo prendere appuntamento per una visita dermatologica per controllare i nei ehm non è urgente ma ce n'è uno che è cambiato un po' mi richiamate che non uso whatsapp grazie",
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    'b5-045',
    'salve sono Michela della Dental Supply ehm volevo lasciare un messaggio per il dottore abbiamo una promozione sui materiali da impronta e sugli impianti fino a fine mese gli mando il catalogo via email',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b5-046',
    "buongiorno chiamo dall'ambulatorio del dottor Pace il medico di base della signora Orlando ci servirebbe il vostro numero di fax o una pec per mandarvi la documentazione grazie",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b5-047',
    "salve sono Giovanna Riva faccio la fisioterapia da voi dopo la protesi all'anca ehm da ieri il polpaccio sinistro è gonfio duro e caldo e oggi mi manca il fiato anche solo a parlare devo venire domani alla seduta o no? mi richiamate",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-048',
    "studio medico buongiorno. buongiorno sono Teresa Longo mi serve la ricetta della levotiroxina. sì signora la dottoressa l'ha già fatta le ho appena mandato il numero della ricetta per sms lo fa vedere in farmacia. ah perfetto l'ho ricevuto grazie. prego buona giornata",
    ['prescription_or_results', 'normal', 'no_action'],
    { outcome: 'answered', callerName: 'Teresa Longo' },
  ),
  call(
    'b5-049',
    "buongiorno sono Nicola Ferri avrei bisogno di un appuntamento col commercialista per aprire la partita iva ehm sono un nuovo cliente me l'ha consigliato mio cugino",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-050',
    'buongiorno sono Sergio Mariani mi serve urgentemente la fattura della visita di ieri perché la devo consegnare oggi entro le diciassette in ufficio per il rimborso non può aspettare mi richiamate',
    ['billing', 'high', 'call_back'],
  ),
  call(
    'b5-051',
    "salve sono Veronica Marini ho la visita alle undici dalla dottoressa ma c'è un incidente in tangenziale e arrivo con mezz'ora di ritardo va bene lo stesso o la spostiamo?",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-052',
    "pronto pronto ehm sì volevo sa per se il ... [incomprensibile] ... mercoledì ... no va be' non si sente niente",
    ['other', 'normal', 'call_back'],
  ),
  call(
    'b5-053',
    'buongiorno dottore sono il papà di Alice Fumagalli ha la febbre alta da stamattina e adesso le sono venute delle macchioline viola sulle gambe ho provato col bicchiere come dicono e non vanno via ed è molto abbattuta',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-054',
    "sì buongiorno sono Rosa Cattaneo domani c'è lo sciopero dei treni e non riesco ad arrivare per la seduta delle nove potete spostarmela a venerdì mattina",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-055',
    "studio legale Ricci buongiorno. buongiorno volevo sapere dove siete esattamente e se c'è parcheggio. siamo in corso Vittorio Emanuele quarantadue secondo piano e davanti c'è un parcheggio a pagamento. perfetto grazie mille. prego arrivederci",
    ['information', 'low', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    'b5-056',
    "buongiorno sono Giada di Fibra Business ehm ho un'offerta per la fibra e i telefoni dello studio a ventinove euro al mese la richiamo domani mattina così ne parliamo",
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b5-057',
    'buongiorno sono Cristina Parisi ho ricevuto via mail le analisi e il colesterolo è a duecentoquaranta volevo sapere dalla dottoressa se devo cominciare una cura o basta la dieta',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-058',
    'salve sono il corriere ho un pacco per lo studio Bianchi ma è chiuso ehm il citofono non risponde lo lascio in deposito o ripasso domani mi richiami al tre tre nove quattro cinque',
    ['other', 'normal', 'call_back'],
  ),
  call(
    'b5-059',
    'pediatria buongiorno. buongiorno sono il papà di Edoardo Gatti volevo portarlo per il certificato per il calcio. sì può venire giovedì alle sedici e trenta porti il libretto delle vaccinazioni. va benissimo. allora segnato giovedì sedici e trenta Edoardo Gatti. grazie arrivederci',
    ['appointment_booking', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    'b5-060',
    "buongiorno sono Martina Rinaldi sono incinta di tre mesi mi segue la dottoressa ehm da un'ora ho delle perdite di sangue abbondanti rosso vivo e dei dolori forti alla pancia tipo crampi cosa faccio mi richiami subito",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-061',
    "buongiorno sono Giuseppe Monti devo disdire l'appuntamento di martedì per l'igiene perché sono fuori per lavoro ehm e già che ci sono se mi mandate anche la fattura dell'ultima volta grazie",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-062',
    "buongiorno sono Alberto Silvestri cliente dell'avvocato Ricci ehm domani mattina ho l'udienza e mi accorgo adesso che non ho la copia del contratto che l'avvocato mi aveva chiesto devo parlarci oggi assolutamente è urgente mi richiamate",
    ['other', 'high', 'call_back'],
  ),
  call(
    'b5-063',
    "allora buongiorno sono la signora Adele Sartori ehm abito in via Garibaldi sopra la farmacia non so se il dottore si ricorda di me ehm allora io avrei bisogno ehm mio figlio dice che devo farmi vedere perché ultimamente la sera mi si gonfiano un po' le caviglie niente di che eh però lui insiste allora volevo sapere se il dottore mi può vedere la settimana prossima magari di mattina perché il pomeriggio mio figlio lavora e non mi può accompagnare ehm e poi niente ah se no va bene anche il sabato se lo fate grazie tante eh arrivederci",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-064',
    "salve gentile studio professionale le proponiamo finanziamenti agevolati a tasso zero per l'acquisto di nuove attrezzature e arredi senza anticipo per maggiori informazioni resti in linea",
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b5-065',
    "buongiorno sono Elisa Caputo il dermatologo mi aveva tolto un neo a ottobre e doveva arrivare l'esame istologico volevo sapere se è arrivato",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-066',
    "buongiorno sono la mamma di Nicolò Basile per l'apparecchio ortodontico volevo capire se il pagamento si può fare a rate e se poi si può detrarre nel settecentotrenta",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-067',
    "pronto dottore sono Franca ehm la nuora del signor Aldo Bellini è caduto in bagno e ha battuto la testa sul lavandino lui prende il Coumadin e adesso ha vomitato due volte ed è un po' rintronato non capisce bene quello che dice",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b5-068',
    'buongiorno sono Giacomo della carrozzeria la macchina è pronta può passare a ritirarla quando vuole ehm ah non è il signor Russo? mi scusi ho sbagliato numero',
    ['other', 'low', 'no_action'],
  ),
  call(
    'b5-069',
    "buongiorno sono Paola Villa devo spostare la visita cardiologica del diciotto perché mi operano la cataratta proprio quel giorno ehm mi richiamate per trovare un'altra data che coi messaggi non sono pratica",
    ['cancellation_or_change', 'normal', 'call_back'],
  ),
  call(
    'b5-070',
    "salve dottore sono Enzo Mazza non è urgente ma ho quasi finito le gocce per la pressione dell'occhio quelle del glaucoma quando può mi fa la ricetta",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-071',
    'buongiorno devo fare il prelievo da voi giovedì volevo sapere se devo venire a digiuno e se devo portare anche le urine del mattino',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b5-072',
    "cardiologia buongiorno. sì buongiorno sono Walter Farina sono un paziente del dottor Rossi ehm ho il cuore che batte fortissimo e irregolare da stamattina e poco fa sono svenuto in cucina. signor Farina è da solo in casa? no c'è mia moglie. allora la faccio richiamare subito dal dottore intanto se peggiora chiami il centodiciotto. va bene grazie",
    ['urgent_clinical', 'high', 'call_back'],
    { outcome: 'answered', callerName: 'Walter Farina' },
  ),
  call(
    'b5-073',
    'buongiorno sono Marta Gallo mi serve il certificato di idoneità per il concorso ehm la visita la devo fare entro venerdì per forza se no perdo il posto non può aspettare mi richiamate',
    ['appointment_booking', 'high', 'call_back'],
  ),
  call(
    'b5-074',
    "buongiorno sono Federica Bianco sono un'assistente alla poltrona diplomata vi ho mandato il curriculum la settimana scorsa volevo sapere se cercate ancora qualcuno mi potete richiamare",
    ['other', 'normal', 'call_back'],
  ),
  call(
    'b5-075',
    "salve sono Daniele Fiore volevo pagare col bonifico la parcella dell'avvocato mi mandate l'iban per favore",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-076',
    'buongiorno sono la figlia della signora Gina Ruggiero volevo disdire la visita a domicilio di domani purtroppo la mamma è mancata stanotte',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-077',
    'hello ehm buongiorno scusi my Italian is not very good volevo sapere se il dottore parla inglese e se visita anche pazienti stranieri',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b5-078',
    'buon giorno sono Carlo Neri volevo prenota re una visita o culistica per il rinnovo della patente ehm mi scade a dicembre',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-079',
    "buongiorno siamo l'agenzia Pagine Web Italia abbiamo visto che il vostro sito non compare nelle prime posizioni su Google le proponiamo una consulenza gratuita senza impegno",
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b5-080',
    'ciao sono Ivana quella della schiena del martedì ehm martedì prossimo non ci sono sono a Milano da mia figlia si può fare mercoledì o giovedì ciao grazie',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-081',
    "buongiorno chiamo dal reparto di medicina dell'ospedale il signor Pietro Colombo paziente del dottore viene dimesso domani volevamo parlare col medico curante per la terapia a domicilio ci può richiamare al reparto",
    ['other', 'normal', 'call_back'],
  ),
  call(
    'b5-082',
    "buongiorno sono Luigi Marchi mi è arrivata una lettera dell'agenzia delle entrate un avviso bonario per il duemilaventitré ehm volevo capire se l'avete vista anche voi e cosa devo fare ve la mando per whatsapp",
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-083',
    "buonasera sono Antonio Russo ehm avrei bisogno di una visita per un impianto mi manca un dente di sopra da un po' di tempo e volevo anche un preventivo",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-084',
    "salve ehm vorrei prenotare il primo ciclo di linfodrenaggio per le gambe me l'ha consigliato il medico se c'è posto a dicembre sono Lucia Marchetti",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-085',
    "buongiorno sono Rita Fontana mi scade il piano terapeutico dell'eparina a fine mese e in farmacia mi hanno detto che serve il rinnovo dello specialista come faccio",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call('b5-086', "ehm pronto è il Comune? l'ufficio anagrafe? devo rifare la carta d'identità ah no scusi", [
    'other',
    'low',
    'no_action',
  ]),
  call(
    'b5-087',
    'salve sono Barbara Conte nella fattura avete scritto Conti invece di Conte e anche il codice fiscale è sbagliato me la potete rifare',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-088',
    'buongiorno sono Massimo Leone volevo annullare tutte le sedute che mi restano di fisioterapia perché sto meglio e non ho più tempo grazie di tutto',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-089',
    'salve sono Gabriella Orsini ehm niente di urgente eh volevo solo sapere se la dottoressa ha visto il risultato della mammografia che le ho mandato per email',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-090',
    'buongiorno sono Stefano della Cardio Service ci occupiamo di defibrillatori e dei corsi BLSD per gli studi volevo proporvi il pacchetto con il defibrillatore in comodato e il corso per il personale',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b5-091',
    'buongiorno dottoressa sono la mamma di Pietro e Anna Ferrari volevo fissare la visita di controllo per tutti e due e poi le volevo chiedere dello sciroppo per la tosse ma ne parliamo in visita',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-092',
    "studio dentistico buongiorno. salve sono Riccardo Sanna ho appuntamento venerdì alle quindici si può anticipare alla mattina? venerdì mattina c'è posto alle dieci. va bene le dieci. fatto signor Sanna spostato a venerdì alle dieci. grazie. arrivederci",
    ['cancellation_or_change', 'normal', 'no_action'],
    { outcome: 'answered', callerName: 'Riccardo Sanna' },
  ),
  call(
    'b5-093',
    'buongiorno volevo sapere se il dottore fa anche le visite a domicilio perché mio padre non cammina più bene e come funziona',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b5-094',
    "buonasera sono Tiziana Moretti volevo capire la nota spese dell'avvocato perché ci sono delle voci che non mi tornano tipo le spese di trasferta mi può richiamare l'avvocato o la segretaria",
    ['billing', 'normal', 'call_back'],
  ),
  call(
    'b5-095',
    'si buongiorno sono Gino Pace ehm lap puntamento di lunedì dal dentista lo devo di sdire perché sono ricoverato grazie',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-096',
    "buongiorno dottò sono Salvatore Greco ehm ci volevo chiedere un appuntamento pi me figghiu che c'ha u mal di schiena quando vi comoda a voi",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b5-097',
    'salve sono Laura Ferraro mi servirebbe la copia della panoramica che mi avete fatto a settembre perché la devo portare al chirurgo maxillo facciale',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call('b5-098', 'salve a che ora aprite domani', ['information', 'low', 'whatsapp_reply']),
  call(
    'b5-099',
    "studio legale buongiorno. buongiorno sono Marco Testa devo spostare l'incontro di giovedì con l'avvocato. guardi adesso non ho l'agenda dell'avvocato sotto mano la richiamo io nel pomeriggio per la nuova data. va bene aspetto grazie",
    ['cancellation_or_change', 'normal', 'call_back'],
    { outcome: 'answered', callerName: 'Marco Testa' },
  ),
  call(
    'b5-100',
    "buongiorno sono Ornella Ricci vorrei un appuntamento per l'igiene mi scrivete voi quando c'è posto grazie",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
];
