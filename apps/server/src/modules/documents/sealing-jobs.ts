import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { jobs } from '../../db/schema';
import { enterScope, withTenant } from '../../db/tenancy';
import { sealSignedDocument, type SealSigner, type SignedDocumentForSealing } from '../../signing';
import { organizationsRepo } from '../organizations/repo';
import { patientsRepo } from '../patients/repo';
import { tabletsRepo } from '../tablets/repo';
import { documentsRepo, sweepRepo, type SignerRow } from './repo';

/** Seals one signed document's PDF; retried by the queue, then by the sweep. */
export const sealJob = {
  queue: 'documents.seal',
  schema: z.object({ organizationId: z.uuid(), documentId: z.uuid() }),
  maxAttempts: 6,
};
export type SealJob = z.infer<typeof sealJob.schema>;

/** A signer as the seal prints them; `tabletNames` names the tablets they signed on. */
export function sealSigner(signer: SignerRow, tabletNames: Map<string, string>): SealSigner {
  const tabletId = signer.signedTabletId;
  return {
    role: signer.role,
    name: signer.name,
    taxCode: signer.taxCode,
    signedAt: signer.signedAt!,
    signaturePng: signer.signaturePng!,
    tablet: tabletId ? { id: tabletId, name: tabletNames.get(tabletId) ?? tabletId } : null,
    ipAddress: signer.signedIp,
    userAgent: signer.signedUserAgent,
  };
}

/** Where a document's sealed PDF is kept. */
export const sealedPdfKey = ({ organizationId, documentId }: SealJob) =>
  `org/${organizationId}/documents/${documentId}.pdf`;

const ERROR_MAX = 500;
const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX) || 'sealing failed';

/**
 * What the seal needs of a signed document, read in its organization's scope (the attempt counted);
 * null when there is nothing to seal (sealed meanwhile, revoked, gone).
 */
async function sealingInput(app: AppContext, job: SealJob): Promise<SignedDocumentForSealing | null> {
  return withTenant(app.database.db, { organizationId: job.organizationId, userId: null }, async (tx) => {
    const document = await documentsRepo.lock(tx, job.documentId);
    if (!document?.signedAt || document.sealStatus === 'sealed') return null;
    await documentsRepo.update(tx, document.id, { sealAttempts: document.sealAttempts + 1 });
    const organization = (await organizationsRepo.findById(tx, job.organizationId))!;
    const patient = (await patientsRepo.findById(tx, document.patientId))!;
    const signers = await documentsRepo.signersWithImages(tx, document.id);
    const tabletNames = new Map((await tabletsRepo.list(tx)).map((t) => [t.id, t.name]));
    if (document.signedTabletId && document.signedTabletName)
      tabletNames.set(
        document.signedTabletId,
        tabletNames.get(document.signedTabletId) ?? document.signedTabletName,
      );
    const place = [organization.postalCode, organization.city].filter(Boolean).join(' ');
    return {
      id: document.id,
      type: document.type,
      language: document.language,
      title: document.title,
      body: document.body,
      templateVersion: document.templateVersion,
      organization: {
        name: organization.name,
        legalName: organization.legalName,
        taxCode: organization.taxCode,
        vatNumber: organization.vatNumber,
        address: [organization.street, place].filter(Boolean).join(', ') || null,
      },
      patient: { name: `${patient.firstName} ${patient.lastName}`, taxCode: patient.taxCode },
      sentAt: document.sentAt,
      openedAt: document.openedAt,
      signers: signers.map((s) => sealSigner(s, tabletNames)),
    };
  });
}

/**
 * Renders and seals the signed document's PDF (src/signing) with no transaction open, keeps it in
 * storage and marks the document sealed. A failure is written on the document (owners see it) and
 * thrown, so the queue tries again; the sweep takes over once its attempts are spent.
 */
export async function sealDocument(app: AppContext, job: SealJob): Promise<void> {
  const input = await sealingInput(app, job);
  if (!input) return;
  const scope = { organizationId: job.organizationId, userId: null };
  try {
    const sealed = await sealSignedDocument(input, app);
    const key = sealedPdfKey(job);
    await app.storage.put(key, sealed.pdf, 'application/pdf');
    await withTenant(app.database.db, scope, async (tx) => {
      const document = await documentsRepo.lock(tx, job.documentId);
      if (!document) return;
      if (document.signedContentSha256 !== sealed.signedSha256)
        throw new Error('the sealed PDF does not carry the hash of what was signed');
      await documentsRepo.update(tx, job.documentId, {
        sealStatus: 'sealed',
        sealedAt: new Date(),
        sealedPdfKey: key,
        sealLastError: null,
      });
    });
  } catch (error) {
    await withTenant(app.database.db, scope, (tx) =>
      documentsRepo.update(tx, job.documentId, { sealStatus: 'failed', sealLastError: messageOf(error) }),
    );
    throw error;
  }
}

/** Expires documents past their lifetime and queues the sealing of any signed one left unsealed. */
export const sweepJob = { queue: 'documents.sweep', schema: z.object({}), maxAttempts: 3 };
export const SWEEP_EVERY_MS = 5 * 60_000;
/** A signed document untouched this long without a seal is queued again (a job lost, retries spent). */
const SEAL_QUIET_SECONDS = 10 * 60;
/** The sweep stops retrying a document whose sealing failed this many times: owners see why. */
const SEAL_ATTEMPTS_MAX = 30;
const SWEEP_BATCH = 500;

/** Queues the sealing in the transaction that signed the document: it exists only if the signing commits. */
export function queueSealing(app: AppContext, tx: Tx, job: SealJob) {
  return app.jobs.enqueue(sealJob, job, { executor: tx });
}

/** One sweep: expiry written in each organization's scope, sealing queued again where due. */
export async function sweepDocuments(app: AppContext): Promise<{ expired: number; sealing: number }> {
  const { db } = app.database;
  const { toExpire, toSeal } = await db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId: null });
    await sweepRepo.enter(tx);
    return {
      toExpire: await sweepRepo.dueToExpire(tx, SWEEP_BATCH),
      toSeal: await sweepRepo.dueToSeal(tx, SEAL_QUIET_SECONDS, SEAL_ATTEMPTS_MAX, SWEEP_BATCH),
    };
  });
  let expired = 0;
  for (const organizationId of new Set(toExpire.map((d) => d.organizationId))) {
    expired += (await withTenant(db, { organizationId, userId: null }, (tx) => documentsRepo.expireDue(tx)))
      .length;
  }
  for (const { organizationId, id } of toSeal) {
    await withTenant(db, { organizationId, userId: null }, async (tx) => {
      await documentsRepo.update(tx, id, { updatedAt: new Date() }); // quiet again while the job runs
      await queueSealing(app, tx, { organizationId, documentId: id });
    });
  }
  return { expired, sealing: toSeal.length };
}

/** Whether a sweep is already planned (another process, or the one that just ran, planned it). */
async function sweepPlanned(app: AppContext, exceptJobId?: string) {
  const [row] = await app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, sweepJob.queue),
        inArray(jobs.status, ['pending', 'running']),
        exceptJobId ? sql`${jobs.id} <> ${exceptJobId}` : undefined,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Plans the next sweep unless one is planned. */
export async function planSweep(
  app: AppContext,
  runAt = new Date(Date.now() + SWEEP_EVERY_MS),
  exceptJobId?: string,
) {
  if (!(await sweepPlanned(app, exceptJobId))) await app.jobs.enqueue(sweepJob, {}, { runAt });
}

export function registerDocumentJobs(app: AppContext): void {
  app.jobs.register({ ...sealJob, handler: (job) => sealDocument(app, job) });
  app.jobs.register({
    ...sweepJob,
    handler: async (_payload, job) => {
      try {
        await sweepDocuments(app);
      } finally {
        await planSweep(app, undefined, job.id);
      }
    },
  });
}
