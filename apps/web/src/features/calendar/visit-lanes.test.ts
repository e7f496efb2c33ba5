import { describe, expect, it } from 'vitest';
import { visitLanes } from './visit-lanes';

const visit = (id: string, doctorId: string, from: string, to: string) => ({
  id,
  doctorId,
  startsAt: `2026-12-09T${from}:00Z`,
  endsAt: `2026-12-09T${to}:00Z`,
});

describe('visitLanes', () => {
  it('gives each visit that overlaps no other of its doctor the whole column', () => {
    const lanes = visitLanes([
      visit('a', 'anna', '08:00', '08:30'),
      visit('b', 'anna', '08:30', '09:00'),
      // Another doctor's visit at the same time is in another column.
      visit('c', 'bruno', '08:00', '08:30'),
    ]);
    expect(lanes.get('a')).toEqual({ lane: 0, lanes: 1 });
    expect(lanes.get('b')).toEqual({ lane: 0, lanes: 1 });
    expect(lanes.get('c')).toEqual({ lane: 0, lanes: 1 });
  });

  it('puts a doctor’s overlapping visits side by side, and only them', () => {
    const lanes = visitLanes([
      visit('later', 'anna', '10:00', '10:30'),
      visit('cancelled', 'anna', '08:00', '08:30'),
      visit('rebooked', 'anna', '08:00', '08:45'),
      visit('third', 'anna', '08:30', '09:00'),
    ]);
    // 'rebooked' (longer) first, 'cancelled' beside it; 'third' reuses the lane 'cancelled' left at 08:30.
    expect(lanes.get('rebooked')).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get('cancelled')).toEqual({ lane: 1, lanes: 2 });
    expect(lanes.get('third')).toEqual({ lane: 1, lanes: 2 });
    expect(lanes.get('later')).toEqual({ lane: 0, lanes: 1 });
  });

  it('counts three lanes when three visits overlap at once', () => {
    const lanes = visitLanes([
      visit('a', 'anna', '08:00', '09:00'),
      visit('b', 'anna', '08:15', '08:45'),
      visit('c', 'anna', '08:30', '08:40'),
    ]);
    expect([...lanes.values()].map((lane) => lane.lanes)).toEqual([3, 3, 3]);
    expect(new Set([...lanes.values()].map((lane) => lane.lane))).toEqual(new Set([0, 1, 2]));
  });
});
