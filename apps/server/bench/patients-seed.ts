import { sql } from 'drizzle-orm';
import { withTenant } from '../src/db/tenancy';
import type { TestApp } from '../test/app';
import type { SignedInMember } from '../test/clinic';
import { analyzeTables, print } from './measure';

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

/**
 * Adds `count` patients to the owner's organization in one statement in its own scope, as the app
 * writes (row-level security applies): about 80 per surname, as in a large Italian practice.
 */
export async function seedPatients(t: TestApp, owner: SignedInMember, count: number) {
  const started = performance.now();
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
      FROM generate_series(1, ${count}) AS i`),
  );
  await analyzeTables(t, ['patients']);
  print(
    `engine: ${t.ctx.database.engine}; seeded ${count.toLocaleString('en')} patients in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
