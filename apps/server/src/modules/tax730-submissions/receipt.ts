import type { SistemaTsCredentials } from '@studiolo/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { Tax730Error, type ReceiptAnswer } from '../../providers/tax730/port';
import { invoicesRepo } from '../invoices/repo';
import { tax730CredentialsFor } from '../tax730-settings/service';
import { submissionsRepo, type SubmissionRow } from './repo';

/**
 * The Sistema TS's PDF receipt of a sending (RicevutaPdf), kept in private storage: fetched by the
 * 'tax730.receipt' job once the service has accepted the sending, or on the first download if the
 * job has not run yet. One receipt per protocollo: a sending of its own has one, the sendings of
 * one file share the file's.
 */
const ReceiptPayload = z.object({ organizationId: z.uuid(), submissionId: z.uuid() });
type ReceiptPayload = z.infer<typeof ReceiptPayload>;

export const tax730ReceiptJob = { queue: 'tax730.receipt', schema: ReceiptPayload, maxAttempts: 6 };

type ReceiptRow = Pick<SubmissionRow, 'organizationId' | 'id' | 'batchId'>;

/** Where the receipt is stored: derived from the row, so no column has to remember it. */
export const receiptKey = (row: ReceiptRow) =>
  `org/${row.organizationId}/tax730/receipts/${row.batchId ?? row.id}.pdf`;

/** Only a sending the service accepted under a protocollo has a receipt. */
export const hasReceipt = (row: Pick<SubmissionRow, 'status' | 'protocollo'>) =>
  row.status === 'accepted' && row.protocollo !== null;

/**
 * Queues the fetching of the receipt, in the transaction that records the acceptance. A file's
 * sendings share one receipt: queue it for one of them.
 */
export const queueReceipt = (app: AppContext, tx: Tx, organizationId: string, submissionId: string) =>
  app.jobs.enqueue(tax730ReceiptJob, { organizationId, submissionId }, { executor: tx });

/** Asks the service (of the sending's environment) and stores what it gives. */
async function fetchAndStore(
  app: AppContext,
  row: SubmissionRow,
  credentials: SistemaTsCredentials,
): Promise<ReceiptAnswer> {
  const answer = await app.tax730[row.environment].receiptPdf(credentials, row.protocollo!);
  if (answer.pdf) await app.storage.put(receiptKey(row), answer.pdf, 'application/pdf');
  return answer;
}

/**
 * The job. A service that cannot be reached is retried by the queue; anything else (credentials,
 * a receipt the service does not give) is logged and left to the download, which asks again.
 */
async function storeReceipt(app: AppContext, { organizationId, submissionId }: ReceiptPayload) {
  const prepared = await withTenant(app.database.db, { organizationId, userId: null }, async (tx) => {
    const row = await submissionsRepo.find(tx, submissionId);
    if (!row || !hasReceipt(row)) return null;
    const access = await tax730CredentialsFor(app, tx, organizationId);
    return access ? { row, credentials: access.credentials } : null;
  });
  if (!prepared || (await app.storage.get(receiptKey(prepared.row)))) return;
  const log = app.logger.child({ organizationId, submissionId });
  try {
    const answer = await fetchAndStore(app, prepared.row, prepared.credentials);
    if (!answer.pdf) log.warn({ messages: answer.messages }, 'The Sistema TS gave no receipt');
  } catch (error) {
    if (!(error instanceof Tax730Error) || error.retryable) throw error; // the queue tries again
    log.warn({ code: error.code }, 'The Sistema TS receipt could not be fetched');
  }
}

export function registerTax730ReceiptJob(app: AppContext): void {
  app.jobs.register({ ...tax730ReceiptJob, handler: (payload) => storeReceipt(app, payload) });
}

/**
 * The receipt of one sending of an invoice of the tenant's: the stored one, or asked for now and
 * stored. Another organization's invoice or sending is not found; a sending without a receipt is
 * TAX730_RECEIPT_UNAVAILABLE, a service that fails to give it TAX730_SERVICE_ERROR.
 */
export async function submissionReceipt(
  app: AppContext,
  tenant: Tenant,
  invoiceId: string,
  submissionId: string,
): Promise<{ pdf: Uint8Array; protocollo: string }> {
  const { row, access } = await withTenant(app.database.db, tenant, async (tx) => {
    const invoice = await invoicesRepo.find(tx, invoiceId);
    const row = invoice ? await submissionsRepo.find(tx, submissionId) : undefined;
    if (!row || row.invoiceId !== invoiceId) throw new AppError('NOT_FOUND', 404);
    if (!hasReceipt(row)) throw new AppError('TAX730_RECEIPT_UNAVAILABLE', 409);
    return { row, access: await tax730CredentialsFor(app, tx, tenant.organizationId) };
  });
  const protocollo = row.protocollo!;
  const stored = await app.storage.get(receiptKey(row));
  if (stored) return { pdf: stored.body, protocollo };
  if (!access) throw new AppError('TAX730_NOT_CONFIGURED', 409);
  let answer: ReceiptAnswer;
  try {
    answer = await fetchAndStore(app, row, access.credentials);
  } catch (error) {
    if (error instanceof Tax730Error) throw new AppError('TAX730_SERVICE_ERROR', 502, { reason: error.code });
    throw error;
  }
  if (!answer.pdf) throw new AppError('TAX730_RECEIPT_UNAVAILABLE', 409, { messages: answer.messages });
  return { pdf: answer.pdf, protocollo };
}
