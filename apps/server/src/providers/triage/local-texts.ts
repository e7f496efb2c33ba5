import type { CallCategory, CallPriority, Locale } from '@studiolo/contracts';
import type { Day, When } from './local-details';
import type { Topic } from './local-rules';

/**
 * The sentences the rule-based triage writes, in the organization's language. They are generated
 * content stored with the call (like a model's answer), not interface strings, so they live here
 * rather than in the i18n catalogues.
 */
export type ReplyTopic = Exclude<Topic, 'symptom' | 'spam'>;
/** `cue`: the caller's decisive words, already quoted in the language's marks. */
type Summary = (who: string, when: string, cue: string) => string;

export interface TriageTexts {
  caller: string;
  /** The caller's words as the language quotes them: «prenotare», «visita» or "book", "visit". */
  quote(words: string[]): string;
  day: Record<Day, string>;
  time(hour: number, minute: number): string;
  summary: Record<
    Topic | 'empty' | 'callback' | 'wrongNumber' | 'elsewhere' | 'thanks' | 'urgentOther' | 'unclear',
    Summary
  >;
  category: Record<CallCategory, string>;
  reason: {
    cues(category: string, cues: string): string;
    /** A category read as in calls like this one, without any of its cue words. */
    learnedCategory(category: string): string;
    empty: string;
    noCue: string;
    wrongNumber: string;
    elsewhere: string;
    thanks: string;
    clinical: string;
    asked(cue: string): string;
    severe(cue: string): string;
    notUrgent: string;
    lowSpam: string;
    lowInformation: string;
    lowWrongNumber: string;
    normal: string;
    /** The priority that calls like this one had, where the rules read another. */
    learnedPriority: Record<CallPriority, string>;
    callBackUrgent: string;
    callBackAsked: string;
    callBackUnclear: string;
    whatsapp: string;
    settled: string;
    noAction: string;
  };
  greeting(name: string | null): string;
  reply: Record<ReplyTopic, (when: string) => string>;
  /** The reply to a request of no known topic, when the caller asks for a written answer. */
  otherReply: string;
}

const itWhen = (when: string) => (when ? ` e indica ${when}` : '');
const enWhen = (when: string) => (when ? `, mentioning ${when}` : '');
const inBrackets = (when: string) => (when ? ` (${when})` : '');

const it: TriageTexts = {
  caller: 'Il chiamante',
  quote: (words) => words.map((w) => `«${w}»`).join(', '),
  day: {
    monday: 'lunedì',
    tuesday: 'martedì',
    wednesday: 'mercoledì',
    thursday: 'giovedì',
    friday: 'venerdì',
    saturday: 'sabato',
    sunday: 'domenica',
    today: 'oggi',
    thisMorning: 'stamattina',
    tomorrow: 'domani',
    dayAfterTomorrow: 'dopodomani',
    nextWeek: 'la settimana prossima',
  },
  time: (hour, minute) =>
    (hour === 1 ? "all'" : 'alle ') + (minute ? `${hour}:${String(minute).padStart(2, '0')}` : String(hour)),
  summary: {
    symptom: (who, _, cue) =>
      `${who} segnala un possibile problema di salute urgente${cue ? `: ${cue}` : ''}.`,
    booking: (who, when) => `${who} vuole prenotare un appuntamento${itWhen(when)}.`,
    cancel: (who, when) => `${who} vuole disdire un appuntamento${itWhen(when)}.`,
    reschedule: (who, when) => `${who} vuole spostare un appuntamento${itWhen(when)}.`,
    prescription: (who) => `${who} chiede una ricetta o un'impegnativa.`,
    results: (who) => `${who} chiede un referto o l'esito di esami.`,
    billing: (who) => `${who} ha una richiesta su fatture o pagamenti.`,
    information: (who, _, cues) => `${who} chiede informazioni (${cues}).`,
    spam: () => 'Chiamata commerciale o automatica, senza richieste per lo studio.',
    empty: () => 'Il messaggio è vuoto o incomprensibile.',
    callback: (who) => `${who} chiede di essere richiamato senza dirne il motivo.`,
    wrongNumber: (who) => `${who} ha sbagliato numero.`,
    elsewhere: (who) =>
      `${who} ha lasciato un messaggio che non riguarda lo studio (personale o per un'altra attività).`,
    thanks: (who) => `${who} ha chiamato per ringraziare, senza altre richieste.`,
    urgentOther: (who, _, cue) =>
      `${who} chiede di parlare con urgenza (${cue}) senza una richiesta riconoscibile.`,
    unclear: (who) => `${who} ha lasciato un messaggio senza una richiesta riconoscibile.`,
  },
  category: {
    urgent_clinical: 'urgenza clinica',
    cancellation_or_change: 'disdetta o cambio di appuntamento',
    appointment_booking: 'richiesta di appuntamento',
    prescription_or_results: 'richiesta di ricette o referti',
    billing: 'questione di fatture o pagamenti',
    information: 'richiesta di informazioni',
    spam: 'chiamata commerciale',
    other: 'altro',
  },
  reason: {
    cues: (category, cues) => `Riconosciuta come ${category} da: ${cues}.`,
    learnedCategory: (category) => `Riconosciuta come ${category}, come le chiamate simili a questa.`,
    empty: 'Il messaggio non contiene abbastanza parole per capire la richiesta.',
    noCue: 'Nel messaggio non ci sono parole che indichino una richiesta precisa.',
    wrongNumber: 'Il chiamante dice di aver sbagliato numero.',
    elsewhere: 'Il messaggio non parla del lavoro dello studio: una chiamata personale o per altri.',
    thanks: 'Il chiamante ringrazia e non chiede nulla.',
    clinical: "Priorità alta perché può trattarsi di un'urgenza clinica.",
    asked: (cue) => `Priorità alta perché il chiamante chiede urgenza (${cue}).`,
    severe: (cue) => `Priorità alta perché il chiamante descrive un sintomo importante (${cue}).`,
    notUrgent: 'Il chiamante precisa che non è urgente.',
    lowSpam: 'Priorità bassa: non riguarda i clienti dello studio.',
    lowInformation: 'Priorità bassa: basta una risposta informativa.',
    lowWrongNumber: 'Priorità bassa: non c’è nessuna richiesta.',
    normal: 'Nessun segno di urgenza: priorità normale.',
    learnedPriority: {
      high: 'Priorità alta, come per le chiamate simili a questa.',
      normal: 'Priorità normale, come per le chiamate simili a questa.',
      low: 'Priorità bassa, come per le chiamate simili a questa.',
    },
    callBackUrgent: 'Meglio richiamare al più presto.',
    callBackAsked: 'Il chiamante chiede di essere richiamato.',
    callBackUnclear: 'Conviene richiamare per capire che cosa serve.',
    whatsapp: 'Basta una risposta su WhatsApp.',
    settled: 'La chiamata ha avuto risposta e non resta nulla in sospeso.',
    noAction: 'Non serve alcuna azione.',
  },
  greeting: (name) => (name ? `Gentile ${name},` : 'Buongiorno,'),
  otherReply: 'abbiamo ricevuto il suo messaggio: le risponderemo per iscritto appena possibile.',
  reply: {
    booking: (when) =>
      `abbiamo ricevuto il suo messaggio per prenotare un appuntamento${inBrackets(when)}: la ricontatteremo al più presto per fissare data e ora.`,
    cancel: (when) =>
      `abbiamo ricevuto la sua richiesta di disdire l'appuntamento${inBrackets(when)}: provvediamo noi e gliene diamo conferma a breve.`,
    reschedule: (when) =>
      `abbiamo ricevuto la sua richiesta di spostare l'appuntamento${inBrackets(when)}: le proporremo a breve una nuova data.`,
    prescription: () => 'abbiamo ricevuto la sua richiesta di ricetta: le scriveremo appena sarà pronta.',
    results: () =>
      'abbiamo ricevuto la sua richiesta sui risultati degli esami: verifichiamo e le faremo sapere al più presto.',
    billing: () =>
      'abbiamo ricevuto il suo messaggio su fatture e pagamenti: verifichiamo e le rispondiamo al più presto.',
    information: () => 'grazie per il suo messaggio: le risponderemo a breve con le informazioni richieste.',
  },
};

const en: TriageTexts = {
  caller: 'The caller',
  quote: (words) => words.map((w) => `"${w}"`).join(', '),
  day: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
    today: 'today',
    thisMorning: 'this morning',
    tomorrow: 'tomorrow',
    dayAfterTomorrow: 'the day after tomorrow',
    nextWeek: 'next week',
  },
  time: (hour, minute) => `at ${hour}:${String(minute).padStart(2, '0')}`,
  summary: {
    symptom: (who, _, cue) => `${who} reports a possibly urgent health problem${cue ? `: ${cue}` : ''}.`,
    booking: (who, when) => `${who} wants to book an appointment${enWhen(when)}.`,
    cancel: (who, when) => `${who} wants to cancel an appointment${enWhen(when)}.`,
    reschedule: (who, when) => `${who} wants to move an appointment${enWhen(when)}.`,
    prescription: (who) => `${who} asks for a prescription or a referral.`,
    results: (who) => `${who} asks for a medical report or test results.`,
    billing: (who) => `${who} has a question about an invoice or a payment.`,
    information: (who, _, cues) => `${who} asks for information (${cues}).`,
    spam: () => 'A sales or automated call with no request for the practice.',
    empty: () => 'The message is empty or unclear.',
    callback: (who) => `${who} asks to be called back without saying why.`,
    wrongNumber: (who) => `${who} dialled the wrong number.`,
    elsewhere: (who) =>
      `${who} left a message that is not for the practice (a personal one, or for another business).`,
    thanks: (who) => `${who} called to say thank you, with nothing else to ask.`,
    urgentOther: (who, _, cue) => `${who} asks to speak urgently (${cue}) without a recognisable request.`,
    unclear: (who) => `${who} left a message without a recognisable request.`,
  },
  category: {
    urgent_clinical: 'a clinical emergency',
    cancellation_or_change: 'a cancellation or change of appointment',
    appointment_booking: 'an appointment request',
    prescription_or_results: 'a request for prescriptions or results',
    billing: 'a question about invoices or payments',
    information: 'a request for information',
    spam: 'a sales call',
    other: 'other',
  },
  reason: {
    cues: (category, cues) => `Read as ${category} because of: ${cues}.`,
    learnedCategory: (category) => `Read as ${category}, as calls like this one were.`,
    empty: 'The message has too few words to tell what the caller wants.',
    noCue: 'Nothing in the message points to a specific request.',
    wrongNumber: 'The caller says they dialled the wrong number.',
    elsewhere: 'The message is not about the practice’s work: a personal call, or one meant for others.',
    thanks: 'The caller says thank you and asks for nothing.',
    clinical: 'High priority because it may be a clinical emergency.',
    asked: (cue) => `High priority because the caller asks for urgency (${cue}).`,
    severe: (cue) => `High priority because the caller describes a serious symptom (${cue}).`,
    notUrgent: 'The caller says it is not urgent.',
    lowSpam: 'Low priority: it does not concern the practice’s clients.',
    lowInformation: 'Low priority: an informative reply is enough.',
    lowWrongNumber: 'Low priority: there is no request.',
    normal: 'No sign of urgency: normal priority.',
    learnedPriority: {
      high: 'High priority, as calls like this one were given.',
      normal: 'Normal priority, as calls like this one were given.',
      low: 'Low priority, as calls like this one were given.',
    },
    callBackUrgent: 'Call back as soon as possible.',
    callBackAsked: 'The caller asks to be called back.',
    callBackUnclear: 'A call back is needed to understand what the caller wants.',
    whatsapp: 'A WhatsApp reply is enough.',
    settled: 'The call was answered and nothing is left pending.',
    noAction: 'No action is needed.',
  },
  greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
  otherReply: 'we have received your message: we will reply in writing as soon as possible.',
  reply: {
    booking: (when) =>
      `we have received your message about booking an appointment${inBrackets(when)}: we will get back to you shortly to arrange a date and time.`,
    cancel: (when) =>
      `we have received your request to cancel your appointment${inBrackets(when)}: we will take care of it and confirm shortly.`,
    reschedule: (when) =>
      `we have received your request to move your appointment${inBrackets(when)}: we will suggest a new date shortly.`,
    prescription: () =>
      'we have received your prescription request: we will let you know as soon as it is ready.',
    results: () =>
      'we have received your question about your test results: we will check and get back to you as soon as possible.',
    billing: () =>
      'we have received your message about invoices and payments: we will check and reply as soon as possible.',
    information: () =>
      'thank you for your message: we will reply shortly with the information you asked for.',
  },
};

export const TRIAGE_TEXTS: Record<Locale, TriageTexts> = { it, en };

/** "martedì alle 10", "Tuesday at 10:00", or '' when the caller named no day. */
export function formatWhen(texts: TriageTexts, when: When | null): string {
  if (!when?.day) return '';
  const day = texts.day[when.day];
  return when.time ? `${day} ${texts.time(when.time.hour, when.time.minute)}` : day;
}
