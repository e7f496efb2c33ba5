import { call, type LabelledCall } from './labelled-call';

/**
 * Tuning round 7 (2026-11-25): written after the rules for round 6, to see whether its families had
 * generalised, with callers the earlier rounds had few of (a pharmacy, notes of answered calls, a
 * supplier's pitch, a pregnant caller, a personal call in English) and run once before any rule was
 * changed for it: 59% of the categories, 75% of the priorities and 63% of the actions right. The
 * misses were families again: notes of answered calls that leave something to do, results asked in
 * the caller's words ("la lastra, cosa dice?", "bloods"), "serve la prenotazione?" as a question,
 * robocalls and suppliers, a mouth that drops on one side, lights seen in pregnancy, an overdose
 * thought of.
 */
export const TUNING_CALLS_7: LabelledCall[] = [
  // notes of answered calls
  call(
    't7-01',
    'Ha chiamato la signora Pina Russo per una visita per il figlio: fissata giovedì alle 17 con la dottoressa Sala, confermato a voce.',
    ['appointment_booking', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    't7-02',
    'Telefonata del signor Enzo Marini: vuole sapere se la ricetta del Lasix è pronta; ho detto che la chiedo al dottore e gli mando un messaggio.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
    { outcome: 'answered' },
  ),
  call(
    't7-03',
    'Ha chiamato la farmacia Centrale: sulla ricetta della signora Lodi manca il dosaggio della Cardioaspirin, chiedono di rifarla e di richiamarli.',
    ['prescription_or_results', 'normal', 'call_back'],
    { outcome: 'answered' },
  ),
  // bookings
  call(
    't7-04',
    'Buongiorno, sono Serena Fumagalli, la mia bambina deve fare il richiamo del vaccino, quando possiamo passare?',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't7-05',
    'Hi, my name’s Ben Clarke, I’m new to the area and I’d like to see a GP about my knee sometime next week.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't7-06',
    'Buongiorno, sono Lucia Greco, ho aperto la partita IVA e avrei bisogno di una consulenza per capire il regime forfettario.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't7-07',
    'Salve, mi chiamo Fabio Rizzi, ho ricevuto una lettera dall’avvocato del mio ex datore di lavoro e vorrei parlarne con l’avvocato Serra di persona, quando sarebbe possibile?',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't7-08',
    'Buongiorno, ho un po’ di mal di gola e raffreddore da due giorni, niente di che, volevo sapere se il dottore mi può vedere domani.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  // cancellations and changes
  call(
    't7-09',
    'Sono Giorgio Bruni, domani alle undici non ci sarò, ho avuto un lutto in famiglia. Vi richiamo io più avanti.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't7-10',
    'Hello, it’s Margaret Hill, please take me off the list for Wednesday’s appointment, I’m in hospital at the moment.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't7-11',
    'Buongiorno sono Simona Riva, l’appuntamento di martedì per mio figlio si potrebbe anticipare di un’ora? Esce prima da scuola.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  // prescriptions and results
  call(
    't7-12',
    'Buongiorno dottore, sono Elio Sartori, mi servirebbe il rinnovo del piano terapeutico per le strisce della glicemia, mi dica lei quando passare a prenderlo.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't7-13',
    'Sono Carla, potete mandarmi la ricetta elettronica del pantoprazolo? Basta il numero NRE per messaggio.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't7-14',
    'Salve, sono Mario Bianco, ho fatto la lastra al ginocchio la settimana scorsa, l’ha già vista il dottore? Volevo sapere cosa dice.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call('t7-15', 'Hi, it’s Priya Shah, I had bloods taken on Monday, could you let me know when they’re in?', [
    'prescription_or_results',
    'normal',
    'whatsapp_reply',
  ]),
  // billing
  call(
    't7-16',
    'Buongiorno, sono Franco Gentile, mi serve la fattura intestata alla ditta per la visita di ieri, con la partita IVA, ve la mando per messaggio.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't7-17',
    'Salve, sono Rita Caputo, volevo sapere se vi è arrivato il pagamento della parcella di ottobre, ho fatto il bonifico venerdì.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  // information
  call(
    't7-18',
    'Buongiorno, per fare le analisi del sangue da voi bisogna essere a digiuno? E serve la prenotazione?',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call('t7-19', 'Hi there, do you have any female doctors at the practice? And do you see children?', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call('t7-20', 'Salve, volevo sapere se siete convenzionati con il Fondo Est per la pulizia dei denti.', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call('t7-21', 'Buongiorno, quanto chiedete per una devitalizzazione?', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  // sales pitches
  call(
    't7-22',
    'Buongiorno, la chiamo dalla Sorgenia, abbiamo una proposta per abbassare le spese della luce dello studio.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't7-23',
    'Hello, this is an automated call from the energy saving department, you may be eligible for a government grant, press nine to speak to an agent.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't7-24',
    'Salve, sono Giorgio di Dental Pro Forniture, volevo presentarle il nostro nuovo catalogo di materiali a prezzi scontati, la posso richiamare?',
    ['spam', 'low', 'no_action'],
  ),
  // emergencies
  call(
    't7-25',
    'Buongiorno, mia suocera da stamattina non riesce a tenere in mano la tazza e le scende un lato della bocca.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't7-26',
    'mio figlio ha la febbre alta e gli sono uscite delle macchioline viola che non spariscono se le premo',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't7-27',
    'Hi, I’m 32 weeks pregnant and I’ve got a really bad headache and I keep seeing flashing lights.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('t7-28', 'Pronto, mio padre è caduto in bagno, non riesce ad alzarsi e gli fa malissimo l’anca.', [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call(
    't7-29',
    'Dottoressa sono Giulia, non ce la faccio più, stanotte ho pensato di prendere tutte le pastiglie insieme.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't7-30',
    'Salve, ho la guancia gonfia fino all’occhio da stamattina e ho la febbre, il dente del giudizio mi fa un male atroce.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  // other
  call('t7-31', 'Sì pronto, sono Gino, chiamavo per quella cosa di cui abbiamo parlato, fatemi sapere.', [
    'other',
    'normal',
    'call_back',
  ]),
  call('t7-32', 'Hi Dave, it’s Mike, are we still on for golf on Saturday? Call me.', [
    'other',
    'low',
    'no_action',
  ]),
];
