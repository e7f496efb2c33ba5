import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Tenant } from '../../domain/tenant';
import { queueAutomaticSubmission, queueRefundIfTransmitted } from '../tax730-submissions/service';
import { invoicesRepo } from './repo';

/**
 * A refund credit note, once issued, is money given back on its date (spec v2.5: a refund's
 * dataPagamento is its dataEmissione): it is settled then, and goes to the Sistema TS as a refund
 * (R, idRimborso) once the Sistema TS holds the invoice it refunds.
 */
export async function settleRefund(app: AppContext, tx: Tx, tenant: Tenant, noteId: string) {
  const note = (await invoicesRepo.find(tx, noteId))!;
  const settled = (await invoicesRepo.update(tx, noteId, {
    status: 'paid',
    paidCents: note.totalCents,
    paidOn: note.issuedOn,
  }))!;
  await queueRefundIfTransmitted(app, tx, tenant, settled);
}

/**
 * A credit note that gives nothing back, once issued, takes its amount off what is left to pay of
 * the invoice it corrects: a partly paid invoice with nothing left to pay is then paid (and may go
 * to the Sistema TS, with what was actually paid).
 */
export async function settleByCredit(app: AppContext, tx: Tx, tenant: Tenant, invoiceId: string) {
  const invoice = (await invoicesRepo.findForUpdate(tx, invoiceId))!;
  if (invoice.status !== 'partially_paid') return;
  const credited = (await invoicesRepo.creditedOff(tx, [invoiceId])).get(invoiceId) ?? 0;
  if (invoice.paidCents + credited < invoice.totalCents) return;
  const paid = (await invoicesRepo.update(tx, invoiceId, { status: 'paid' }))!;
  await queueAutomaticSubmission(app, tx, tenant, paid);
}
