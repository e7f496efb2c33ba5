import { call, type LabelledCall } from './labelled-call';

/**
 * The second round of tuning calls: written and labelled after the rules were first tuned on
 * labelled-calls.ts, and held out at first. Before any rule was changed for them the rules got
 * 16 of 22 categories right (73%), 86% of priorities and 95% of actions; the misses were missing
 * phrases ("non ce la faccio", "move it", "vedo doppio", "advertising"), which were then added.
 */
export const TUNING_CALLS_2: LabelledCall[] = [
  call(
    't2-01',
    'Buongiorno, sono Teresa Fabbri, volevo chiedere se il dottore può vedere mia madre giovedì pomeriggio per un controllo della pressione.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't2-02',
    "Salve, sono Enrico Bassi, ho appuntamento lunedì con l'igienista ma sono a letto con l'influenza, non ce la faccio a venire. Mi scusi.",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't2-03',
    'Buongiorno, chiamo dallo studio del dottor Neri, il paziente Vitale ci ha chiesto di inviarvi la sua cartella, ci può dare un indirizzo email?',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't2-04',
    "Dottoressa, sono Franca Mancini, da stanotte ho un mal di testa fortissimo come non l'ho mai avuto e vedo doppio, cosa devo fare?",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't2-05',
    'Buongiorno, sono Gino Santoro, devo rifare la ricetta della pillola per mia moglie, la solita. Grazie.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't2-06',
    'Buonasera, sono Simona Pace, mi avete mandato due fatture per la stessa seduta, potete controllare? Grazie.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't2-07',
    'Buongiorno, la contatto per la nuova linea di dispositivi medici in offerta per gli studi, possiamo fissare una dimostrazione gratuita?',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't2-08',
    "Buongiorno, sono Walter Guidi, l'avvocato mi aveva detto di richiamare per sapere com'è andata l'udienza di ieri.",
    ['other', 'normal', 'call_back'],
  ),
  call('t2-09', 'Salve, vorrei sapere se il dottore riceve anche il sabato mattina.', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call(
    't2-10',
    'Buongiorno, sono Pietro Longo, mia moglie è caduta dalle scale, ha battuto la testa e adesso vomita. Per favore richiamatemi.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't2-11',
    "Buongiorno, sono la signora Orlando, volevo ritirare il referto dell'ecografia, a che ora posso passare?",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call('t2-12', 'Pronto? Pronto? ... Non si sente niente... va bene, richiamo più tardi.', [
    'other',
    'normal',
    'call_back',
  ]),
  call(
    't2-13',
    "Buongiorno, sono Dario Messina, volevo sapere quando scade il termine per pagare l'F24 e se ci pensate voi. Grazie.",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't2-14',
    'Sì, buongiorno, sono Irene Gatti, domani non riesco a portare il bambino alla visita delle 17, possiamo fare un altro giorno?',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't2-15',
    'Buongiorno, sono Cesare Marini, ho ancora febbre a 38 dopo cinque giorni di antibiotico, il dottore mi aveva detto di farmi sentire se non passava.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't2-16',
    "Hi, this is Grace Turner, I'm calling about my daughter's vaccination appointment, could we move it to the afternoon? Thanks.",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't2-17',
    'Hello, my name is Robert Hughes, my father is having trouble speaking and one side of his face looks droopy, what should we do?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('t2-18', 'Hi, do you do teeth whitening and how much does it cost? Thanks.', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call(
    't2-19',
    "Hi, this is Sophie Clark. I still haven't received the receipt for my payment last month. Could you email it to me?",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't2-20',
    'Hello, this is Jack from Medical Leads Ltd, we help clinics get more patients through online advertising, give me a call back on 020 7946 0000.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't2-21',
    "Buongiorno, sono Aldo Ferretti, ho ricevuto un avviso dall'Agenzia delle Entrate, non è urgente ma vorrei che la dottoressa gli desse un'occhiata quando può.",
    ['other', 'normal', 'call_back'],
  ),
  call(
    't2-22',
    "Buongiorno, sono Luisa Bernardi, volevo confermare l'appuntamento di martedì alle 11. Grazie.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
];
