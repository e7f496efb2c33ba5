import type { CallCategory } from '@studiolo/contracts';
import { cues, negatable, type Cue } from './local-match';

/**
 * The rule-based triage's vocabulary, Italian and English side by side. A topic is what the caller
 * asks for, finer than a category (a cancellation or a new date; a prescription or results), so that
 * the summary and the reply can name it. Weights: 4 leaves no doubt, 3 is a clear request, 2 a strong
 * hint, 1 a word that only tips a balance.
 */
export type Topic =
  | 'symptom'
  | 'cancel'
  | 'reschedule'
  | 'prescription'
  | 'results'
  | 'billing'
  | 'booking'
  | 'information'
  | 'spam';

export const TOPIC_CATEGORY: Record<Topic, CallCategory> = {
  symptom: 'urgent_clinical',
  cancel: 'cancellation_or_change',
  reschedule: 'cancellation_or_change',
  prescription: 'prescription_or_results',
  results: 'prescription_or_results',
  billing: 'billing',
  booking: 'appointment_booking',
  information: 'information',
  spam: 'spam',
};

/**
 * On equal scores the earlier category wins: a change of appointment mentions the appointment, a
 * prescription or an invoice often mentions the visit, and a price question is not a sales pitch.
 */
export const PRECEDENCE: CallCategory[] = [
  'urgent_clinical',
  'cancellation_or_change',
  'prescription_or_results',
  'billing',
  'appointment_booking',
  'information',
  'spam',
];

/**
 * A category that gives way to another as soon as that one has a clear cue: cancelling and asking
 * for a new date is a change, however many booking words the new date takes.
 */
export const YIELDS_TO: Partial<Record<CallCategory, CallCategory>> = {
  appointment_booking: 'cancellation_or_change',
};
/** The score of a clear cue. */
export const CLEAR_CUE = 3;

/** A clinical score from which the call is urgent whatever else it asks (an appointment "today"). */
export const URGENT_THRESHOLD = 3;

export const TOPIC_CUES: Record<Topic, Cue[]> = {
  symptom: [
    ...cues(
      4,
      'dolor* … petto',
      'chest pain*',
      'non respir*',
      'non riesc* a respirar*',
      'fatica a respirare',
      'difficolta a respirare',
      'can t breathe',
      'short of breath',
      'trouble breathing',
      'svenut*',
      'perso i sensi',
      'privo di sensi',
      'fainted',
      'passed out',
      'unconscious',
      'infarto',
      'ictus',
      'heart attack',
      'stroke',
      'convulsion*',
      'seizure*',
      'emorragi*',
      'bocca storta',
      'non riesc* a parlare',
      'slurred speech',
      'face drooping',
      'droop*',
      'trouble speaking',
      'difficulty speaking',
      'difficolta a parlare',
      'vedo doppio',
      'vista doppia',
      'double vision',
      'worst headache',
    ),
    ...cues(
      3,
      'febbre alta',
      'febbre a 39',
      'febbre a 40',
      'febbre a 41',
      'high fever',
      'sanguin*',
      'perd* sangue',
      'bleeding',
      'reazione allergic*',
      'allergic reaction',
      'suda freddo',
      'sudorazione fredda',
      'non lo muove',
      'non muove',
      'can t move',
    ),
    ...negatable(3, 'emergenz*', 'emergency'),
    ...cues(
      2,
      'dolor* fortissim*',
      'fort* dolor*',
      'dolor* fort*',
      'dolor* insopportabil*',
      'mal* di testa fortissim*',
      'severe pain',
      'terrible pain',
      'labbra gonfi*',
      'trauma',
      'incidente',
      'accident',
      'aiuto',
      'head injury',
    ),
    ...cues(1, 'gonfi*', 'swollen', 'confus*', 'non mangia', 'non beve', 'vertigin*', 'dizzy', 'vomit*'),
    ...cues(1, 'caduto', 'caduta', 'fell'),
    ...negatable(1, 'febbre', 'fever', 'dolore', 'pain'),
  ],
  cancel: [
    ...cues(3, 'disdir*', 'disdett*', 'annull*', 'cancel*', 'call off'),
    ...cues(3, 'non posso venire', 'non potro venire', 'non riesc* a venire', 'non riesc* a portar*'),
    ...cues(3, 'non ce la faccio', 'can t make it', 'can t come'),
  ],
  reschedule: [
    ...cues(3, 'spostar*', 'spostarl*', 'rinvi*', 'rimand*', 'posticip*', 'reschedul*', 'postpone'),
    ...cues(3, 'cambiare l appuntamento', 'change my appointment', 'move my appointment', 'move it'),
    ...cues(3, 'move the appointment'),
    ...cues(
      2,
      'anticip*',
      'bring forward',
      'un altro giorno',
      'un altra data',
      'another day',
      'another time',
    ),
    ...cues(1, 'imprevist*'),
  ],
  prescription: [
    ...cues(3, 'ricett*', 'impegnativ*', 'prescri*', 'repeat prescription'),
    ...cues(2, 'certificat*', 'refill', 'piano terapeutico'),
    ...cues(1, 'farmac*', 'medicin*', 'medication', 'pastiglie', 'collirio', 'inhaler'),
  ],
  results: [
    ...cues(3, 'refert*', 'result*', 'risultat*', 'esit*'),
    ...cues(2, 'analisi', 'esami', 'blood test', 'test results'),
    ...cues(1, 'ecografi*', 'risonanz*', 'radiografi*', 'tac', 'scan', 'x ray'),
  ],
  billing: [
    ...cues(3, 'fattur*', 'bonific*', 'parcell*', 'ricevuta', 'ricevute', 'invoice*', 'receipt*', 'refund*'),
    ...cues(2, 'pagament*', 'pagare', 'pagato', 'importo', 'rimbors*', 'payment*', 'charged', 'paid'),
    ...cues(1, 'costo', 'saldo', '730', 'bill', 'pay'),
  ],
  booking: [
    ...cues(3, 'prendere appuntamento', 'prenot*', 'book', 'booking', 'schedul*', 'make an appointment'),
    ...cues(2, 'fissar*', 'vorrei una visita', 'far* vedere', 'essere visit*', 'essere vist*'),
    ...cues(2, 'be seen', 'see the doctor', 'see a doctor', 'see the dentist', 'get … checked'),
    ...cues(1, 'appuntament*', 'visit*', 'controllo', 'incontro', 'consulenz*', 'disponibilita'),
    ...cues(1, 'appointment*', 'consultation', 'check up', 'cleaning', 'pulizia', 'confirm*'),
  ],
  information: [
    ...cues(3, 'orari*', 'siete aperti', 'indirizz*', 'quanto costa', 'quanto costano', 'opening hours'),
    ...cues(3, 'how much', 'are you open'),
    ...cues(2, 'informazion*', 'parchegg*', 'prezz*', 'tariff*', 'accettate', 'convenzion*', 'fate anche'),
    ...cues(2, 'dove si trova', 'come si arriva', 'siete chiusi', 'address', 'parking', 'price*'),
    ...cues(2, 'do you accept', 'insurance', 'do you speak', 'where is', 'information'),
    ...cues(1, 'vorrei sapere', 'volevo sapere', 'would like to know'),
  ],
  spam: [
    ...cues(3, 'offert*', 'promozion*', 'sondaggi*', 'luce e gas', 'gas e luce', 'bollett*'),
    ...cues(3, 'messaggio automatico', 'ha vinto', 'hai vinto', 'buono regalo', 'prema uno', 'prema 1'),
    ...cues(3, 'special offer', 'free quote', 'congratulations', 'investment', 'press 1', 'press one'),
    ...cues(3, 'survey', 'solar panel*', 'pannelli solari', 'advertising', 'pubblicit*', 'marketing'),
    ...cues(3, 'more patients', 'more clients', 'nuovi pazienti', 'nuovi clienti'),
    ...cues(2, 'vi proponiamo', 'le proponiamo', 'le rubo', 'visibilita online', 'investiment*'),
    ...cues(2, 'fornitor*', 'telemarketing', 'your business', 'la sua attivita', 'gestionale'),
    ...cues(1, 'sconto', 'discount', 'operatore', 'advisor', 'opportunit*', 'energia'),
  ],
};

/** The caller says it cannot wait: the call is high priority whatever it is about. */
export const URGENCY_CUES: Cue[] = negatable(
  1,
  'urgent*',
  // not "ho subito un intervento" (I underwent an operation)
  '!ho !ha !hanno !abbiamo !hai !avete !aver !avere !essere subito',
  'immediatamente',
  'right away',
  'right now',
  'immediately',
);

/** The caller asks to be called back. */
export const CALLBACK_CUES: Cue[] = cues(
  1,
  'richiam*',
  'ricontatt*',
  'call me back',
  'call me',
  'give me a call',
  'ring me',
  'call back',
);

/** In an answered call: the staff promised to do something after it. */
export const PENDING_CUES: Cue[] = cues(
  1,
  'le faccio sapere',
  'le facciamo sapere',
  'vi faccio sapere',
  'ti faccio sapere',
  'la richiam*',
  'la ricontatt*',
  'le mand*',
  'le invi*',
  'le scriv*',
  'verifico e',
  'controllo e',
  'get back to you',
  'call you back',
  'let you know',
  'i ll send',
  'we ll send',
  'i ll check',
  'we ll check',
);

export const WRONG_NUMBER_CUES: Cue[] = cues(
  1,
  'numero sbagliato',
  'sbagliato numero',
  'ho sbagliato',
  'wrong number',
  'misdialed',
);

/** Greetings and fillers: a message of nothing else is empty. */
export const FILLERS = new Set(
  (
    'ehm eh mm uhm um uh pronto si no ok okay allora buongiorno buonasera salve ciao grazie arrivederci ' +
    'scusi inudibile incomprensibile hello hi hey yes yeah thanks thank you bye goodbye sorry inaudible'
  ).split(' '),
);
/** Fewer words than this besides fillers is an empty or unclear message. */
export const MIN_CONTENT_WORDS = 3;

/** The caller says outright that it can wait. */
export const NOT_URGENT_CUES: Cue[] = cues(
  1,
  'non e urgente',
  'non urgente',
  'niente di urgente',
  'nulla di urgente',
  'nessuna urgenza',
  'non e un emergenza',
  'con calma',
  'not urgent',
  'nothing urgent',
  'isn t urgent',
  'not an emergency',
  'no rush',
);
