import { call, type LabelledCall } from './labelled-call';

/**
 * The fourth round: written after the rules for round 3, to see whether they had generalised or
 * only learnt round 3, and run once before any rule was changed for it: 24 of 30 categories (80%),
 * 80% of priorities and 87% of actions (round 3 had been at 40% before its rules). The misses were
 * phrasings, not topics ("38 di temperatura", "non ci possiamo essere", "push … back", "un male
 * cane", "per conto di una società energetica", "ciao ma'"), and severity words adding up to a red
 * flag; the rules were then widened for those.
 */
export const TUNING_CALLS_4: LabelledCall[] = [
  call('t4-01', 'mia figlia di 5 settimane ha 38 di temperatura e piange tanto', [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call(
    't4-02',
    'salve mio marito da dieci minuti non riesce più ad alzare il braccio destro e parla in modo strano',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('t4-03', 'dottore ho come una morsa al petto e mi sento mancare', [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call('t4-04', "buonasera mia madre è scivolata in bagno e ha sbattuto la testa, lei prende l'eliquis", [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call('t4-05', 'Hi, my little boy is wheezing and his lips look a bit blue, please call', [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call(
    't4-06',
    "dopo aver preso l'antibiotico mi sono venute delle macchie rosse dappertutto e mi si gonfia la lingua",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't4-07',
    'my wife had her hip replaced last week and now her calf is swollen and she is short of breath',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('t4-08', 'sono Daniele ultimamente penso spesso di togliermi la vita, non so con chi parlare', [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call('t4-09', 'mio padre ha la bocca storta da stamattina', ['urgent_clinical', 'high', 'call_back']),
  call('t4-10', 'Hello, my dad fainted at lunch and now he is confused', [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call(
    't4-11',
    'ho il viso gonfio dopo il dente del giudizio e adesso il gonfiore scende verso il collo, faccio fatica a ingoiare',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't4-12',
    "buongiorno volevo prenotare una radiografia al torace per mia madre, l'ha chiesta il medico",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't4-13',
    'salve ho mal di gola da qualche giorno niente di grave volevo sapere se il dottore mi può visitare domani',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call('t4-14', 'buongiorno sono Gina, me devo fa vede er ginocchio, quando posso passà?', [
    'appointment_booking',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    't4-15',
    'Hi, this is Sam, could I get an appointment with the accountant about my VAT return next week?',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't4-16',
    "buongiorno sono la signora Pace vorrei un appuntamento con l'avvocato per una questione di condominio",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't4-17',
    'mi si è rotto un pezzo di dente e mi fa un male cane non dormo da due notti, potete vedermi oggi?',
    ['appointment_booking', 'high', 'call_back'],
  ),
  call(
    't4-18',
    'buongiorno purtroppo domani alla seduta di fisio non ci possiamo essere, il piccolo ha la febbre',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call('t4-19', 'Hi, sorry, I have to push my appointment on Monday back a week, is that ok?', [
    'cancellation_or_change',
    'normal',
    'whatsapp_reply',
  ]),
  call('t4-20', 'ciao ma sono Giulia passo a prendere i bambini alle cinque', ['other', 'low', 'no_action']),
  call('t4-21', 'salve parlo con il ristorante da Mario? vorrei prenotare un tavolo per sei', [
    'other',
    'low',
    'no_action',
  ]),
  call('t4-22', 'Hello is this the Grand Hotel, I would like to confirm my reservation for tonight', [
    'other',
    'low',
    'no_action',
  ]),
  call(
    't4-23',
    'buongiorno la contatto per conto di una società energetica, con il nostro nuovo contratto può disdire quello vecchio senza costi',
    ['spam', 'low', 'no_action'],
  ),
  call('t4-24', 'salve sono un consulente finanziario le propongo un investimento sicuro per lo studio', [
    'spam',
    'low',
    'no_action',
  ]),
  call('t4-25', 'buongiorno vorrei sapere gli orari di ricevimento del pediatra', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call('t4-26', 'salve fate anche le ecografie in studio? e quanto costano?', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call('t4-27', 'Hi, are you accepting new patients at the moment?', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call(
    't4-28',
    'buongiorno mi servirebbe una copia della fattura dell ultima seduta per la dichiarazione dei redditi',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call('t4-29', 'ho un neo sul petto che è cambiato di colore vorrei farlo vedere', [
    'appointment_booking',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    't4-30',
    'Avvocato, ho avuto un incidente stradale la settimana scorsa, vorrei sapere come muovermi per il risarcimento, mi richiami',
    ['other', 'normal', 'call_back'],
  ),
];
