import type { CallPriority, CallTriage, SuggestedAction } from '@studiolo/contracts';
import { CallCategory as Categories, type CallCategory } from '@studiolo/contracts';
import {
  CARE_CONTEXT_CUES,
  ELSEWHERE_CUES,
  GRATITUDE_CUES,
  MISTAKE_CUES,
  WRONG_NUMBER_CUES,
} from './local-booking';
import { extractName, extractWhen } from './local-details';
import { defaultAdvice } from './local-hybrid';
import { find, findAll, hasAny, prepare, words, type Cue, type CueHit, type Text } from './local-match';
import {
  CARED_FOR_CUES,
  CLINICAL_CONTEXT_CUES,
  RED_FLAG,
  REASSURANCE_DISCOUNT,
  SEVERE_CUES,
  SYMPTOM_ONLY_THRESHOLD,
  URGENT_THRESHOLD,
} from './local-red-flags';
import {
  CALLBACK_CUES,
  CLEAR_CUE,
  FILLERS,
  MIN_CONTENT_WORDS,
  MIN_INFORMATION,
  NOT_URGENT_CUES,
  PENDING_CUES,
  PRECEDENCE,
  SENT_NOW_CUES,
  TOPIC_CATEGORY,
  TOPIC_CUES,
  URGENCY_CUES,
  WRITTEN_REPLY_CUES,
  YIELDS_TO,
  type Topic,
} from './local-rules';
import { formatWhen, TRIAGE_TEXTS, type ReplyTopic, type TriageTexts } from './local-texts';
import type { TriageInput, TriagePort } from './port';

/**
 * The default triage: a rule-based reading of an Italian or English transcript. It weighs cue words
 * per topic (local-rules.ts; symptoms in local-red-flags.ts, visits in local-booking.ts), lets a
 * clinical urgency beat everything else, and writes the summary, the reason and the WhatsApp draft
 * in the organization's language. A classifier learned from the labelled calls decides the category
 * where it is sure and the rules found no urgency (local-hybrid.ts). Deterministic, offline, instant.
 */
export function localTriage(): TriagePort {
  return { kind: 'local', triage: async (input) => triageLocally(input, defaultAdvice()) };
}

/** The topic of a category when none of its cues was said: its most general request. */
const CATEGORY_TOPIC: Record<CallCategory, Topic | null> = {
  appointment_booking: 'booking',
  cancellation_or_change: 'reschedule',
  prescription_or_results: 'results',
  urgent_clinical: 'symptom',
  billing: 'billing',
  information: 'information',
  spam: 'spam',
  other: null,
};

/** How many of the caller's words the reason and the summary quote. */
const REASON_CUES = 4;
const SUMMARY_CUES = 2;

interface Reading {
  category: CallCategory;
  /** The strongest topic of the category; null for 'other'. */
  topic: Topic | null;
  /** The category's cues, strongest first. */
  hits: CueHit[];
  /** The clinical score, counted whatever the category (a severe symptom raises a booking). */
  clinical: number;
}

interface TopicScore {
  topic: Topic;
  hits: CueHit[];
  score: number;
}

const byStrength = (a: CueHit, b: CueHit) => b.cue.weight - a.cue.weight || a.index - b.index;
const within = (hit: CueHit, other: CueHit) =>
  hit.index >= other.index && hit.index + hit.text.length <= other.index + other.text.length;

/** The hits that count: words inside a stronger hit are read once, at its strength. */
function distinct(hits: CueHit[]): CueHit[] {
  const kept: CueHit[] = [];
  for (const hit of [...hits].sort(byStrength)) {
    if (!kept.some((k) => within(hit, k))) kept.push(hit);
  }
  return kept;
}

/** "gola gonfia" is one sign, not a sign and a swelling. */
const score = (hits: CueHit[]) => distinct(hits).reduce((sum, hit) => sum + hit.cue.weight, 0);

const isSevere = (hit: CueHit) => SEVERE_CUES.includes(hit.cue);

/**
 * Symptoms weighed as a triage nurse weighs them: with who the patient is and how it began (a
 * fever in a baby, a fall on anticoagulants), which count only beside a symptom, and less when the
 * caller says it is nothing serious, unless that is a red flag anyway. How bad a pain is counts
 * once, however many ways the caller says it ("un male cane, non dormo").
 */
function clinical(text: Text, found: CueHit[]): TopicScore {
  const severity = found.filter(isSevere).sort(byStrength).slice(0, 1);
  const symptoms = [...found.filter((hit) => !isSevere(hit)), ...severity];
  if (symptoms.length === 0) return { topic: 'symptom', hits: [], score: 0 };
  const hits = [...symptoms, ...findAll(text, CLINICAL_CONTEXT_CUES)];
  const total = score(hits);
  const reassured = total < RED_FLAG && hasAny(text, NOT_URGENT_CUES);
  return { topic: 'symptom', hits, score: reassured ? total - REASSURANCE_DISCOUNT : total };
}

function scoreTopics(text: Text): TopicScore[] {
  return (Object.keys(TOPIC_CUES) as Topic[]).map((topic) => {
    const hits = findAll(text, TOPIC_CUES[topic]);
    return topic === 'symptom' ? clinical(text, hits) : { topic, hits, score: score(hits) };
  });
}

/**
 * The category the scores point to. A clinical urgency wins over any other request, and a doubtful
 * one over anything but a clear request to be seen ("mi fa malissimo, mi può ricevere oggi?"); a
 * lesser sign is urgent only when the caller asks for nothing else. A wrong number, or a call about
 * something no practice does, is for someone else.
 */
function choose(text: Text, scoreOf: (category: CallCategory) => number): CallCategory {
  const clinicalScore = scoreOf('urgent_clinical');
  const asksForVisit = scoreOf('appointment_booking') >= CLEAR_CUE;
  // a visit cancelled because the patient is in hospital: the hospital has the emergency
  const caredFor = scoreOf('cancellation_or_change') >= CLEAR_CUE && hasAny(text, CARED_FOR_CUES);
  if (!caredFor && (clinicalScore >= RED_FLAG || (clinicalScore >= URGENT_THRESHOLD && !asksForVisit)))
    return 'urgent_clinical';
  if (hasAny(text, WRONG_NUMBER_CUES)) return 'other';
  let category: CallCategory = 'other';
  for (const candidate of PRECEDENCE) {
    if (scoreOf(candidate) > (category === 'other' ? 0 : scoreOf(category))) category = candidate;
  }
  if (category === 'information' && scoreOf(category) < MIN_INFORMATION) category = 'other';
  const stronger = YIELDS_TO[category];
  if (stronger && scoreOf(stronger) >= CLEAR_CUE) category = stronger;
  // a sales pitch borrows a request's words ("disdire il contratto"): on a tie it is the pitch
  const spam = scoreOf('spam');
  if (category !== 'information' && spam >= CLEAR_CUE && spam >= scoreOf(category)) category = 'spam';
  if (category !== 'spam' && hasAny(text, ELSEWHERE_CUES) && !hasAny(text, CARE_CONTEXT_CUES)) return 'other';
  // a caller who only describes a symptom is calling about it
  return category === 'other' && clinicalScore >= SYMPTOM_ONLY_THRESHOLD ? 'urgent_clinical' : category;
}

/** What the rules made of a call's category, for a learned reading to weigh in (local-hybrid.ts). */
export interface RuledCategory {
  category: CallCategory;
  /** The score of each category's cues (the clinical one as weighed by the red flags). */
  scores: Record<CallCategory, number>;
}

/** Decides the category from the transcript and the rules' reading; the rules' own when absent. */
export type CategoryAdvice = (transcript: string, ruled: RuledCategory) => CallCategory;

/** Decides the priority from the transcript, given the category and the rules' priority for it. */
export type PriorityAdvice = (
  transcript: string,
  ruled: { category: CallCategory; priority: CallPriority },
) => CallPriority;

/** What a learned reading tells the rules (local-hybrid.ts): the category, and maybe the priority. */
export interface Advice {
  category: CategoryAdvice;
  priority?: PriorityAdvice;
}

/** Which category the cues point to (or the advice, given the rules' reading), and the cues behind it. */
function read(text: Text, advice?: CategoryAdvice): Reading {
  const topics = scoreTopics(text);
  const scoreOf = (category: CallCategory) =>
    topics.filter((t) => TOPIC_CATEGORY[t.topic] === category).reduce((sum, t) => sum + t.score, 0);
  const ruled = choose(text, scoreOf);
  const scores = Object.fromEntries(Categories.options.map((c) => [c, scoreOf(c)])) as Record<
    CallCategory,
    number
  >;
  const category = advice ? advice(text.original, { category: ruled, scores }) : ruled;
  const own = topics.filter((t) => TOPIC_CATEGORY[t.topic] === category && t.score > 0);
  const top = own.reduce<(typeof own)[number] | null>(
    (best, t) => (best && best.score >= t.score ? best : t),
    null,
  );
  return {
    category,
    // a category the advice chose without any of its cues still has its topic's summary and reply
    topic: top?.topic ?? CATEGORY_TOPIC[category],
    hits: own.flatMap((t) => t.hits).sort(byStrength),
    clinical: scoreOf('urgent_clinical'),
  };
}

const spoken = (hit: CueHit) => hit.text.replace(/\s+/g, ' ');

/** The caller's words behind the hits, strongest first, each once, none inside a stronger one. */
function spokenCues(hits: CueHit[], limit: number): string[] {
  const chosen: CueHit[] = [];
  for (const hit of hits) {
    const inside = chosen.some((c) => within(hit, c));
    const same = chosen.some((c) => spoken(c).toLowerCase() === spoken(hit).toLowerCase());
    if (!inside && !same) chosen.push(hit);
  }
  return chosen.slice(0, limit).map(spoken);
}

/** What the transcript says besides its category. */
interface Signals {
  /** The words asking for urgency ("subito", "urgent"), unless negated. */
  asked: CueHit | null;
  /** Outside an emergency, the words of a symptom bad enough to see the patient soon. */
  severe: CueHit | null;
  notUrgent: boolean;
  callback: boolean;
  /** The caller asks for a written answer (a message, an email). */
  written: boolean;
  wrongNumber: boolean;
  /** Neither a wrong number said nor a request for the practice: a personal call, another business. */
  elsewhere: boolean;
  /** No request, only thanks. */
  thanks: boolean;
  empty: boolean;
  /** An answered call in which the staff promised nothing more. */
  settled: boolean;
}

function signals(text: Text, input: TriageInput, reading: Reading): Signals {
  const first = (list: readonly Cue[]) => list.map((cue) => find(text, cue)).find((hit) => hit) ?? null;
  const { category } = reading;
  const asked = first(URGENCY_CUES);
  const wrongNumber = category === 'other' && (first(WRONG_NUMBER_CUES) ?? first(MISTAKE_CUES)) !== null;
  const strongest = findAll(text, TOPIC_CUES.symptom).sort(byStrength)[0] ?? null;
  return {
    asked,
    severe:
      category === 'urgent_clinical' || (category === 'cancellation_or_change' && first(CARED_FOR_CUES))
        ? null
        : reading.clinical >= URGENT_THRESHOLD
          ? strongest
          : first(SEVERE_CUES),
    notUrgent: !asked && first(NOT_URGENT_CUES) !== null,
    callback: first(CALLBACK_CUES) !== null,
    written: first(WRITTEN_REPLY_CUES) !== null,
    wrongNumber,
    // as the rules read it (choose): a call about the practice's work is for the practice
    elsewhere:
      category === 'other' &&
      !wrongNumber &&
      first(ELSEWHERE_CUES) !== null &&
      !hasAny(text, CARE_CONTEXT_CUES),
    thanks: category === 'other' && !asked && first(GRATITUDE_CUES) !== null,
    empty:
      category === 'other' &&
      words(input.transcript).filter((w) => !FILLERS.has(w)).length < MIN_CONTENT_WORDS,
    // the caller's own request to be called back is still to be done after the call
    settled: input.outcome === 'answered' && first(CALLBACK_CUES) === null && !stillPending(text),
  };
}

/** A promise made in an answered call that is still to keep (not a paper sent there and then). */
function stillPending(text: Text): boolean {
  const sent = findAll(text, SENT_NOW_CUES);
  return findAll(text, PENDING_CUES).some((hit) => !sent.some((s) => within(hit, s)));
}

type Decision<T> = [T, string];

function decidePriority(texts: TriageTexts, category: CallCategory, s: Signals): Decision<CallPriority> {
  const r = texts.reason;
  if (category === 'spam') return ['low', r.lowSpam];
  if (category === 'urgent_clinical') return ['high', r.clinical];
  if (s.asked) return ['high', r.asked(texts.quote([spoken(s.asked)]))];
  if (s.wrongNumber || s.elsewhere || s.thanks) return ['low', r.lowWrongNumber];
  if (s.severe) return ['high', r.severe(texts.quote([spoken(s.severe)]))];
  if (category === 'information') return ['low', r.lowInformation];
  return ['normal', s.notUrgent ? r.notUrgent : r.normal];
}

function decideAction(
  texts: TriageTexts,
  category: CallCategory,
  priority: CallPriority,
  s: Signals,
): Decision<SuggestedAction> {
  const r = texts.reason;
  if (category === 'spam' || s.wrongNumber || s.elsewhere || s.thanks) return ['no_action', r.noAction];
  if (priority === 'high') return ['call_back', r.callBackUrgent];
  if (s.settled) return ['no_action', r.settled];
  if (s.callback) return ['call_back', r.callBackAsked];
  // a request the rules cannot name, but the caller asks for a written answer
  if (category === 'other' && !s.written) return ['call_back', r.callBackUnclear];
  return ['whatsapp_reply', r.whatsapp];
}

/** The rules' priority, or the advice's where it differs (with its reason). */
function advisedPriority(
  texts: TriageTexts,
  transcript: string,
  category: CallCategory,
  ruled: Decision<CallPriority>,
  advice?: PriorityAdvice,
): Decision<CallPriority> {
  const advised = advice?.(transcript, { category, priority: ruled[0] }) ?? ruled[0];
  return advised === ruled[0] ? ruled : [advised, texts.reason.learnedPriority[advised]];
}

export function triageLocally(input: TriageInput, advice?: Advice): CallTriage {
  const texts = TRIAGE_TEXTS[input.locale];
  const text = prepare(input.transcript);
  const reading = read(text, advice?.category);
  const { category, topic, hits } = reading;
  const s = signals(text, input, reading);
  const name = input.callerName?.trim() || extractName(input.transcript);
  const when = formatWhen(texts, extractWhen(text));
  const [priority, priorityReason] = advisedPriority(
    texts,
    input.transcript,
    category,
    decidePriority(texts, category, s),
    advice?.priority,
  );
  const [action, actionReason] = decideAction(texts, category, priority, s);
  const cues = spokenCues(hits, REASON_CUES);
  const categoryReason =
    category !== 'other'
      ? cues.length > 0
        ? texts.reason.cues(texts.category[category], texts.quote(cues))
        : texts.reason.learnedCategory(texts.category[category])
      : s.wrongNumber
        ? texts.reason.wrongNumber
        : s.elsewhere
          ? texts.reason.elsewhere
          : s.thanks
            ? texts.reason.thanks
            : s.empty
              ? texts.reason.empty
              : texts.reason.noCue;
  return {
    priority,
    category,
    summary: summarise(texts, { topic, who: name ?? texts.caller, when, hits }, s),
    suggestedAction: action,
    draftReply:
      action === 'whatsapp_reply'
        ? `${texts.greeting(name)} ${topic && isReplyTopic(topic) ? texts.reply[topic](when) : texts.otherReply}\n${input.organizationName}`
        : null,
    reason: [categoryReason, priorityReason, actionReason].join(' '),
  };
}

const isReplyTopic = (topic: Topic): topic is ReplyTopic => topic !== 'symptom' && topic !== 'spam';

function summarise(
  texts: TriageTexts,
  r: { topic: Topic | null; who: string; when: string; hits: CueHit[] },
  s: Signals,
): string {
  const sentence = texts.summary;
  if (r.topic) {
    const own = r.hits.filter((hit) => TOPIC_CUES[r.topic!].includes(hit.cue));
    return sentence[r.topic](r.who, r.when, texts.quote(spokenCues(own, SUMMARY_CUES)));
  }
  if (s.empty) return sentence.empty(r.who, r.when, '');
  if (s.wrongNumber) return sentence.wrongNumber(r.who, r.when, '');
  if (s.elsewhere) return sentence.elsewhere(r.who, r.when, '');
  if (s.thanks) return sentence.thanks(r.who, r.when, '');
  if (s.asked) return sentence.urgentOther(r.who, r.when, texts.quote([spoken(s.asked)]));
  return (s.callback ? sentence.callback : sentence.unclear)(r.who, r.when, '');
}
