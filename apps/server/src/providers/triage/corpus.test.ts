import { describe, expect, it } from 'vitest';
import { corpusSet, readCalls, trainingRounds } from './corpus';

describe('triage corpus', () => {
  it('trains on the tuning rounds in order, and never on a call of the held-out set', () => {
    const rounds = trainingRounds();
    expect(rounds.map(({ set }) => set.round)).toEqual(rounds.map((_, i) => i + 1));
    expect(rounds.every(({ set }) => set.use === 'train')).toBe(true);
    const training = rounds.flatMap((r) => r.calls);
    const heldOut = readCalls(corpusSet('held-out'));
    expect(corpusSet('held-out').use).toBe('held-out');
    const ids = [...training, ...heldOut].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const trained = new Set(training.map((c) => c.transcript));
    expect(heldOut.filter((c) => trained.has(c.transcript))).toEqual([]);
  });

  it('names a missing set', () => {
    expect(() => corpusSet('blind-99')).toThrow(/No set blind-99/);
  });
});
