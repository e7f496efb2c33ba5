import {
  ISSUED_INVOICE_STATUSES,
  todayInRome,
  type InvoiceRedraft,
  type InvoiceRedraftInput,
  type InvoiceValues,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { createCreditNote } from './credit-notes';
import { invoicesRepo, type InvoiceLineRow, type InvoiceRow } from './repo';
import { activity, createDraft, found, issue, labelOf, load, write } from './service';

/** The content of a new draft copied from an issued invoice, dated today. */
const copyOf = (original: InvoiceRow, lines: InvoiceLineRow[]): InvoiceValues => ({
  issuedOn: todayInRome(),
  dueOn: null,
  patientId: original.patientId,
  clientType: original.clientType,
  clientName: original.clientName,
  clientTaxCode: original.clientTaxCode,
  clientVatNumber: original.clientVatNumber,
  clientAddress: original.clientAddress,
  clientCity: original.clientCity,
  clientPostalCode: original.clientPostalCode,
  clientProvince: original.clientProvince,
  clientEmail: original.clientEmail,
  patientName: original.patientName,
  patientTaxCode: original.patientTaxCode,
  notes: original.notes,
  discountCents: original.discountCents,
  opposition730: original.opposition730,
  lines: lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    vatExempt: line.vatExempt,
    vatRate: line.vatRate,
    expenseType: line.expenseType,
    expenseFlag: line.expenseFlag,
    healthExpense: line.healthExpense,
    appointmentId: line.appointmentId,
  })),
});

/**
 * SPEC §4's "reset to draft" of an issued invoice, as Italian rules allow it (decision 022): a
 * credit note voiding the whole invoice, issued today and giving nothing back (the money received
 * pays the corrected invoice; what the Sistema TS held is deleted as sent in error), and a new draft
 * copied from it, which takes a new number when issued. The voided invoice keeps its number and
 * its payments. All or nothing: a note that cannot be issued (its contrassegno, the issuer's data)
 * leaves everything as it was.
 */
export const redraftInvoice = (
  app: AppContext,
  tenant: Tenant,
  id: string,
  { stampDutyId }: InvoiceRedraftInput,
): Promise<InvoiceRedraft> =>
  write(app, tenant, async (tx) => {
    const original = found(await invoicesRepo.findForUpdate(tx, id));
    if (original.kind !== 'invoice' || !ISSUED_INVOICE_STATUSES.includes(original.status)) {
      throw new AppError('INVOICE_STATUS_TRANSITION', 409, { from: original.status, to: 'cancelled' });
    }
    const lines = await invoicesRepo.lines(tx, id);
    const note = await createCreditNote(app, tx, tenant, id, { issuedOn: todayInRome(), refund: false });
    await issue(app, tx, tenant, note, stampDutyId);
    const draft = await createDraft(app, tx, tenant, copyOf(original, lines));
    await activity(tx, tenant, 'invoice.redrafted', id, labelOf(original));
    return { creditNote: await load(tx, note.id), draft };
  });
