import { sql } from 'drizzle-orm';
import { withTenant } from '../src/db/tenancy';
import type { TestApp } from '../test/app';
import { clinicOwner } from '../test/clinic';
import { analyzeTables, print } from './measure';

export const DOCTORS = 20;

/**
 * A busy practice for the calendar benchmarks: 20 doctors, a year of slots (09–13 and 14–18 in
 * Rome, Monday to Friday) and eight half-hour appointments filling each slot. Returns its owner.
 * Tests take fewer doctors (one doctor's year is 520 slots and 4,160 appointments).
 */
export async function seedBusyPractice(t: TestApp, doctorCount = DOCTORS) {
  const owner = await clinicOwner(t, 'Poliambulatorio Benchmark');
  const tenant = { organizationId: owner.organizationId, userId: owner.userId };
  const started = performance.now();
  const counts = await withTenant(t.ctx.database.db, tenant, async (tx) => {
    await tx.execute(sql`
      INSERT INTO doctors (organization_id, first_name, last_name, color)
      SELECT ${owner.organizationId}::uuid, 'Medico', 'Numero ' || n, '#2563eb' FROM generate_series(1, ${doctorCount}) n`);
    await tx.execute(sql`
      INSERT INTO slots (organization_id, doctor_id, starts_at, ends_at, status)
      SELECT d.organization_id, d.id,
             (day::date + part.starts) AT TIME ZONE 'Europe/Rome',
             (day::date + part.starts + interval '4 hours') AT TIME ZONE 'Europe/Rome',
             'booked'
      FROM doctors d
      CROSS JOIN generate_series(date '2026-01-05', date '2027-01-01', interval '1 day') AS day
      CROSS JOIN (VALUES (interval '9 hours'), (interval '14 hours')) AS part(starts)
      WHERE extract(isodow FROM day) < 6`);
    await tx.execute(sql`
      INSERT INTO appointments (organization_id, slot_id, doctor_id, temporary_name, starts_at, ends_at, price_cents, status)
      SELECT s.organization_id, s.id, s.doctor_id, 'Paziente ' || k,
             s.starts_at + (k * interval '30 minutes'), s.starts_at + ((k + 1) * interval '30 minutes'), 8000, 'scheduled'
      FROM slots s CROSS JOIN generate_series(0, 7) AS k`);
    const [row] = (
      (await tx.execute(
        sql`SELECT (SELECT count(*) FROM slots) AS slots, (SELECT count(*) FROM appointments) AS appointments`,
      )) as unknown as { rows: { slots: string; appointments: string }[] }
    ).rows;
    return row!;
  });
  await analyzeTables(t, ['slots', 'appointments']);
  print(
    `engine: ${t.ctx.database.engine}; seeded ${doctorCount} doctors, ${Number(counts.slots).toLocaleString('en')} slots, ` +
      `${Number(counts.appointments).toLocaleString('en')} appointments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return owner;
}
