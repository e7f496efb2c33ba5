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
import { createTestApp } from '../test/app';
import { send } from '../test/http';
import { seedBusyPractice } from './busy-practice';
import { timeRequests } from './measure';

const RUNS = Number(process.env.RUNS ?? 30);

async function main() {
  const t = await createTestApp();
  try {
    const owner = await seedBusyPractice(t);
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
