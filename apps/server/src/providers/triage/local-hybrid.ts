import {
  CallCategory as Categories,
  CallPriority as Priorities,
  type CallCategory,
  type CallPriority,
} from '@studiolo/contracts';
import { trainingRounds, type LabelledCall } from './corpus';
import { trainNaiveBayes, type TextClassifier } from './local-learned';
import type { Advice } from './local';
import { CLEAR_CUE } from './local-rules';

/**
 * The rules and a learned reading together. The rules' clinical urgency stays authoritative (their
 * red flags are written for recall: a call back too many is the cheap error); otherwise the category
 * is the learned one unless the classifier is unsure (more sure against a category the caller named
 * outright), and the rules' then. The classifier may also
 * raise a call to urgent, never lower one. A second classifier, trained on the priorities, sets the
 * priority of a call that is neither an emergency nor a sales call where it is sure. Action, summary
 * and reply follow from the category and the priority as the rules write them.
 *
 * Trained on the tuning rounds only (never the held-out or blind sets), once, on first use.
 * docs/triage/016, 017 and 020 have the figures.
 */

/**
 * From this confidence the learned category wins over the rules' when their category stands on no
 * clear cue. Chosen by leaving one round out (scripts/triage-loro.ts, docs/triage/020): with the guard
 * below, 0.35–0.45 read the same share of rounds 13, 14 and 17 right and 0.45 the most of all rounds.
 */
export const LEARNED_CONFIDENCE = 0.45;

/**
 * From this confidence the learned category wins over a category the rules read from a clear cue
 * ("disdire", "fattura", "prenotare"): a classifier that is merely leaning should not overrule the
 * caller's own word for what they want (docs/triage/020: 0.6 and 0.7 alike, 0.6 a little better).
 */
export const CLEAR_CUE_CONFIDENCE = 0.6;

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
  /** Against a category the rules read from a clear cue. */
  clearCue: number;
  priority: number;
}

export const CONFIDENCES: Confidences = {
  category: LEARNED_CONFIDENCE,
  clearCue: CLEAR_CUE_CONFIDENCE,
  priority: PRIORITY_CONFIDENCE,
};

/** The advice of the classifiers to the rules (see above). */
export function learnedAdvice(
  { categories, priorities }: Classifiers,
  confidences: Confidences = CONFIDENCES,
): Advice {
  return {
    category: (transcript, ruled) => {
      if (ruled.category === 'urgent_clinical') return ruled.category;
      const learned = categories.predict(transcript);
      const clear = ruled.category !== 'other' && ruled.scores[ruled.category] >= CLEAR_CUE;
      return learned.confidence >= (clear ? confidences.clearCue : confidences.category)
        ? learned.label
        : ruled.category;
    },
    priority: priorities
      ? (transcript, ruled) => {
          if (ruled.category === 'urgent_clinical' || ruled.category === 'spam') return ruled.priority;
          // a low priority is the labelling conventions' own (information, a wrong number, thanks)
          if (ruled.priority === 'low') return ruled.priority;
          const learned = priorities.predict(transcript);
          return learned.confidence >= confidences.priority ? learned.label : ruled.priority;
        }
      : undefined,
  };
}

let trained: Advice | null = null;

/** The advice of the classifiers trained on every tuning round, trained on first use. */
export function defaultAdvice(): Advice {
  trained ??= learnedAdvice(trainClassifiers(trainingRounds().flatMap((round) => round.calls)));
  return trained;
}
