import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tax730Environment } from '@studiolo/contracts';
import type { Executor } from '../../db/client';
import { invoices, tax730Submissions } from '../../db/schema';

export type SubmissionRow = typeof tax730Submissions.$inferSelect;

/** Each invoice's last sending the service (of one environment) accepted; none when never. */
const lastAcceptedIn = (environment: Tax730Environment) =>
  sql`lateral (select s.operation from ${tax730Submissions} s where s.organization_id = ${invoices.organizationId} and s.invoice_id = ${invoices.id} and s.status = 'accepted' and s.environment = ${environment} order by s.created_at desc limit 1) as last_accepted`;

/** No sending of the invoice is under way. */
const NOTHING_QUEUED = sql`not exists (select 1 from ${tax730Submissions} q where q.organization_id = ${invoices.organizationId} and q.invoice_id = ${invoices.id} and q.status = 'queued')`;

/**
 * Paid invoices whose last accepted sending is none, or a deletion: the Sistema TS lacks them. An
 * invoice of a patient with an STP/ENI code (no codice fiscale) is none of its business.
 */
const notHeld = (...conditions: SQL[]) =>
  and(
    eq(invoices.kind, 'invoice'),
    eq(invoices.status, 'paid'),
    sql`coalesce(${invoices.patientTaxCode}, ${invoices.clientTaxCode}, '') !~ '^(STP|ENI)'`,
    sql`(last_accepted.operation is null or last_accepted.operation = 'delete')`,
    ...conditions,
  );

export const submissionsRepo = {
  ofInvoice: (db: Executor, invoiceId: string) =>
    db
      .select()
      .from(tax730Submissions)
      .where(eq(tax730Submissions.invoiceId, invoiceId))
      .orderBy(asc(tax730Submissions.createdAt), asc(tax730Submissions.id)),

  /**
   * The last submission the service (of `environment`, or of either) accepted: what the Sistema TS
   * holds of the invoice now.
   */
  lastAccepted: async (db: Executor, invoiceId: string, environment?: Tax730Environment) =>
    (
      await db
        .select()
        .from(tax730Submissions)
        .where(
          and(
            eq(tax730Submissions.invoiceId, invoiceId),
            eq(tax730Submissions.status, 'accepted'),
            environment ? eq(tax730Submissions.environment, environment) : undefined,
          ),
        )
        .orderBy(desc(tax730Submissions.createdAt), desc(tax730Submissions.id))
        .limit(1)
    )[0],

  queued: async (db: Executor, invoiceId: string) =>
    (
      await db
        .select({ id: tax730Submissions.id })
        .from(tax730Submissions)
        .where(and(eq(tax730Submissions.invoiceId, invoiceId), inArray(tax730Submissions.status, ['queued'])))
        .limit(1)
    )[0],

  /**
   * Paid invoices the Sistema TS does not hold (never accepted, or deleted since) and nothing is
   * sending, counted by the year of their payment — the year whose 730 they belong to — from
   * `fromYear` on.
   */
  pendingByYear: async (db: Executor, fromYear: number, environment: Tax730Environment) => {
    const year = sql<number>`extract(year from ${invoices.paidOn})::int`.mapWith(Number);
    return db
      .select({
        year,
        count: sql<number>`count(*)::int`.mapWith(Number),
        withoutTaxCode:
          sql<number>`(count(*) filter (where not ${invoices.opposition730} and coalesce(${invoices.clientTaxCode}, '') = ''))::int`.mapWith(
            Number,
          ),
      })
      .from(invoices)
      .leftJoin(lastAcceptedIn(environment), sql`true`)
      .where(notHeld(sql`${invoices.paidOn} >= make_date(${fromYear}, 1, 1)`, NOTHING_QUEUED))
      .groupBy(year)
      .orderBy(year);
  },

  /** The paid invoices of a year the Sistema TS does not hold and nothing is sending: a file's worth. */
  pendingOfYear: (db: Executor, year: number, environment: Tax730Environment) =>
    db
      .select({ invoice: invoices })
      .from(invoices)
      .leftJoin(lastAcceptedIn(environment), sql`true`)
      .where(notHeld(sql`extract(year from ${invoices.paidOn}) = ${year}`, NOTHING_QUEUED))
      .orderBy(asc(invoices.sequence)),

  batch: (db: Executor, batchId: string) =>
    db
      .select()
      .from(tax730Submissions)
      .where(and(eq(tax730Submissions.batchId, batchId), eq(tax730Submissions.status, 'queued'))),

  find: async (db: Executor, id: string) =>
    (await db.select().from(tax730Submissions).where(eq(tax730Submissions.id, id)))[0],

  insert: async (db: Executor, values: typeof tax730Submissions.$inferInsert) =>
    (await db.insert(tax730Submissions).values(values).returning())[0]!,

  update: (db: Executor, id: string, values: Partial<typeof tax730Submissions.$inferInsert>) =>
    db.update(tax730Submissions).set(values).where(eq(tax730Submissions.id, id)),
};
