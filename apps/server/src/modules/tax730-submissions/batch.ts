import { randomUUID } from 'node:crypto';
import type { BatchOutcome, SubmissionMessage, Tax730BatchResult } from '@studiolo/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { Tax730Error, faultMessages } from '../../providers/tax730/port';
import { recordActivity } from '../activity/service';
import { invoicesRepo } from '../invoices/repo';
import { requirePermission } from '../organizations/permissions';
import { tax730CredentialsFor } from '../tax730-settings/service';
import { expenseDocumentOf, expenseSourceOf } from './document';
import { queueReceipt } from './receipt';
import { submissionsRepo, type SubmissionRow } from './repo';

/**
 * A year's paid invoices in one file (inviaFileMtom), then its outcome asked by protocollo
 * (EsitoInvii) until the service has processed it: the asynchronous way, for many invoices at once.
 */
const BatchPayload = z.object({ organizationId: z.uuid(), batchId: z.uuid() });
type BatchPayload = z.infer<typeof BatchPayload>;

export const tax730UploadJob = { queue: 'tax730.upload', schema: BatchPayload, maxAttempts: 8 };
export const tax730OutcomeJob = { queue: 'tax730.outcome', schema: BatchPayload, maxAttempts: 8 };

/** How long the service takes with a file, roughly: ask again after this. */
const OUTCOME_DELAY_MS = 10_000;
/** Past this many polls a file still 'pending' ends as failed: something is wrong on their side. */
const MAX_OUTCOME_POLLS = 60;

/**
 * Queues a file with every paid invoice of `year` the Sistema TS does not hold: those whose data
 * are incomplete stay out and are listed with the reason.
 */
export function requestBatch(app: AppContext, tenant: Tenant, year: number): Promise<Tax730BatchResult> {
  requirePermission(tenant.role, 'invoices:write');
  return withTenant(app.database.db, tenant, async (tx) => {
    const access = await tax730CredentialsFor(app, tx, tenant.organizationId);
    if (!access) throw new AppError('TAX730_NOT_CONFIGURED', 409);
    const batchId = randomUUID();
    const skipped: Tax730BatchResult['skipped'] = [];
    let queued = 0;
    for (const { invoice } of await submissionsRepo.pendingOfYear(tx, year, access.environment)) {
      const document = expenseDocumentOf(await expenseSourceOf(tx, invoice), access);
      if (!document.success) {
        skipped.push({ invoiceId: invoice.id, number: invoice.number ?? '' });
        continue;
      }
      await submissionsRepo.insert(tx, {
        organizationId: tenant.organizationId,
        invoiceId: invoice.id,
        operation: 'insert',
        environment: access.environment,
        batchId,
      });
      queued += 1;
    }
    if (queued > 0) {
      await app.jobs.enqueue(
        tax730UploadJob,
        { organizationId: tenant.organizationId, batchId },
        { executor: tx },
      );
      await recordActivity(tx, tenant, {
        action: 'invoice.tax730_batch',
        entityType: 'organization',
        entityId: tenant.organizationId,
        data: { year, queued },
      });
    }
    return { queued, skipped };
  });
}

/** The batch's queued submissions with their invoices and the organization's access. */
async function loadBatch(app: AppContext, { organizationId, batchId }: BatchPayload) {
  return withTenant(app.database.db, { organizationId, userId: null }, async (tx) => {
    const rows = await submissionsRepo.batch(tx, batchId);
    const access = rows.length > 0 ? await tax730CredentialsFor(app, tx, organizationId) : null;
    const entries = [];
    for (const row of rows) {
      const invoice = (await invoicesRepo.find(tx, row.invoiceId))!;
      const document = expenseDocumentOf(await expenseSourceOf(tx, invoice), access!);
      entries.push({ row, invoice, document: document.success ? document.data : null });
    }
    return { rows, access, entries };
  });
}

type Ending = Partial<Pick<SubmissionRow, 'status' | 'protocollo' | 'messages' | 'errorCode'>>;

/**
 * Writes what became of each submission of the batch, in one transaction; when the service
 * accepted some, the file's receipt is fetched (once: the batch's sendings share it).
 */
function finish(app: AppContext, organizationId: string, endings: [SubmissionRow, Ending][]) {
  return withTenant(app.database.db, { organizationId, userId: null }, async (tx) => {
    for (const [row, ending] of endings) {
      await submissionsRepo.update(tx, row.id, { ...ending, attempts: row.attempts + 1 });
    }
    const accepted = endings.find(([, ending]) => ending.status === 'accepted' && ending.protocollo);
    if (accepted) await queueReceipt(app, tx, organizationId, accepted[0].id);
  });
}

/**
 * A port error a person must fix ends the batch as failed; one worth retrying goes back to the
 * queue, unless this was its last try: then it fails too, never staying 'queued' for good.
 */
async function failOrRetry(
  app: AppContext,
  organizationId: string,
  rows: SubmissionRow[],
  error: unknown,
  lastAttempt: boolean,
) {
  const retryable = !(error instanceof Tax730Error) || error.retryable;
  if (retryable && !lastAttempt) throw error;
  const errorCode = error instanceof Tax730Error ? error.code : 'UNAVAILABLE';
  await finish(
    app,
    organizationId,
    rows.map((row) => [row, { status: 'failed', errorCode, messages: faultMessages(error) }]),
  );
}

async function upload(app: AppContext, payload: BatchPayload, attempt: number): Promise<void> {
  const { rows, access, entries } = await loadBatch(app, payload);
  if (rows.length === 0) return;
  if (!access || entries.some((entry) => !entry.document)) {
    const errorCode = access ? 'INVALID_DOCUMENT' : 'NOT_CONFIGURED';
    await finish(
      app,
      payload.organizationId,
      rows.map((row) => [row, { status: 'failed', errorCode }]),
    );
    return;
  }
  let receipt;
  try {
    receipt = await app.tax730[rows[0]!.environment].uploadBatch(
      access.credentials,
      entries.map(({ row, document }) => ({ document: document!, operation: row.operation })),
    );
  } catch (error) {
    await failOrRetry(app, payload.organizationId, rows, error, attempt >= tax730UploadJob.maxAttempts);
    return;
  }
  if (receipt.esito === 'rejected') {
    const ending: Ending = { status: 'rejected', protocollo: receipt.protocollo, messages: receipt.messages };
    await finish(
      app,
      payload.organizationId,
      rows.map((row) => [row, ending]),
    );
    return;
  }
  await withTenant(app.database.db, { organizationId: payload.organizationId, userId: null }, async (tx) => {
    for (const row of rows) await submissionsRepo.update(tx, row.id, { protocollo: receipt.protocollo });
    await app.jobs.enqueue(tax730OutcomeJob, payload, {
      executor: tx,
      runAt: new Date(Date.now() + OUTCOME_DELAY_MS),
    });
  });
}

/** Each invoice of the file: refused when the service lists an error for its number, else accepted. */
function endingOf(outcome: BatchOutcome, number: string): Ending {
  const own = outcome.documents.filter((document) => document.number === number);
  const messages: SubmissionMessage[] = own.map(({ code, description, severity }) => ({
    code,
    description,
    severity,
  }));
  const refused = own.some((document) => document.severity === 'error');
  return { status: refused ? 'rejected' : 'accepted', protocollo: outcome.protocollo, messages };
}

async function outcome(app: AppContext, payload: BatchPayload, attempt: number): Promise<void> {
  const { rows, access, entries } = await loadBatch(app, payload);
  const protocollo = rows[0]?.protocollo;
  if (!protocollo) return;
  if (!access) {
    const ending: Ending = { status: 'failed', errorCode: 'NOT_CONFIGURED' };
    await finish(
      app,
      payload.organizationId,
      rows.map((row) => [row, ending]),
    );
    return;
  }
  let result: BatchOutcome;
  try {
    result = await app.tax730[rows[0]!.environment].batchOutcome(access.credentials, protocollo);
  } catch (error) {
    await failOrRetry(app, payload.organizationId, rows, error, attempt >= tax730OutcomeJob.maxAttempts);
    return;
  }
  if (result.esito === 'pending') {
    const polls = rows[0]!.attempts + 1;
    await withTenant(
      app.database.db,
      { organizationId: payload.organizationId, userId: null },
      async (tx) => {
        for (const row of rows) await submissionsRepo.update(tx, row.id, { attempts: polls });
        if (polls < MAX_OUTCOME_POLLS) {
          await app.jobs.enqueue(tax730OutcomeJob, payload, {
            executor: tx,
            runAt: new Date(Date.now() + OUTCOME_DELAY_MS),
          });
        } else {
          for (const row of rows)
            await submissionsRepo.update(tx, row.id, { status: 'failed', errorCode: 'UNAVAILABLE' });
        }
      },
    );
    return;
  }
  await finish(
    app,
    payload.organizationId,
    entries.map(({ row, invoice }) => [row, endingOf(result, invoice.number ?? '')]),
  );
}

export function registerTax730BatchJobs(app: AppContext): void {
  app.jobs.register({ ...tax730UploadJob, handler: (payload, job) => upload(app, payload, job.attempt) });
  app.jobs.register({ ...tax730OutcomeJob, handler: (payload, job) => outcome(app, payload, job.attempt) });
}
