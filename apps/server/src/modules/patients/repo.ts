import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PatientSort } from '@studiolo/contracts';
import type { Executor } from '../../db/client';
import { NAME_SIMILARITY_THRESHOLD } from '../../db/search';
import { patientCounts, patientGuardians, patients } from '../../db/schema';

export type PatientRow = typeof patients.$inferSelect;
export type PatientInsert = Omit<typeof patients.$inferInsert, 'searchText' | 'searchName'>;
export type GuardianInsert = typeof patientGuardians.$inferInsert;

/** The list's orders, as the indexes of schema/patients.ts hold them (nulls last, as drizzle-kit writes them). */
const ORDER: Record<PatientSort, SQL[]> = {
  name: [asc(patients.lastName), asc(patients.firstName)],
  recent: [sql`${patients.updatedAt} desc nulls last`],
  created: [sql`${patients.createdAt} desc nulls last`],
};

const guardianPatient = alias(patients, 'guardian_patient');
const dependent = alias(patients, 'dependent');

export const patientsRepo = {
  /**
   * A page of patients; with search words, only those matching every word (app_search_patients,
   * migrations 0014 and 0019, which can use the trigram indexes), the best matches first.
   */
  async search(db: Executor, query: { words: string[]; sort: PatientSort; limit: number; offset: number }) {
    if (query.words.length === 0) {
      // The whole list: the page comes off an index; the total is counted apart.
      const rows = await db
        .select()
        .from(patients)
        .orderBy(...ORDER[query.sort], asc(patients.id))
        .limit(query.limit)
        .offset(query.offset);
      return { rows, total: await patientsRepo.count(db) };
    }
    // The search function picks the page (it can use the trigram indexes); read its rows under RLS.
    const words = sql`ARRAY[${sql.join(
      query.words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]`;
    const page = sql`app_search_patients(${words}, ${query.sort}, ${query.limit}, ${query.offset}, ${NAME_SIMILARITY_THRESHOLD}) AS matches`;
    const rows = await db
      .select({ patient: patients, total: sql<number>`matches.total`.mapWith(Number) })
      .from(patients)
      .innerJoin(page, sql`matches.patient_id = ${patients.id}`)
      .orderBy(sql`matches.rank desc`, ...ORDER[query.sort], asc(patients.id));
    const total = rows[0]?.total ?? (query.offset > 0 ? await patientsRepo.count(db, words) : 0);
    return { rows: rows.map((row) => row.patient), total };
  },

  /**
   * How many patients (one row that triggers keep exact, patient_counts: counting 100,000 rows on
   * every page took longer than the page), or how many match the search words.
   */
  count: async (db: Executor, words?: SQL) =>
    words
      ? (
          await db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(sql`app_search_patients(${words}, 'name', null, 0, ${NAME_SIMILARITY_THRESHOLD})`)
        )[0]!.n
      : ((await db.select({ n: patientCounts.patients }).from(patientCounts))[0]?.n ?? 0),

  findById: async (db: Executor, id: string) =>
    (await db.select().from(patients).where(eq(patients.id, id)))[0],

  findByTaxCode: (db: Executor, taxCode: string, excludeId?: string) =>
    db
      .select()
      .from(patients)
      .where(and(eq(patients.taxCode, taxCode), excludeId ? ne(patients.id, excludeId) : undefined))
      .orderBy(asc(patients.lastName))
      .limit(10),

  /** Patients named `foldedName` (searchName's folding) born on `birthDate` or with `mobile`. */
  findSamePerson: (
    db: Executor,
    person: { foldedName: string; birthDate?: string; mobile?: string },
    excludeId?: string,
  ) =>
    db
      .select()
      .from(patients)
      .where(
        and(
          eq(patients.searchName, person.foldedName),
          or(
            person.birthDate ? eq(patients.birthDate, person.birthDate) : undefined,
            person.mobile ? eq(patients.mobile, person.mobile) : undefined,
          ),
          excludeId ? ne(patients.id, excludeId) : undefined,
        ),
      )
      .orderBy(asc(patients.lastName), asc(patients.firstName), asc(patients.id))
      .limit(10),

  findByIds: async (db: Executor, ids: string[]): Promise<PatientRow[]> =>
    ids.length ? db.select().from(patients).where(inArray(patients.id, ids)) : [],

  insert: async (db: Executor, values: PatientInsert) =>
    (await db.insert(patients).values(values).returning())[0]!,

  update: async (db: Executor, id: string, values: Partial<PatientInsert>) =>
    (await db.update(patients).set(values).where(eq(patients.id, id)).returning())[0],

  delete: (db: Executor, id: string) => db.delete(patients).where(eq(patients.id, id)),

  /** The guardians of a minor, with the guardian patient's own row when they are a patient. */
  guardiansOf: (db: Executor, patientId: string) => patientsRepo.guardiansOfMany(db, [patientId]),

  /**
   * The guardians of several minors in one query (a page of a list), each minor's in the order
   * `guardiansOf` gives them, so that the same guardian stands in on the list and on the record.
   */
  guardiansOfMany: async (db: Executor, patientIds: string[]) =>
    patientIds.length === 0
      ? []
      : db
          .select({ guardian: patientGuardians, patient: guardianPatient })
          .from(patientGuardians)
          .leftJoin(
            guardianPatient,
            and(
              eq(guardianPatient.organizationId, patientGuardians.organizationId),
              eq(guardianPatient.id, patientGuardians.guardianPatientId),
            ),
          )
          .where(inArray(patientGuardians.patientId, patientIds))
          .orderBy(asc(patientGuardians.lastName), asc(patientGuardians.id)),

  /** Minors whose guardian this patient is. */
  dependentsOf: (db: Executor, guardianPatientId: string) =>
    db
      .selectDistinct({ id: dependent.id, firstName: dependent.firstName, lastName: dependent.lastName })
      .from(patientGuardians)
      .innerJoin(
        dependent,
        and(
          eq(dependent.organizationId, patientGuardians.organizationId),
          eq(dependent.id, patientGuardians.patientId),
        ),
      )
      .where(eq(patientGuardians.guardianPatientId, guardianPatientId)),

  replaceGuardians: async (db: Executor, patientId: string, guardians: GuardianInsert[]) => {
    await db.delete(patientGuardians).where(eq(patientGuardians.patientId, patientId));
    if (guardians.length) await db.insert(patientGuardians).values(guardians);
  },
};
