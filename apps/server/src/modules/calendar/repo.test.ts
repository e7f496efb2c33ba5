import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarWindow, Slot } from '@studiolo/contracts';
import { queryRows, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { createTestApp, type TestApp } from '../../../test/app';
import { calendarClinic } from '../../../test/calendar';
import { callAs } from '../../../test/clinic';
import { seedBusyPractice } from '../../../bench/busy-practice';
import { calendarRepo } from './repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type PlanNode = {
  'Index Cond'?: string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
};

/**
 * The index conditions the plan of `query` puts on `table` (a bitmap scan names only the index),
 * sequential scans ruled out: the question is how the index bounds the window, not whether a test's
 * few thousand rows are worth an index.
 */
async function indexConditions(tx: Tx, query: { getSQL(): SQL }, table: string): Promise<string[]> {
  await tx.execute(sql`SET LOCAL enable_seqscan = off`);
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (FORMAT JSON) ${query.getSQL()}`);
  const raw = row!['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const conditions = (node: PlanNode): string[] => [
    ...((node['Relation Name'] === table || node['Index Name']?.startsWith(`${table}_`)) && node['Index Cond']
      ? [node['Index Cond']]
      : []),
    ...(node.Plans ?? []).flatMap(conditions),
  ];
  return conditions(plan!.Plan);
}

const WEEK = { from: new Date('2026-06-08T00:00:00Z'), to: new Date('2026-06-15T00:00:00Z') };

describe('calendar window queries', () => {
  it('bound the window from both sides in the index, for appointments and slots', async () => {
    // A doctor's year: 520 slots and 4,160 appointments, the planner's statistics fresh.
    const owner = await seedBusyPractice(t, 1);
    const tenant = { organizationId: owner.organizationId, userId: owner.userId };
    const [appointments, slots] = await withTenant(t.ctx.database.db, tenant, async (tx) => [
      await indexConditions(tx, calendarRepo.appointmentsIn(tx, WEEK) as never, 'appointments'),
      await indexConditions(
        tx,
        calendarRepo.slotsIn(tx, { ...WEEK, includeDeleted: false }) as never,
        'slots',
      ),
    ]);
    // "starts_at < to" alone reads every row before the window: the index bounds it from below too.
    for (const conditions of [appointments, slots]) {
      expect(conditions.join(' ')).toMatch(/starts_at < /);
      expect(conditions.join(' ')).toMatch(/starts_at >= /);
    }
  });

  it('shows a slot and a visit that began before the window and end inside it, however long', async () => {
    const { owner, doctor, patient } = await calendarClinic(t);
    const slot = await callAs<Slot>(
      t,
      owner,
      'POST',
      '/api/v1/slots',
      { doctorId: doctor.id, startsAt: '2026-06-01T08:00:00Z', endsAt: '2026-06-09T10:00:00Z' },
      201,
    );
    await callAs(
      t,
      owner,
      'POST',
      '/api/v1/appointments',
      {
        slotId: slot.id,
        doctorId: doctor.id,
        patientId: patient.id,
        startsAt: '2026-06-05T08:00:00Z',
        endsAt: '2026-06-08T09:00:00Z',
      },
      201,
    );
    const week = await callAs<CalendarWindow>(
      t,
      owner,
      'GET',
      `/api/v1/calendar?from=${WEEK.from.toISOString()}&to=${WEEK.to.toISOString()}`,
    );
    expect(week.slots.map((s) => s.id)).toEqual([slot.id]);
    expect(week.appointments.map((a) => a.endsAt)).toEqual(['2026-06-08T09:00:00.000Z']);
    // Ending exactly where the window starts is outside it.
    const after = await callAs<CalendarWindow>(
      t,
      owner,
      'GET',
      '/api/v1/calendar?from=2026-06-09T10:00:00Z&to=2026-06-10T00:00:00Z',
    );
    expect(after.slots).toEqual([]);
  });
});
