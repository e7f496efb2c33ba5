import { call, type LabelledCall } from './labelled-call';

/**
 * Tuning round 12 (2026-11-25): the last round of the day, written after the rules for round 11
 * (a referral, a proxy collecting X-rays, an accountant asking for a client's invoices, an
 * out-of-hours number, a cleaning firm, an Instagram scam, a school) and run once before any rule
 * was changed for it: 62% of the categories, 71% of the priorities and 76% of the actions right.
 */
export const TUNING_CALLS_12: LabelledCall[] = [
  call(
    't12-01',
    'Salve, chiamo per fissare l’ecografia all’addome che mi ha prescritto il medico, ho già l’impegnativa.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't12-02',
    'Buongiorno, vorrei una visita ortopedica per mia madre, è anziana e ha male alla spalla da un mese.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call('t12-03', 'Hello, I’d like to arrange a consultation about Invisalign for my daughter.', [
    'appointment_booking',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    't12-04',
    'Buongiorno, sono Bianca, devo annullare la visita di domani perché hanno ricoverato mio padre, vi richiamo io per un’altra data.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call('t12-05', 'Sono Gino, mi sposta la seduta di domani a dopodomani? Grazie.', [
    'cancellation_or_change',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    't12-06',
    'Buongiorno, sono la signora Rota, posso mandare mio marito a ritirare le lastre e il referto al posto mio? Serve una delega?',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't12-07',
    'Dottoressa buongiorno, sono Fabio, il cardiologo mi ha cambiato la terapia, mi può aggiornare la ricetta con il nuovo dosaggio?',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call('t12-08', 'Hi, it’s Owen, I need a sick note for work covering last week, can you email it?', [
    'prescription_or_results',
    'normal',
    'whatsapp_reply',
  ]),
  call(
    't12-09',
    'Buongiorno, ho fatto un bonifico di 80 euro invece di 60, potete restituirmi la differenza?',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't12-10',
    'Salve, sono il commercialista della signora Neri, mi servono le fatture sanitarie del 2025 per la dichiarazione, ce le potete mandare?',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't12-11',
    'Buongiorno, per la visita dal nutrizionista c’è una lista d’attesa? E si può pagare con il bancomat?',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call('t12-12', 'Hi, do you have an out-of-hours number for emergencies at the weekend?', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call(
    't12-13',
    'Buongiorno, siamo la ditta Pulizie Lampo, offriamo servizi di sanificazione per studi medici a prezzi competitivi.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't12-14',
    'Ciao, ti chiamo dal team di Instagram per verificare il tuo account professionale, clicca sul link che ti mandiamo.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't12-15',
    'Pronto, mio figlio di dieci anni ha mangiato un biscotto con le noci, è allergico, ha la voce rauca e tossisce forte.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't12-16',
    'Buongiorno, ho fatto la devitalizzazione ieri e stanotte mi si è gonfiata tutta la faccia e ho la febbre alta.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't12-17',
    'Hi, my dad has diabetes and he’s been vomiting all night, now he’s breathing really fast and seems drowsy.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't12-18',
    'Buonasera, mia madre è caduta dalle scale, è cosciente ma non riesce a muovere la gamba e ha un dolore fortissimo all’anca.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('t12-19', 'Salve, mi scusi, ho sbagliato a comporre, cercavo la farmacia.', [
    'other',
    'low',
    'no_action',
  ]),
  call(
    't12-20',
    'Buongiorno, sono Rosa, volevo lasciare un messaggio per la dottoressa: grazie di cuore per i fiori al funerale di mio marito.',
    ['other', 'low', 'no_action'],
  ),
  call(
    't12-21',
    'Buongiorno, chiamo dalla scuola elementare Manzoni, ci servirebbe un medico per una lezione sull’igiene dentale ai bambini, potete richiamarci?',
    ['other', 'normal', 'call_back'],
  ),
];
