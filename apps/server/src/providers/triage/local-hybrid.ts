import {
  CallCategory as Categories,
  CallPriority as Priorities,
  type CallCategory,
  type CallPriority,
} from '@studiolo/contracts';
import type { LabelledCall } from './labelled-call';
import { TUNING_ROUNDS } from './labelled-calls';
import { trainNaiveBayes, type TextClassifier } from './local-learned';
import type { Advice } from './local';

/**
 * The rules and a learned reading together. The rules' clinical urgency stays authoritative (their
 * red flags are written for recall: a call back too many is the cheap error); otherwise the category
 * is the learned one unless the classifier is unsure, and the rules' then. The classifier may also
 * raise a call to urgent, never lower one. A second classifier, trained on the priorities, sets the
 * priority of a call that is neither an emergency nor a sales call where it is sure. Action, summary
 * and reply follow from the category and the priority as the rules write them.
 *
 * Trained on the tuning rounds only (never the held-out or blind sets), once, on first use.
 * docs/decisions/016 and 017 have the figures.
 */

/**
 * From this confidence the learned category wins over the rules'. Over the calls the rules were never
 * written for (rounds 13 and 14, each read by classifiers trained without it), 0.5 read the most
 * categories right, and kept the held-out calls the rules read well (scripts/triage-loro.ts).
 */
export const LEARNED_CONFIDENCE = 0.5;

/** From this confidence the learned priority wins over the rules' (outside emergencies and sales calls). */
export const PRIORITY_CONFIDENCE = 0.7;

/** A category classifier trained on labelled calls. */
export const trainCategories = (calls: readonly LabelledCall[]): TextClassifier<CallCategory> =>
  trainNaiveBayes(
    Categories.options,
    calls.map((c) => ({ transcript: c.transcript, label: c.expected.category })),
  );

/** A priority classifier trained on labelled calls. */
export const trainPriorities = (calls: readonly LabelledCall[]): TextClassifier<CallPriority> =>
  trainNaiveBayes(
    Priorities.options,
    calls.map((c) => ({ transcript: c.transcript, label: c.expected.priority })),
  );

export interface Classifiers {
  categories: TextClassifier<CallCategory>;
  priorities?: TextClassifier<CallPriority>;
}

/** The classifiers trained on some labelled calls. */
export const trainClassifiers = (calls: readonly LabelledCall[]): Required<Classifiers> => ({
  categories: trainCategories(calls),
  priorities: trainPriorities(calls),
});

/** The confidences from which a learned reading wins (the defaults above; others to compare them). */
export interface Confidences {
  category: number;
  priority: number;
}

export const CONFIDENCES: Confidences = { category: LEARNED_CONFIDENCE, priority: PRIORITY_CONFIDENCE };

/** The advice of the classifiers to the rules (see above). */
export function learnedAdvice(
  { categories, priorities }: Classifiers,
  confidences: Confidences = CONFIDENCES,
): Advice {
  return {
    category: (transcript, ruled) => {
      if (ruled.category === 'urgent_clinical') return ruled.category;
      const learned = categories.predict(transcript);
      return learned.confidence >= confidences.category ? learned.label : ruled.category;
    },
    priority: priorities
      ? (transcript, ruled) => {
          if (ruled.category === 'urgent_clinical' || ruled.category === 'spam') return ruled.priority;
          const learned = priorities.predict(transcript);
          return learned.confidence >= confidences.priority ? learned.label : ruled.priority;
        }
      : undefined,
  };
}

let trained: Advice | null = null;

/** The advice of the classifiers trained on every tuning round, trained on first use. */
export function defaultAdvice(): Advice {
  trained ??= learnedAdvice(trainClassifiers(TUNING_ROUNDS.flat()));
  return trained;
}
