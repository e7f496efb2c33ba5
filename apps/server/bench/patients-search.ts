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
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/db/tenancy';
import { createTestApp } from '../test/app';
import { clinicOwner } from '../test/clinic';
import { analyzeTables, print, timeRequests } from './measure';

const PATIENTS = Number(process.env.PATIENTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 30);

const FIRST_NAMES = [
  'Mario',
  'Giulia',
  'Luca',
  'Francesca',
  'Marco',
  'Chiara',
  'Andrea',
  'Sara',
  'Giuseppe',
  'Anna',
  'Alessandro',
  'Elena',
  'Matteo',
  'Valentina',
  'Lorenzo',
  'Martina',
  'Davide',
  'Laura',
  'Simone',
  'Paola',
  'Federico',
  'Silvia',
  'Stefano',
  'Roberta',
  'Nicolò',
  'Alessia',
  'Riccardo',
  'Federica',
  'Gabriele',
  'Elisa',
];
// 60 stems × 20 endings: 1,200 surnames, about 80 patients each, as in a large Italian practice.
const SURNAME_STEMS = [
  'Ross',
  'Russ',
  'Ferr',
  'Espos',
  'Bianc',
  'Roman',
  'Colomb',
  'Ricc',
  'Marin',
  'Grec',
  'Brun',
  'Gall',
  'Cont',
  'Manc',
  'Cost',
  'Giord',
  'Rizz',
  'Lombard',
  'Morett',
  'Barbier',
  'Fontan',
  'Santor',
  'Marian',
  'Rinald',
  'Carus',
  'Mart',
  'Leon',
  'Long',
  'Gentil',
  'Vital',
  'Serr',
  'Coppol',
  'Sant',
  'Marchett',
  'Paris',
  'Vill',
  'Fabbr',
  'Grass',
  'Valent',
  'Bell',
  'Bert',
  'Carl',
  'Dell',
  'Fior',
  'Gatt',
  'Giust',
  'Lup',
  'Mazz',
  'Negr',
  'Orl',
  'Pell',
  'Pugl',
  'Rag',
  'Sacc',
  'Tosc',
  'Vesc',
  'Zan',
  'Bon',
  'Cas',
  'Dam',
];
const SURNAME_ENDINGS = [
  'i',
  'o',
  'a',
  'ini',
  'etti',
  'elli',
  'oni',
  'ucci',
  'ato',
  'ese',
  'otti',
  'ari',
  'ano',
  'one',
  'ella',
  'etto',
  'azzi',
  'iero',
  'ino',
  'ieri',
];
const LAST_NAMES = SURNAME_STEMS.flatMap((stem) => SURNAME_ENDINGS.map((ending) => stem + ending));
const CITIES = [
  'Milano',
  'Roma',
  'Torino',
  'Napoli',
  'Bologna',
  'Firenze',
  'Bari',
  'Palermo',
  'Genova',
  'Verona',
];

const textArray = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

async function main() {
  const t = await createTestApp();
  try {
    const owner = await clinicOwner(t, 'Poliambulatorio Benchmark');
    const started = performance.now();
    // One statement in the organization's own scope, as the app writes (row-level security applies).
    const tenant = { organizationId: owner.organizationId, userId: owner.userId };
    await withTenant(t.ctx.database.db, tenant, (tx) =>
      tx.execute(sql`
      INSERT INTO patients (organization_id, first_name, last_name, email, mobile, city, address, tax_code, birth_date, updated_at)
      SELECT ${owner.organizationId}::uuid,
             (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}],
             (${textArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
             'paziente' || i || '@example.it',
             '+39333' || lpad(i::text, 7, '0'),
             (${textArray(CITIES)})[1 + i % ${CITIES.length}],
             'Via Roma ' || (i % 200 + 1),
             upper(substr(md5(i::text), 1, 6)) || lpad((i % 100)::text, 2, '0') || 'A' || lpad((i % 28 + 1)::text, 2, '0') || 'F205' || chr(65 + i % 26),
             date '1940-01-01' + (i % 25000),
             now() - (i || ' minutes')::interval
      FROM generate_series(1, ${PATIENTS}) AS i`),
    );
    await analyzeTables(t, ['patients']);
    print(
      `engine: ${t.ctx.database.engine}; seeded ${PATIENTS.toLocaleString('en')} patients in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

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
