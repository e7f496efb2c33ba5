import { describe, expect, it } from 'vitest';
import type { DemoCallRow } from './repo';
import { demoCallState } from './service';

const now = new Date('2026-11-25T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const call = (overrides: Partial<DemoCallRow>) =>
  ({
    startedAt: ago(60),
    answeredAt: null,
    endedAt: null,
    recordingProviderId: null,
    triageState: 'none',
    ...overrides,
  }) as DemoCallRow;

describe("the demo call's state (SPEC §4)", () => {
  it('waits for a call, then follows it ringing and in progress', () => {
    expect(demoCallState(undefined, now)).toBe('waiting');
    expect(demoCallState(call({}), now)).toBe('ringing');
    expect(demoCallState(call({ answeredAt: ago(30) }), now)).toBe('in_progress');
  });

  it('is transcribing once ended, while the recording, transcript and triage are being made', () => {
    const ended = { answeredAt: ago(50), endedAt: ago(5) };
    expect(demoCallState(call({ ...ended, recordingProviderId: 'RE1', triageState: 'none' }), now)).toBe(
      'transcribing',
    );
    expect(demoCallState(call({ ...ended, recordingProviderId: 'RE1', triageState: 'pending' }), now)).toBe(
      'transcribing',
    );
    // Ended with no recording yet: the provider reports it a moment after the call.
    expect(demoCallState(call(ended), now)).toBe('transcribing');
  });

  it('is completed once triaged (or the triage failed), or when no message came after the call', () => {
    const ended = { answeredAt: ago(50), endedAt: ago(5), recordingProviderId: 'RE1' };
    expect(demoCallState(call({ ...ended, triageState: 'done' }), now)).toBe('completed');
    expect(demoCallState(call({ ...ended, triageState: 'failed' }), now)).toBe('completed');
    expect(demoCallState(call({ endedAt: ago(45) }), now)).toBe('completed');
  });
});
