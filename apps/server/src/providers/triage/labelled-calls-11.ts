import { call, type LabelledCall } from './labelled-call';

/**
 * Tuning round 11 (2026-11-25): long voicemails as patients and clients leave them (the reason
 * given, the family, the days that suit), one category after the other, written after the rules
 * for round 10 and run once before any rule was changed for it: 43% of the categories, 65% of
 * the priorities and 61% of the actions right — unseen phrasings still miss as often as rounds 6
 * to 10 did (38%, 59%, 68%, 60%, 58%): each round teaches the rules words, not the language.
 */
export const TUNING_CALLS_11: LabelledCall[] = [
  call(
    't11-01',
    'Buongiorno, sono Carmela Russo, chiamo perché vorrei far fare a mio marito il controllo dei nei, l’anno scorso la dermatologa ci aveva detto di tornare dopo un anno, quindi se c’è qualcosa a dicembre va bene, anche di sabato. Grazie.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't11-02',
    'Salve ragioniere, sono Davide Leone della Leone Costruzioni, avrei bisogno di vederci per la chiusura del bilancio, mi dica lei un giorno la settimana prossima, io sono libero tutti i pomeriggi.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't11-03',
    'Hi, Tom Baker here, my physio told me to sort out another six sessions for my shoulder, could you find me some slots? Evenings are best.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't11-04',
    'Buongiorno, sono Lucia Marini, ho l’appuntamento dalla dottoressa Conti venerdì alle nove ma purtroppo mi hanno cambiato il turno al lavoro, avreste qualcosa nel pomeriggio dello stesso giorno oppure lunedì? Grazie mille.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't11-05',
    'Sì buonasera, sono il signor Pellegrino, volevo dire che la pulizia dei denti di mia moglie di martedì non serve più, l’ha fatta da un’altra parte. Grazie.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't11-06',
    'Hi, it’s Chloe, just letting you know Mia won’t be coming to her speech therapy on Wednesday, she’s got chickenpox.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't11-07',
    'Buongiorno dottore sono Nella Ricci, mi è finito il Pantorc e anche le gocce per la pressione, me le può segnare che passa mio figlio a prenderle domani? Grazie dottore.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't11-08',
    'Salve, sono Walter Neri, ho fatto le analisi al laboratorio qui sotto la settimana scorsa e mi hanno detto che le mandavano a voi, volevo sapere se il dottore le ha guardate e se va tutto bene.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't11-09',
    'Hello, it’s Frank Miller, I’m waiting to hear about the biopsy from my skin check, has anything come through?',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't11-10',
    'Buongiorno, sono Claudia, mi è arrivata due volte la stessa fattura, una per email e una per posta, con due numeri diversi, devo pagarle tutte e due? Mi fate sapere?',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't11-11',
    'Avvocato buongiorno, sono Sergio Valli, ho visto la sua parcella per la causa, volevo chiederle se possiamo dividerla in tre pagamenti. Mi richiami quando può.',
    ['billing', 'normal', 'call_back'],
  ),
  call(
    't11-12',
    'Buongiorno, volevo chiedere se il dottor Serra visita ancora da voi o se è andato in pensione, perché ero sua paziente anni fa.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't11-13',
    'Salve, da voi si può fare l’elettrocardiogramma sotto sforzo o solo quello normale? E bisogna avere l’impegnativa del medico?',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call('t11-14', 'Hi, I’m new in town, what are your hours on weekdays and do I need to register first?', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call(
    't11-15',
    'Buongiorno, la chiamiamo dall’ufficio commerciale di MedicalBook, abbiamo un portale dove i pazienti possono prenotare online, le farebbe piacere una prova gratuita di trenta giorni?',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't11-16',
    'Salve, sono Andrea della Banca Mediolanum, volevo proporre al dottore un appuntamento per parlare dei suoi risparmi.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't11-17',
    'Dottoressa, sono la mamma di Luca, ha battuto la testa cadendo dalla bici, adesso è strano, continua a ripetere le stesse domande e ha vomitato due volte.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't11-18',
    'Buongiorno, mia moglie ha 72 anni, da un’ora non riesce a trovare le parole, dice cose senza senso.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't11-19',
    'Salve, sono Mario, ho preso un antidolorifico per il mal di denti e adesso ho le palpebre gonfie e mi prude tutto.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't11-20',
    'Hi, my husband has had a crushing pain in his chest for twenty minutes and he’s sweating, we’re about to call 999 but wanted you to know.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't11-21',
    'Buongiorno, sono Gianni, il fratello della signora Fiore, volevo parlare con la dottoressa di una cosa personale, mi richiama lei?',
    ['other', 'normal', 'call_back'],
  ),
  call('t11-22', 'Ciao Sara, sono Ilaria, stasera ci vediamo da Marta alle otto, porta il vino. Baci.', [
    'other',
    'low',
    'no_action',
  ]),
  call('t11-23', 'Pronto, è l’idraulico? Ho una perdita sotto il lavandino della cucina, mi richiami.', [
    'other',
    'low',
    'no_action',
  ]),
];
