import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Tenant } from '../../domain/tenant';
import { queueRefundIfTransmitted } from '../tax730-submissions/service';
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
