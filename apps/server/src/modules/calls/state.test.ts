import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../providers/telephony/events';
import { applyCallEvent, type CallFacts } from './state';

const t0 = new Date('2026-11-24T09:00:00Z');
const at = (s: number) => new Date(t0.getTime() + s * 1000);
const base = { providerCallId: 'CA1', number: '+390200000001' };

const ringing: CallEvent = {
  ...base,
  at: at(0),
  direction: 'inbound',
  caller: '+393331112222',
  ringing: true,
};
const noAnswer: CallEvent = { ...base, at: at(20) };
const voicemail: CallEvent = {
  ...base,
  at: at(50),
  recording: {
    providerRecordingId: 'RE1',
    url: 'https://example.test/RE1',
    kind: 'voicemail',
    durationSeconds: 25,
    scriptedTranscript: null,
  },
};
const ended: CallEvent = { ...base, at: at(52), endedAt: at(52), durationSeconds: 52 };
const answered: CallEvent = { ...base, at: at(8), answeredAt: at(8) };

const replay = (events: CallEvent[]) =>
  events.reduce<CallFacts | null>((facts, event) => applyCallEvent(facts, event), null)!;

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('applyCallEvent', () => {
  it('follows a voicemail call in order', () => {
    const facts = replay([ringing, noAnswer, voicemail, ended]);
    expect(facts).toMatchObject({
      status: 'voicemail',
      caller: '+393331112222',
      startedAt: at(0),
      answeredAt: null,
      endedAt: at(52),
      durationSeconds: 52,
      recording: { providerRecordingId: 'RE1', kind: 'voicemail' },
    });
  });

  it('reaches the same call whatever the order of the events (every permutation)', () => {
    const expected = replay([ringing, noAnswer, voicemail, ended]);
    for (const order of permutations([ringing, noAnswer, voicemail, ended])) {
      expect(replay(order)).toEqual(expected);
    }
  });

  it('is the same when each event comes five times', () => {
    const events = [ringing, answered, ended];
    const once = replay(events);
    expect(replay(events.flatMap((event) => Array(5).fill(event)))).toEqual(once);
    expect(once.status).toBe('answered');
  });

  it('turns a missed call into an answered one when the answer arrives late', () => {
    const facts = replay([ringing, ended, answered]);
    expect(facts.status).toBe('answered');
    expect(facts.answeredAt).toEqual(at(8));
  });

  it('never goes back: a late ringing leaves a call in progress', () => {
    expect(replay([answered, ringing]).status).toBe('in_progress');
    expect(replay([ringing]).status).toBe('ringing');
    expect(replay([noAnswer]).status).toBe('initial');
  });

  it('keeps a call-back, and the first recording', () => {
    const calledBack = { ...replay([ringing, ended]), status: 'called_back' as const };
    const second = { ...voicemail, recording: { ...voicemail.recording!, providerRecordingId: 'RE2' } };
    const facts = replay([ringing, voicemail]);
    expect(applyCallEvent(facts, second).recording?.providerRecordingId).toBe('RE1');
    expect(applyCallEvent(calledBack, voicemail).status).toBe('called_back');
  });

  it('ends an outbound call as done', () => {
    const outbound: CallEvent = { ...base, at: at(0), direction: 'outbound', caller: '+393331112222' };
    expect(replay([outbound, answered, ended]).status).toBe('done');
  });
});
