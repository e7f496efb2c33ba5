import type { CallCategory, CallPriority, CallTriage, SuggestedAction } from '@studiolo/contracts';
import { extractName, extractWhen } from './local-details';
import { find, findAll, prepare, words, type Cue, type CueHit, type Text } from './local-match';
import {
  CALLBACK_CUES,
  CLEAR_CUE,
  FILLERS,
  MIN_CONTENT_WORDS,
  NOT_URGENT_CUES,
  PENDING_CUES,
  PRECEDENCE,
  TOPIC_CATEGORY,
  TOPIC_CUES,
  URGENCY_CUES,
  URGENT_THRESHOLD,
  WRONG_NUMBER_CUES,
  YIELDS_TO,
  type Topic,
} from './local-rules';
import { formatWhen, TRIAGE_TEXTS, type ReplyTopic, type TriageTexts } from './local-texts';
import type { TriageInput, TriagePort } from './port';

/**
 * The default triage: a rule-based reading of an Italian or English transcript. It weighs cue words
 * per topic (local-rules.ts), lets a clinical urgency beat everything else, and writes the summary,
 * the reason and the WhatsApp draft in the organization's language. Deterministic, offline, instant.
 */
export function localTriage(): TriagePort {
  return { kind: 'local', triage: async (input) => triageLocally(input) };
}

/** How many of the caller's words the reason and the summary quote. */
const REASON_CUES = 4;
const SUMMARY_CUES = 2;

interface Reading {
  category: CallCategory;
  /** The strongest topic of the category; null for 'other'. */
  topic: Topic | null;
  /** The category's cues, strongest first. */
  hits: CueHit[];
}

const score = (hits: CueHit[]) => hits.reduce((sum, hit) => sum + hit.cue.weight, 0);
const byStrength = (a: CueHit, b: CueHit) => b.cue.weight - a.cue.weight || a.index - b.index;

/** Which category the cues point to; a clear clinical urgency wins over any other request. */
function read(text: Text): Reading {
  const topics = (Object.keys(TOPIC_CUES) as Topic[]).map((topic) => {
    const hits = findAll(text, TOPIC_CUES[topic]);
    return { topic, hits, score: score(hits) };
  });
  const categoryScore = (category: CallCategory) =>
    topics.filter((t) => TOPIC_CATEGORY[t.topic] === category).reduce((sum, t) => sum + t.score, 0);
  let category: CallCategory = 'other';
  if (categoryScore('urgent_clinical') >= URGENT_THRESHOLD) category = 'urgent_clinical';
  else {
    for (const candidate of PRECEDENCE) {
      if (categoryScore(candidate) > (category === 'other' ? 0 : categoryScore(category)))
        category = candidate;
    }
    const stronger = YIELDS_TO[category];
    if (stronger && categoryScore(stronger) >= CLEAR_CUE) category = stronger;
  }
  const own = topics.filter((t) => TOPIC_CATEGORY[t.topic] === category && t.score > 0);
  const top = own.reduce<(typeof own)[number] | null>(
    (best, t) => (best && best.score >= t.score ? best : t),
    null,
  );
  return { category, topic: top?.topic ?? null, hits: own.flatMap((t) => t.hits).sort(byStrength) };
}

const spoken = (hit: CueHit) => hit.text.replace(/\s+/g, ' ');

/** The caller's words behind the hits, strongest first, each once, none inside a stronger one. */
function spokenCues(hits: CueHit[], limit: number): string[] {
  const chosen: CueHit[] = [];
  for (const hit of hits) {
    const inside = chosen.some(
      (c) => hit.index >= c.index && hit.index + hit.text.length <= c.index + c.text.length,
    );
    const same = chosen.some((c) => spoken(c).toLowerCase() === spoken(hit).toLowerCase());
    if (!inside && !same) chosen.push(hit);
  }
  return chosen.slice(0, limit).map(spoken);
}

/** What the transcript says besides its category. */
interface Signals {
  /** The words asking for urgency ("subito", "urgent"), unless negated. */
  asked: CueHit | null;
  notUrgent: boolean;
  callback: boolean;
  wrongNumber: boolean;
  empty: boolean;
  /** An answered call in which the staff promised nothing more. */
  settled: boolean;
}

function signals(text: Text, input: TriageInput, category: CallCategory): Signals {
  const first = (list: readonly Cue[]) => list.map((cue) => find(text, cue)).find((hit) => hit) ?? null;
  const asked = first(URGENCY_CUES);
  return {
    asked,
    notUrgent: !asked && first(NOT_URGENT_CUES) !== null,
    callback: first(CALLBACK_CUES) !== null,
    wrongNumber: category === 'other' && first(WRONG_NUMBER_CUES) !== null,
    empty:
      category === 'other' &&
      words(input.transcript).filter((w) => !FILLERS.has(w)).length < MIN_CONTENT_WORDS,
    settled: input.outcome === 'answered' && first(PENDING_CUES) === null,
  };
}

type Decision<T> = [T, string];

function decidePriority(texts: TriageTexts, category: CallCategory, s: Signals): Decision<CallPriority> {
  const r = texts.reason;
  if (category === 'spam') return ['low', r.lowSpam];
  if (category === 'urgent_clinical') return ['high', r.clinical];
  if (s.asked) return ['high', r.asked(texts.quote([spoken(s.asked)]))];
  if (s.wrongNumber) return ['low', r.lowWrongNumber];
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
  if (category === 'spam' || s.wrongNumber) return ['no_action', r.noAction];
  if (priority === 'high') return ['call_back', r.callBackUrgent];
  if (s.settled) return ['no_action', r.settled];
  if (s.callback) return ['call_back', r.callBackAsked];
  if (category === 'other') return ['call_back', r.callBackUnclear];
  return ['whatsapp_reply', r.whatsapp];
}

export function triageLocally(input: TriageInput): CallTriage {
  const texts = TRIAGE_TEXTS[input.locale];
  const text = prepare(input.transcript);
  const { category, topic, hits } = read(text);
  const s = signals(text, input, category);
  const name = input.callerName?.trim() || extractName(input.transcript);
  const when = formatWhen(texts, extractWhen(text));
  const [priority, priorityReason] = decidePriority(texts, category, s);
  const [action, actionReason] = decideAction(texts, category, priority, s);
  const categoryReason =
    category !== 'other'
      ? texts.reason.cues(texts.category[category], texts.quote(spokenCues(hits, REASON_CUES)))
      : s.wrongNumber
        ? texts.reason.wrongNumber
        : s.empty
          ? texts.reason.empty
          : texts.reason.noCue;
  return {
    priority,
    category,
    summary: summarise(texts, { topic, who: name ?? texts.caller, when, hits }, s),
    suggestedAction: action,
    draftReply:
      action === 'whatsapp_reply' && topic && isReplyTopic(topic)
        ? `${texts.greeting(name)} ${texts.reply[topic](when)}\n${input.organizationName}`
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
  if (s.asked) return sentence.urgentOther(r.who, r.when, texts.quote([spoken(s.asked)]));
  return (s.callback ? sentence.callback : sentence.unclear)(r.who, r.when, '');
}
