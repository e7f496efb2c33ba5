import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { clinicForTests } from '../../test/clinic';
import { testEngine } from '../../test/database';
import { send } from '../../test/http';

/** Session, membership and the list in as few round trips as they need (19 in the issue, 14 before this test: two transactions each spent one on SET LOCAL ROLE, and the membership and organization were read apart). */
const ROUND_TRIP_BUDGET = 11;

const clinic = clinicForTests();

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
    const res = await send(clinic.t, 'GET', path, undefined, { cookie: clinic.owner.cookie });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  } finally {
    Object.assign(wire, { query, parse, sync });
  }
  return sent;
}

describe(`round trips to ${testEngine}`, () => {
  it.runIf(testEngine === 'postgres')('an empty call list costs a few statements, not nineteen', async () => {
    const statements = await roundTripsOf('/api/v1/calls');
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(ROUND_TRIP_BUDGET);
  });
});
