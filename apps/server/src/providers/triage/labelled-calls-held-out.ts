import { call, type LabelledCall } from './labelled-call';

/**
 * Calls the rules were never tuned on: written and labelled after the tuning rounds and left alone
 * whatever the rules make of them, so that `npm run triage:accuracy` shows what to expect from calls
 * nobody wrote a rule for. Do not add rules for these; add new calls to a tuning set instead.
 */
export const HELD_OUT_CALLS: LabelledCall[] = [
  call(
    'ho-01',
    'Buongiorno, sono Rosa Martini, vorrei sapere se posso venire domani senza appuntamento per togliere i punti.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'ho-02',
    'Salve, chiamo per mio padre, ha 80 anni, da ieri sera ha le gambe molto gonfie e fa fatica a camminare, il dottore può passare a casa?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'ho-03',
    'Buongiorno, sono Marco Vitali, il certificato per la palestra è pronto? Posso passare a prenderlo oggi?',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'ho-04',
    "Buongiorno, sono Elisa Neri, ho visto l'addebito della seduta due volte sulla carta, potete verificare?",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call('ho-05', "Salve, chiamo da Fastweb per proporle la fibra per l'ufficio a un prezzo vantaggioso.", [
    'spam',
    'low',
    'no_action',
  ]),
  call(
    'ho-06',
    "Buongiorno avvocato, sono Mauro Ricci, purtroppo giovedì non posso esserci all'appuntamento, possiamo vederci la settimana dopo?",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'ho-07',
    'Pronto, sono la figlia della signora Rinaldi, la mamma ha fatto il prelievo lunedì, sono usciti gli esiti?',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'ho-08',
    'Buongiorno, sono Sergio Bellini, mi sono tagliato con un coltello in cucina, il taglio è profondo e non smette di sanguinare.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('ho-09', '...sì... allora... volevo... niente, richiamo io.', ['other', 'normal', 'call_back']),
  call('ho-10', 'Buongiorno, sono Anna Ferri, volevo sapere se la dottoressa fa anche consulenze online.', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call(
    'ho-11',
    "Hi, this is Henry Ward, I'm booked in for Tuesday but I'm stuck abroad, so I'll need to cancel. Sorry.",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'ho-12',
    'Hello, my husband took too many of his heart pills by mistake, he feels faint. Please call me.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('ho-13', 'Hi, just calling to say thanks to the doctor for yesterday, everything went well. Bye!', [
    'other',
    'low',
    'no_action',
  ]),
  call(
    'ho-14',
    "Hello, I'd like to know if you're taking new patients and what the fee for a first visit is.",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'ho-15',
    'Buongiorno, sono Giada Russo, mia figlia ha sbattuto il dente davanti ed è saltato via, cosa dobbiamo fare?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'ho-16',
    "Buongiorno, sono Carlo Monti, dovrei pagare l'acconto per la pratica di successione, mi mandate l'IBAN?",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
];
