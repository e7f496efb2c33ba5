import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocumentListQuery, DocumentType, Locale } from '@studiolo/contracts';
import type { Executor } from '../../db/client';
import {
  documentTemplates,
  patients,
  signingDocuments,
  signingDocumentSigners,
  users,
} from '../../db/schema';

export type DocumentRow = typeof signingDocuments.$inferSelect;
export type DocumentInsert = typeof signingDocuments.$inferInsert;
export type SignerRow = typeof signingDocumentSigners.$inferSelect;
export type TemplateRow = typeof documentTemplates.$inferSelect;

const PENDING = sql`${signingDocuments.status} in ('sent', 'partially_signed')`;
/** Waiting for signatures and not yet past its expiry. */
const LIVE_PENDING = and(PENDING, sql`${signingDocuments.expiresAt} > now()`);
/** What a document answers now: a waiting one past its expiry is expired, swept or not. */
const statusNow = (status: string): SQL | undefined => {
  if (status === 'expired')
    return or(
      eq(signingDocuments.status, 'expired'),
      and(PENDING, lte(signingDocuments.expiresAt, sql`now()`)),
    );
  if (status === 'sent' || status === 'partially_signed')
    return and(eq(signingDocuments.status, status), sql`${signingDocuments.expiresAt} > now()`);
  return eq(signingDocuments.status, status as DocumentRow['status']);
};

const sender = alias(users, 'sender');
const templateAuthor = alias(users, 'template_author');

/** A document with the names its lists show. */
const documentColumns = {
  document: signingDocuments,
  patientFirstName: patients.firstName,
  patientLastName: patients.lastName,
  sentByName: sender.name,
};

const withNames = (db: Executor) =>
  db
    .select(documentColumns)
    .from(signingDocuments)
    .innerJoin(
      patients,
      and(
        eq(patients.organizationId, signingDocuments.organizationId),
        eq(patients.id, signingDocuments.patientId),
      ),
    )
    .leftJoin(sender, eq(sender.id, signingDocuments.sentBy))
    .$dynamic();

export type DocumentListRow = Awaited<ReturnType<typeof withNames>>[number];

/** A signer without the image (lists and details; the image goes only to the sealing). */
const signerColumns = {
  id: signingDocumentSigners.id,
  documentId: signingDocumentSigners.documentId,
  position: signingDocumentSigners.position,
  role: signingDocumentSigners.role,
  name: signingDocumentSigners.name,
  taxCode: signingDocumentSigners.taxCode,
  signedAt: signingDocumentSigners.signedAt,
  signatureSha256: signingDocumentSigners.signatureSha256,
  signedTabletId: signingDocumentSigners.signedTabletId,
  signedIp: signingDocumentSigners.signedIp,
  signedUserAgent: signingDocumentSigners.signedUserAgent,
};
export type SignerSummary = Awaited<ReturnType<typeof documentsRepo.signersOf>>[number];

export const templatesRepo = {
  /** The newest saved version of each type and language. */
  latest: (db: Executor) =>
    db
      .selectDistinctOn([documentTemplates.type, documentTemplates.language], {
        template: documentTemplates,
        createdByName: templateAuthor.name,
      })
      .from(documentTemplates)
      .leftJoin(templateAuthor, eq(templateAuthor.id, documentTemplates.createdBy))
      .orderBy(documentTemplates.type, documentTemplates.language, desc(documentTemplates.version)),

  /** Every saved version of one template, newest first. */
  versions: (db: Executor, type: DocumentType, language: Locale) =>
    db
      .select({ template: documentTemplates, createdByName: templateAuthor.name })
      .from(documentTemplates)
      .leftJoin(templateAuthor, eq(templateAuthor.id, documentTemplates.createdBy))
      .where(and(eq(documentTemplates.type, type), eq(documentTemplates.language, language)))
      .orderBy(desc(documentTemplates.version)),

  /** Saves the next version (one more than the newest; the unique index guards a race). */
  insertNext: async (
    db: Executor,
    values: Pick<TemplateRow, 'organizationId' | 'type' | 'language' | 'title' | 'body' | 'createdBy'>,
  ) =>
    (
      await db
        .insert(documentTemplates)
        .values({
          ...values,
          version: sql`(SELECT coalesce(max(${documentTemplates.version}), 0) + 1 FROM ${documentTemplates}
            WHERE ${documentTemplates.type} = ${values.type} AND ${documentTemplates.language} = ${values.language})`,
        })
        .returning()
    )[0]!,
};

export const documentsRepo = {
  insert: async (db: Executor, values: DocumentInsert) =>
    (await db.insert(signingDocuments).values(values).returning())[0]!,

  insertSigners: (db: Executor, values: (typeof signingDocumentSigners.$inferInsert)[]) =>
    db.insert(signingDocumentSigners).values(values),

  findById: async (db: Executor, id: string) => (await withNames(db).where(eq(signingDocuments.id, id)))[0],

  /** The row alone, locked for a change of state. */
  lock: async (db: Executor, id: string) =>
    (await db.select().from(signingDocuments).where(eq(signingDocuments.id, id)).for('update'))[0],

  update: async (db: Executor, id: string, values: Partial<DocumentInsert>) =>
    (await db.update(signingDocuments).set(values).where(eq(signingDocuments.id, id)).returning())[0],

  list: (db: Executor, query: DocumentListQuery) => {
    const where = and(
      query.status ? statusNow(query.status) : undefined,
      query.patientId ? eq(signingDocuments.patientId, query.patientId) : undefined,
      query.type ? eq(signingDocuments.type, query.type) : undefined,
    );
    return Promise.all([
      withNames(db)
        .where(where)
        .orderBy(desc(signingDocuments.sentAt), desc(signingDocuments.id))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ total: count() }).from(signingDocuments).where(where),
    ]).then(([items, [total]]) => ({ items, total: total?.total ?? 0 }));
  },

  /** Every document of a patient, newest first (a patient has few). */
  ofPatient: (db: Executor, patientId: string) =>
    withNames(db)
      .where(eq(signingDocuments.patientId, patientId))
      .orderBy(desc(signingDocuments.sentAt), desc(signingDocuments.id))
      .limit(200),

  signersOf: (db: Executor, documentIds: string[]) =>
    documentIds.length === 0
      ? Promise.resolve([])
      : db
          .select(signerColumns)
          .from(signingDocumentSigners)
          .where(inArray(signingDocumentSigners.documentId, documentIds))
          .orderBy(asc(signingDocumentSigners.documentId), asc(signingDocumentSigners.position)),

  /** The signers with their images, for the sealing. */
  signersWithImages: (db: Executor, documentId: string) =>
    db
      .select()
      .from(signingDocumentSigners)
      .where(eq(signingDocumentSigners.documentId, documentId))
      .orderBy(asc(signingDocumentSigners.position)),

  signSigner: (
    db: Executor,
    id: string,
    values: Pick<
      SignerRow,
      'signaturePng' | 'signatureSha256' | 'signedTabletId' | 'signedIp' | 'signedUserAgent'
    >,
  ) =>
    db
      .update(signingDocumentSigners)
      .set({ ...values, signedAt: sql`now()` })
      .where(and(eq(signingDocumentSigners.id, id), isNull(signingDocumentSigners.signedAt)))
      .returning({ id: signingDocumentSigners.id }),

  /** Writes 'expired' on the waiting documents past their expiry (of one patient, or all in scope). */
  expireDue: (db: Executor, patientId?: string) =>
    db
      .update(signingDocuments)
      .set({ status: 'expired', openOnTablet: false })
      .where(
        and(
          PENDING,
          lte(signingDocuments.expiresAt, sql`now()`),
          patientId ? eq(signingDocuments.patientId, patientId) : undefined,
        ),
      )
      .returning({ id: signingDocuments.id }),

  /** What a tablet lists: waiting, not expired, sent to it or to any tablet; oldest first. */
  pendingForTablet: (db: Executor, tabletId: string) =>
    withNames(db)
      .where(
        and(LIVE_PENDING, or(isNull(signingDocuments.tabletId), eq(signingDocuments.tabletId, tabletId))),
      )
      .orderBy(asc(signingDocuments.sentAt), asc(signingDocuments.id))
      .limit(100),
};

/** The sweeps' cross-organization reads (policy documents_sweep): which documents, nothing more. */
export const sweepRepo = {
  enter: (db: Executor) => db.execute(sql`SELECT set_config('app.documents_sweep', 'on', true)`),

  dueToExpire: (db: Executor, limit: number) =>
    db
      .select({ organizationId: signingDocuments.organizationId, id: signingDocuments.id })
      .from(signingDocuments)
      .where(and(PENDING, lte(signingDocuments.expiresAt, sql`now()`)))
      .limit(limit),

  /**
   * Signed, not sealed, not touched for `quietSeconds` (queueing a seal touches it), and tried fewer
   * than `attemptsMax` times.
   */
  dueToSeal: (db: Executor, quietSeconds: number, attemptsMax: number, limit: number) =>
    db
      .select({ organizationId: signingDocuments.organizationId, id: signingDocuments.id })
      .from(signingDocuments)
      .where(
        and(
          eq(signingDocuments.status, 'signed'),
          sql`${signingDocuments.sealStatus} <> 'sealed'`,
          sql`${signingDocuments.updatedAt} < now() - make_interval(secs => ${quietSeconds})`,
          sql`${signingDocuments.sealAttempts} < ${attemptsMax}`,
        ),
      )
      .orderBy(asc(signingDocuments.signedAt))
      .limit(limit),
};
