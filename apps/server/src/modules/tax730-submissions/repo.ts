import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, tax730Submissions } from '../../db/schema';

export type SubmissionRow = typeof tax730Submissions.$inferSelect;

export const submissionsRepo = {
  ofInvoice: (db: Executor, invoiceId: string) =>
    db
      .select()
      .from(tax730Submissions)
      .where(eq(tax730Submissions.invoiceId, invoiceId))
      .orderBy(asc(tax730Submissions.createdAt), asc(tax730Submissions.id)),

  /** The last submission the service accepted: what the Sistema TS holds of the invoice now. */
  lastAccepted: async (db: Executor, invoiceId: string) =>
    (
      await db
        .select()
        .from(tax730Submissions)
        .where(and(eq(tax730Submissions.invoiceId, invoiceId), eq(tax730Submissions.status, 'accepted')))
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
   * Paid invoices the Sistema TS does not hold (never accepted, or deleted since), counted by the
   * year of their payment — the year whose 730 they belong to — from `fromYear` on.
   */
  pendingByYear: async (db: Executor, fromYear: number) => {
    const year = sql<number>`extract(year from ${invoices.paidOn})::int`.mapWith(Number);
    return db
      .select({ year, count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(invoices)
      .leftJoin(
        sql`lateral (select s.operation from ${tax730Submissions} s where s.organization_id = ${invoices.organizationId} and s.invoice_id = ${invoices.id} and s.status = 'accepted' order by s.created_at desc limit 1) as last_accepted`,
        sql`true`,
      )
      .where(
        and(
          eq(invoices.kind, 'invoice'),
          eq(invoices.status, 'paid'),
          sql`${invoices.paidOn} >= make_date(${fromYear}, 1, 1)`,
          sql`(last_accepted.operation is null or last_accepted.operation = 'delete')`,
        ),
      )
      .groupBy(year)
      .orderBy(year);
  },

  find: async (db: Executor, id: string) =>
    (await db.select().from(tax730Submissions).where(eq(tax730Submissions.id, id)))[0],

  insert: async (db: Executor, values: typeof tax730Submissions.$inferInsert) =>
    (await db.insert(tax730Submissions).values(values).returning())[0]!,

  update: (db: Executor, id: string, values: Partial<typeof tax730Submissions.$inferInsert>) =>
    db.update(tax730Submissions).set(values).where(eq(tax730Submissions.id, id)),
};
