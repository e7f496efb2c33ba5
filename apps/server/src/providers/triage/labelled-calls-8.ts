import { call, type LabelledCall } from './labelled-call';

/**
 * Tuning round 8 (2026-11-25): written after the rules for round 7, with the mix of an ordinary day
 * (bookings that mention a symptom, a child's fever that can wait, notes of answered calls, a web
 * agency's pitch, injuries at home) and run once before any rule was changed for it: 68% of the
 * categories, 77% of the priorities and 90% of the actions right (round 7 had 59%, round 6 38%).
 * The misses: a home visit asked for, results named as tests ("l'istologico"), waiting times, a
 * web agency's and a recorded pitch, "disdice" (a stem the rules did not have), "mi chiami", and
 * signs said plainly (blood everywhere, an arm bent the wrong way, a pressure of 200, a hot swollen
 * cheek after an implant).
 */
export const TUNING_CALLS_8: LabelledCall[] = [
  call(
    't8-01',
    'Buongiorno, sono Ada Ferri, mia figlia di otto anni ha la febbre a 38 da ieri e un po’ di tosse, però mangia e gioca, la dottoressa può visitarla domani?',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't8-02',
    'Salve, chiamo per mio padre che ha novant’anni, ha un po’ di tosse, niente di preoccupante, vorrei che il dottore passasse a vederlo a casa questa settimana.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't8-03',
    'Buongiorno, sono l’ingegner Fontana, vorrei un appuntamento con il commercialista per la successione di mio padre, anche la settimana prossima.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't8-04',
    'Sono la signora Porta, mio figlio è un po’ giù di morale ultimamente, vorrei fissare un colloquio con la psicologa.',
    ['appointment_booking', 'normal', 'whatsapp_reply'],
  ),
  call(
    't8-05',
    'Sono Rocco, dovevo venire giovedì per la pulizia ma ho preso il covid, la facciamo la settimana dopo?',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't8-06',
    'Buonasera, volevo avvisare che domani mia madre non verrà alla fisioterapia, è caduta e ha il polso ingessato. Grazie.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't8-07',
    'Hi, this is Olivia Brown, I need to cancel my son’s check-up on Friday, we’ll rebook when we’re back from holiday.',
    ['cancellation_or_change', 'normal', 'whatsapp_reply'],
  ),
  call(
    't8-08',
    'Buongiorno sono Ettore Lanza, avrei bisogno della ricetta per l’Eutirox e per lo Xarelto, me la può mandare sul fascicolo?',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't8-09',
    'Salve, sono Irene Costa, il dermatologo mi ha chiesto gli esami della tiroide che ho fatto da voi, me li potete inviare per email?',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't8-10',
    'Buongiorno, vorrei sapere se è arrivato l’istologico del neo che mi avete tolto. Sono un po’ in ansia. Mi chiami pure.',
    ['prescription_or_results', 'normal', 'call_back'],
  ),
  call(
    't8-11',
    'Buongiorno, sono Franca, ho finito le strisce per la glicemia e il sensore, mi serve la ricetta, non è urgente, la settimana prossima va bene.',
    ['prescription_or_results', 'normal', 'whatsapp_reply'],
  ),
  call(
    't8-12',
    'Buongiorno, sono Marta Villa, ho pagato in contanti la visita di ieri ma non mi avete dato niente, me la potete mandare la ricevuta?',
    ['billing', 'normal', 'whatsapp_reply'],
  ),
  call(
    't8-13',
    'Hi, it’s Jack Wilson, can I settle the outstanding invoice by card over the phone? Give me a call.',
    ['billing', 'normal', 'call_back'],
  ),
  call('t8-14', 'Buongiorno, avete la risonanza magnetica? E i tempi di attesa più o meno quali sono?', [
    'information',
    'low',
    'whatsapp_reply',
  ]),
  call(
    't8-15',
    'Salve, per il certificato medico sportivo non agonistico cosa devo portare e quanto costa?',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't8-16',
    'Hi, could you tell me your address and whether there’s parking nearby? I’ve got an appointment next Tuesday.',
    ['information', 'low', 'whatsapp_reply'],
  ),
  call(
    't8-17',
    'Buongiorno, chiamo per conto della Dentalmed, volevamo sapere se siete interessati a una dimostrazione gratuita del nostro nuovo scanner intraorale.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't8-18',
    'Gentile cliente, la sua utenza risulta in scadenza, per non perdere le agevolazioni prema il tasto uno.',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't8-19',
    'Salve, sono Michele di Consulenze Web, abbiamo notato che il vostro sito non è ottimizzato per i cellulari, potremmo fissare una call di dieci minuti?',
    ['spam', 'low', 'no_action'],
  ),
  call(
    't8-20',
    'Pronto, sono Laura, mio marito si è tagliato con la sega circolare, c’è sangue dappertutto, cosa faccio?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('t8-21', 'Dottore, mia madre da ieri sera è molto confusa, non mi riconosce, e ha la febbre.', [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call(
    't8-22',
    'Buongiorno, il mio bambino di due anni ha la febbre a 40 da tre giorni, stamattina ha le mani e i piedi freddi e non vuole bere.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't8-23',
    'Hi, my wife says her chest feels tight and she’s gone very pale and sweaty, should I call an ambulance?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't8-24',
    'Salve, ho messo l’impianto venerdì e da ieri la guancia è gonfia e calda e ho 38 e mezzo, è normale?',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call('t8-25', 'Buongiorno, ho la pressione a 200 su 110 e mi gira la testa, mi sento strano.', [
    'urgent_clinical',
    'high',
    'call_back',
  ]),
  call(
    't8-26',
    'Hi, my daughter fell off the trampoline and her arm looks bent the wrong way, she’s screaming.',
    ['urgent_clinical', 'high', 'call_back'],
  ),
  call(
    't8-27',
    'Chiamata del signor Bassi: voleva sapere gli orari del sabato, gli ho detto che siamo aperti dalle 9 alle 12.',
    ['information', 'low', 'no_action'],
    { outcome: 'answered' },
  ),
  call(
    't8-28',
    'Ha chiamato la signora Monti, disdice la seduta di domani perché ha la febbre; tolta dall’agenda.',
    ['cancellation_or_change', 'normal', 'no_action'],
    { outcome: 'answered' },
  ),
  call('t8-29', 'Pronto? Pronto? ... non si sente niente... riprovo più tardi.', [
    'other',
    'normal',
    'call_back',
  ]),
  call('t8-30', 'Buongiorno, è la pizzeria da Mario? Volevo ordinare due margherite per le otto.', [
    'other',
    'low',
    'no_action',
  ]),
  call('t8-31', 'Hey mum, it’s me, just landed, phone’s about to die, love you.', [
    'other',
    'low',
    'no_action',
  ]),
];
