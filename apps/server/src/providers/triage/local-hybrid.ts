import { CallCategory as Categories, type CallCategory } from '@studiolo/contracts';
import type { LabelledCall } from './labelled-call';
import { TUNING_ROUNDS } from './labelled-calls';
import { trainNaiveBayes, type TextClassifier } from './local-learned';
import type { CategoryAdvice } from './local';

/**
 * The rules and a learned reading together. The rules' clinical urgency stays authoritative (their
 * red flags are written for recall: a call back too many is the cheap error); otherwise the category
 * is the learned one when the classifier is sure of it, and the rules' when it is not. The
 * classifier may also raise a call to urgent, never lower one. Priority, action, summary and reply
 * follow from the category as the rules write them.
 *
 * Trained on the tuning rounds only (never the held-out or blind sets), once, on first use.
 * docs/decisions/016-triage-learned.md has the figures.
 */

/**
 * From this confidence the learned category wins over the rules': above it, the classifier trained
 * without a round was right on 96–100% of that round's calls (scripts/triage-loro.ts).
 */
export const LEARNED_CONFIDENCE = 0.8;

/** A category classifier trained on labelled calls. */
export const trainCategories = (calls: readonly LabelledCall[]): TextClassifier<CallCategory> =>
  trainNaiveBayes(
    Categories.options,
    calls.map((c) => ({ transcript: c.transcript, label: c.expected.category })),
  );

/** The advice of a category classifier to the rules (see above). */
export function learnedAdvice(classifier: TextClassifier<CallCategory>): CategoryAdvice {
  return (transcript, ruled) => {
    if (ruled.category === 'urgent_clinical') return ruled.category;
    const learned = classifier.predict(transcript);
    return learned.confidence >= LEARNED_CONFIDENCE ? learned.label : ruled.category;
  };
}

let trained: CategoryAdvice | null = null;

/** The advice of the classifier trained on every tuning round, trained on first use. */
export function defaultAdvice(): CategoryAdvice {
  trained ??= learnedAdvice(trainCategories(TUNING_ROUNDS.flat()));
  return trained;
}
