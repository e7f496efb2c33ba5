/**
 * The floor under the HTTP benchmarks: EXPLAIN ANALYZE of the hot queries' SQL on the same data
 * (the busy practice's 83,200 appointments and PATIENTS patients in one organization), run in the
 * organization's scope as the app runs them (row-level security applies). Prints the median
 * execution time of RUNS runs and the scans the plan chose.
 *
 *   TEST_DB_ENGINE=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:explain
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../src/db/client';
import { withTenant } from '../src/db/tenancy';
import { calendarRepo } from '../src/modules/calendar/repo';
import { createTestApp } from '../test/app';
import { seedBusyPractice } from './busy-practice';
import { print } from './measure';
import { seedPatients } from './patients-seed';

const PATIENTS = Number(process.env.PATIENTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 7);

const WEEK = { from: new Date('2026-06-08T00:00:00Z'), to: new Date('2026-06-15T00:00:00Z') };
const NAMES = `a.*, p.last_name || ' ' || p.first_name AS patient_name, s.name AS service_name
  FROM appointments a
  LEFT JOIN patients p ON p.organization_id = a.organization_id AND p.id = a.patient_id
  LEFT JOIN services s ON s.organization_id = a.organization_id AND s.id = a.service_id`;

/** A statement of the app: the repo's query, as it runs. */
const repoQuery = (build: (tx: Tx) => unknown) => (tx: Tx) => (build(tx) as { getSQL(): SQL }).getSQL();

/** [label, SQL]: the statements the calendar, the patients list and the dashboard run (and ran). */
const QUERIES: [string, (tx: Tx) => SQL][] = [
  [
    'week appointments, upper bound only (before)',
    () =>
      sql.raw(
        `SELECT ${NAMES} WHERE a.starts_at < '2026-06-15T00:00:00Z' AND a.ends_at > '2026-06-08T00:00:00Z' ORDER BY a.starts_at`,
      ),
  ],
  ['week appointments (calendarRepo)', repoQuery((tx) => calendarRepo.appointmentsIn(tx, WEEK))],
  [
    'week slots, upper bound only (before)',
    () =>
      sql.raw(
        `SELECT * FROM slots WHERE starts_at < '2026-06-15T00:00:00Z' AND ends_at > '2026-06-08T00:00:00Z' AND status <> 'deleted' ORDER BY starts_at`,
      ),
  ],
  [
    'week slots (calendarRepo)',
    repoQuery((tx) => calendarRepo.slotsIn(tx, { ...WEEK, includeDeleted: false })),
  ],
  ['count of all patients', () => sql.raw(`SELECT count(*) FROM patients`)],
  [
    'first page of patients by name',
    () => sql.raw(`SELECT * FROM patients ORDER BY last_name, first_name, id LIMIT 25`),
  ],
];

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
type Explained = { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number };

/** The scans of a plan, e.g. "Index Scan appointments_range_idx". */
function scans(node: PlanNode): string[] {
  const own = /Scan/.test(node['Node Type'])
    ? [`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

async function main() {
  const t = await createTestApp();
  try {
    const owner = await seedBusyPractice(t);
    await seedPatients(t, owner, PATIENTS);
    const tenant = { organizationId: owner.organizationId, userId: owner.userId };
    print('statement                                       median ms  plan');
    for (const [label, statement] of QUERIES) {
      const timings: number[] = [];
      let plan: string[] = [];
      for (let run = 0; run < RUNS + 1; run++) {
        const [row] = await withTenant(t.ctx.database.db, tenant, (tx) =>
          queryRows<{ 'QUERY PLAN': Explained[] | string }>(
            tx,
            sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement(tx)}`,
          ),
        );
        const raw = row!['QUERY PLAN'];
        const [explained] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Explained[];
        if (run > 0) timings.push(explained!['Execution Time']); // the first run warms the cache
        plan = scans(explained!.Plan);
      }
      timings.sort((a, b) => a - b);
      const median = timings[Math.floor(timings.length / 2)]!;
      print(`${label.padEnd(48)}${median.toFixed(1).padStart(9)}  ${[...new Set(plan)].join(', ')}`);
    }
  } finally {
    await t.close();
  }
}

await main();
