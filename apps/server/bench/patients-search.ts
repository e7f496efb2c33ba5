/**
 * How fast the patient search answers on a large practice: seeds PATIENTS (default 100,000) patients
 * into one organization, then times searches through the HTTP app (routing, validation, session,
 * tenancy transaction, query) and prints the median and 95th percentile per query.
 *
 *   npm run bench:patients                       embedded engine (PGlite, in memory)
 *   TEST_DB_ENGINE=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:patients
 *
 * Issue #4's bar: under 50 ms server time on the embedded engine.
 */
import { createTestApp } from '../test/app';
import { clinicOwner } from '../test/clinic';
import { timeRequests } from './measure';
import { seedPatients } from './patients-seed';

const PATIENTS = Number(process.env.PATIENTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 30);

async function main() {
  const t = await createTestApp();
  try {
    const owner = await clinicOwner(t, 'Poliambulatorio Benchmark');
    await seedPatients(t, owner, PATIENTS);
    const queries: [string, string][] = [
      ['misspelled surname', 'q=Fontanna'],
      ['surname and first name', 'q=rossi%20giulia'],
      ['tax code prefix', 'q=C4CA42'],
      ['phone as typed', 'q=333%20004%202424'],
      ['email fragment', 'q=paziente4242@'],
      ['no match', 'q=Zzyzx'],
      ['first page by name', 'sort=name'],
      ['recently edited', 'sort=recent'],
      ['deep page by name', 'sort=name&offset=50000'],
    ];
    await timeRequests(
      t,
      owner.cookie,
      RUNS,
      queries.map(([label, query]) => [label, `/api/v1/patients?${query}&limit=25`]),
    );
  } finally {
    await t.close();
  }
}

await main();
