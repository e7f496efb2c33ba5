import {
  TAX730_REMINDER_DAYS,
  isStpEniCode,
  todayInRome,
  type SubmissionOperation,
  type Tax730Environment,
  type Tax730Pending,
  type Tax730Submission,
} from '@studiolo/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { AppError, validationError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import type { InvoiceRow } from '../invoices/repo';
import { invoicesRepo } from '../invoices/repo';
import { requirePermission } from '../organizations/permissions';
import { tax730CredentialsFor } from '../tax730-settings/service';
import { isPastDeadline, tax730Deadline } from './deadline';
import { citizenCodeOf, expenseDocumentOf, expenseSourceOf } from './document';
import { hasReceipt } from './receipt';
import { submissionsRepo, type SubmissionRow } from './repo';

/** Sends one queued submission (job.ts); enqueued in the transaction that queues the submission. */
export const tax730SubmitJob = {
  queue: 'tax730.submit',
  schema: z.object({ organizationId: z.uuid(), submissionId: z.uuid() }),
  maxAttempts: 8,
};

export function toSubmission(row: SubmissionRow): Tax730Submission {
  return {
    id: row.id,
    operation: row.operation,
    environment: row.environment,
    status: row.status,
    protocollo: row.protocollo,
    messages: row.messages,
    errorCode: row.errorCode,
    receiptAvailable: hasReceipt(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Whether the Sistema TS (of `environment`, or of either when not said) holds the invoice now: its
 * last accepted sending there inserted or updated it.
 */
export async function isTransmitted(
  tx: Tx,
  invoiceId: string,
  environment?: Tax730Environment,
): Promise<boolean> {
  const last = await submissionsRepo.lastAccepted(tx, invoiceId, environment);
  return Boolean(last && last.operation !== 'delete');
}

/**
 * Whether there is a payment to tell the Sistema TS about: an invoice paid (or partly paid: what was
 * paid goes), a refund made.
 */
export const isPaid = (invoice: Pick<InvoiceRow, 'status'>) =>
  invoice.status === 'paid' || invoice.status === 'partially_paid';

/** Whether a sending of the invoice is still under way. */
export const hasQueuedSubmission = async (tx: Tx, invoiceId: string) =>
  Boolean(await submissionsRepo.queued(tx, invoiceId));

/**
 * Queues a sending of the invoice and its job, in the caller's transaction: an insert the first
 * time, an update once the service holds it (a resubmission after a correction), or a delete.
 * `strict` (a person asked) refuses with the reason; the automatic sending just does not happen.
 */
async function queue(
  app: AppContext,
  tx: Tx,
  tenant: Pick<Tenant, 'organizationId' | 'userId'>,
  invoice: InvoiceRow,
  wanted: 'send' | 'delete',
  strict: boolean,
): Promise<SubmissionRow | null> {
  const refuse = (error: AppError) => {
    if (strict) throw error;
    return null;
  };
  const refund = invoice.kind === 'credit_note' && invoice.refund;
  if (invoice.kind !== 'invoice' && !refund) return refuse(new AppError('INVOICE_STATUS_TRANSITION', 409));
  const access = await tax730CredentialsFor(app, tx, tenant.organizationId);
  if (!access) return refuse(new AppError('TAX730_NOT_CONFIGURED', 409));
  if (await submissionsRepo.queued(tx, invoice.id)) return refuse(new AppError('TAX730_IN_PROGRESS', 409));
  const transmitted = await isTransmitted(tx, invoice.id, access.environment);
  let operation: SubmissionOperation;
  if (wanted === 'delete') {
    if (!transmitted) return refuse(new AppError('TAX730_NOT_TRANSMITTED', 409));
    operation = 'delete';
  } else {
    if (!isPaid(invoice)) return refuse(new AppError('INVOICE_NOT_PAID', 409));
    if (isStpEniCode(citizenCodeOf(invoice))) return refuse(new AppError('TAX730_STP_ENI', 409));
    // A refund refers to the invoice the Sistema TS holds: it goes once that one is there.
    if (refund && !(await isTransmitted(tx, invoice.creditedInvoiceId!, access.environment))) {
      return refuse(new AppError('TAX730_NOT_TRANSMITTED', 409));
    }
    const document = expenseDocumentOf(await expenseSourceOf(tx, invoice), access);
    if (!document.success) return refuse(validationError(document.error));
    operation = refund ? 'refund' : transmitted ? 'update' : 'insert';
  }
  const row = await submissionsRepo.insert(tx, {
    organizationId: tenant.organizationId,
    invoiceId: invoice.id,
    operation,
    environment: access.environment,
  });
  await app.jobs.enqueue(
    tax730SubmitJob,
    { organizationId: tenant.organizationId, submissionId: row.id },
    { executor: tx },
  );
  return row;
}

/**
 * Once an invoice is paid in full: queued without a click when the organization turned automatic
 * sending on (a partial payment waits for the balance, or for a person to send what was paid).
 */
export async function queueAutomaticSubmission(app: AppContext, tx: Tx, tenant: Tenant, invoice: InvoiceRow) {
  if (invoice.status !== 'paid') return;
  const access = await tax730CredentialsFor(app, tx, tenant.organizationId);
  if (access?.automaticSubmission) await queue(app, tx, tenant, invoice, 'send', false);
}

/** A refund made with a credit note goes to the Sistema TS once it holds the invoice refunded. */
export async function queueRefundIfTransmitted(app: AppContext, tx: Tx, tenant: Tenant, note: InvoiceRow) {
  if (note.creditedInvoiceId && (await isTransmitted(tx, note.creditedInvoiceId))) {
    await queue(app, tx, tenant, note, 'send', false);
  }
}

/** When a credit note cancels a transmitted invoice sent in error, the Sistema TS data go too. */
export async function queueDeletionIfTransmitted(
  app: AppContext,
  tx: Tx,
  tenant: Tenant,
  invoice: InvoiceRow,
) {
  if (await isTransmitted(tx, invoice.id)) await queue(app, tx, tenant, invoice, 'delete', false);
}

const found = <T>(row: T | undefined): T => {
  if (!row) throw new AppError('NOT_FOUND', 404);
  return row;
};

/** A person sends the invoice (or deletes its data) now; the job does the sending. */
export function requestSubmission(
  app: AppContext,
  tenant: Tenant,
  invoiceId: string,
  wanted: 'send' | 'delete',
) {
  requirePermission(tenant.role, 'invoices:write');
  return withTenant(app.database.db, tenant, async (tx) => {
    const invoice = found(await invoicesRepo.findForUpdate(tx, invoiceId));
    const row = (await queue(app, tx, tenant, invoice, wanted, true))!;
    await recordActivity(tx, tenant, {
      action: wanted === 'send' ? 'invoice.tax730_sent' : 'invoice.tax730_deleted',
      entityType: 'invoice',
      entityId: invoiceId,
      data: { label: invoice.number },
    });
    return toSubmission(row);
  });
}

export const listSubmissions = (app: AppContext, tenant: Tenant, invoiceId: string) =>
  withTenant(app.database.db, tenant, async (tx) => {
    found(await invoicesRepo.find(tx, invoiceId));
    return (await submissionsRepo.ofInvoice(tx, invoiceId)).map(toSubmission);
  });

/**
 * The deadline reminder: for this year and last year, the paid invoices the Sistema TS does not
 * hold yet, with their deadline (deadline.ts), whether it is near, and whether it has passed.
 */
export async function pendingSubmissions(
  app: AppContext,
  tenant: Tenant,
  today = todayInRome(),
): Promise<Tax730Pending[]> {
  const thisYear = Number(today.slice(0, 4));
  const rows = await withTenant(app.database.db, tenant, async (tx) => {
    const access = await tax730CredentialsFor(app, tx, tenant.organizationId);
    return submissionsRepo.pendingByYear(tx, thisYear - 1, access?.environment ?? 'production');
  });
  const daysUntil = (date: string) => (Date.parse(date) - Date.parse(today)) / 86_400_000;
  return rows.map(({ year, count, withoutTaxCode }) => {
    const deadline = tax730Deadline(year);
    return {
      year,
      count,
      withoutTaxCode,
      deadline,
      dueSoon: daysUntil(deadline) <= TAX730_REMINDER_DAYS,
      late: isPastDeadline(deadline, today),
    };
  });
}
