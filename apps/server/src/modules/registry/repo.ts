import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { folded, matchesEveryWord } from '../../db/search';
import { doctorServices, doctors, serviceTypes, services } from '../../db/schema';

type RegistryTable = PgTable & { id: PgColumn; active: PgColumn };

/** Reads and writes by id shared by the registry tables; the transaction's scope limits them to one organization. */
function byId<T extends RegistryTable>(table: T) {
  type Row = T['$inferSelect'];
  const source = table as PgTable & { id: PgColumn };
  return {
    findById: async (db: Executor, id: string) =>
      (await db.select().from(source).where(eq(source.id, id)))[0] as Row | undefined,
    insert: async (db: Executor, values: T['$inferInsert']) =>
      ((await db.insert(table).values(values).returning()) as Row[])[0]!,
    update: async (db: Executor, id: string, values: Partial<T['$inferInsert']>) =>
      ((await db.update(table).set(values).where(eq(source.id, id)).returning()) as Row[])[0],
    delete: async (db: Executor, id: string) =>
      ((await db.delete(table).where(eq(source.id, id)).returning()) as Row[]).length > 0,
  };
}

/** Only active rows unless asked for every row. */
const activeUnless = (includeInactive: boolean, column: PgColumn): SQL | undefined =>
  includeInactive ? undefined : eq(column, true);

export type ServiceTypeRow = typeof serviceTypes.$inferSelect;
export type DoctorRow = typeof doctors.$inferSelect;

export const serviceTypesRepo = {
  ...byId(serviceTypes),
  list: (db: Executor, includeInactive: boolean) =>
    db
      .select()
      .from(serviceTypes)
      .where(activeUnless(includeInactive, serviceTypes.active))
      .orderBy(asc(serviceTypes.name)),
};

/** A doctor as searched: names and specialty, each typo-tolerant (the registry is small, no index). */
const doctorText = folded(
  sql`${doctors.firstName} || ' ' || ${doctors.lastName} || ' ' || coalesce(${doctors.specialty}, '')`,
);

export const doctorsRepo = {
  ...byId(doctors),
  /** Active doctors by name or specialty. */
  search: (db: Executor, words: string[], limit: number) =>
    db
      .select()
      .from(doctors)
      .where(and(eq(doctors.active, true), matchesEveryWord({ text: doctorText, name: doctorText }, words)))
      .orderBy(asc(doctors.lastName))
      .limit(limit),
  countActive: async (db: Executor) =>
    (
      await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(doctors)
        .where(eq(doctors.active, true))
    )[0]!.n,
  list: (db: Executor, includeInactive: boolean) =>
    db
      .select()
      .from(doctors)
      .where(activeUnless(includeInactive, doctors.active))
      .orderBy(asc(doctors.lastName), asc(doctors.firstName)),
};

const serviceColumns = { service: services, serviceTypeName: serviceTypes.name };
export type ServiceListRow = { service: typeof services.$inferSelect; serviceTypeName: string | null };

export const servicesRepo = {
  ...byId(services),
  list: (db: Executor, includeInactive: boolean, where?: SQL): Promise<ServiceListRow[]> =>
    db
      .select(serviceColumns)
      .from(services)
      .leftJoin(
        serviceTypes,
        and(
          eq(serviceTypes.organizationId, services.organizationId),
          eq(serviceTypes.id, services.serviceTypeId),
        ),
      )
      .where(and(activeUnless(includeInactive, services.active), where))
      .orderBy(asc(services.name)),
  /** Active services by name or type. */
  search: (db: Executor, words: string[], limit: number) =>
    servicesRepo
      .list(
        db,
        false,
        matchesEveryWord(
          {
            text: folded(sql`${services.name} || ' ' || coalesce(${serviceTypes.name}, '')`),
            name: folded(sql`${services.name}`),
          },
          words,
        ),
      )
      .then((rows) => rows.slice(0, limit)),
  findWithType: async (db: Executor, id: string) =>
    (await servicesRepo.list(db, true, eq(services.id, id)))[0],
};

const pairedDoctor = alias(doctors, 'paired_doctor');
const pairedService = alias(services, 'paired_service');
export type DoctorServiceListRow = {
  pairing: typeof doctorServices.$inferSelect;
  doctor: typeof doctors.$inferSelect;
  service: typeof services.$inferSelect;
};

export const doctorServicesRepo = {
  ...byId(doctorServices),
  /** Pairings with their doctor and service; inactive ones (or of inactive doctors or services) on request. */
  list: (
    db: Executor,
    filter: { includeInactive: boolean; id?: string; doctorId?: string; serviceId?: string },
  ) =>
    db
      .select({ pairing: doctorServices, doctor: pairedDoctor, service: pairedService })
      .from(doctorServices)
      .innerJoin(
        pairedDoctor,
        and(
          eq(pairedDoctor.organizationId, doctorServices.organizationId),
          eq(pairedDoctor.id, doctorServices.doctorId),
        ),
      )
      .innerJoin(
        pairedService,
        and(
          eq(pairedService.organizationId, doctorServices.organizationId),
          eq(pairedService.id, doctorServices.serviceId),
        ),
      )
      .where(
        and(
          activeUnless(filter.includeInactive, doctorServices.active),
          activeUnless(filter.includeInactive, pairedDoctor.active),
          activeUnless(filter.includeInactive, pairedService.active),
          filter.id ? eq(doctorServices.id, filter.id) : undefined,
          filter.doctorId ? eq(doctorServices.doctorId, filter.doctorId) : undefined,
          filter.serviceId ? eq(doctorServices.serviceId, filter.serviceId) : undefined,
        ),
      )
      .orderBy(asc(pairedDoctor.lastName), asc(pairedService.name)) as Promise<DoctorServiceListRow[]>,
};
