/**
 * How fast the calendar's week view answers on a busy practice: 20 doctors, a year of slots
 * (mornings and afternoons, Monday to Friday) and half-hour appointments filling them, then the
 * week view (all doctors, and one doctor) and a day list through the HTTP app; median and p95.
 *
 *   npm run bench:calendar                      embedded engine (PGlite, in memory)
 *   TEST_DB_ENGINE=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:calendar
 *
 * Issue #5's bar: under 50 ms on PostgreSQL, under 150 ms on the embedded engine.
 */
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/db/tenancy';
import { createTestApp } from '../test/app';
import { clinicOwner } from '../test/clinic';
import { send } from '../test/http';
import { analyzeTables, print, timeRequests } from './measure';

const DOCTORS = 20;
const RUNS = Number(process.env.RUNS ?? 30);

async function main() {
  const t = await createTestApp();
  try {
    const owner = await clinicOwner(t, 'Poliambulatorio Benchmark');
    const tenant = { organizationId: owner.organizationId, userId: owner.userId };
    const started = performance.now();
    const counts = await withTenant(t.ctx.database.db, tenant, async (tx) => {
      await tx.execute(sql`
        INSERT INTO doctors (organization_id, first_name, last_name, color)
        SELECT ${owner.organizationId}::uuid, 'Medico', 'Numero ' || n, '#2563eb' FROM generate_series(1, ${DOCTORS}) n`);
      // Two slots a working day for a year, 09–13 and 14–18 in Rome.
      await tx.execute(sql`
        INSERT INTO slots (organization_id, doctor_id, starts_at, ends_at, status)
        SELECT d.organization_id, d.id,
               (day + part.starts) AT TIME ZONE 'Europe/Rome',
               (day + part.starts + interval '4 hours') AT TIME ZONE 'Europe/Rome',
               'booked'
        FROM doctors d
        CROSS JOIN generate_series(date '2026-01-05', date '2027-01-01', interval '1 day') AS day
        CROSS JOIN (VALUES (interval '9 hours'), (interval '14 hours')) AS part(starts)
        WHERE extract(isodow FROM day) < 6`);
      // Eight half-hour visits in each slot.
      await tx.execute(sql`
        INSERT INTO appointments (organization_id, slot_id, doctor_id, temporary_name, starts_at, ends_at, price_cents, status)
        SELECT s.organization_id, s.id, s.doctor_id, 'Paziente ' || k,
               s.starts_at + (k * interval '30 minutes'), s.starts_at + ((k + 1) * interval '30 minutes'), 8000, 'scheduled'
        FROM slots s CROSS JOIN generate_series(0, 7) AS k`);
      const [row] = (
        (await tx.execute(
          sql`SELECT (SELECT count(*) FROM slots) AS slots, (SELECT count(*) FROM appointments) AS appointments`,
        )) as unknown as {
          rows: { slots: string; appointments: string }[];
        }
      ).rows;
      return row!;
    });
    await analyzeTables(t, ['slots', 'appointments']);
    print(
      `engine: ${t.ctx.database.engine}; seeded ${DOCTORS} doctors, ${Number(counts.slots).toLocaleString('en')} slots, ` +
        `${Number(counts.appointments).toLocaleString('en')} appointments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const doctorId = (
      (await (await send(t, 'GET', '/api/v1/doctors', undefined, { cookie: owner.cookie })).json()) as {
        id: string;
      }[]
    )[0]!.id;
    await timeRequests(t, owner.cookie, RUNS, [
      ['week, all doctors', '/api/v1/calendar?from=2026-06-08T00:00:00Z&to=2026-06-15T00:00:00Z'],
      [
        'week, one doctor',
        `/api/v1/calendar?from=2026-06-08T00:00:00Z&to=2026-06-15T00:00:00Z&doctorId=${doctorId}`,
      ],
      [
        'month, one doctor',
        `/api/v1/calendar?from=2026-06-01T00:00:00Z&to=2026-07-06T00:00:00Z&doctorId=${doctorId}`,
      ],
      ['day list', '/api/v1/appointments?day=2026-06-10'],
    ]);
  } finally {
    await t.close();
  }
}

await main();
