import { call, type LabelledCall } from './labelled-call';

/**
 * Blind evaluation set 6: written blind on 2026-11-26 by a session that never read the triage
 * rules, the classifier code, the other labelled sets nor the decision records about them; only
 * the labelling conventions in labelled-call.ts. Labelled as a careful receptionist would file each
 * call. Measure at most once per change and never tune on it: no rule, phrase or test may be
 * written from these calls, and no script or test registers this file.
 */
export const LABELLED_CALLS_BLIND_6: LabelledCall[] = [
  call(
    'b6-001',
    "buongiorno, allora, sono la signora Anna Colombo, volevo fissare una visita con la dottoressa per un controllo della pressione, ehm, va bene qualsiasi mattina tranne il mercoledì che c'ho la nipotina. grazie, buona giornata",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-002',
    "sì pronto, buonasera, scusate il disturbo a quest'ora, sono la moglie di Franco Pagani, probabilmente è una sciocchezza eh, lui non voleva nemmeno che chiamassi, però da una mezz'oretta dice che ha come un peso qua sul petto e gli scende giù nel braccio sinistro, è tutto sudato, lui dice che è la digestione. cosa facciamo? mi richiamate",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-003',
    'buongiorno, sono Marco di Energia Più, la chiamo perché il vostro studio ha diritto a uno sconto sulla bolletta della luce fino al quaranta per cento, mi richiami al tre quattro sette due due uno otto nove',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b6-004',
    "aò buongiorno so' Mario Proietti, me serve 'a ricetta della pressione, er solito, l'amlodipina, che so' rimasto co' 'na scatola sola. grazie dottó",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-005',
    'salve sono Giulia Marchetti, avevo la seduta di fisioterapia giovedì alle cinque ma purtroppo devo disdire perché mi hanno cambiato il turno al lavoro. la recupero più avanti, vi faccio sapere io',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-006',
    'ehm pronto, è la pizzeria da Gennaro? volevo ordinare due margherite e... ah no scusate, ho sbagliato numero',
    ['other', 'low', 'no_action'],
  ),
  call(
    'b6-007',
    'buongiorno, volevo sapere se lo studio è aperto il sabato mattina e fino a che ora, grazie',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b6-008',
    "buonasera sono Luca Ferri, ho fatto l'igiene la settimana scorsa e non mi è arrivata la fattura per email, mi serve per il settecentotrenta, me la potete mandare? grazie",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-009',
    "dottore sono la figlia della signora Esposito, Carmela, mamma da stamattina parla strano, cioè si mangia le parole, e c'ha la bocca un po' storta da una parte, il braccio destro dice che non lo sente bene. io pensavo fosse stanchezza però non so. mi può richiamare?",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-010',
    "buongiorno sono Renato Galli, ho avuto un infarto nel duemiladiciannove, adesso sto bene, il cardiologo ha detto di fare il controllo annuale con l'elettrocardiogramma e vorrei prenotarlo da voi, non è urgente, qualsiasi giorno va bene",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-011',
    "buongiorno, chiamo dalla farmacia San Marco, c'è una ricetta del dottore per il signor Bellini con il codice fiscale sbagliato, non riusciamo a spedirla, ci può richiamare quando può? grazie",
    ['prescription_or_results', 'normal', 'call_back'],
  ),
  call(
    'b6-012',
    'sì salve sono del corriere, ho un pacco per lo studio Bianchi, sono qua sotto al portone ma al citofono non risponde nessuno, mi richiamate per favore, sennò ripasso domani',
    ['other', 'normal', 'call_back'],
  ),
  call(
    'b6-013',
    "buongiorno dottoré, so' 'a mamma di Ciro Russo, 'o piccerillo tene 'a tosse da 'na settimana, niente febbre, mangia, gioca, però 'o vulesse fa' vedè, quando putimmo venì? grazie assai",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-014',
    "pronto? sono la mamma di Sofia, la bambina ha l'asma, le ho dato il ventolin due volte ma respira ancora malissimo, le si vedono le costole che tirano e non riesce a finire le frasi. non so se portarla giù o cosa, per favore richiamatemi subito",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-015',
    "gentile cliente la informiamo che il suo studio risulta non in regola con la normativa sulla privacy, per evitare una sanzione di tremila euro prema uno o contatti l'ufficio conformità entro oggi",
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b6-016',
    "buongiorno, sono Paolo Conti, avevo appuntamento con l'avvocato Rinaldi lunedì alle undici per la pratica della separazione, ehm, riusciamo a spostarlo al pomeriggio o a martedì? fatemi sapere, grazie",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-017',
    'sì buongiorno, sono Teresa Greco, volevo sapere se sono arrivati gli esiti delle analisi del sangue che ho fatto lunedì, quelle della tiroide. me li può mandare su whatsapp? grazie',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-018',
    "hi, this is Emma, I'm staying in Florence for a couple of months and I wanted to know if the doctor speaks English and whether you see patients who don't have the Italian health card. thanks",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b6-019',
    "sì buonasera, sono Davide, ho preso l'antibiotico che mi ha dato il dottore, l'augmentin, e adesso c'ho tutte bolle rosse sulla pelle, le labbra gonfie e faccio fatica a deglutire, sento la gola chiusa. che devo fare?",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-020',
    'buongiorno sono la signora Bassi, mi è arrivato un sollecito di pagamento per la visita di marzo ma io ho pagato col bancomat, ho anche lo scontrino. vorrei parlarne con qualcuno, mi richiamate per favore',
    ['billing', 'normal', 'call_back'],
  ),
  call(
    'b6-021',
    'studio dottor Bianchi buongiorno. buongiorno, volevo prenotare una visita per mio figlio, per un controllo del peso. allora, le va bene giovedì alle quattro e mezza? sì perfetto. a nome? Rossi Matteo. benissimo, segnato, arrivederci. grazie arrivederci',
    ['appointment_booking', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    'b6-022',
    "buongiorno, sono Salvatore Lo Bue, ho finito l'insulina lenta, il lantus, stasera devo fare la dose e la farmacia senza ricetta non me la dà. mi serve oggi per forza, per favore mi richiami",
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    'b6-023',
    'ué ciao Gianni, sono io, allora stasera ci vediamo al bar alle sette neh, porta anche la Carla... ah scusi, ho sbagliato, lei non è il Gianni',
    ['other', 'low', 'no_action'],
  ),
  call('b6-024', "sono Rossi, disdico l'appuntamento di domani, grazie", [
    'cancellation_or_change',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    'b6-025',
    'dottoressa sono la mamma di Leonardo, ha la febbre a quaranta da stanotte, la tachipirina non gliela fa scendere, vomita, e adesso non vuole piegare la testa, dice che gli fa male il collo, e ha delle macchioline rosse sulle gambe. mi richiama per favore?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-026',
    'buongiorno dottore, sono Federica della Medical Supply, abbiamo una promozione su guanti in nitrile e mascherine per gli studi, vorrei fissare una breve presentazione, mi richiami al numero che le lascio, grazie',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b6-027',
    'salve volevo sapere quanto costa una seduta di tecarterapia e se serve la prescrizione del medico',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b6-028',
    'ciao sono Giorgio, go un mal de schena che no ve digo, dopo aver portà su i mobili, xe da lunedì, volevo prenotar una seduta col fisioterapista, quando ghe xe posto? grazie',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-029',
    "buongiorno sono il papà di Giulia Morelli, la bambina è stata a casa con l'influenza cinque giorni, adesso sta bene, ci serve il certificato per rientrare all'asilo lunedì, grazie",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-030',
    'ehm... salve. non so nemmeno perché sto chiamando. sono Andrea, sono un paziente del dottore. è da settimane che non dormo, e ultimamente penso che sarebbe meglio se non ci fossi più, stasera ci ho pensato seriamente. non lo so. scusate.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-031',
    "buongiorno, chiamo per conto della ditta Fontana, abbiamo ricevuto la vostra parcella del trimestre ma l'importo è diverso da quello che avevamo concordato, potete verificare? grazie",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-032',
    "pronto? sugnu 'a signura Concetta Lombardo, m'ha prenotato me figghiu pi giovedì, ma giovedì non pozzu che c'è 'a festa da parrocchia, me la spostate a lunedì? grazie, salutamu",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-033',
    'buongiorno, sono la dottoressa Ricci del reparto di medicina del San Camillo, la chiamo per la signora Proietti Anna che dimettiamo domani, volevo concordare con il dottore la terapia a domicilio. mi richiami in reparto, grazie',
    ['other', 'normal', 'call_back'],
  ),
  call(
    'b6-034',
    'sì buongiorno, sono Debora Villa, mi si è staccata la capsula del dente davanti e sabato mi sposo, mi serve per forza un appuntamento entro venerdì, non posso aspettare, vi prego richiamatemi',
    ['appointment_booking', 'high', 'call_back'],
  ),
  call(
    'b6-035',
    'salve, questo è un messaggio automatico, il posizionamento della sua attività su google è a rischio, prema uno per parlare con un consulente',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b6-036',
    "hello, it's Mark Johnson, I'm a patient of doctor Bianchi, could I get a repeat prescription for my asthma inhaler, the blue one, salbutamol, I've got about a week left. cheers",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-037',
    "buonasera, sono Martina, sono alla trentaduesima settimana, da un paio d'ore ho delle perdite di sangue, non tantissimo, però ho anche delle contrazioni e la bimba mi sembra che si muova meno del solito. forse esagero, mi richiama?",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-038',
    "buongiorno, mi chiamo Stefano Villa, il vostro numero me l'ha dato un collega, avrei bisogno di una consulenza con l'avvocato per un problema con l'affitto, cioè, sono uscito dall'appartamento a settembre, tutto in ordine, ho anche le foto, e il proprietario non mi restituisce la caparra, tre mensilità, dice che c'erano dei danni ma non è vero. volevo sapere quando posso venire, di solito sono libero dopo le diciotto",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-039',
    'buongiorno, volevo sapere se il dottore fa anche le visite a domicilio, è per mia madre che ha novantadue anni e non esce più di casa. mi può richiamare per spiegarmi come funziona? grazie',
    ['information', 'low', 'call_back'],
  ),
  call(
    'b6-040',
    "fisioterapia Sant'Anna buongiorno. sì buongiorno sono Laura Gatti, dovrei spostare la seduta di domani. allora, le andrebbe bene venerdì alle nove? sì, va benissimo. perfetto, l'ho spostata, a venerdì. grazie mille, buona giornata",
    ['cancellation_or_change', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    'b6-041',
    "dottore sono Bruno, il figlio di Ines Ferrara, mamma è caduta in bagno un'ora fa e ha battuto la testa sul lavandino, lei prende il coumadin. adesso è un po' intontita e ha vomitato una volta. lei dice che sta bene e di non disturbare ma io non sono tranquillo",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-042',
    "aò buongiorno, so' Claudio, volevo sape' se la devitalizzazione la posso pagà a rate, tipo in tre volte, perché 'sto mese so' un po' stretto. famme sape', grazie",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-043',
    "buongiorno sono Elena Pace, ho ritirato i risultati della risonanza al ginocchio e c'è scritto lesione del menisco, vorrei che il dottore li guardasse e mi dicesse cosa fare, mi fa richiamare? grazie",
    ['prescription_or_results', 'normal', 'call_back'],
  ),
  call(
    'b6-044',
    "salve, sto cercando l'ufficio anagrafe del comune per rinnovare la carta d'identità, non è questo il numero? ah, mi scusi allora",
    ['other', 'low', 'no_action'],
  ),
  call(
    'b6-045',
    'this is an automated message from the Italian revenue agency, your tax code has been suspended, press one to speak to an officer immediately',
    ['spam', 'low', 'no_action'],
  ),
  call('b6-046', 'vorrei prenotare la pulizia dei denti, sono Marco Neri', [
    'appointment_booking',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    'b6-047',
    "buongiorno, so' Gennaro Esposito, nun pozzo venì dimane p' 'a visita, tengo 'nu funerale, me putite da' 'n ato appuntamento 'a settimana ca vene? grazie",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-048',
    'sì buongiorno sono Franca Moretti, avrei bisogno della ricetta per le analisi di controllo del colesterolo, il dottore mi aveva detto di rifarle dopo sei mesi. se me la manda sul fascicolo va benissimo, grazie',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-049',
    'salve, volevo sapere entro quando devo portarvi i documenti per la dichiarazione dei redditi, e se le ricevute delle spese mediche vanno bene anche in foto',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b6-050',
    "hi, it's Sarah Collins, sorry to bother you, I'm on holiday here with my dad, he's seventy-four, he's had this tight feeling in his chest since this morning and he's really short of breath, he's gone quite grey. we don't know where the hospital is. please call back",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-051',
    'buongiorno, ho pagato il ciclo di dieci sedute ma ne ho fatte solo sei perché mi sono trasferita a Bologna, è possibile avere il rimborso delle altre quattro? sono Chiara Longo',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-052',
    "buongiorno sono il signor Vitale, sono molto arrabbiato, ieri ho aspettato un'ora e mezza in sala d'attesa e poi mi hanno detto che il dottore non c'era. vorrei parlare con il dottore di persona, mi richiamate",
    ['other', 'normal', 'call_back'],
  ),
  call(
    'b6-053',
    "buongiorno, sono la mamma di Tommaso Riva, ha sei mesi e dobbiamo fare il bilancio di salute, quando c'è posto? anche la settimana prossima va bene",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-054',
    "buongiorno, chiamo dalla rivista Salute e Benessere, stiamo preparando l'annuario dei migliori medici della provincia e il dottore è stato selezionato, per confermare l'inserzione serve solo un piccolo contributo",
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b6-055',
    "buongiorno, sono Aldo Marini, l'anno scorso ho avuto un piccolo ictus, ora sto bene grazie a dio, mi servono le ricette del plavix e della statina, le solite, non c'è fretta",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-056',
    "buonasera sono Roberto Sala, stamattina mi avete tolto il dente del giudizio, sono le otto di sera e sanguina ancora tantissimo, ho cambiato le garze dieci volte e sono tutte piene, e io prendo l'eliquis per il cuore. mi gira anche un po' la testa",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-057',
    "hi, this is Tom, I had an appointment with the dentist on Friday at three, I need to cancel it, I'm flying back to London earlier than planned. sorry about that",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-058',
    "ciao sono la sciura Brambilla, guardi che martedì non riesco a venire alla fisioterapia che c'ho il nipote da tenere, me la sposta a giovedì? grazie neh, ciao ciao",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-059',
    'sono il papà di Beatrice, ha due mesi, da stamattina non vuole mangiare, dorme sempre, è molle molle e ha trentotto e mezzo di febbre. mia suocera dice di aspettare ma io preferirei sentire voi',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-060',
    'buonasera, volevo chiedere se il dottor Bianchi prende nuovi pazienti, mi sono appena trasferita in zona e devo scegliere il medico di base',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b6-061',
    "buongiorno, sugnu Nino Sciacca, mi servissi 'na visita pi stu ginocchiu ca mi fa mali quannu fazzu i scali, non è cosa urgente, quannu putiti",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-062',
    'salve sono Alessio di TeleSmart, vi chiamo per il nuovo centralino in cloud con intelligenza artificiale, costa meno di un caffè al giorno, se mi richiama le faccio una demo gratuita',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b6-063',
    "buongiorno sono Paola Serra, mi servirebbe il certificato di malattia per il lavoro, sono a letto con l'influenza da ieri, basta che lo mandate all'inps, grazie",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-064',
    'buongiorno, sono Vincenzo Amato, da stanotte ho un mal di pancia forte e stamattina ho vomitato sangue, scuro, tipo fondo di caffè, e mi sento debolissimo, quasi svengo quando mi alzo',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-065',
    'salve sono Ivana Marchi, vorrei prenotare una prima visita per mia madre, però ha varie patologie e preferirei spiegare a voce, mi può richiamare? grazie',
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    'b6-066',
    'hi, I paid for my visit last week by bank transfer but I never got a receipt, and I need it for my insurance back home. my name is Lucas Meyer. thanks',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call('b6-067', 'ciò Bepi, xe ti? go bisogno del furgon sabato... ah no? scusi, go sbaglià numero', [
    'other',
    'low',
    'no_action',
  ]),
  call(
    'b6-068',
    "buongiorno, sono in ospedale da lunedì per un intervento, quindi purtroppo l'appuntamento di giovedì col dottore lo devo annullare, quando esco vi richiamo io. sono Dario Fabbri",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-069',
    'buongiorno sono Silvia, faccio fisioterapia da voi dopo la protesi al ginocchio, il polpaccio da ieri è gonfio, caldo e rosso, e adesso faccio fatica a respirare, mi fa male quando faccio un respiro profondo. devo venire lo stesso domani?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-070',
    'ehm sì sono la signora Fumagalli, mio marito deve rifare la ricetta per i pannoloni, quella del piano terapeutico, che è scaduta a fine mese',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-071',
    "hi there, just a quick question, are you open on the eighth of December? I think it's a holiday here. thanks",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b6-072',
    'studio Ferrari buongiorno. buongiorno, volevo un appuntamento col dottor Ferrari per aprire la partita iva. allora, martedì alle quindici? va bene. il nome? Giada Pellegrini. a martedì allora, arrivederci. grazie, arrivederci',
    ['appointment_booking', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    'b6-073',
    'pronto, la chiamo dal servizio clienti della sua banca, abbiamo rilevato un accesso anomalo sul conto dello studio, mi serve il codice che le arriva adesso per sms per bloccarlo',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b6-074',
    "buongiorno sono Rocco Messina, mi serve entro oggi la copia del contratto di locazione registrato che ha l'avvocato, la banca la vuole per il mutuo e firmo domattina, non può aspettare, richiamatemi",
    ['other', 'high', 'call_back'],
  ),
  call(
    'b6-075',
    "dottó, so' Assunta, 'a nonna nun respira buono, tene 'e labbra viola e nun riesce a parlà, s'è fatta tutta fredda. che aggia fa'? chiammateme subito",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-076',
    "salve, mio figlio di otto anni ha i denti un po' storti, vorremmo una visita ortodontica, il pomeriggio dopo la scuola se possibile. grazie, sono Sara Bonetti",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-077',
    "buongiorno, sono Mattia Ruggiero, devo spostare l'appuntamento di mercoledì, ma ho degli orari strani col lavoro, meglio se mi chiamate così ci mettiamo d'accordo",
    ['cancellation_or_change', 'normal', 'call_back'],
  ),
  call(
    'b6-078',
    "sì, sono la dottoressa Conte della farmacia Centrale, volevo segnalarvi che la signora Valli ha ritirato l'ultima scatola di eutirox con la ricetta che aveva, quindi al prossimo giro gliene serve una nuova. niente di urgente, grazie",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-079',
    "buongiorno, sono Lucia, mi è venuto all'improvviso un mal di testa fortissimo, il peggiore della mia vita, mentre ero in palestra, e adesso vedo un po' doppio e la luce mi dà fastidio. non so se è la pressione",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'b6-080',
    'sono Walter Ricci, ho visto addebitata due volte la stessa visita sul conto, cinquanta e cinquanta, vorrei capire, mi richiamate?',
    ['billing', 'normal', 'call_back'],
  ),
  call(
    'b6-081',
    "aò 'na cosa sola, ma er dottore er vaccino antinfluenzale lo fa quest'anno o devo anna' in farmacia?",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'b6-082',
    "buongiorno, siamo un'agenzia di recensioni, possiamo portare il vostro studio a cinque stelle su google in una settimana, pacchetto da cento recensioni a prezzo speciale",
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b6-083',
    'pronto, sì, sono... eh... la chiamo per quella cosa di cui avevamo parlato, mi richiami, grazie',
    ['other', 'normal', 'call_back'],
  ),
  call('b6-084', 'pronto? pronto? non si sente', ['other', 'normal', 'call_back'], { outcome: 'missed' }),
  call(
    'b6-085',
    "hi, it's Anna Kowalski, I had an x-ray of my wrist last week at the hospital, have you received the report yet? could you send it to me by email? thank you",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-086',
    'buongiorno signorina, sono la Pina, Giuseppina Rota, ho ottantasette anni, mi scusi se parlo forte ma non ci sento tanto bene, allora, volevo venire dal dottore a farmi guardare quel neo sulla schiena che mia figlia, la Rosanna, dice che è cambiato di colore, io non lo vedo perché è dietro, eh, quando vuole lei, io sono sempre a casa, tanto non esco, al massimo mi accompagna il genero con la macchina, grazie e buona giornata',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-087',
    'ué buongiorno, sono il Brambilla Ambrogio, mi serve la ricetta della metformina, la solita, ciao neh',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call('b6-088', 'annullo la visita di venerdì per la bimba, è guarita, grazie, Federica Sanna', [
    'cancellation_or_change',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    'b6-089',
    "buongiorno sono Ornella Cristiani, l'avvocato mi ha mandato il preventivo per la causa, volevo sapere se l'acconto si può pagare con bonifico e a chi lo devo intestare",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-090',
    'studio dentistico buongiorno. buongiorno, volevo sapere se siete aperti ad agosto. chiudiamo dal dieci al venticinque. ah perfetto, grazie mille. prego, arrivederci',
    ['information', 'low', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    'b6-091',
    "hello, this is David from Global Medical Listings, we noticed your practice isn't in our international directory yet, we can add you today for a small annual fee, call me back when you can",
    ['spam', 'low', 'no_action'],
  ),
  call(
    'b6-092',
    'Maria sono la mamma, quando torni passa a prendere il pane che io non ce la faccio a scendere, ciao cara',
    ['other', 'low', 'no_action'],
  ),
  call(
    'b6-093',
    'buonasera, sono Kevin, vorrei prenotare un massaggio decontratturante, ho il collo tutto bloccato, anche sabato se possibile',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-094',
    "hi, it's Olivia Grant, my son Jack has a check-up with the paediatrician on Tuesday morning, could we move it to the afternoon? he's got school. thanks",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-095',
    'studio medico buongiorno. buongiorno sono Marisa Lodi, il dottore mi ha cambiato la pastiglia della pressione ma da quando la prendo mi si gonfiano le caviglie, devo continuare o torno a quella vecchia? allora signora glielo riferisco e la fa richiamare lui oggi pomeriggio. va bene, grazie',
    ['prescription_or_results', 'normal', 'call_back'],
    { outcome: 'answered' },
  ),
  call(
    'b6-096',
    'buongiorno, sono il tecnico della caldaia, devo passare per la manutenzione annuale, mi dite un giorno in cui trovo qualcuno in studio? grazie',
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-097',
    "hello, my name is Peter Novak, I'd like to book a cleaning and a check-up, I've had a bit of sensitivity on a lower tooth, nothing serious. any day next week works for me",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-098',
    "dotto', so' la signora Anita Ceccarelli, me devo fa' vede' 'sta tosse che nun me passa da du' settimane, febbre nun ce l'ho, niente, quando posso veni'?",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'b6-099',
    'salve, sono Ilaria, chiamavo per prenotare',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
    { outcome: 'missed' },
  ),
  call(
    'b6-100',
    "buongiornu, sugnu 'a mamma di Salvo Greco, 'u picciriddu avi 'a varicella, giovedì non lu pozzu purtari pu vaccinu, ni dati n'autra data quannu è guaritu?",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
];
