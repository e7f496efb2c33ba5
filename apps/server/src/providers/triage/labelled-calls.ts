import { call, fromBlind, type LabelledCall } from './labelled-call';
import { BLIND_CALLS_2 } from './labelled-calls-blind-2';
import { BLIND_CALLS_3 } from './labelled-calls-blind-3';
import { BLIND_CALLS_4 } from './labelled-calls-blind-4';
import { TUNING_CALLS_2 } from './labelled-calls-2';
import { TUNING_CALLS_3 } from './labelled-calls-3';
import { TUNING_CALLS_4 } from './labelled-calls-4';
import { TUNING_CALLS_5 } from './labelled-calls-5';
import { TUNING_CALLS_6 } from './labelled-calls-6';
import { TUNING_CALLS_7 } from './labelled-calls-7';
import { TUNING_CALLS_8 } from './labelled-calls-8';
import { TUNING_CALLS_9 } from './labelled-calls-9';
import { TUNING_CALLS_10 } from './labelled-calls-10';
import { TUNING_CALLS_11 } from './labelled-calls-11';
import { TUNING_CALLS_12 } from './labelled-calls-12';
import { TUNING_CALLS_15 } from './labelled-calls-15';
import { TUNING_CALLS_16 } from './labelled-calls-16';
import { TUNING_CALLS_18 } from './labelled-calls-18';
import { HELD_OUT_CALLS } from './labelled-calls-held-out';

export type { LabelledCall } from './labelled-call';

/** The calls the rules were written and tuned with. */
export const TUNING_CALLS: LabelledCall[] = [
  // Italian
  call(
    'it-01',
    'Buongiorno, sono Mario Rossi, vorrei prenotare una visita di controllo con il dottor Bianchi, se possibile martedì mattina. Grazie.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-02',
    'Salve, chiamo per fissare un appuntamento per la pulizia dei denti per mia figlia. Va bene anche la prossima settimana, di pomeriggio dopo le 16. Grazie, arrivederci.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-03',
    "Buongiorno avvocato, sono Giulia Conti, vorrei fissare un incontro con lei per la questione dell'eredità di mia madre. Quando ha disponibilità? Grazie.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-04',
    'Buonasera, sono Paolo Ferri, volevo prendere appuntamento con la dottoressa per la dichiarazione dei redditi, devo portarle i documenti. Mi faccia sapere lei quando. Grazie.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-05',
    'Buongiorno, sono Anna Greco, avevo appuntamento domani alle 10 con la dottoressa ma purtroppo non posso venire, devo disdire. Mi scusi, grazie.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-06',
    'Sì, salve, chiamo per spostare la visita di giovedì, se fosse possibile rimandarla alla settimana prossima. Sono Luca Marino. Grazie mille.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-07',
    'Pronto, buongiorno, sono la mamma di Sofia Ricci, volevo annullare la seduta di logopedia di lunedì perché la bambina ha la febbre. Grazie.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-08',
    "Buongiorno, sono Franco Gallo, devo disdire l'appuntamento di mercoledì e ne vorrei prenotare un altro per la settimana dopo, sempre di mattina. Grazie.",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-09',
    'Buongiorno dottore, sono Giuseppe Esposito, avrei bisogno della ricetta per la pressione, il solito ramipril, sto per finirlo. Se me la manda per messaggio va bene. Grazie.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-10',
    'Salve, sono Maria Bruno, volevo sapere se sono arrivati i risultati delle analisi del sangue che ho fatto la settimana scorsa. Grazie, arrivederci.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-11',
    'Buongiorno, chiamo per il referto della risonanza magnetica, mi avevano detto che era pronto oggi. Posso passare a ritirarlo? Sono Carla Romano.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-12',
    "Buongiorno, sono Roberto Colombo, mi servirebbe l'impegnativa per fare la visita cardiologica, lo specialista me l'ha chiesta. Grazie.",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-13',
    "Dottore buongiorno, sono Elena Ferrara, ho finito l'insulina e mi serve urgentemente la ricetta, per favore mi richiami appena può.",
    ['prescription_or_results', 'high', 'call_back'],
  ),
  call(
    'it-14',
    'Dottore, sono Giorgio Rizzi, mio padre ha un forte dolore al petto da mezz’ora e suda freddo, non so cosa fare, mi richiami subito per favore.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'it-15',
    'Buonasera, sono la moglie di Antonio Leone, mio marito è svenuto in bagno e adesso è confuso, cosa devo fare? Richiamatemi.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'it-16',
    'Salve, mi chiamo Davide Moretti, sono un paziente del dottore, mi è saltata la capsula e ho un dolore fortissimo, la guancia è gonfia, vorrei essere visto oggi se possibile.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'it-17',
    'Pronto, mia figlia di due anni ha la febbre alta a 40 da ieri e adesso non mangia e non beve, la pediatra può richiamarmi? Sono Silvia Marchetti.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'it-18',
    'Buongiorno, sono Matteo Villa, ieri mi hanno tolto il dente del giudizio e sanguina ancora tanto, non si ferma. Cosa devo fare?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'it-19',
    'Buongiorno, sono Laura Fontana, niente di urgente, volevo solo prenotare il controllo annuale dal dermatologo quando c’è posto. Grazie.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-20',
    'Salve dottoressa, sono Stefano Caruso, non è urgente, ma quando ha un momento mi può mandare la ricetta per il collirio? Grazie.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-21',
    'Buongiorno, sono Chiara De Luca, mi servirebbe la fattura della visita di ieri per il 730, me la potete mandare per email? Grazie.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-22',
    'Salve, volevo sapere se posso pagare con bonifico la seduta di fisioterapia, e a chi intestarlo. Sono Marco Galli.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-23',
    "Buongiorno, sono l'ingegner Pellegrini, ho ricevuto la vostra parcella ma credo ci sia un errore nell'importo, mi potete richiamare per chiarire? Grazie.",
    ['billing', 'normal', 'call_back'],
  ),
  call(
    'it-24',
    'Buongiorno, volevo sapere gli orari di apertura dello studio il sabato e se c’è un parcheggio vicino. Grazie.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'it-25',
    "Salve, chiamo per sapere l'indirizzo esatto del nuovo studio, ho visto che vi siete trasferiti. Grazie, arrivederci.",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'it-26',
    'Buongiorno, volevo informazioni su quanto costa una consulenza per una separazione, siete specializzati in diritto di famiglia?',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'it-27',
    "Buongiorno, la chiamo da Energia Più per un'offerta sulle bollette di luce e gas per la sua attività, con uno sconto del 30%. Mi richiami al 333 1234567.",
    ['spam', 'low', 'no_action'],
  ),
  call(
    'it-28',
    'Salve, sono Federica di Pagine Professionisti, stiamo facendo un sondaggio sulla visibilità online degli studi medici, le rubo solo due minuti, mi richiami.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'it-29',
    'Gentile cliente, questo è un messaggio automatico. Ha vinto un buono regalo, prema uno per parlare con un operatore.',
    ['spam', 'low', 'no_action'],
  ),
  call('it-30', 'Sì, buongiorno, sono Alessandro, richiamatemi per favore. Grazie.', [
    'other',
    'normal',
    'call_back',
  ]),
  call('it-31', '', ['other', 'normal', 'call_back']),
  call('it-32', 'Ehm... pronto? ... no, scusi, ho sbagliato numero.', ['other', 'low', 'no_action']),
  call('it-33', '...pronto... sì... [inudibile] ... grazie', ['other', 'normal', 'call_back']),
  call(
    'it-34',
    "Avvocato, sono Bruno Sala, mi è arrivata una notifica dal tribunale per un'udienza, devo parlarle subito, mi richiami appena può.",
    ['other', 'high', 'call_back'],
  ),
  call(
    'it-35',
    'Studio dentistico, buongiorno. — Buongiorno, vorrei prenotare una visita. — Certo, le va bene giovedì alle 15? — Perfetto, grazie. — A giovedì allora, arrivederci.',
    ['appointment_booking', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    'it-36',
    "Studio Bianchi, buongiorno. — Buongiorno, sono Rita Costa, volevo sapere se è pronto il referto dell'ecografia. — Controllo e le faccio sapere in giornata. — Grazie mille.",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
    { outcome: 'answered', callerName: 'Rita Costa' },
  ),
  call(
    'it-37',
    'Buongiorno dottore, sono Lucia Parisi, le ho fatto il bonifico per la parcella, le mando la ricevuta? Mi dica lei.',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-38',
    'Salve, siete aperti ad agosto? Devo sapere se la dottoressa c’è la settimana di ferragosto. Grazie.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'it-39',
    "Buongiorno, sono Giovanni Testa, ho l'appuntamento venerdì alle 9 ma avrei un imprevisto al lavoro, si può anticipare a giovedì o posticipare al pomeriggio?",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-40',
    'Aiuto, mio figlio non riesce a respirare bene, ha avuto una reazione allergica dopo aver mangiato, ha le labbra gonfie!',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'it-41',
    'Buonasera, sono Paola Serra, il dentista mi aveva detto che mi avrebbe prescritto un antibiotico ma non ho ricevuto nessuna ricetta. Grazie.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-42',
    'Buongiorno, vorrei sapere se fate anche le visite domiciliari e se accettate la convenzione con il mio fondo sanitario.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'it-43',
    'Buongiorno, sono Nadia Sartori, non ho febbre ma ho la tosse da una settimana e vorrei una visita dal medico. Grazie.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-44',
    "Buongiorno, sono Marta dell'agenzia Digitalmed, vi proponiamo un nuovo gestionale per studi medici con una promozione valida fino a fine mese.",
    ['spam', 'low', 'no_action'],
  ),
  call(
    'it-45',
    'Buongiorno, sono Ivana Riva, ho il ginocchio gonfio da tre giorni e non passa, vorrei farlo vedere dal dottore questa settimana.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'it-46',
    'Salve, chiamo per mia madre, ha 85 anni e da stamattina non riesce a parlare bene e ha la bocca storta, il braccio destro non lo muove.',
    ['urgent_clinical', 'high', 'call_back'],
  ),

  // English
  call(
    'en-01',
    "Hi, this is John Smith, I'd like to book an appointment with Dr. Bianchi for a general check-up, ideally next Monday morning. Thanks.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'en-02',
    "Hello, my name is Sarah Collins, I'm calling to schedule a consultation with the lawyer about my rental contract. Any day next week works. Thank you.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'en-03',
    "Hi, it's Emma Brown, I have to cancel my appointment tomorrow at 3pm, something came up at work. Sorry about that.",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'en-04',
    "Hello, this is David Wilson. Could we reschedule Thursday's session to the following week? Same time would be great.",
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    'en-05',
    "Hi, this is Laura Green, I'm calling to check whether my blood test results are ready. Please let me know. Thanks.",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'en-06',
    "Hello doctor, it's Michael Davies, I need a repeat prescription for my inhaler, I'm running low. Thank you.",
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    'en-07',
    "Hello, this is Peter Hall, my wife has severe chest pain and she's short of breath, please call me back right away.",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'en-08',
    "Hi, my son fell off his bike and he's bleeding a lot from his head, he seems dizzy. Please call me back urgently. This is Kate Moore.",
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    'en-09',
    'Hi, this is Tom Baker, I received the invoice for my last visit but I was charged twice. Can you check the payment?',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'en-10',
    "Good morning, Rachel Adams here, I'd like a receipt for the payment I made last week for the tax return service.",
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    'en-11',
    'Hi, what are your opening hours on Saturday? And is there parking near the clinic? Thanks.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'en-12',
    "Hello, do you speak English at the practice? I'm new in town and would like to know the address and if you accept my insurance.",
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    'en-13',
    'Hello, this is Mark from Bright Solar Solutions, we have a special offer on solar panels for your business, call us back to claim your free quote.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    'en-14',
    "Congratulations! You've been selected for an exclusive investment opportunity with guaranteed returns. Press 1 to speak to an advisor.",
    ['spam', 'low', 'no_action'],
  ),
  call('en-15', "Hi, it's Ben, please give me a call when you get a chance. Thanks.", [
    'other',
    'normal',
    'call_back',
  ]),
  call(
    'en-16',
    'Hi, this is Olivia King, nothing urgent, I just wanted to book a dental cleaning sometime next month.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    'en-17',
    "Good morning, Rossi practice. — Hi, just confirming my appointment on Friday at ten. — Yes, you're all set for Friday at 10. — Great, thank you, bye.",
    ['appointment_booking', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    'en-18',
    'Hello, this is Anna White, the bailiff is at my door right now with an eviction notice, I need to speak to the lawyer immediately.',
    ['other', 'high', 'call_back'],
  ),
  call(
    'en-19',
    "Hi, I've had a toothache for a few days, it's not terrible but I'd like to get it checked this week. This is Chris Evans.",
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
];

/**
 * The tuning rounds in the order they were written (round 5 was the blind set of 2026-11-24 until
 * it had been read): each round's first figures are in its file's header.
 */
/**
 * The rounds of tuning calls, each written by a different session. The rules were written with
 * rounds 1–12; round 13 is blind set 2, measured three times as written and then, on 2026-11-25,
 * taken for learning (the learned reading of local-hybrid.ts trains on every round); round 14 is
 * blind set 3, measured once (decision 016) and then taken for learning too (decision 017); round
 * 15 and 16 were written for the learned reading by the session that tuned it (their figures are
 * flattered); round 17 is blind set 4, measured once (decision 017) and then taken for learning and
 * its misses read (decision 020); round 18 was written by the session of decision 020 (flattered
 * too).
 */
export const TUNING_ROUNDS: LabelledCall[][] = [
  TUNING_CALLS,
  TUNING_CALLS_2,
  TUNING_CALLS_3,
  TUNING_CALLS_4,
  TUNING_CALLS_5,
  TUNING_CALLS_6,
  TUNING_CALLS_7,
  TUNING_CALLS_8,
  TUNING_CALLS_9,
  TUNING_CALLS_10,
  TUNING_CALLS_11,
  TUNING_CALLS_12,
  fromBlind('blind2', BLIND_CALLS_2),
  fromBlind('blind3', BLIND_CALLS_3),
  TUNING_CALLS_15,
  TUNING_CALLS_16,
  fromBlind('blind4', BLIND_CALLS_4),
  TUNING_CALLS_18,
];

/** The rounds no rule was written for before they were measured: blind sets 2, 3 and 4. */
export const RULES_UNSEEN = [13, 14, 17];

/** Every labelled call: the tuning rounds and the held-out set. */
export const LABELLED_CALLS: LabelledCall[] = [...TUNING_ROUNDS.flat(), ...HELD_OUT_CALLS];
