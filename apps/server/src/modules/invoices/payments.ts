import { INVOICE_TRANSITIONS, isTraceablePayment, type InvoicePaymentInput } from '@studiolo/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { queueAutomaticSubmission } from '../tax730-submissions/service';
import { invoicesRepo } from './repo';
import { activity, balanceOf, creditedOff, found, labelOf, load, write } from './service';

/**
 * Records a payment of a sent invoice: how (traceable or not), when, how much (the balance unless
 * said). An invoice may be paid in instalments: partially paid until the balance is zero, then paid;
 * more than the balance is refused (SPEC §5's overpaid warning). Once paid in full it may go to the
 * Sistema TS by itself (automatic sending).
 */
export const payInvoice = (
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: z.output<typeof InvoicePaymentInput>,
) =>
  write(app, tenant, async (tx) => {
    const current = found(await invoicesRepo.findForUpdate(tx, id));
    if (current.kind !== 'invoice' || !INVOICE_TRANSITIONS[current.status].includes('paid')) {
      throw new AppError('INVOICE_STATUS_TRANSITION', 409, { from: current.status, to: 'paid' });
    }
    if (input.paidOn < current.issuedOn) {
      throw fieldError('paidOn', 'paidBeforeIssue');
    }
    const credited = await creditedOff(tx, id);
    const balance = balanceOf(current, credited);
    const amount = input.paidCents ?? balance;
    if (amount > balance) throw fieldError('paidCents', 'overpaid');
    if (amount > 0) {
      await invoicesRepo.insertPayment(tx, {
        organizationId: tenant.organizationId,
        invoiceId: id,
        amountCents: amount,
        paymentMethod: input.paymentMethod,
        paidOn: input.paidOn,
        traceable: isTraceablePayment(input.paymentMethod, input.traceable),
        paymentDetails: input.paymentDetails ?? null,
      });
    }
    const paidCents = current.paidCents + amount;
    const status = paidCents + credited >= current.totalCents ? 'paid' : 'partially_paid';
    const paid = found(
      await invoicesRepo.update(tx, id, {
        status,
        paymentMethod: input.paymentMethod,
        paidOn: input.paidOn,
        paidCents,
        paymentDetails: input.paymentDetails ?? null,
      }),
    );
    await activity(tx, tenant, `invoice.${status}`, id, labelOf(current));
    await queueAutomaticSubmission(app, tx, tenant, paid);
    return load(tx, id);
  });
