import { and, asc, desc, eq, ilike, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '@studiolo/contracts';
import type { Executor } from '../../db/client';
import {
  appointments,
  invoiceCounters,
  invoiceLines,
  invoicePayments,
  invoices,
  invoiceShareOpenings,
  invoiceShares,
  services,
  serviceTypes,
} from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;

export const invoicesRepo = {
  /**
   * Takes the year's next number: the counter row stays locked until the caller's transaction
   * ends, so concurrent invoices wait their turn and a rolled-back one gives its number back.
   */
  async takeNumber(db: Executor, organizationId: string, year: number): Promise<number> {
    await db.insert(invoiceCounters).values({ organizationId, year }).onConflictDoNothing();
    const [row] = await db
      .update(invoiceCounters)
      .set({ nextNumber: sql`${invoiceCounters.nextNumber} + 1` })
      .where(and(eq(invoiceCounters.organizationId, organizationId), eq(invoiceCounters.year, year)))
      .returning({ taken: sql<number>`${invoiceCounters.nextNumber} - 1`.mapWith(Number) });
    return row!.taken;
  },

  counter: async (db: Executor, year: number) =>
    (await db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year)))[0],

  setCounter: (db: Executor, organizationId: string, year: number, nextNumber: number) =>
    db
      .insert(invoiceCounters)
      .values({ organizationId, year, nextNumber })
      .onConflictDoUpdate({
        target: [invoiceCounters.organizationId, invoiceCounters.year],
        set: { nextNumber },
      }),

  highestSequence: async (db: Executor, year: number) =>
    (
      await db
        .select({ max: sql<number>`coalesce(max(${invoices.sequence}), 0)`.mapWith(Number) })
        .from(invoices)
        .where(eq(invoices.year, year))
    )[0]!.max,

  /**
   * The dates an invoice of `year` numbered `sequence` (or about to take the next number: null)
   * must stay between: the latest of the year's invoices numbered before it, the earliest of those
   * numbered after it (the year's numbered ones: issued, or back in draft keeping their number).
   */
  async dateBounds(db: Executor, year: number, sequence: number | null) {
    const [row] = await db
      .select({
        notBefore: sql<string | null>`max(${invoices.issuedOn}) filter (where ${
          sequence === null ? sql`true` : sql`${invoices.sequence} < ${sequence}`
        })`,
        notAfter: sql<string | null>`min(${invoices.issuedOn}) filter (where ${
          sequence === null ? sql`false` : sql`${invoices.sequence} > ${sequence}`
        })`,
      })
      .from(invoices)
      .where(eq(invoices.year, year));
    return { notBefore: row?.notBefore ?? null, notAfter: row?.notAfter ?? null };
  },

  /** The other invoice (or note) whose stamp duty a contrassegno with this identifier paid. */
  withStampDutyId: async (db: Executor, stampDutyId: string, exceptInvoiceId: string) =>
    (
      await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.stampDutyId, stampDutyId), ne(invoices.id, exceptInvoiceId)))
        .limit(1)
    )[0],

  insert: async (db: Executor, values: typeof invoices.$inferInsert) =>
    (await db.insert(invoices).values(values).returning())[0]!,

  update: async (db: Executor, id: string, values: Partial<typeof invoices.$inferInsert>) =>
    (await db.update(invoices).set(values).where(eq(invoices.id, id)).returning())[0],

  find: async (db: Executor, id: string) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0],

  /** The invoice locked for a change of state, so two clicks never both pass the check. */
  findForUpdate: async (db: Executor, id: string) =>
    (await db.select().from(invoices).where(eq(invoices.id, id)).for('update'))[0],

  lines: (db: Executor, invoiceId: string) =>
    db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(asc(invoiceLines.position)),

  payments: (db: Executor, invoiceId: string) =>
    db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoiceId))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt)),

  insertPayment: async (db: Executor, values: typeof invoicePayments.$inferInsert) =>
    (await db.insert(invoicePayments).values(values).returning())[0]!,

  /** What the credit notes of an invoice (not cancelled; refunds or not, when said) already take off it. */
  creditedCents: async (db: Executor, invoiceId: string, refund?: boolean) =>
    (
      await db
        .select({ sum: sql<number>`coalesce(sum(${invoices.totalCents}), 0)`.mapWith(Number) })
        .from(invoices)
        .where(
          and(
            eq(invoices.creditedInvoiceId, invoiceId),
            ne(invoices.status, 'cancelled'),
            refund === undefined ? undefined : eq(invoices.refund, refund),
          ),
        )
    )[0]!.sum,

  /**
   * What issued credit notes that give no money back took off each invoice (not cancelled, not
   * drafts): less for the patient to pay. A refund note leaves the invoice's balance as it was.
   */
  async creditedOff(db: Executor, invoiceIds: string[]): Promise<Map<string, number>> {
    if (invoiceIds.length === 0) return new Map();
    const rows = await db
      .select({
        invoiceId: invoices.creditedInvoiceId,
        sum: sql<number>`sum(${invoices.totalCents})`.mapWith(Number),
      })
      .from(invoices)
      .where(
        and(
          inArray(invoices.creditedInvoiceId, invoiceIds),
          eq(invoices.refund, false),
          notInArray(invoices.status, ['draft', 'cancelled']),
        ),
      )
      .groupBy(invoices.creditedInvoiceId);
    return new Map(rows.map((row) => [row.invoiceId!, row.sum]));
  },

  replaceLines: async (db: Executor, invoiceId: string, lines: (typeof invoiceLines.$inferInsert)[]) => {
    await db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    if (lines.length > 0) await db.insert(invoiceLines).values(lines);
  },

  async page(db: Executor, q: { q?: string; status?: InvoiceStatus; limit: number; offset: number }) {
    const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      q.status ? eq(invoices.status, q.status) : undefined,
      like ? or(ilike(invoices.number, like), ilike(invoices.clientName, like)) : undefined,
    );
    const rows = await db
      .select()
      .from(invoices)
      .where(where)
      // Drafts never issued (no number) first, then by number, newest first.
      .orderBy(desc(invoices.year), desc(invoices.sequence), desc(invoices.createdAt))
      // One row more than the page says whether another follows, without counting them all.
      .limit(q.limit + 1)
      .offset(q.offset);
    return { rows: rows.slice(0, q.limit), hasMore: rows.length > q.limit };
  },

  /** The Sistema TS expense type of a visit's service (its service type's), if it has one. */
  expenseTypeOfVisit: async (db: Executor, appointmentId: string) =>
    (
      await db
        .select({ expenseType: serviceTypes.expenseType })
        .from(appointments)
        .innerJoin(
          services,
          and(
            eq(services.organizationId, appointments.organizationId),
            eq(services.id, appointments.serviceId),
          ),
        )
        .innerJoin(
          serviceTypes,
          and(
            eq(serviceTypes.organizationId, services.organizationId),
            eq(serviceTypes.id, services.serviceTypeId),
          ),
        )
        .where(eq(appointments.id, appointmentId))
    )[0]?.expenseType,

  appointmentForUpdate: async (db: Executor, id: string) =>
    (await db.select().from(appointments).where(eq(appointments.id, id)).for('update'))[0],

  /** Locks the year's counter (making it if needed) until the transaction ends. */
  async lockCounter(db: Executor, organizationId: string, year: number) {
    await db.insert(invoiceCounters).values({ organizationId, year }).onConflictDoNothing();
    await db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.organizationId, organizationId), eq(invoiceCounters.year, year)))
      .for('update');
  },

  /** The live invoice (not cancelled, not `exceptInvoiceId`) that already bills the visit. */
  invoiceBilling: async (db: Executor, appointmentId: string, exceptInvoiceId: string | null) =>
    (
      await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoiceLines)
        .innerJoin(
          invoices,
          and(
            eq(invoices.organizationId, invoiceLines.organizationId),
            eq(invoices.id, invoiceLines.invoiceId),
          ),
        )
        .where(
          and(
            eq(invoiceLines.appointmentId, appointmentId),
            ne(invoices.status, 'cancelled'),
            exceptInvoiceId ? ne(invoices.id, exceptInvoiceId) : undefined,
          ),
        )
        .limit(1)
    )[0],

  liveShare: async (db: Executor, invoiceId: string) =>
    (
      await db
        .select()
        .from(invoiceShares)
        .where(and(eq(invoiceShares.invoiceId, invoiceId), sql`${invoiceShares.revokedAt} is null`))
        .orderBy(desc(invoiceShares.createdAt))
        .limit(1)
    )[0],

  /** The latest openings of the invoice's public link, newest first. */
  openings: (db: Executor, invoiceId: string) =>
    db
      .select({ kind: invoiceShareOpenings.kind, openedAt: invoiceShareOpenings.openedAt })
      .from(invoiceShareOpenings)
      .where(eq(invoiceShareOpenings.invoiceId, invoiceId))
      .orderBy(desc(invoiceShareOpenings.openedAt))
      .limit(50),

  /** Logs an opening of the public link (in the share's organization). */
  recordOpening: (db: Executor, values: typeof invoiceShareOpenings.$inferInsert) =>
    db.insert(invoiceShareOpenings).values(values),

  insertShare: async (db: Executor, values: typeof invoiceShares.$inferInsert) =>
    (await db.insert(invoiceShares).values(values).returning())[0]!,

  revokeShares: (db: Executor, invoiceId: string) =>
    db
      .update(invoiceShares)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(invoiceShares.invoiceId, invoiceId), sql`${invoiceShares.revokedAt} is null`))
      .returning({ id: invoiceShares.id }),

  /** The share of a token, readable only through the public_share_lookup policy (migration 0020). */
  shareByToken: async (db: Executor, token: string) =>
    (
      await db
        .select({
          id: invoiceShares.id,
          organizationId: invoiceShares.organizationId,
          invoiceId: invoiceShares.invoiceId,
          expiresAt: invoiceShares.expiresAt,
        })
        .from(invoiceShares)
        .where(and(eq(invoiceShares.token, token), sql`${invoiceShares.revokedAt} is null`))
    )[0],
};
