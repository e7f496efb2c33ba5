import { call, type LabelledCall } from './labelled-call';

/**
 * The third round of tuning calls, written as speech-to-text gives them (little punctuation, split
 * words, Roman and Southern speech) to exercise what the first two rounds lacked: clinical red flags
 * said without the textbook words, a symptom with a request to be seen, lawyers' and accountants'
 * meetings, personal calls and wrong numbers that "book" something, sales calls that mention a
 * contract to cancel, and questions that are information rather than billing.
 * Before any rule was changed for them the rules got 40% of the categories, 54% of the priorities
 * and 69% of the actions right: most red flags went unnoticed, and personal calls, car hires and
 * pizzas were bookings.
 */
export const TUNING_CALLS_3: LabelledCall[] = [
  // clinical red flags, phrased as callers phrase them
  call(
    't3-01',
    "pronto dottore so' la signora Proietti mi marito da stamattina parla strano biascica le parole e c'ha la bocca un po' storta che devo fa'",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't3-02',
    'Buongiorno sono Rinaldi, mio padre ha ottantadue anni e da un ora dice che ha il braccio sinistro addormentato e non riesce a tenere il bicchiere',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't3-03',
    'salve dottoressa mia madre sente un peso sul petto da stamattina e ha il sudore freddo dice che è solo stanchezza ma io sono preoccupata',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't3-04',
    "Hi this is Karen Lewis, my husband has this tight pressure in his chest going down his left arm, he says it's just indigestion, can someone call me",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't3-05',
    'buongiorno il mio bambino ha sei settimane e da ieri sera è caldino non si attacca al seno e dorme sempre lo vedo molle',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't3-06',
    'salve sono Carla Benedetti la bimba ha due mesi e ha la febbre a 38 ma non è niente di grave vero volevo sapere se devo portarla',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't3-07',
    'Buongiorno sono Gianni Ferraro mia suocera è caduta in cucina e ha picchiato la fronte, prende il cumadin per il cuore, adesso sembra tranquilla',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't3-08',
    "dopo l'estrazione di ieri mi si è gonfiata tutta la guancia fino all'occhio e faccio fatica a deglutire sono Mirko Sala",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't3-09',
    'buonasera sono stato operato al ginocchio dieci giorni fa e adesso ho il polpaccio gonfio e dolorante e mi manca il fiato quando salgo le scale',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't3-10',
    'Hello this is Priya Shah, my son took the amoxicillin an hour ago and now he has hives all over and his lips are swelling up, what do I do',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('t3-11', 'dottore sono Luca non ce la faccio più penso di farla finita non so a chi dirlo', [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call(
    't3-12',
    'salve mia moglie ha un mal di testa improvviso dice che è il peggiore della sua vita e ha vomitato due volte',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't3-13',
    "Hi it's Megan, my dad just collapsed in the garden, he's breathing but he won't wake up properly, we called an ambulance but I wanted the doctor to know",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('t3-14', 'pronto dottoressa mio figlio respira male fa fatica e ha le labbra un po viola', [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call(
    't3-15',
    'mio nonno si è tagliato con la sega e il sangue non si ferma abbiamo messo un asciugamano ma continua',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't3-16',
    "Hi it's Paul Reed, my mum is 79, since lunch her speech is all muddled and her right leg feels weak, she says she's fine",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't3-17',
    "buonasera so' Mario c'ho come un peso qua in mezzo al petto da mezz'ora e me fa male pure er braccio",
    ['urgent_clinical', 'high', 'call_back'],
  ),

  // a symptom with a request to be seen, and meetings with a professional
  call(
    't3-18',
    "Buongiorno so' Marisa, er dottore me po' vede' giovedì? c'ho un dolorino alla spalla da na settimana",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't3-19',
    'salve ho un dente che mi fa male da tre giorni quando mangio cose fredde potete vedermi in settimana sono Tommaso Gentile',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't3-20',
    'Buongiorno sono Roberta Galli, avete posto per una seduta di fisio terapia la settimana prossima?',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't3-21',
    'Buongiorno sono Ettore Marchi avrei bisogno di una consulenza con il commercialista per aprire la partita iva quando potrei passare in studio',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't3-22',
    "Hi this is Daniel Price, I'd like to set up a meeting with Mr Conti the lawyer about my divorce, mornings are best for me",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't3-23',
    "salve c'è un buco domani pomeriggio dal dentista? mi si è scheggiato un dente ma non fa male",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't3-24',
    "buongiorno quando posso veni' pe' fa' l'elettro cardiogramma che m'ha segnato il dottore? so' Pino",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't3-25',
    'Buongiorno sono Elisa Conte ho un mal di schiena fortissimo da ieri non riesco a stare seduta mi può ricevere oggi il fisioterapista',
    ['appointment_booking', 'high', 'call_back'],
  ),
  call(
    't3-26',
    "Hi, I've had an itchy rash on my arm for about a week, it's not spreading, could the doctor fit me in sometime this week? This is Amy Hart",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't3-27',
    "Buongiorno sono Marco, mio figlio ha un po' di febbre da ieri e un po' di tosse, niente di grave, ci può vedere la pediatra domani?",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),

  // changes of an existing appointment
  call(
    't3-28',
    'buongiorno siamo la famiglia Greco domani non riusciamo a venire alla visita del bambino perché siamo tutti ammalati la possiamo rimandare',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't3-29',
    "salve so' Franco giovedì nun ce la faccio a venì dal dentista me la spostate alla settimana dopo",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't3-30',
    "Hi, it's Lisa Moore, we won't be able to make Tuesday's session, the kids are sick, can we do next week instead?",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't3-31',
    "Avvocato buongiorno sono Sergio Villa, l'incontro di venerdì dovrei rinviarlo per un impegno di lavoro, mi dica lei quando",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),

  // personal calls and wrong numbers, whatever they book
  call(
    't3-32',
    'Ciao amore sono io, stasera a cena da mia madre alle otto, ricordati di prendere il vino, ciao',
    ['other', 'low', 'no_action'],
  ),
  call(
    't3-33',
    "Pronto è la Hertz? volevo confermare la prenotazione della macchina per sabato all'aeroporto",
    ['other', 'low', 'no_action'],
  ),
  call('t3-34', 'Hi, is this Avis car rental? I need to change my booking for the pickup on Friday', [
    'other',
    'low',
    'no_action',
  ]),
  call('t3-35', 'Buonasera volevo prenotare due pizze margherita per le otto e mezza a nome Rossi', [
    'other',
    'low',
    'no_action',
  ]),
  call('t3-36', 'Ah scusi ho sbagliato numero cercavo la farmacia', ['other', 'low', 'no_action']),

  // sales calls, whatever they mention
  call(
    't3-37',
    'Buongiorno sono Valentina di Enercom la chiamo per il passaggio al nuovo fornitore può risparmiare fino al 20 per cento sulla bolletta e se vuole disdire il contratto attuale ci pensiamo noi',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't3-38',
    'Salve, stiamo facendo un breve sondaggio telefonico sulla soddisfazione per i servizi sanitari, le ruberò solo due minuti',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't3-39',
    'Hello, this is a courtesy call from Premier Wealth about a low-risk investment opportunity for medical professionals, please call us back',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't3-40',
    "Buongiorno siamo un'agenzia che aiuta gli studi dentistici a trovare nuovi pazienti con Google, le interessa una consulenza gratuita?",
    ['spam', 'low', 'no_action'],
  ),

  // information, and billing only when it is about a payment
  call(
    't3-41',
    'Buongiorno volevo sapere se accettate nuovi pazienti o se la dottoressa ha la lista chiusa',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call('t3-42', "Salve, dove siete esattamente? C'è un parcheggio vicino allo studio?", [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call('t3-43', 'Buongiorno fate anche ortodonzia per adulti tipo apparecchio trasparente', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call('t3-44', 'Hi, what documents do I need to bring for my tax return appointment?', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call(
    't3-45',
    'Buongiorno sono Nadia, per la dichiarazione dei redditi quali documenti devo portare per il 730? grazie',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't3-46',
    'Buongiorno sono Alberto Neri mi serve la ricevuta del pagamento della fisioterapia per la dichiarazione me la mandate per mail',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call('t3-47', 'Salve ho pagato con il pos ma non mi avete dato la fattura, per il 730 mi serve', [
    'billing',
    'normal',
    'whatsapp_reply',
  ]),
  call('t3-48', "Dottore sono Rosa mi finisce l'eutirox me rifà la ricetta grazie", [
    'prescription_or_results',
    'normal',
    'whatsapp_reply',
  ]),
];
