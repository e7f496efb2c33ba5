import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { clinicOwner, type SignedInMember } from '../../test/clinic';
import { patientInput } from '../../test/factories';
import { patientCalls } from '../../test/patients';
import { queryRows } from './client';
import { FOLD_FROM, NAME_SIMILARITY_THRESHOLD, foldText, folded, searchWords, tolerateTypos } from './search';
import { withTenant } from './tenancy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { create } = patientCalls(() => t);

const NAMES = ['Šimić Ana', 'DVOŘÁK Zoë', 'Nicolò Mancini', 'D’Amico', 'Øster-Łukasz', 'ŢEPEŞ', 'Müller'];
const tenantOf = (owner: SignedInMember) => ({ organizationId: owner.organizationId, userId: owner.userId });

/**
 * The search folds names on two sides — the database (the stored search columns, the registry's
 * search) and the server (the typed words) — and keeps two rules in one place each (the similarity
 * threshold, the name-like words). These tests fail as soon as the two sides drift apart.
 */
describe('search folding and rules, database and server alike', () => {
  it('folds every letter of the table, and sample names, the same way on both sides', async () => {
    const db = t.ctx.database.db;
    for (const text of [FOLD_FROM, ...NAMES]) {
      const [row] = await queryRows<{ folded: string }>(
        db,
        sql`SELECT ${folded(sql`${text}::text`)} AS folded`,
      );
      expect(row!.folded, text).toBe(foldText(text));
    }
    expect(foldText(FOLD_FROM)).toMatch(/^[a-z']+$/);
    expect(searchWords('  Šimić   D’AMICO ')).toEqual(['simic', "d'amico"]);
  });

  it('stores the search columns folded as the server folds the words (the migration matches the table)', async () => {
    const owner = await clinicOwner(t);
    const patient = await create(owner, patientInput({ firstName: 'Łukasz', lastName: 'Šimić-Dvořák' }));
    const [row] = await withTenant(t.ctx.database.db, tenantOf(owner), (tx) =>
      queryRows<{ search_name: string }>(tx, sql`SELECT search_name FROM patients WHERE id = ${patient.id}`),
    );
    expect(row!.search_name).toBe(foldText('Šimić-Dvořák Łukasz'));
  });

  it('applies NAME_SIMILARITY_THRESHOLD in the patient search function and in the global search', async () => {
    const owner = await clinicOwner(t);
    await create(owner, patientInput({ firstName: 'Martina', lastName: 'Mancini' }));
    // 'mancni' is similar to 'mancini' at 0.57: found at 0.5, not at pg_trgm's default 0.6.
    const found = (similarity: number | null) =>
      withTenant(
        t.ctx.database.db,
        tenantOf(owner),
        async (tx) =>
          (
            await queryRows<{ total: string }>(
              tx,
              sql`SELECT count(*) AS total FROM app_search_patients(ARRAY['mancni'], 'name', null, 0, ${similarity})`,
            )
          )[0]!.total,
      );
    expect(NAME_SIMILARITY_THRESHOLD).toBe(0.5);
    expect(Number(await found(NAME_SIMILARITY_THRESHOLD))).toBe(1);
    expect(Number(await found(0.6))).toBe(0);
    expect(Number(await found(null))).toBe(0);

    const setting = await withTenant(t.ctx.database.db, tenantOf(owner), async (tx) => {
      await tolerateTypos(tx);
      // The function's own setting ends with it: the transaction's stays as set.
      await queryRows(tx, sql`SELECT * FROM app_search_patients(ARRAY['mancni'], 'name', 1, 0, 0.9)`);
      return queryRows<{ value: string }>(
        tx,
        sql`SELECT current_setting('pg_trgm.word_similarity_threshold') AS value`,
      );
    });
    expect(Number(setting[0]!.value)).toBe(NAME_SIMILARITY_THRESHOLD);
  });

  it('tolerates typos only in name-like words (letters, three or more), by one SQL rule', async () => {
    const db = t.ctx.database.db;
    const nameLike = async (word: string) =>
      (await queryRows<{ ok: boolean }>(db, sql`SELECT app_search_name_like(${word}) AS ok`))[0]!.ok;
    for (const word of ['rossi', "d'amico", 'de luca', 'dell-acqua', ...searchWords('Šimić Ñandú')]) {
      expect(await nameLike(word), word).toBe(true);
    }
    for (const word of ['ro', 'rssmra85', 'mario.rossi@', '3331234567', '']) {
      expect(await nameLike(word), word).toBe(false);
    }
  });
});
