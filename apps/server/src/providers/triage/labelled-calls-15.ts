import { call, type LabelledCall } from './labelled-call';

/**
 * Tuning round 15 (2026-11-25), written for the learned reading after blind set 3 had been measured
 * and taken for learning: calls of the kinds blind set 3 showed the triage confusing (a lawyer's or
 * an accountant's own business, a certificate, a result to send, a change said in dialect, a
 * cancellation for a dramatic reason that is not an emergency, a red flag played down, a pharmacist
 * or a colleague calling, the scams of the day), said by many kinds of callers, with fillers,
 * dialect and speech-to-text errors. Written by the session that tuned the learned reading: its
 * leave-one-round-out figures are flattered, unlike rounds 13 and 14.
 */
export const TUNING_CALLS_15: LabelledCall[] = [
  // ─── appointment_booking ───
  call(
    't15-01',
    'ehm salve sono Lorenza Pace allora praticamente mia figlia deve fare il richiamo del vaccino dei sei anni quello del tetano e difterite e volevo sapere quando lo possiamo fare, scrivetemi pure su whatsapp grazie',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-02',
    "buongiorno avvocato sono Giorgio Melis vorrei un appuntamento con lei per un contratto d'affitto che devo firmare, volevo farlo vedere prima, quando ha un'ora libera mi scriva, grazie",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-03',
    "aò bongiorno so' Franco, me serve na visita dar dentista che me se mosso un ponte de sotto, nun me fa male eh, però balla. Quanno c'avete posto? Richiamateme ar tre tre nove ...",
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't15-04',
    "Hi, this is Sarah Collins, I'm staying in Florence for three weeks and I need a routine cleaning and check-up, nothing urgent. Could you message me with some dates? Thanks so much.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-05',
    'salve sono il signor Ferretti mi serve un appuntamento con la dottoressa per aprire la successione di mio padre, è mancato il mese scorso, cioè, non so bene che documenti servono, mi richiama lei che ne parliamo',
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't15-06',
    "buonasera sono Teresa Aiello, vorrei prenotare un'ecografia tiroidea, il medico di base mi ha dato l'impegnativa con priorità programmata, va bene qualsiasi giorno di mattina, mi mandate un messaggio?",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-07',
    "sì salve mi chiamo Kevin ho ventidue anni e vorrei fare una visita sportiva per l'agonistica, il certificato per il calcio, quanto costa e quando si può fare? grazie",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-08',
    "buongiorno sono Manuela Serra, da un po' di tempo faccio fatica a dormire e sono sempre agitata, il mio medico mi ha consigliato di sentire uno psicoterapeuta. Posso fissare un primo colloquio? Preferisco essere richiamata dopo le diciotto.",
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't15-09',
    'buongiorno volevo prenotare per mio marito il controllo della pelle dei nei che lo fa ogni anno, il dermatologo gli aveva detto di tornare a novembre, grazie',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-10',
    "sì buongiorno, studio Pagani? sono Walter della ditta Colombo serramenti, volevo fissare un incontro col dottore per il bilancio di quest'anno e per parlare della nuova assunzione, ci sentiamo, mi chiami lei",
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't15-11',
    "buondì, sono la nonna di Matteo, il bimbo ha otto anni e il pediatra ha detto che ci vuole l'apparecchio per i denti, la visita ortodontica, quando me lo potete mettere? mi scrivete che io le chiamate non le sento",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-12',
    "buongiorno sono Riccardo Longo ho la pressione un po' alta ultimamente, niente di preoccupante, cento quaranta su novanta, volevo fare una visita cardiologica con l'elettrocardiogramma, anche tra qualche settimana",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-13',
    "salve chiamo dalla scuola materna Arcobaleno, volevamo organizzare la visita del dentista per i bambini come l'anno scorso, la giornata della prevenzione, ci richiamate per mettere una data?",
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't15-14',
    'pronto buongiorno è lo studio? ah la segreteria, va bene, allora sono Enzo Brambilla da Monza, ho da fare la pulizia dei denti che è passato un anno, ehm, e poi anche guardare una carie che mi sembra di avere dietro, niente male per ora. Ciao grazie',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-15',
    "ciao sono Giada, volevo prenotare la seduta di laser per la schiena, la terza del ciclo, con la stessa fisioterapista dell'altra volta, se c'è martedì o giovedì pomeriggio",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-16',
    'Good morning, my name is Ahmed Khan, my son needs a medical certificate for school sports, can we come this week? Please call me back on this number.',
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't15-17',
    "buongiorno sono la signora Bellini, chiamo per mia madre che ha novant'anni e non esce più di casa, il dottore potrebbe venire a fare una visita a domicilio per il rinnovo del piano terapeutico? non c'è fretta, entro il mese",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  // ─── cancellation_or_change ───
  call(
    't15-18',
    "uè buongiorno so' Gennaro Esposito, tengo 'a visita giovedì a' e diece, ma aggia accompagnà mammà all'ospedale, m' 'a putite spustà 'a settimana che vene? Chiamateme vuje, grazie assaje",
    ['cancellation_or_change', 'normal', 'call_back'],
  ),
  call(
    't15-19',
    "buongiorno sono Ilaria Fontana devo disdire l'appuntamento di domani con la dottoressa, è morta mia suocera stanotte, ci sono i funerali. Poi richiamo io per fissare un'altra volta, grazie e scusate",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-20',
    "sì salve, sono Bruno Rinaldi, avevo l'incontro con l'avvocato lunedì alle quindici ma mi hanno messo un turno in fabbrica, si potrebbe fare mercoledì stessa ora? scrivetemi pure",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-21',
    "buongiorno sono la mamma di Pietro Galli, la visita di venerdì la dobbiamo annullare perché Pietro si è rotto il braccio a calcio e ha il gesso, sta bene eh, l'hanno già sistemato al pronto soccorso. Ci risentiamo quando toglie il gesso",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-22',
    "Hi, it's Tom Baker, I have an appointment tomorrow at nine but my flight got moved, could we do Friday afternoon instead? Text me, thanks.",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-23',
    "buonasera sono Anna Moretti, ho la seduta di fisioterapia domattina ma ho la febbre a trentotto e mezzo con l'influenza, non vengo, mi spostate alla prossima settimana? grazie",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-24',
    'buongiorno sono Carlo Testa, avevo fissato con il dottor Pagani per la dichiarazione il giorno venti, si può anticipare? perché poi parto. Se può mi richiami lei, grazie',
    ['cancellation_or_change', 'normal', 'call_back'],
  ),
  call(
    't15-25',
    "salve sono Marisa, l'appuntamento delle diciassette di oggi, ehm, arrivo in ritardo di venti minuti per il traffico, va bene lo stesso o lo spostiamo? Mi fate sapere per favore",
    ['cancellation_or_change', 'normal', 'call_back'],
  ),
  call(
    't15-26',
    "mbare bongiornu sugnu Turi Caruso, 'a visita di mircuri 'un ci pozzu veniri, 'a putemu fari 'a simana dopu? Chiamatimi, grazie",
    ['cancellation_or_change', 'normal', 'call_back'],
  ),
  call(
    't15-27',
    'buongiorno sono Paola Gatti, purtroppo mio marito ieri ha avuto un ictus, adesso è ricoverato in neurologia e sta meglio, quindi tutte e due le nostre visite della settimana prossima le annullo, vi farò sapere io più avanti',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-28',
    'buongiorno volevo cancellare la prenotazione della risonanza di sabato perché l’ho trovata prima in ospedale, grazie, Luisa Bianco',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  // ─── prescription_or_results ───
  call(
    't15-29',
    "buongiorno sono Fabio Conte ho mal di gola e febbre a trentotto da ieri, sto a casa, mi serve il certificato di malattia per l'azienda da oggi, mi mandate il numero di protocollo su whatsapp?",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-30',
    'salve sono Antonella, ho fatto le analisi del sangue da voi la settimana scorsa, mi potete mandare i risultati per mail o su whatsapp? grazie mille',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-31',
    "buongiorno, parlo dalla farmacia San Marco, c'è qui il signor Villa con una ricetta dell'insulina che è scaduta ieri, lui è senza e deve farla stasera, il dottore può rifargliela oggi? richiamatemi al più presto",
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    't15-32',
    'buongiorno sono Gianni Costa mi servirebbe la ricetta delle solite pastiglie per la pressione e quella del colesterolo, le ritira mia moglie domani, grazie',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-33',
    'buongiorno sono la mamma di Lucia, per la palestra serve il certificato di buona salute non agonistico, lo può preparare la dottoressa? passo a prenderlo io',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-34',
    "Hello, this is Maria Lopez, I had a blood test at your clinic on Monday and I'm flying home on Thursday, could you email me the results before then? Thank you.",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-35',
    "salve sono Ettore, il nuovo dentista mi chiede le radiografie che ho fatto da voi l'anno scorso, la panoramica, come faccio ad averle? me le mandate per mail?",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-36',
    'buongiorno sono la signora Ricci, mio figlio è epilettico e ha finito le gocce, domani mattina non ne ha, non può saltare la dose, serve la ricetta oggi per forza, mi richiamate?',
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    't15-37',
    "sì buongiorno dottore sono Mirko, l'impegnativa per la fisioterapia che mi aveva detto, me la può fare? devo prenotare in ospedale, non c'è fretta",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-38',
    'Studio medico buongiorno. Buongiorno sono Elena Mazza, è pronta la ricetta della pillola? Sì signora, è già stata inviata, le arriva il promemoria per sms. Perfetto grazie. Arrivederci.',
    ['prescription_or_results', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    't15-39',
    "buongiorno, sono il dottor Neri del pronto soccorso di Careggi, ho qui un vostro paziente, il signor Parodi, avrei bisogno della sua terapia attuale e dell'ultimo referto cardiologico, richiamatemi appena possibile al reparto",
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    't15-40',
    'ciao sono Nadia, il referto del tampone è uscito? mi era stato detto tre giorni, scrivetemi se è tutto ok',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  // ─── urgent_clinical ───
  call(
    't15-41',
    'buongiorno sono Chiara Sala sono incinta di trentaquattro settimane, non è niente di urgente penso, però da stamattina il bambino non lo sento muovere quasi per niente, di solito scalcia tanto. La dottoressa mi può richiamare?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-42',
    "pronto sono Roberta, mia mamma ha settantotto anni da un'ora non riesce a parlare bene, dice parole strane e ha la bocca un po' storta, cosa devo fare? richiamatemi",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-43',
    "salve sono Davide, mi hanno tolto il dente del giudizio ieri e adesso ho la guancia gonfissima che arriva fino all'occhio e faccio fatica a deglutire, ho anche la febbre, cosa faccio?",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-44',
    "buonasera sono il papà di Elia, il bambino ha due mesi e ha la febbre a trentotto e due, mangia poco ed è un po' addormentato, la pediatra ci può richiamare?",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-45',
    'sì salve sono Marco, ehm, non so se è il posto giusto, mio fratello da qualche giorno dice che non ce la fa più e che vuole farla finita, non so cosa fare, richiamatemi vi prego',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-46',
    'buongiorno sono incinta di cinque mesi e da stamattina ho delle perdite di sangue, non tanto, niente di che forse, però volevo sentire la ginecologa',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-47',
    "Hi, I'm calling about my husband, he's been vomiting blood this morning and his stools are black, he says it's nothing but I'm worried. Please call me back.",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-48',
    "buongiorno sono Loredana, mio figlio ha quindici anni e da un'ora ha un dolore fortissimo al testicolo, è venuto all'improvviso, si piega in due, cosa facciamo?",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-49',
    "salve, sono Gino, da stamattina non vedo più niente dall'occhio destro, è come una tenda nera, non mi fa male, volevo sapere se l'oculista mi vede oggi",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-50',
    "pronto dottore sono la moglie di Aldo, ha la febbre alta da ieri, stamattina è confuso, non mi riconosce bene e respira veloce, ha ottant'anni, mi richiami per favore",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-51',
    'buongiorno sono Sabrina, mia figlia ha mangiato un biscotto con le arachidi a una festa e adesso ha le labbra gonfie e le chiazze rosse dappertutto, ha dieci anni, cosa devo fare?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-52',
    'sì buongiorno, ehm, mio padre è caduto dalla scala stamattina e ha battuto la testa, adesso ha vomitato due volte e ha sonno, prende il Coumadin, ci richiamate?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-53',
    'buongiorno sono Tiziana, il bambino ha tre anni e ha preso le pastiglie della nonna, non so quante, forse due o tre, sembra che stia bene, devo preoccuparmi?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-54',
    "salve sono Piero, ho un mal di testa fortissimo venuto di colpo mezz'ora fa, il più forte della mia vita, e ho il collo rigido, cosa faccio",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-55',
    "buongiorno, sono Ornella, dopo l'estrazione di stamattina la bocca continua a sanguinare, ho morso la garza per un'ora ma non si ferma, prendo la cardioaspirina",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-56',
    "buongiorno mio figlio di sette anni è caduto dalla bici e gli è saltato via un dente davanti, quello definitivo, l'abbiamo trovato, lo teniamo nel latte, ci potete vedere subito?",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-57',
    'buonasera sono Matilde sono incinta di trentadue settimane e ho un mal di testa che non passa e vedo delle lucine, ho anche i piedi molto gonfi, mi richiama la dottoressa?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't15-58',
    'pronto, sono Luca, mio padre ha un forte dolore allo stomaco che sale verso il petto e suda, dice che è la digestione ma non mi convince, ha sessantacinque anni',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  // ─── billing ───
  call(
    't15-59',
    "buongiorno sono Mara Villa, nella fattura della visita di ottobre c'è scritto il nome di mio marito invece del mio, me la potete rifare intestata a me che mi serve per il settecentotrenta? grazie",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-60',
    'salve sono Giuseppe, volevo sapere se il pagamento che ho fatto col bonifico la settimana scorsa vi è arrivato, perché mi è arrivato un sollecito, mi richiamate?',
    ['billing', 'normal', 'call_back'],
  ),
  call(
    't15-61',
    'Hi, this is James Wright, I paid by card yesterday but I was charged twice, two hundred and twenty euros each. Could you refund one of them? Email me please.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-62',
    "buongiorno dottor Pagani sono la signora Rossi, mi è arrivata la vostra parcella per la dichiarazione ma mi sembra più alta dell'anno scorso, mi può spiegare? mi richiami",
    ['billing', 'normal', 'call_back'],
  ),
  call(
    't15-63',
    "buongiorno avvocato, sono Lino Bruni, per l'acconto che mi ha chiesto posso pagarlo in due rate? mi dica lei, mi scriva",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-64',
    "salve mi serve la ricevuta della seduta di psicoterapia con il codice fiscale per la detrazione, non l'ho più trovata, me la rimandate per mail?",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-65',
    "buongiorno, sono dell'assicurazione Unisalute, per il rimborso della signora Pellegrini ci serve la fattura dettagliata con la prestazione, potete inviarla al nostro indirizzo? grazie",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  // ─── information ───
  call('t15-66', 'buongiorno volevo sapere se siete aperti il sabato mattina e fino a che ora, grazie', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call(
    't15-67',
    'salve, volevo sapere quanto costa una visita ortopedica privata e se accettate la carta di credito, grazie',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't15-68',
    'Hi, do you have a doctor who speaks English? And is there parking near the clinic? Thanks.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't15-69',
    'buongiorno, siete convenzionati con il Fasi? mio marito è dirigente e volevo capire se la pulizia dei denti è coperta',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't15-70',
    'salve per fare le analisi del sangue bisogna essere a digiuno? e serve prenotare o si va direttamente la mattina?',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't15-71',
    "buongiorno, volevo chiedere se l'avvocato segue anche cause di lavoro, licenziamenti, o solo di famiglia, grazie mille",
    ['information', 'low', 'whatsapp_reply'],
  ),
  // ─── spam ───
  call(
    't15-72',
    'gentile cliente la informiamo che la sua carta risulta bloccata per motivi di sicurezza, per sbloccarla prema uno o richiami il numero verde entro oggi',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't15-73',
    "buongiorno sono Sara di Energia Italia, chiamo per un'offerta sulla bolletta della luce dello studio, potete risparmiare fino al trenta per cento, mi richiamate al numero che vedete?",
    ['spam', 'low', 'no_action'],
  ),
  call(
    't15-74',
    "salve, siamo un'agenzia di marketing, aiutiamo gli studi medici ad avere più recensioni su Google e più pazienti, posso fissare una breve videochiamata col titolare?",
    ['spam', 'low', 'no_action'],
  ),
  call(
    't15-75',
    'messaggio automatico: il suo pacco non è stato consegnato, per riprogrammare la spedizione paghi uno euro e novantanove al link che le abbiamo inviato per sms',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't15-76',
    'buongiorno, sono della ditta Medical Forniture, abbiamo in offerta guanti e mascherine a prezzi di ingrosso, volevo parlare con chi si occupa degli acquisti dello studio, grazie',
    ['spam', 'low', 'no_action'],
  ),
  // ─── other ───
  call(
    't15-77',
    "avvocato buongiorno sono Ernesto Villa, mi è arrivata una cartella esattoriale di ottomila euro per una multa che non ho mai preso, c'è scritto sessanta giorni per fare ricorso e ne sono già passati cinquanta, mi richiami subito per favore",
    ['other', 'high', 'call_back'],
  ),
  call(
    't15-78',
    "dottoressa buongiorno sono Marina della pizzeria, l'INPS mi ha mandato una lettera che devo dei contributi arretrati, non ho capito bene, gliela porto o gliela fotografo? quando ha tempo mi chiami",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't15-79',
    "buongiorno sono Fausto Leone, ieri in sala d'attesa ho aspettato un'ora e mezza e nessuno mi ha detto niente, non è la prima volta, vorrei parlare con il responsabile. Mi richiamate",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't15-80',
    "buonasera avvocato sono Rita Gallo, mio marito se n'è andato di casa stasera con i bambini e non mi dice dove sono, non so cosa fare, la prego mi richiami appena può",
    ['other', 'high', 'call_back'],
  ),
  call(
    't15-81',
    'salve sono il dottor Ferri, cardiologo, seguo un vostro paziente, il signor Marchi, volevo sentire il collega per accordarci sulla terapia, niente di urgente, mi richiama quando è libero',
    ['other', 'normal', 'call_back'],
  ),
  call(
    't15-82',
    'buongiorno dottor Pagani sono Laura della Ferramenta Riva, il commercialista della banca ci chiede il bilancio depositato e il modello unico, ce li manda lei per mail? entro la settimana prossima',
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-83',
    "buongiorno sono Dario, ieri sera ho lasciato in sala d'attesa un ombrello blu, l'avete trovato? passo a prenderlo",
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-84',
    "Hi, my name is Peter Hall, I'm buying a flat in Lucca and the notary says I need an Italian lawyer to check the contract before Friday. Can someone call me back today?",
    ['other', 'high', 'call_back'],
  ),
  call(
    't15-85',
    'sì pronto, Marta? Sono io, la mamma, volevo dirti che stasera la cena è da noi, portate voi il dolce. Ciao ciao',
    ['other', 'low', 'no_action'],
  ),
  call('t15-86', 'buongiorno scusi ho sbagliato numero cercavo la pizzeria da Mario, arrivederci', [
    'other',
    'low',
    'no_action',
  ]),
  call(
    't15-87',
    'buongiorno sono Nicola Sartori, la guardia di finanza mi ha chiesto i registri IVA di due anni fa per un controllo, giovedì vengono in azienda, dottore mi serve che mi richiami oggi',
    ['other', 'high', 'call_back'],
  ),
  call(
    't15-88',
    'buongiorno, sono un infermiere, vorrei lasciare il mio curriculum per lavorare con voi, a chi lo posso mandare? grazie',
    ['other', 'normal', 'whatsapp_reply'],
  ),
  call('t15-89', 'ehm... pronto? pronto? non si sente niente... boh', ['other', 'normal', 'call_back']),
  call(
    't15-90',
    "avvocato sono Franca Pozzi, il mio ex marito non mi passa l'assegno per i figli da tre mesi, volevo capire cosa posso fare, non è urgentissimo ma vorrei parlarne, mi richiami quando può",
    ['other', 'normal', 'call_back'],
  ),
  // ─── long, rambling, mixed ───
  call(
    't15-91',
    "sì buonasera, allora, sono Adriana Colombo, scusate se vi lascio un messaggio così lungo, allora io sono paziente della dottoressa Rinaldi da anni, e niente, la settimana scorsa sono stata da mia sorella a Bari, e lì ho mangiato di tutto, comunque, il punto è che da qualche giorno mi fa male un po' lo stomaco, niente di grave eh, bruciore dopo mangiato, e quindi volevo vedere la dottoressa, magari la settimana prossima, quando ha posto, anche di pomeriggio. Ah e già che ci sono mi serve anche la ricetta del Pantoprazolo che l'ho finito. Mi scrivete voi? Grazie, buona serata",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-92',
    "buongiorno sono Osvaldo Fabbri, allora, ehm, niente, io avevo fatto la visita a settembre col dottor Conti per il ginocchio, e mi aveva detto di rifare la risonanza e di tornare dopo, la risonanza l'ho fatta, il referto ce l'ho, quindi volevo fissare il controllo per fargliela vedere, non ho fretta. Se mi richiamate sul fisso, zero cinque uno, tre tre due, quattro cinque sei sette, la mattina ci sono sempre. Grazie",
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't15-93',
    "ciao sono Federica, volevo dirvi che la fattura me l'avete mandata ma manca la marca da bollo, e poi già che ci sono, la seduta di giovedì prossimo la posso spostare al venerdì? fatemi sapere su whatsapp, grazie",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-94',
    "buongiorno dottore sono Ivo, lei mi conosce, le volevo dire che la pastiglia nuova per la pressione mi fa venire un po' di tosse secca, non è niente di urgente, continuo a prenderla? me lo fa sapere lei con calma",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-95',
    "buongiorno, sono Gabriele Moro, chiamo per mia madre, ha ottantacinque anni, è caduta in casa ieri sera, non si è fatta niente di grave, un livido sul braccio, si alza e cammina, però volevo che il dottore le desse un'occhiata questa settimana, non prende anticoagulanti",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't15-96',
    "sì pronto, è l'avvocato Mariani? sono il collega Sandri dello studio di Milano, per la causa Ferrari contro Lombardi dovremmo concordare la data per la mediazione, mi richiami quando ha un attimo",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't15-97',
    'buongiorno sono Alba, ho letto sul sito che fate anche la nutrizionista, volevo sapere i prezzi e se la prima visita comprende anche la dieta, grazie mille, anche su whatsapp va benissimo',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't15-98',
    'buongiorno, sono Stefania Greco, la pratica del bonus ristrutturazione, la detrazione, il tecnico dice che serve il vostro visto di conformità entro fine mese, sennò perdo tutto, mi richiami dottoressa per favore',
    ['other', 'high', 'call_back'],
  ),
  call(
    't15-99',
    "Hi, it's Emma again, I called yesterday about my daughter's ear infection, she's much better now, no fever, so no need for a visit anymore, just wanted to say thank you!",
    ['other', 'low', 'no_action'],
  ),
  call(
    't15-100',
    'buongiorno sono Mario, vi chiamo perché sul vostro sito il modulo per prenotare online non funziona, dà errore quando clicco invia, volevo prenotare una visita dermatologica, se potete mi scrivete voi le date',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
];
