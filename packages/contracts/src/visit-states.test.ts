import { describe, expect, it } from 'vitest';
import { AppointmentStatus } from './calendar';
import { nextVisitStatuses, visitIsMovable, VISIT_MOVES, visitMoveRefusal } from './visit-states';

// Wednesday 9 December 2026, 10:00 in Rome.
const startsAt = '2026-12-09T09:00:00Z';
const before = new Date('2026-12-09T08:30:00Z'); // 09:30 the same day
const dayBefore = new Date('2026-12-08T20:00:00Z'); // 21:00 the day before
const after = new Date('2026-12-09T09:05:00Z');

describe('the visit state machine', () => {
  it('names every state, and only states, in its moves', () => {
    expect(Object.keys(VISIT_MOVES).toSorted()).toEqual([...AppointmentStatus.options].toSorted());
    for (const moves of Object.values(VISIT_MOVES)) {
      for (const to of Object.keys(moves)) expect(AppointmentStatus.options).toContain(to);
    }
  });

  it('goes to confirm → scheduled → arrived → in progress → completed once the visit has started', () => {
    const path = ['to_confirm', 'scheduled', 'arrived', 'active', 'completed'] as const;
    for (let i = 1; i < path.length; i += 1) {
      expect(
        visitMoveRefusal(path[i - 1]!, path[i]!, startsAt, after),
        `${path[i - 1]} → ${path[i]}`,
      ).toBeNull();
    }
  });

  it('completes directly from any earlier state once started, never before', () => {
    for (const from of ['to_confirm', 'planned', 'scheduled', 'arrived', 'active', 'no_show'] as const) {
      expect(visitMoveRefusal(from, 'completed', startsAt, after), from).toBeNull();
    }
    for (const from of ['to_confirm', 'planned', 'scheduled', 'arrived'] as const) {
      expect(visitMoveRefusal(from, 'completed', startsAt, before), from).toBe('VISIT_NOT_STARTED');
    }
    // In progress early (the patient is there, the doctor began): then it may be completed.
    expect(visitMoveRefusal('arrived', 'active', startsAt, before)).toBeNull();
    expect(visitMoveRefusal('active', 'completed', startsAt, before)).toBeNull();
    expect(visitMoveRefusal('arrived', 'active', startsAt, dayBefore)).toBe('VISIT_NOT_TODAY');
    expect(visitMoveRefusal('scheduled', 'active', startsAt, before)).toBe('VISIT_NOT_STARTED');
  });

  it('records a no-show only once the visit has started, and lets it be undone', () => {
    expect(visitMoveRefusal('scheduled', 'no_show', startsAt, before)).toBe('VISIT_NOT_STARTED');
    expect(visitMoveRefusal('scheduled', 'no_show', startsAt, after)).toBeNull();
    expect(visitMoveRefusal('no_show', 'scheduled', startsAt, after)).toBeNull();
    expect(visitMoveRefusal('arrived', 'no_show', startsAt, after)).toBe('INVALID_STATUS_TRANSITION');
  });

  it('keeps a completed visit final, and re-opens a cancelled one', () => {
    for (const to of AppointmentStatus.options.filter((status) => status !== 'completed')) {
      expect(visitMoveRefusal('completed', to, startsAt, after), to).toBe('INVALID_STATUS_TRANSITION');
    }
    expect(visitMoveRefusal('completed', 'completed', startsAt, after)).toBeNull();
    expect(visitMoveRefusal('cancelled', 'to_confirm', startsAt, after)).toBeNull();
    expect(visitMoveRefusal('cancelled', 'completed', startsAt, after)).toBe('INVALID_STATUS_TRANSITION');
    expect(visitMoveRefusal('active', 'cancelled', startsAt, after)).toBe('INVALID_STATUS_TRANSITION');
  });

  it('lists the moves allowed now, in order', () => {
    expect(nextVisitStatuses({ status: 'scheduled', startsAt }, before)).toEqual([
      'planned',
      'to_confirm',
      'arrived',
      'cancelled',
    ]);
    expect(nextVisitStatuses({ status: 'scheduled', startsAt }, after)).toEqual([
      'planned',
      'to_confirm',
      'arrived',
      'active',
      'completed',
      'no_show',
      'cancelled',
    ]);
    expect(nextVisitStatuses({ status: 'completed', startsAt }, after)).toEqual([]);
  });

  it('moves only visits that are neither over, called off nor missed', () => {
    expect(AppointmentStatus.options.filter(visitIsMovable)).toEqual([
      'to_confirm',
      'planned',
      'scheduled',
      'arrived',
      'active',
    ]);
  });
});
