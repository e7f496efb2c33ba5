import { describe, expect, it } from 'vitest';
import {
  calendarLayout,
  columnOf,
  doctorColumns,
  doctorOfDrop,
  UNASSIGNED_COLUMN,
  viewOfFc,
  WEEK_DOCTOR_COLUMNS_MAX,
} from './resource-columns';

const anna = { id: 'a', name: 'Dott.ssa Anna Verdi', color: '#2563eb' };
const bruno = { id: 'b', name: 'Bruno Neri', color: '#16a34a' };
const labels = { unassigned: 'Non assegnata', inactive: 'Medico disattivato', grey: '#64748b' };

describe('calendarLayout', () => {
  it('gives each doctor a column in the day view once there are two, and none for one doctor', () => {
    expect(calendarLayout('day', 2, [])).toEqual({ type: 'resourceTimeGridDay', byDoctor: true });
    expect(calendarLayout('day', 20, [])).toEqual({ type: 'resourceTimeGridDay', byDoctor: true });
    expect(calendarLayout('day', 1, [])).toEqual({ type: 'timeGridDay', byDoctor: false });
    // The filter on one doctor: their day alone.
    expect(calendarLayout('day', 5, ['b'])).toEqual({ type: 'timeGridDay', byDoctor: false });
  });

  it('splits the week by doctor only while they fit, and never the month', () => {
    expect(calendarLayout('week', 2, [])).toEqual({ type: 'resourceTimeGridWeek', byDoctor: true });
    expect(calendarLayout('week', WEEK_DOCTOR_COLUMNS_MAX, []).byDoctor).toBe(true);
    // The demo's five doctors: each day splits into their five columns.
    expect(calendarLayout('week', 5, [])).toEqual({ type: 'resourceTimeGridWeek', byDoctor: true });
    expect(calendarLayout('week', WEEK_DOCTOR_COLUMNS_MAX + 1, [])).toEqual({
      type: 'timeGridWeek',
      byDoctor: false,
    });
    expect(calendarLayout('week', 3, ['a']).byDoctor).toBe(false);
    // Two of twenty doctors chosen: their columns, in the week as in the day.
    expect(calendarLayout('week', 20, ['a', 'b'])).toEqual({ type: 'resourceTimeGridWeek', byDoctor: true });
    expect(calendarLayout('day', 20, ['a', 'b'])).toEqual({ type: 'resourceTimeGridDay', byDoctor: true });
    expect(calendarLayout('month', 20, ['a', 'b']).byDoctor).toBe(false);
    expect(calendarLayout('month', 2, [])).toEqual({ type: 'dayGridMonth', byDoctor: false });
  });

  it('reads the view back from any of its layouts', () => {
    for (const view of ['day', 'week', 'month'] as const) {
      for (const doctors of [1, 2, 10]) expect(viewOfFc(calendarLayout(view, doctors, []).type)).toBe(view);
    }
  });
});

describe('doctorColumns', () => {
  it("puts each doctor in the registry's order, in their colour", () => {
    expect(doctorColumns([bruno, anna], [], ['a', 'b'], labels)).toEqual([
      { id: 'b', title: 'Bruno Neri', order: 0, extendedProps: { color: '#16a34a', doctorId: 'b' } },
      { id: 'a', title: 'Dott.ssa Anna Verdi', order: 1, extendedProps: { color: '#2563eb', doctorId: 'a' } },
    ]);
  });

  it('keeps a column for what has no doctor or a doctor deactivated since, last, once each', () => {
    const columns = doctorColumns([anna, bruno], [], [null, 'gone', 'a', 'gone', null], labels);
    expect(columns.map((column) => [column.id, column.title, column.order])).toEqual([
      ['a', 'Dott.ssa Anna Verdi', 0],
      ['b', 'Bruno Neri', 1],
      ['gone', 'Medico disattivato', 2],
      [UNASSIGNED_COLUMN, 'Non assegnata', 3],
    ]);
    expect(columns[3]!.extendedProps).toEqual({ color: '#64748b', doctorId: null });
  });

  it('shows only the doctors filtered on, in the registry order', () => {
    expect(doctorColumns([anna, bruno], ['b'], [null, 'a', 'b'], labels).map((column) => column.id)).toEqual([
      'b',
    ]);
    const carla = { id: 'c', name: 'Carla Bianchi', color: '#dc2626' };
    expect(
      doctorColumns([anna, bruno, carla], ['c', 'a'], ['a', 'c'], labels).map((column) => [
        column.id,
        column.order,
      ]),
    ).toEqual([
      ['a', 0],
      ['c', 1],
    ]);
  });
});

describe('drops across columns', () => {
  it('puts an event in its doctor’s column, or the unassigned one', () => {
    expect(columnOf('a')).toBe('a');
    expect(columnOf(null)).toBe(UNASSIGNED_COLUMN);
  });

  it("moves a visit to the doctor of the column it was dropped in; never to 'no doctor'", () => {
    expect(doctorOfDrop('b', 'a')).toBe('b');
    expect(doctorOfDrop(undefined, 'a')).toBe('a');
    expect(doctorOfDrop(UNASSIGNED_COLUMN, 'a')).toBeNull();
  });
});
