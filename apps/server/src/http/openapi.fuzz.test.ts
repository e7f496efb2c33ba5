import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { PROBLEM_CONTENT_TYPE } from '@studiolo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { randomClientIp } from '../../test/http';
import { arbitraryOf, type JsonSchema } from '../../test/openapi-arbitraries';
import { paidInvoice } from '../../test/tax730';
import { simulatedCall } from '../../test/calls';
import type { SignedInMember } from '../../test/clinic';
import { queryRows } from '../db/client';

/**
 * Every operation of the OpenAPI document, driven with random and boundary input by a clinic's
 * owner: never a 5xx, every error a problem+json with a code, and a refused write leaves every table
 * as it was. Bounded: RUNS requests per operation, from one seed printed on failure (FUZZ_SEED=…
 * replays it, FUZZ_RUNS=… runs more). The PostgreSQL server parses and checks input exactly as the
 * embedded PGlite does, so its run is shorter: it is there for what only a server does (pooling,
 * connection-level errors), not for more random input.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (testEngine === 'postgres' ? 3 : 10));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * Tables a refused request may still write, by design: the per-address and per-IP limits count
 * failed attempts (rate_limits, and any attempt or limiter table).
 */
const WRITTEN_ON_REFUSAL = /rate_limit|attempt|limiter/;

let t: TestApp;
let owner: SignedInMember;
let doc: Document;
let tables: string[];
/** Real ids of this clinic (and the ones the run creates), so that operations reach their services. */
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const clinic = await paidInvoice(t);
  owner = clinic.owner;
  const call = await simulatedCall(t, owner);
  ids.push(clinic.doctor.id, clinic.service.id, clinic.patient.id, clinic.invoice.id, call.id);
  doc = (await (await t.app.request('/api/openapi.json')).json()) as Document;
  tables = (
    await queryRows<{ tablename: string }>(
      t.ctx.database.db,
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  )
    .map((row) => row.tablename)
    .filter((name) => !WRITTEN_ON_REFUSAL.test(name) && !name.startsWith('__'));
}, 120_000);
afterAll(() => t?.close());

/** Rows per table, in one statement (the test's connection is not bound by row-level security). */
async function rowCounts(): Promise<Record<string, number>> {
  const columns = tables.map(
    (name) => sql`(SELECT count(*) FROM ${sql.identifier(name)})::int AS ${sql.identifier(name)}`,
  );
  const [row] = await queryRows<Record<string, number>>(
    t.ctx.database.db,
    sql`SELECT ${sql.join(columns, sql`, `)}`,
  );
  return row!;
}

const pathValue = fc.oneof(
  // One of the clinic's real ids, or one the run created (read when the value is drawn).
  { arbitrary: fc.nat().map((i) => ids[i % ids.length]!), weight: 3 },
  { arbitrary: fc.uuid(), weight: 2 },
  {
    arbitrary: fc.constantFrom('', ' ', '0', '-1', 'null', '..', '%00', '%ED%A0%80', 'x'.repeat(300)),
    weight: 1,
  },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
);

function operationsOf(document: Document) {
  const found: { method: string; path: string; operation: Operation }[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      found.push({ method: method.toUpperCase(), path, operation });
    }
  }
  // What can lock the owner out (two-factor required) runs last, so that it hides nothing else.
  return found.sort((a, b) => Number(a.path.endsWith('/security')) - Number(b.path.endsWith('/security')));
}

function requestArbitrary(operation: Operation, components: Record<string, JsonSchema>) {
  const parameters = operation.parameters ?? [];
  const params = Object.fromEntries(
    parameters.map((p) => [
      `${p.in}:${p.name}`,
      p.in === 'path' ? pathValue : fc.option(arbitraryOf(p.schema ?? {}, components), { nil: undefined }),
    ]),
  );
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    params: fc.record(params),
    body: schema
      ? fc.option(arbitraryOf(schema, components), { nil: undefined, freq: 8 })
      : fc.constant(undefined),
  });
}

function urlOf(path: string, params: Record<string, unknown>): string {
  let url = path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const [where, name] = key.split(':') as [string, string];
    if (where === 'path')
      url = url.replace(`{${name}}`, encodeURIComponent(String(value)).replace(/%25/g, '%'));
    else if (where === 'query' && value !== undefined) {
      for (const one of Array.isArray(value) ? value : [value]) {
        query.append(name, typeof one === 'string' ? one : JSON.stringify(one));
      }
    }
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

describe('every operation of the OpenAPI document', () => {
  it('answers random and boundary input with no 5xx, problem+json errors and nothing half-saved', async () => {
    const components = doc.components?.schemas ?? {};
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const { method, path, operation } of operations) {
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(operation, components), async ({ params, body }) => {
          const write = method !== 'GET';
          const before = write ? await rowCounts() : undefined;
          const res = await t.app.request(urlOf(path, params), {
            method,
            headers: {
              origin: t.ctx.config.publicUrl,
              'x-studiolo-client-ip': randomClientIp(),
              cookie: `${owner.cookie}; user-locale=en`,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const contentType = res.headers.get('content-type') ?? '';
          if (contentType.startsWith('text/event-stream')) {
            await res.body?.cancel();
          } else {
            const text = await res.text();
            expect(res.status, `${method} ${path} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
            if (res.status >= 400) {
              expect(contentType, `${method} ${path} → ${res.status} ${text.slice(0, 200)}`).toBe(
                PROBLEM_CONTENT_TYPE,
              );
              expect(JSON.parse(text)).toMatchObject({ status: res.status, code: expect.any(String) });
            } else if (res.status === 201 && contentType.includes('json')) {
              const id = (JSON.parse(text) as { id?: unknown }).id;
              if (typeof id === 'string') ids.push(id);
            }
          }
          if (before && res.status >= 400) {
            expect(await rowCounts(), `${method} ${path} → ${res.status} wrote rows`).toEqual(before);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (result.failed) {
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push(
          `${method} ${path}: ${error.split('\n')[0]}\n  input: ${fc.stringify(result.counterexample)}`,
        );
      }
    }
    // All operations' failures at once, with the seed that replays them.
    expect(failures, `FUZZ_SEED=${SEED}\n${failures.join('\n')}`).toEqual([]);
  }, 600_000);
});
