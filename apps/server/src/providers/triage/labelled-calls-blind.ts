/**
 * A BLIND labelled set of calls for the triage, written on 2026-11-24 without reading the rules (nor
 * any other file in this folder): only the labels in packages/contracts/src/calls.ts were known. The
 * labels are what an experienced clinic receptionist would assign.
 *
 * It exists to MEASURE how the rules generalise. Never use it to tune them: once a rule is changed to
 * pass one of these calls, the set stops being blind and measures nothing.
 */
import type { CallCategory, CallPriority, SuggestedAction } from '@studiolo/contracts';

export const BLIND_CALLS = [
  // ── appointment_booking ──────────────────────────────────────────────────────────────────────
  {
    transcript:
      "Salve sono Marco Esposito, mi ha mandato il dottor Galli per la fisio terapia alla spalla, ho l'impegnativa per dieci sedute, volevo sapere quando posso iniziare, anche lunedì va bene, la mattina presto meglio. Se mi mandate un messaggio va benissimo. Grazie.",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Buongiorno, sono la mamma di Tommaso Ricci, ehm, il bimbo ha da ieri sera un po' di tosse e trentasette e mezzo, però gioca, mangia, sta bene insomma, volevo sapere se la dottoressa lo può vedere domani mattina o giovedì, così sto più tranquilla. Grazie, buona giornata.",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Aò buongiorno, so' Franco Pellegrini, volevo sape' se er dottore me po' vede' 'sta settimana pe' la pressione, che me la so' misurata ieri e stava un po' alta, centoquarantacinque, ma niente de che eh, sto bene. Mannateme un messaggio, grazie.",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Buonasera, sono Alessia Conti, ho un dente che mi fa male da tre giorni, quello in fondo a destra sotto, stanotte non ho dormito, prendo l'oki ma passa poco, se c'è un buco anche domani vengo subito, a qualsiasi ora. Per favore mi richiamate al 333 918 44 20. Grazie.",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Buongiorno, sono Roberto Gallo, chiamo per l'avvocato Marini. Ho l'udienza giovedì mattina in tribunale per lo sfratto e il mio avvocato di prima ha rinunciato al mandato ieri sera, sono senza nessuno, devo assolutamente vedere l'avvocato prima di giovedì, è urgentissimo. Mi richiami al tre tre nove, sette sette uno, quarantacinque, sessantadue.",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Sì buongiorno, parlo con lo studio dentistico? Sono Carla Moretti, volevo prenotare una visita di controllo per me e per mio marito, possibilmente lo stesso giorno uno dopo l'altro, e ah, volevo sapere anche se si può pagare col bancomat perché l'ultima volta il pos non andava. Grazie mille.",
    locale: 'it',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, this is James O'Connor, I'm a new patient, I just moved to Bologna for work and I'd like to book a first visit with the doctor, to register and maybe do a general check-up. Any day next week works, mornings are better. You can text me on WhatsApp, it's plus forty-four seven seven one two, three four five, six seven eight. Thanks, bye.",
    locale: 'en',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hello, it's Emma Clarke, um, I've had lower back pain for a couple of weeks since we moved house, nothing dramatic, I'd just like to book a session with the physio, ideally Thursday or Friday afternoon. Thanks!",
    locale: 'en',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, this is Daniel Weber, I'm a freelancer, I moved to Italy last year and I need some help with the partita IVA and the, the regime forfettario, so I'd like to set up a meeting with the accountant, whenever she's free next week. Thanks a lot.",
    locale: 'en',
    category: 'appointment_booking',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ── cancellation_or_change ───────────────────────────────────────────────────────────────────
  {
    transcript:
      'Salve, Serena Colombo, devo disdire la seduta di giovedì prossimo alle diciotto, ho la bimba a casa con la febbre. Le altre sedute restano uguali. Grazie e scusate.',
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Buongiorno sono il papà di Giorgia Santoro, avevamo il bilancio di salute il 12 ma siamo ancora in montagna dai nonni, rientriamo il 15, si può fare la settimana dopo? Mandatemi pure un messaggio, grazie.',
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Sì salve sono Antonio Greco, allora, l'appuntamento di venerdì lo dovrei spostare perché sono fuori Roma per lavoro, e poi già che ci sono la fattura dell'altra volta non mi è mai arrivata per email, comunque la cosa principale è spostare venerdì, ecco, anche alla settimana dopo. Grazie.",
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Buongiorno, sono Silvia Fontana, avevo appuntamento con la dottoressa Bruno mercoledì per il bilancio della ditta, ma mio marito è ricoverato da ieri e non ce la faccio, devo annullare. Poi richiamo io quando si sistema tutto. Grazie, arrivederci.',
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'buongiorno chiamo per mia madre rosa de luca avete la seduta di fisio terapia il venti tre alle dieci la possiamo fare il pomeriggio invece della mattina che la mattina non c è nessuno che la accompagna grazie arrivederci',
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Telefonata con la signora Bianca Rinaldi: ha chiesto di spostare la visita di lunedì 3 alle 9 a martedì 4 alle 11. Spostamento fatto in agenda e confermato a voce alla paziente.',
    locale: 'it',
    category: 'cancellation_or_change',
    priority: 'low',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      "Hi, this is Olivia Bennett, I need to cancel my appointment on Monday at nine, the dental cleaning, something's come up at work. I'll get in touch to rebook. Sorry for the short notice.",
    locale: 'en',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hello, it's Mr Patel, Raj Patel, my appointment is on Wednesday at four fifteen, could we move it to the morning instead? Any time before eleven is fine. Thank you.",
    locale: 'en',
    category: 'cancellation_or_change',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ── prescription_or_results ──────────────────────────────────────────────────────────────────
  {
    transcript:
      'Buongiorno dottore, sono Giuseppe Villa, mi servirebbe la ricetta del ramipril da cinque e della cardioaspirina, le solite, se me le può mandare sul telefono col numero, il promemoria insomma. Grazie, saluti.',
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'si buongiorno sono caruso vincenzo volevo la ricetta del panto prazolo quaranta e del cumadin che l ho quasi finito mi serve per domani grazie dottò',
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Buonasera, sono la figlia di Anna Marino, mia mamma ha finito l'insulina, quella della sera, la lantus, ce n'è per stasera e basta, e la farmacia senza ricetta non ce la dà. Per favore richiamatemi appena sentite il messaggio, tre quattro otto, cinque cinque sei, ventuno, zero nove.",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Buongiorno, sono Elena Guerra, ho ritirato gli esami della tiroide e il TSH è dodici, c'è l'asterisco vicino, io non so bene cosa vuol dire, vorrei che il dottore mi dicesse se devo cambiare la dose dell'eutirox. Mi richiamate quando può? Grazie.",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Ha chiamato il signor Ugo Ferri per l'esito dell'elettrocardiogramma di martedì. Il referto non è ancora firmato dal cardiologo; gli ho detto che glielo mandiamo su WhatsApp appena è pronto.",
    locale: 'it',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'answered',
  },
  {
    transcript:
      "Hi, it's Michael Brown, I need a repeat prescription for my asthma inhaler, the blue one, salbutamol, I'm down to the last few puffs. No rush today but this week if possible. Cheers.",
    locale: 'en',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hello, this is Sophie Martin calling about my daughter Lily's urine test, she dropped it off on Friday, I just wanted to know if the results are in yet. Thank you.",
    locale: 'en',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Hi there, David Cole here, the dentist did a panoramic x ray on me last week and the oral surgeon wants a copy before my extraction, could you email it over, or I can come and pick it up. Thanks.',
    locale: 'en',
    category: 'prescription_or_results',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ── urgent_clinical ──────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "Buongiorno sono Laura, la figlia della signora Teresa Bassi, scusate, mia madre da stamattina non riesce più a parlare bene, si mangia le parole, e ha la bocca un po' storta, ha ottantadue anni. Volevo sapere se il dottore può passare a vederla oggi pomeriggio o se la porto io in studio. Mi richiamate? Tre tre tre, dodici, quarantotto, novanta.",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Sì buonasera, sono Rita Mancini, la moglie di Sergio. Mio marito da mezz'ora si sente un peso qui in mezzo al petto, gli va anche giù per il braccio, è tutto sudato freddo, lui dice che è la peperonata di ieri sera e ha preso un digestivo, volevo chiedere al dottore se può prendere qualcos'altro. Mi richiamate per favore.",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Buongiorno dottoressa, sono la mamma di Edoardo Ferri, ha due mesi, da stanotte è caldino, trentotto e due, non si attacca più al seno, dorme sempre e quando lo sveglio si riaddormenta subito, non piange quasi. Volevo sapere se è normale o se gli do la tachipirina. Grazie.',
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Buongiorno sono Fabio Sala, paziente del dottor Lombardi, ieri mi ha tolto il dente del giudizio, stanotte mi si è gonfiata tutta la guancia fino al collo, faccio fatica a mandare giù anche l'acqua e mi sembra di avere la gola stretta, ho anche la febbre. Cosa devo fare? Chiamatemi per favore.",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Salve, sono Monica Rizzo, ho fatto la protesi al ginocchio tre settimane fa e sto facendo la riabilitazione da voi. Da ieri il polpaccio della gamba operata è gonfio, duro, caldo, mi fa male a camminare, e stamattina mi manca un po' il fiato quando salgo le scale. Volevo sapere se giovedì la seduta la facciamo lo stesso o la spostiamo.",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Ha chiamato il signor Carlo Testa per la moglie: da un'ora ha un mal di testa fortissimo venuto all'improvviso, dice che è il peggiore della sua vita, e ha vomitato. Gli ho detto di chiamare subito il 112; chiede che il dottore lo richiami.",
    locale: 'it',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'answered',
  },
  {
    transcript:
      "Hi, this is Hannah Scott, my son Jack started the antibiotic the doctor gave him this morning, the amoxicillin, and now he's got red blotches all over and his lips look puffy and he keeps saying his throat feels funny. Should I still give him the dose tonight? Please call me back.",
    locale: 'en',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hello, it's Peter Hughes, my dad slipped in the bathroom about an hour ago, he says he's fine, but he knocked his head on the sink and he's on blood thinners, and he's a bit, I don't know, muddled, he keeps asking me the same things over and over. Could the doctor ring me back?",
    locale: 'en',
    category: 'urgent_clinical',
    priority: 'high',
    action: 'call_back',
    outcome: 'voicemail',
  },

  // ── billing ──────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      'Buongiorno, sono Marta Galli, mi servirebbe la fattura delle sedute di fisioterapia di settembre per la dichiarazione dei redditi, quella con il codice fiscale sopra, me la potete mandare per email? Grazie.',
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "buongiorno sono la signora orlando volevo pagare la seconda rata dell'impianto con bonifico mi potete mandare l i ban e a chi lo devo intestare e la causale grazie mille",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Buonasera, sono Giorgio Neri, ho ricevuto la parcella dell'avvocato Marini per la causa col condominio, sono milleottocento euro, ma nel preventivo si parlava di mille e due, vorrei parlarne con qualcuno prima di pagare. Richiamatemi per favore.",
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Ciao, buongiorno, sono Enrico Barbieri della Barbieri Impianti, mi è arrivata la fattura dello studio per il trimestre, volevo sapere se posso pagarla in due rate, una adesso e una a fine mese. Mandatemi pure un messaggio. Ciao grazie.',
    locale: 'it',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, it's Laura Green, I paid for the cleaning but I need a receipt with my tax code on it, the codice fiscale, for my insurance. Could you email it to me? Thanks.",
    locale: 'en',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hello, this is Tom Fischer, I got the bill from last week's visit and I think there's a mistake, it says two hundred and forty euros but I was told it'd be one forty. Could you check? You can just message me.",
    locale: 'en',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, Luke Harris here, I paid for yesterday's visit by card and it looks like I was charged twice, a hundred and twenty euros two times, I can see both in my banking app. Could someone have a look? Thanks.",
    locale: 'en',
    category: 'billing',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ── information ──────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      'Salve, sono Irene Marini, volevo sapere se il centro di fisioterapia è convenzionato con Unisalute, o col fondo Metasalute, e quanto costa una seduta di tecar. Grazie.',
    locale: 'it',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Buongiorno, sono Angelo Sorrentino, mia suocera si è appena trasferita qui in paese, volevo sapere se il dottore fa le visite a domicilio e come si fa per sceglierlo come medico di base. Grazie.',
    locale: 'it',
    category: 'information',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Ciao, sono Beatrice, lunedì ho lasciato in segreteria la busta coi documenti per il 730, volevo sapere se manca qualcosa e fino a quando posso portare le spese mediche. Grazie!',
    locale: 'it',
    category: 'information',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Buonasera, domani ho appuntamento da voi per la prima volta, volevo sapere se c'è un parcheggio vicino allo studio e a che piano siete, perché mia mamma è in carrozzina, se c'è l'ascensore. Grazie mille.",
    locale: 'it',
    category: 'information',
    priority: 'normal',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript: "Hi, just wondering what your opening hours are on Saturdays, if you're open at all. Thanks.",
    locale: 'en',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hi, my name's Chloe, I was wondering whether the dentist speaks English, and how much a check-up costs for someone who isn't on the Italian health service. Thanks.",
    locale: 'en',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hello, I'm calling to ask whether Doctor Romano is still taking on new patients, we've got a baby due in January and we'd like to sign up with a paediatrician. Thanks.",
    locale: 'en',
    category: 'information',
    priority: 'low',
    action: 'whatsapp_reply',
    outcome: 'voicemail',
  },

  // ── spam ─────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      "Buongiorno, la chiamo da Energia Italia Servizi per conto del suo fornitore di luce e gas, c'è un'offerta riservata alle attività con partita IVA, uno sconto del trenta per cento in bolletta, la richiamo nel pomeriggio, oppure mi contatti al numero verde ottocento, novecento, dodici dodici.",
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Salve, siamo l'istituto Demoscopia Nazionale, stiamo svolgendo un breve sondaggio di tre minuti sulla soddisfazione per i servizi sanitari nella sua regione. Se desidera partecipare prema uno, altrimenti...",
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Buongiorno dottore, sono Valentina di MedMarketing, abbiamo visto che il suo studio ha poche recensioni su Google, questo mese abbiamo una promozione speciale per portarle nuovi pazienti, mi richiami così le spiego tutto, tre nove due, quattro quattro, sei sette otto, uno uno.',
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Chiamata di un operatore di call center che proponeva allo studio il passaggio a un nuovo gestore di telefonia e fibra; gli ho detto che non siamo interessati e di cancellarci dalla lista.',
    locale: 'it',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'answered',
  },
  {
    transcript:
      'Hi, this is an important message regarding your Google Business listing. Your listing is at risk of being suspended. Press one now to speak to a verification specialist.',
    locale: 'en',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Hello, congratulations, your practice has been selected to receive our free medical supplies catalogue, plus this month's exclusive deal on gloves and masks, twenty percent off your first order. Call us back on oh two, three nine eight, four four one.",
    locale: 'en',
    category: 'spam',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },

  // ── other ────────────────────────────────────────────────────────────────────────────────────
  {
    transcript:
      'Ciao Gianni sono io, allora la pizza stasera alle otto è confermata? Richiamami che devo prenotare... ah, mi scusi, ho sbagliato numero. Scusi, arrivederci.',
    locale: 'it',
    category: 'other',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      'Amore sono io, quando hai finito in studio ricordati di passare a prendere Matteo al calcio alle sette, e compra il pane che è finito. Ciao, un bacio.',
    locale: 'it',
    category: 'other',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Ciao, sono Mirko del laboratorio odontotecnico, la corona della signora Pace è pronta, e per il ponte del signor Leone mi serve sapere il colore, che sulla scheda non c'è scritto. Chiamami quando puoi.",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript:
      "Sì pronto... sono... per quella cosa di... di mercoledì... non so se... va be', mi richiama... grazie.",
    locale: 'it',
    category: 'other',
    priority: 'normal',
    action: 'call_back',
    outcome: 'voicemail',
  },
  {
    transcript: '',
    locale: 'it',
    category: 'other',
    priority: 'low',
    action: 'call_back',
    outcome: 'missed',
  },
  {
    transcript:
      "Hi, is this Hertz car rental? I'm calling about my booking for Saturday, the pickup at the airport... hello? Oh, sorry, I think I've got the wrong number.",
    locale: 'en',
    category: 'other',
    priority: 'low',
    action: 'no_action',
    outcome: 'voicemail',
  },
  {
    transcript: '...',
    locale: 'en',
    category: 'other',
    priority: 'low',
    action: 'call_back',
    outcome: 'missed',
  },
] as const satisfies readonly {
  transcript: string;
  locale: 'it' | 'en';
  category: CallCategory;
  priority: CallPriority;
  action: SuggestedAction;
  outcome: 'voicemail' | 'missed' | 'answered';
}[];
