import type { SubmissionMessage, SubmissionReceipt } from '@studiolo/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/tenancy';
import { Tax730Error, faultMessages } from '../../providers/tax730/port';
import { invoicesRepo } from '../invoices/repo';
import { tax730CredentialsFor } from '../tax730-settings/service';
import { registerTax730BatchJobs } from './batch';
import { expenseDocumentOf, expenseSourceOf } from './document';
import { queueReceipt, registerTax730ReceiptJob } from './receipt';
import { submissionsRepo } from './repo';
import { isPaid, tax730SubmitJob } from './service';

type Payload = z.infer<typeof tax730SubmitJob.schema>;

/**
 * Sends one queued submission. The data are read in one transaction and the answer written in
 * another: no transaction stays open while the Sistema TS answers (PGlite has one session for the
 * whole server). A service that cannot be reached is retried by the queue; anything a person must
 * fix (credentials, certificate, the document) ends the submission as failed, with the reason.
 */
/** The service's answer to an insert of a document it already holds. */
const DUPLICATE = 'S017';

async function sendSubmission(
  app: AppContext,
  { organizationId, submissionId }: Payload,
  attempt: number,
): Promise<void> {
  const scope = { organizationId, userId: null };
  const prepared = await withTenant(app.database.db, scope, async (tx) => {
    const submission = await submissionsRepo.find(tx, submissionId);
    if (!submission || submission.status !== 'queued') return null;
    const invoice = (await invoicesRepo.find(tx, submission.invoiceId))!;
    // Reset to draft or cancelled since it was queued: its data are not the Sistema TS's any more.
    if (submission.operation !== 'delete' && !isPaid(invoice)) {
      return { submission, failure: 'NOT_PAID' as const };
    }
    const access = await tax730CredentialsFor(app, tx, organizationId);
    if (!access) return { submission, failure: 'NOT_CONFIGURED' as const };
    const document = expenseDocumentOf(await expenseSourceOf(tx, invoice), access);
    if (!document.success) return { submission, failure: 'INVALID_DOCUMENT' as const };
    return { submission, access, document: document.data };
  });
  if (!prepared) return;
  const finish = (values: {
    status: 'accepted' | 'rejected' | 'failed';
    protocollo?: string | null;
    messages?: SubmissionMessage[];
    errorCode?: string;
  }) =>
    withTenant(app.database.db, scope, async (tx) => {
      await submissionsRepo.update(tx, submissionId, {
        ...values,
        attempts: prepared.submission.attempts + 1,
      });
      if (values.status === 'accepted' && values.protocollo) {
        await queueReceipt(app, tx, organizationId, submissionId);
      }
    });
  if ('failure' in prepared) {
    await finish({ status: 'failed', errorCode: prepared.failure });
    return;
  }
  let receipt: SubmissionReceipt;
  try {
    receipt = await app.tax730[prepared.submission.environment].submitDocument(
      prepared.access.credentials,
      prepared.document,
      prepared.submission.operation,
    );
  } catch (error) {
    const retryable = !(error instanceof Tax730Error) || error.retryable;
    if (retryable && attempt < tax730SubmitJob.maxAttempts) throw error; // the queue tries again later
    // A person must fix it, or it kept failing: never left 'queued' for good.
    await finish({
      status: 'failed',
      errorCode: error instanceof Tax730Error ? error.code : 'UNAVAILABLE',
      messages: faultMessages(error),
    });
    return;
  }
  // An insert the service already holds (an earlier try whose answer was lost): the data are there.
  const held =
    prepared.submission.operation === 'insert' &&
    receipt.esito === 'rejected' &&
    receipt.messages.some((message) => message.code === DUPLICATE);
  await finish({
    status: receipt.esito === 'accepted' || held ? 'accepted' : 'rejected',
    protocollo: receipt.protocollo,
    messages: receipt.messages,
  });
}

export function registerTax730Jobs(app: AppContext): void {
  app.jobs.register({
    ...tax730SubmitJob,
    handler: (payload, job) => sendSubmission(app, payload, job.attempt),
  });
  registerTax730BatchJobs(app);
  registerTax730ReceiptJob(app);
}
