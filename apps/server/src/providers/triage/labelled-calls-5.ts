import { call, type LabelledCall } from './labelled-call';

/**
 * Tuning round 5: the calls of the first blind set, written on 2026-11-24 by a session that never read
 * the rules (only the labels in packages/contracts/src/calls.ts were known) and labelled as an
 * experienced clinic receptionist would. It measured the rules blind (88% category, 87% priority,
 * 93% action) until 2026-11-25, when it had been read and became a tuning round; blind set 2
 * (labelled-calls-blind-2.ts) is the one that measures now.
 *
 * Six priorities were brought in line with the label rules of labelled-call.ts: the three
 * information requests (t5-42 to t5-44) are low, and the settled change (t5-15) and the two empty
 * missed calls (t5-58, t5-60) normal.
 */
export const TUNING_CALLS_5: LabelledCall[] = [
  call(
    't5-01',
    "Salve sono Marco Esposito, mi ha mandato il dottor Galli per la fisio terapia alla spalla, ho l'impegnativa per dieci sedute, volevo sapere quando posso iniziare, anche lunedì va bene, la mattina presto meglio. Se mi mandate un messaggio va benissimo. Grazie.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-02',
    "Buongiorno, sono la mamma di Tommaso Ricci, ehm, il bimbo ha da ieri sera un po' di tosse e trentasette e mezzo, però gioca, mangia, sta bene insomma, volevo sapere se la dottoressa lo può vedere domani mattina o giovedì, così sto più tranquilla. Grazie, buona giornata.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-03',
    "Aò buongiorno, so' Franco Pellegrini, volevo sape' se er dottore me po' vede' 'sta settimana pe' la pressione, che me la so' misurata ieri e stava un po' alta, centoquarantacinque, ma niente de che eh, sto bene. Mannateme un messaggio, grazie.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-04',
    "Buonasera, sono Alessia Conti, ho un dente che mi fa male da tre giorni, quello in fondo a destra sotto, stanotte non ho dormito, prendo l'oki ma passa poco, se c'è un buco anche domani vengo subito, a qualsiasi ora. Per favore mi richiamate al 333 918 44 20. Grazie.",
    ['appointment_booking', 'normal', 'call_back'],
  ),
  call(
    't5-05',
    "Buongiorno, sono Roberto Gallo, chiamo per l'avvocato Marini. Ho l'udienza giovedì mattina in tribunale per lo sfratto e il mio avvocato di prima ha rinunciato al mandato ieri sera, sono senza nessuno, devo assolutamente vedere l'avvocato prima di giovedì, è urgentissimo. Mi richiami al tre tre nove, sette sette uno, quarantacinque, sessantadue.",
    ['appointment_booking', 'high', 'call_back'],
  ),
  call(
    't5-06',
    "Sì buongiorno, parlo con lo studio dentistico? Sono Carla Moretti, volevo prenotare una visita di controllo per me e per mio marito, possibilmente lo stesso giorno uno dopo l'altro, e ah, volevo sapere anche se si può pagare col bancomat perché l'ultima volta il pos non andava. Grazie mille.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-07',
    "Hi, this is James O'Connor, I'm a new patient, I just moved to Bologna for work and I'd like to book a first visit with the doctor, to register and maybe do a general check-up. Any day next week works, mornings are better. You can text me on WhatsApp, it's plus forty-four seven seven one two, three four five, six seven eight. Thanks, bye.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-08',
    "Hello, it's Emma Clarke, um, I've had lower back pain for a couple of weeks since we moved house, nothing dramatic, I'd just like to book a session with the physio, ideally Thursday or Friday afternoon. Thanks!",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-09',
    "Hi, this is Daniel Weber, I'm a freelancer, I moved to Italy last year and I need some help with the partita IVA and the, the regime forfettario, so I'd like to set up a meeting with the accountant, whenever she's free next week. Thanks a lot.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-10',
    'Salve, Serena Colombo, devo disdire la seduta di giovedì prossimo alle diciotto, ho la bimba a casa con la febbre. Le altre sedute restano uguali. Grazie e scusate.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-11',
    'Buongiorno sono il papà di Giorgia Santoro, avevamo il bilancio di salute il 12 ma siamo ancora in montagna dai nonni, rientriamo il 15, si può fare la settimana dopo? Mandatemi pure un messaggio, grazie.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-12',
    "Sì salve sono Antonio Greco, allora, l'appuntamento di venerdì lo dovrei spostare perché sono fuori Roma per lavoro, e poi già che ci sono la fattura dell'altra volta non mi è mai arrivata per email, comunque la cosa principale è spostare venerdì, ecco, anche alla settimana dopo. Grazie.",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-13',
    'Buongiorno, sono Silvia Fontana, avevo appuntamento con la dottoressa Bruno mercoledì per il bilancio della ditta, ma mio marito è ricoverato da ieri e non ce la faccio, devo annullare. Poi richiamo io quando si sistema tutto. Grazie, arrivederci.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-14',
    'buongiorno chiamo per mia madre rosa de luca avete la seduta di fisio terapia il venti tre alle dieci la possiamo fare il pomeriggio invece della mattina che la mattina non c è nessuno che la accompagna grazie arrivederci',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-15',
    'Telefonata con la signora Bianca Rinaldi: ha chiesto di spostare la visita di lunedì 3 alle 9 a martedì 4 alle 11. Spostamento fatto in agenda e confermato a voce alla paziente.',
    ['cancellation_or_change', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    't5-16',
    "Hi, this is Olivia Bennett, I need to cancel my appointment on Monday at nine, the dental cleaning, something's come up at work. I'll get in touch to rebook. Sorry for the short notice.",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-17',
    "Hello, it's Mr Patel, Raj Patel, my appointment is on Wednesday at four fifteen, could we move it to the morning instead? Any time before eleven is fine. Thank you.",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-18',
    'Buongiorno dottore, sono Giuseppe Villa, mi servirebbe la ricetta del ramipril da cinque e della cardioaspirina, le solite, se me le può mandare sul telefono col numero, il promemoria insomma. Grazie, saluti.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-19',
    'si buongiorno sono caruso vincenzo volevo la ricetta del panto prazolo quaranta e del cumadin che l ho quasi finito mi serve per domani grazie dottò',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-20',
    "Buonasera, sono la figlia di Anna Marino, mia mamma ha finito l'insulina, quella della sera, la lantus, ce n'è per stasera e basta, e la farmacia senza ricetta non ce la dà. Per favore richiamatemi appena sentite il messaggio, tre quattro otto, cinque cinque sei, ventuno, zero nove.",
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    't5-21',
    "Buongiorno, sono Elena Guerra, ho ritirato gli esami della tiroide e il TSH è dodici, c'è l'asterisco vicino, io non so bene cosa vuol dire, vorrei che il dottore mi dicesse se devo cambiare la dose dell'eutirox. Mi richiamate quando può? Grazie.",
    ['prescription_or_results', 'normal', 'call_back'],
  ),
  call(
    't5-22',
    "Ha chiamato il signor Ugo Ferri per l'esito dell'elettrocardiogramma di martedì. Il referto non è ancora firmato dal cardiologo; gli ho detto che glielo mandiamo su WhatsApp appena è pronto.",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
    { outcome: 'answered' },
  ),
  call(
    't5-23',
    "Hi, it's Michael Brown, I need a repeat prescription for my asthma inhaler, the blue one, salbutamol, I'm down to the last few puffs. No rush today but this week if possible. Cheers.",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-24',
    "Hello, this is Sophie Martin calling about my daughter Lily's urine test, she dropped it off on Friday, I just wanted to know if the results are in yet. Thank you.",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-25',
    'Hi there, David Cole here, the dentist did a panoramic x ray on me last week and the oral surgeon wants a copy before my extraction, could you email it over, or I can come and pick it up. Thanks.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-26',
    "Buongiorno sono Laura, la figlia della signora Teresa Bassi, scusate, mia madre da stamattina non riesce più a parlare bene, si mangia le parole, e ha la bocca un po' storta, ha ottantadue anni. Volevo sapere se il dottore può passare a vederla oggi pomeriggio o se la porto io in studio. Mi richiamate? Tre tre tre, dodici, quarantotto, novanta.",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't5-27',
    "Sì buonasera, sono Rita Mancini, la moglie di Sergio. Mio marito da mezz'ora si sente un peso qui in mezzo al petto, gli va anche giù per il braccio, è tutto sudato freddo, lui dice che è la peperonata di ieri sera e ha preso un digestivo, volevo chiedere al dottore se può prendere qualcos'altro. Mi richiamate per favore.",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't5-28',
    'Buongiorno dottoressa, sono la mamma di Edoardo Ferri, ha due mesi, da stanotte è caldino, trentotto e due, non si attacca più al seno, dorme sempre e quando lo sveglio si riaddormenta subito, non piange quasi. Volevo sapere se è normale o se gli do la tachipirina. Grazie.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't5-29',
    "Buongiorno sono Fabio Sala, paziente del dottor Lombardi, ieri mi ha tolto il dente del giudizio, stanotte mi si è gonfiata tutta la guancia fino al collo, faccio fatica a mandare giù anche l'acqua e mi sembra di avere la gola stretta, ho anche la febbre. Cosa devo fare? Chiamatemi per favore.",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't5-30',
    "Salve, sono Monica Rizzo, ho fatto la protesi al ginocchio tre settimane fa e sto facendo la riabilitazione da voi. Da ieri il polpaccio della gamba operata è gonfio, duro, caldo, mi fa male a camminare, e stamattina mi manca un po' il fiato quando salgo le scale. Volevo sapere se giovedì la seduta la facciamo lo stesso o la spostiamo.",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't5-31',
    "Ha chiamato il signor Carlo Testa per la moglie: da un'ora ha un mal di testa fortissimo venuto all'improvviso, dice che è il peggiore della sua vita, e ha vomitato. Gli ho detto di chiamare subito il 112; chiede che il dottore lo richiami.",
    ['urgent_clinical', 'high', 'call_back'],
    { outcome: 'answered' },
  ),
  call(
    't5-32',
    "Hi, this is Hannah Scott, my son Jack started the antibiotic the doctor gave him this morning, the amoxicillin, and now he's got red blotches all over and his lips look puffy and he keeps saying his throat feels funny. Should I still give him the dose tonight? Please call me back.",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't5-33',
    "Hello, it's Peter Hughes, my dad slipped in the bathroom about an hour ago, he says he's fine, but he knocked his head on the sink and he's on blood thinners, and he's a bit, I don't know, muddled, he keeps asking me the same things over and over. Could the doctor ring me back?",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't5-34',
    'Buongiorno, sono Marta Galli, mi servirebbe la fattura delle sedute di fisioterapia di settembre per la dichiarazione dei redditi, quella con il codice fiscale sopra, me la potete mandare per email? Grazie.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-35',
    "buongiorno sono la signora orlando volevo pagare la seconda rata dell'impianto con bonifico mi potete mandare l i ban e a chi lo devo intestare e la causale grazie mille",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-36',
    "Buonasera, sono Giorgio Neri, ho ricevuto la parcella dell'avvocato Marini per la causa col condominio, sono milleottocento euro, ma nel preventivo si parlava di mille e due, vorrei parlarne con qualcuno prima di pagare. Richiamatemi per favore.",
    ['billing', 'normal', 'call_back'],
  ),
  call(
    't5-37',
    'Ciao, buongiorno, sono Enrico Barbieri della Barbieri Impianti, mi è arrivata la fattura dello studio per il trimestre, volevo sapere se posso pagarla in due rate, una adesso e una a fine mese. Mandatemi pure un messaggio. Ciao grazie.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-38',
    "Hi, it's Laura Green, I paid for the cleaning but I need a receipt with my tax code on it, the codice fiscale, for my insurance. Could you email it to me? Thanks.",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-39',
    "Hello, this is Tom Fischer, I got the bill from last week's visit and I think there's a mistake, it says two hundred and forty euros but I was told it'd be one forty. Could you check? You can just message me.",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-40',
    "Hi, Luke Harris here, I paid for yesterday's visit by card and it looks like I was charged twice, a hundred and twenty euros two times, I can see both in my banking app. Could someone have a look? Thanks.",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't5-41',
    'Salve, sono Irene Marini, volevo sapere se il centro di fisioterapia è convenzionato con Unisalute, o col fondo Metasalute, e quanto costa una seduta di tecar. Grazie.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't5-42',
    'Buongiorno, sono Angelo Sorrentino, mia suocera si è appena trasferita qui in paese, volevo sapere se il dottore fa le visite a domicilio e come si fa per sceglierlo come medico di base. Grazie.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't5-43',
    'Ciao, sono Beatrice, lunedì ho lasciato in segreteria la busta coi documenti per il 730, volevo sapere se manca qualcosa e fino a quando posso portare le spese mediche. Grazie!',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't5-44',
    "Buonasera, domani ho appuntamento da voi per la prima volta, volevo sapere se c'è un parcheggio vicino allo studio e a che piano siete, perché mia mamma è in carrozzina, se c'è l'ascensore. Grazie mille.",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't5-45',
    "Hi, just wondering what your opening hours are on Saturdays, if you're open at all. Thanks.",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't5-46',
    "Hi, my name's Chloe, I was wondering whether the dentist speaks English, and how much a check-up costs for someone who isn't on the Italian health service. Thanks.",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't5-47',
    "Hello, I'm calling to ask whether Doctor Romano is still taking on new patients, we've got a baby due in January and we'd like to sign up with a paediatrician. Thanks.",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't5-48',
    "Buongiorno, la chiamo da Energia Italia Servizi per conto del suo fornitore di luce e gas, c'è un'offerta riservata alle attività con partita IVA, uno sconto del trenta per cento in bolletta, la richiamo nel pomeriggio, oppure mi contatti al numero verde ottocento, novecento, dodici dodici.",
    ['spam', 'low', 'no_action'],
  ),
  call(
    't5-49',
    "Salve, siamo l'istituto Demoscopia Nazionale, stiamo svolgendo un breve sondaggio di tre minuti sulla soddisfazione per i servizi sanitari nella sua regione. Se desidera partecipare prema uno, altrimenti...",
    ['spam', 'low', 'no_action'],
  ),
  call(
    't5-50',
    'Buongiorno dottore, sono Valentina di MedMarketing, abbiamo visto che il suo studio ha poche recensioni su Google, questo mese abbiamo una promozione speciale per portarle nuovi pazienti, mi richiami così le spiego tutto, tre nove due, quattro quattro, sei sette otto, uno uno.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't5-51',
    'Chiamata di un operatore di call center che proponeva allo studio il passaggio a un nuovo gestore di telefonia e fibra; gli ho detto che non siamo interessati e di cancellarci dalla lista.',
    ['spam', 'low', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    't5-52',
    'Hi, this is an important message regarding your Google Business listing. Your listing is at risk of being suspended. Press one now to speak to a verification specialist.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't5-53',
    "Hello, congratulations, your practice has been selected to receive our free medical supplies catalogue, plus this month's exclusive deal on gloves and masks, twenty percent off your first order. Call us back on oh two, three nine eight, four four one.",
    ['spam', 'low', 'no_action'],
  ),
  call(
    't5-54',
    'Ciao Gianni sono io, allora la pizza stasera alle otto è confermata? Richiamami che devo prenotare... ah, mi scusi, ho sbagliato numero. Scusi, arrivederci.',
    ['other', 'low', 'no_action'],
  ),
  call(
    't5-55',
    'Amore sono io, quando hai finito in studio ricordati di passare a prendere Matteo al calcio alle sette, e compra il pane che è finito. Ciao, un bacio.',
    ['other', 'low', 'no_action'],
  ),
  call(
    't5-56',
    "Ciao, sono Mirko del laboratorio odontotecnico, la corona della signora Pace è pronta, e per il ponte del signor Leone mi serve sapere il colore, che sulla scheda non c'è scritto. Chiamami quando puoi.",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't5-57',
    "Sì pronto... sono... per quella cosa di... di mercoledì... non so se... va be', mi richiama... grazie.",
    ['other', 'normal', 'call_back'],
  ),
  call('t5-58', '', ['other', 'normal', 'call_back'], { outcome: 'missed' }),
  call(
    't5-59',
    "Hi, is this Hertz car rental? I'm calling about my booking for Saturday, the pickup at the airport... hello? Oh, sorry, I think I've got the wrong number.",
    ['other', 'low', 'no_action'],
  ),
  call('t5-60', '...', ['other', 'normal', 'call_back'], { outcome: 'missed' }),
];
