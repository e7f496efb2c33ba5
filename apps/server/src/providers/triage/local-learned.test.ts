import type { CallCategory, CallPriority } from '@studiolo/contracts';
import { describe, expect, it } from 'vitest';
import { triageInput } from './corpus';
import { triageLocally } from './local';
import { CLEAR_CUE_CONFIDENCE, LEARNED_CONFIDENCE, learnedAdvice, PRIORITY_CONFIDENCE } from './local-hybrid';
import { featuresOf, trainNaiveBayes, type TextClassifier } from './local-learned';

describe('learned triage features', () => {
  it('reads words without case, accents or doubled letters, with their stems and pairs', () => {
    const features = featuresOf('Vorrei PRENOTARE una visità, grazie');
    expect(features).toEqual(
      expect.arrayContaining(['w:vorei', 'w:prenotare', 's:preno', 'w:visita', 'b:una visita']),
    );
    expect(featuresOf('il dotore')).toEqual(featuresOf('Il dottore!'));
    expect(new Set(featuresOf('si si si')).size).toBe(featuresOf('si si si').length);
  });
});

describe('naive Bayes', () => {
  const labels = ['book', 'cancel', 'never'] as const;
  const examples = [
    { transcript: 'vorrei prenotare una visita', label: 'book' as const },
    { transcript: 'prenotazione per martedì', label: 'book' as const },
    { transcript: 'devo disdire la visita', label: 'cancel' as const },
    { transcript: 'annullare il controllo, disdetta', label: 'cancel' as const },
  ];

  it('learns the labels from their words, with probabilities that add up to one', () => {
    const model = trainNaiveBayes(labels, examples);
    const booking = model.predict('posso prenotare?');
    expect(booking.label).toBe('book');
    expect(model.predict('vorrei disdire').label).toBe('cancel');
    const total = Object.values<number>(booking.probabilities).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 10);
    expect(booking.confidence).toBe(booking.probabilities.book);
    // a label never seen keeps a prior, and words never seen leave the priors alone
    expect(booking.probabilities.never).toBeGreaterThan(0);
    expect(model.predict('xyz').probabilities.never).toBeLessThan(model.predict('xyz').probabilities.book);
  });

  it('knows no more than its priors from a message without a word it learned, and is not sure of them', () => {
    const skewed = trainNaiveBayes(labels, [...examples, { transcript: 'prenoto', label: 'book' as const }]);
    const empty = skewed.predict('');
    expect(empty.label).toBe('book');
    // the priors as learned (4 of 7 with one for each label), not sharpened as a call's evidence is
    expect(empty.confidence).toBeCloseTo(4 / 8, 10);
    expect(skewed.predict('...').confidence).toBeCloseTo(4 / 8, 10);
  });

  it('gives the same answer from the same examples', () => {
    const a = trainNaiveBayes(labels, examples).predict('disdire o prenotare');
    const b = trainNaiveBayes(labels, examples).predict('disdire o prenotare');
    expect(a).toEqual(b);
  });
});

describe('rules and learned reading together', () => {
  const sure = <L extends string>(label: L, confidence: number): TextClassifier<L> => ({
    predict: () => ({
      label,
      confidence,
      probabilities: { [label]: confidence } as Record<L, number>,
    }),
  });
  const says = (label: CallCategory, confidence: number) => sure<CallCategory>(label, confidence);
  const ranks = (label: CallPriority, confidence: number) => sure<CallPriority>(label, confidence);
  const verdict = (
    transcript: string,
    categories: TextClassifier<CallCategory>,
    priorities?: TextClassifier<CallPriority>,
  ) => {
    const r = triageLocally(triageInput(transcript), learnedAdvice({ categories, priorities }));
    return `${r.category} ${r.priority} ${r.suggestedAction}`;
  };

  it('never lowers a clinical emergency the rules found, however sure the classifier is', () => {
    expect(verdict('Mio marito ha un forte dolore al petto e suda freddo', says('billing', 1))).toBe(
      'urgent_clinical high call_back',
    );
  });

  it('takes the classifier’s category when it is sure, with the priority and action that follow', () => {
    const call = 'Buongiorno, volevo sapere una cosa sulla visita di martedì, grazie';
    expect(verdict(call, says('billing', LEARNED_CONFIDENCE))).toBe('billing normal whatsapp_reply');
    expect(verdict(call, says('spam', 0.99))).toBe('spam low no_action');
    // a classifier's emergency is one too
    expect(verdict(call, says('urgent_clinical', 0.9))).toBe('urgent_clinical high call_back');
  });

  it('keeps the rules’ category when the classifier is unsure', () => {
    const call = 'Buongiorno, vorrei prenotare una visita di controllo per martedì mattina';
    expect(verdict(call, says('spam', LEARNED_CONFIDENCE - 0.01))).toBe(
      'appointment_booking normal whatsapp_reply',
    );
  });

  it('needs more confidence to overrule a category the caller named outright', () => {
    const named = 'Buongiorno, vorrei disdire la visita di martedì';
    expect(CLEAR_CUE_CONFIDENCE).toBeGreaterThan(LEARNED_CONFIDENCE);
    expect(verdict(named, says('billing', CLEAR_CUE_CONFIDENCE - 0.01))).toBe(
      'cancellation_or_change normal whatsapp_reply',
    );
    expect(verdict(named, says('billing', CLEAR_CUE_CONFIDENCE))).toBe('billing normal whatsapp_reply');
    // without a clear cue, the lower confidence is enough
    const vague = 'Buongiorno, volevo sapere una cosa sulla visita di martedì, grazie';
    expect(verdict(vague, says('billing', CLEAR_CUE_CONFIDENCE - 0.01))).toBe(
      'billing normal whatsapp_reply',
    );
  });

  it('takes the learned priority when it is sure, outside emergencies and sales calls', () => {
    const call = 'Buongiorno, sono la farmacia, la ricetta ha un errore e la signora aspetta qui';
    const rules = triageLocally(triageInput(call));
    expect(rules.priority).toBe('normal');
    const sure = triageLocally(
      triageInput(call),
      learnedAdvice({ categories: says(rules.category, 0), priorities: ranks('high', PRIORITY_CONFIDENCE) }),
    );
    expect([sure.category, sure.priority, sure.suggestedAction]).toEqual([
      rules.category,
      'high',
      'call_back',
    ]);
    expect(sure.reason).toContain('come per le chiamate simili');
    const unsure = ranks('high', PRIORITY_CONFIDENCE - 0.01);
    expect(verdict(call, says(rules.category, 0), unsure)).toBe(
      `${rules.category} normal ${rules.suggestedAction}`,
    );
    // an emergency stays high and a sales call low, however sure the priority classifier is
    expect(verdict('Mio marito ha un forte dolore al petto', says('billing', 0), ranks('low', 1))).toBe(
      'urgent_clinical high call_back',
    );
    expect(verdict(call, says('spam', 1), ranks('high', 1))).toBe('spam low no_action');
  });

  it('writes the reason and the reply of a category chosen without any of its words', () => {
    const r = triageLocally(
      triageInput('Buongiorno, sono Ada, mi scrive per favore? Grazie'),
      learnedAdvice({ categories: says('billing', 1) }),
    );
    expect(r.category).toBe('billing');
    expect(r.reason).toContain('come le chiamate simili a questa');
    expect(r.draftReply).not.toBeNull();
  });
});
