import { describe, expect, it } from 'vitest';
import type { CallList, CallSummary } from '@studiolo/contracts';
import { callsByDay } from './day-groups';

const call = (id: string, startedAt: string): CallSummary => ({
  id,
  direction: 'inbound',
  status: 'missed',
  caller: { number: '+393331112222', patientId: null, name: null, patients: [] },
  number: '+390212345678',
  startedAt,
  answeredAt: null,
  endedAt: startedAt,
  durationSeconds: 0,
  recordingKind: null,
  priority: null,
  category: null,
  summary: null,
  requestStatus: 'pending',
  agent: null,
});

const page = (calls: CallSummary[], from: string, truncated = false): CallList => ({
  calls,
  from,
  until: from,
  hasMore: true,
  truncated,
});

describe('callsByDay', () => {
  it("groups every page's calls by Italian day, newest first, and marks a truncated page's oldest day", () => {
    const groups = callsByDay([
      page([call('a', '2026-03-10T09:00:00Z'), call('b', '2026-03-09T23:30:00Z')], '2026-03-08'),
      page(
        [
          call('c', '2026-03-07T10:00:00Z'),
          call('d', '2026-03-06T10:00:00Z'),
          call('e', '2026-03-06T08:00:00Z'),
        ],
        '2026-03-05',
        true,
      ),
    ]);
    expect(groups.map(({ day, calls, truncated }) => [day, calls.map((c) => c.id), truncated])).toEqual([
      // 23:30 UTC on the 9th is already the 10th in Rome.
      ['2026-03-10', ['a', 'b'], false],
      ['2026-03-07', ['c'], false],
      ['2026-03-06', ['d', 'e'], true],
    ]);
  });
});
