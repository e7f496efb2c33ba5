import {
  EXEMPT_HEALTH_SERVICE_NATURE,
  ExpenseDocument,
  isTraceablePayment,
  type ExpenseDocumentInput,
  type VatNature,
} from '@studiolo/contracts';
import type { Executor } from '../../db/client';
import { invoicesRepo, type InvoiceLineRow, type InvoicePaymentRow, type InvoiceRow } from '../invoices/repo';
import { grossLineAmounts, spread } from '../invoices/totals';
import type { Tax730Access } from '../tax730-settings/service';

/** The stamp duty is an expense of its own: 'altre spese', outside VAT (art. 15 DPR 633/72). */
const STAMP_DUTY_ITEM = { expenseType: 'AA', vatNature: 'N1' } as const;
const EXEMPT: VatNature = EXEMPT_HEALTH_SERVICE_NATURE;

/** What a document is built from: the invoice (or credit note), its lines, its payments. */
export interface ExpenseSource {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  payments: InvoicePaymentRow[];
  /** For a refund (a credit note giving money back): the invoice it refunds, and its payments. */
  refunded?: { invoice: InvoiceRow; payments: InvoicePaymentRow[] };
}

/** An invoice's source, read in the caller's transaction; a refund's with the invoice it refunds. */
export async function expenseSourceOf(db: Executor, invoice: InvoiceRow): Promise<ExpenseSource> {
  const lines = await invoicesRepo.lines(db, invoice.id);
  const payments = await invoicesRepo.payments(db, invoice.id);
  const original =
    invoice.kind === 'credit_note' && invoice.refund && invoice.creditedInvoiceId
      ? await invoicesRepo.find(db, invoice.creditedInvoiceId)
      : undefined;
  return {
    invoice,
    lines,
    payments,
    ...(original
      ? { refunded: { invoice: original, payments: await invoicesRepo.payments(db, original.id) } }
      : {}),
  };
}

/** The code the 730 data carry: the patient's (the tessera sanitaria holder), else the client's. */
export const citizenCodeOf = (invoice: Pick<InvoiceRow, 'patientTaxCode' | 'clientTaxCode'>) =>
  invoice.patientTaxCode ?? invoice.clientTaxCode;

/** Every payment traceable (SI), or NO; an invoice paid before payments were kept: its method's. */
function traceable(invoice: InvoiceRow, payments: InvoicePaymentRow[]) {
  if (payments.length > 0) return payments.every((payment) => payment.traceable);
  return invoice.paymentMethod ? isTraceablePayment(invoice.paymentMethod, false) : false;
}

/**
 * The items the patient paid for, in cents: each line's gross amount (VAT included, less its share
 * of the discount) and the stamp duty they bore, all scaled down to what was actually paid when the
 * invoice is only partly paid. Lines that are not health expenses are then left out.
 */
function paidItems(invoice: InvoiceRow, lines: InvoiceLineRow[], paidCents: number) {
  const gross = grossLineAmounts(lines, invoice.discountCents);
  const stamp = invoice.stampDutyPayer === 'patient' ? invoice.stampDutyCents : 0;
  const amounts = [...gross, stamp];
  const paid = paidCents >= invoice.totalCents ? amounts : spread(amounts, paidCents);
  return [
    ...lines.map((line, index) => ({
      health: line.healthExpense,
      item: {
        expenseType: line.expenseType,
        ...(line.expenseFlag ? { expenseFlag: line.expenseFlag } : {}),
        amountCents: paid[index]!,
        ...(line.vatExempt ? { vatNature: EXEMPT } : { vatRatePercent: line.vatRate }),
      },
    })),
    { health: true, item: { ...STAMP_DUTY_ITEM, amountCents: paid[lines.length]! } },
  ]
    .filter(({ health, item }) => health && item.amountCents > 0)
    .map(({ item }) => item);
}

/**
 * The Sistema TS document of a paid (or partly paid) invoice: one expense item per health line,
 * `importo` being what the patient paid for it (spec v2.5: "spesa sostenuta dal cittadino", VAT
 * included, less the discount; VAT-exempt lines with natura N4), the stamp duty the patient paid as
 * its own item; the payment date is the last payment's, traceable only when every payment was; the
 * code is the patient's (the tessera sanitaria holder, who may not be the payer) unless they
 * objected. A refund's document is its credit note, paid the day it is issued, naming the invoice it
 * refunds (idRimborso). Parsed by the contract, so an invoice the service would refuse for its form
 * (a missing codice fiscale…) is known before sending.
 */
export function expenseDocumentOf(
  { invoice, lines, payments, refunded }: ExpenseSource,
  access: Tax730Access,
) {
  const lastPayment = payments.at(-1)?.paidOn ?? invoice.paidOn ?? '';
  const citizen = citizenCodeOf(invoice);
  const input: ExpenseDocumentInput = {
    owner: access.owner,
    structure: access.structure,
    number: invoice.number ?? '', // paid, so issued and numbered
    issuedOn: invoice.issuedOn,
    paidOn: refunded ? invoice.issuedOn : lastPayment,
    citizenTaxCode: invoice.opposition730 ? null : (citizen ?? ''),
    traceablePayment: refunded
      ? traceable(refunded.invoice, refunded.payments)
      : traceable(invoice, payments),
    opposition: invoice.opposition730,
    documentType: 'F',
    items: paidItems(invoice, lines, refunded ? invoice.totalCents : invoice.paidCents),
    refundOf: refunded
      ? { issuedOn: refunded.invoice.issuedOn, number: refunded.invoice.number ?? '' }
      : null,
  };
  return ExpenseDocument.safeParse(input);
}
