import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bookVisit, calendarClinic } from '../../test/calendar';
import { testEngine } from '../../test/database';
import { send } from '../../test/http';

/**
 * Round trips of a read (#15 point 20), in the budgets below. The issue counted 19 for an empty call
 * list; 14 when this test came, 11 after SET LOCAL ROLE joined the scope's statement and the
 * membership and organization were read together; 10 once Better Auth read the session with its user
 * in one statement; 5 now that a read is one transaction whose BEGIN, scope and membership go in one
 * round trip (http/session.ts, requireTenant). The statements with parameters are prepared once per
 * connection (db/client.ts).
 */
const BUDGETS = { emptyCallList: 5, calendarWeek: 5, patientList: 5 };

const clinic = {} as { t: TestApp; calendar: Awaited<ReturnType<typeof calendarClinic>> };
beforeAll(async () => {
  clinic.t = await createTestApp();
  clinic.calendar = await calendarClinic(clinic.t);
  await bookVisit(clinic.t, clinic.calendar, new Date('2026-06-09T08:00:00Z'));
});
afterAll(() => clinic.t.close());

type Wire = { query(text: string): void; parse(query: { text: string }): void; sync(): void };

/**
 * The round trips a request makes to the server, counted on the wire: a simple query is one, an
 * extended query (parse, bind, execute) is one at its sync. Gives the statements' texts.
 */
async function roundTripsOf(path: string) {
  const sent: string[] = [];
  const wire = (pg as unknown as { Connection: { prototype: Wire } }).Connection.prototype;
  const { query, parse, sync } = wire;
  let parsed = '(prepared)';
  wire.query = function (this: Wire, text: string) {
    sent.push(text);
    query.call(this, text);
  };
  wire.parse = function (this: Wire, statement: { text: string }) {
    parsed = statement.text;
    parse.call(this, statement);
  };
  wire.sync = function (this: Wire) {
    sent.push(parsed);
    parsed = '(prepared)';
    sync.call(this);
  };
  try {
    const res = await send(clinic.t, 'GET', path, undefined, { cookie: clinic.calendar.owner.cookie });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  } finally {
    Object.assign(wire, { query, parse, sync });
  }
  return sent;
}

describe(`round trips to ${testEngine}`, () => {
  const onPostgres = it.runIf(testEngine === 'postgres');

  onPostgres('an empty call list costs a few statements, not nineteen', async () => {
    const statements = await roundTripsOf('/api/v1/calls');
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(BUDGETS.emptyCallList);
  });

  onPostgres(
    'a calendar week costs the session, the scope, its slots and visits, and the commit',
    async () => {
      const statements = await roundTripsOf(
        '/api/v1/calendar?from=2026-06-08T00:00:00Z&to=2026-06-15T00:00:00Z',
      );
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(BUDGETS.calendarWeek);
    },
  );

  onPostgres(
    'a page of patients costs the session, the scope, the page, its count and the commit',
    async () => {
      const statements = await roundTripsOf('/api/v1/patients?limit=25');
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(BUDGETS.patientList);
    },
  );

  onPostgres('parses the statements of a read once per connection, not at every request', async () => {
    const path = '/api/v1/calendar?from=2026-06-08T00:00:00Z&to=2026-06-15T00:00:00Z';
    await roundTripsOf(path);
    await roundTripsOf(path);
    const again = await roundTripsOf(path);
    // Only the simple queries without parameters (BEGIN with the scope, COMMIT) go as text.
    const parsedAgain = again.filter((text) => text !== '(prepared)' && !/^(BEGIN|COMMIT)/.test(text));
    expect(parsedAgain, again.join('\n')).toEqual([]);
  });
});
