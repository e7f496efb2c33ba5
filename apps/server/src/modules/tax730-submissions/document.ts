import {
  EXEMPT_HEALTH_SERVICE_NATURE,
  ExpenseDocument,
  isTraceablePayment,
  type ExpenseDocumentInput,
  type VatNature,
} from '@studiolo/contracts';
import type { InvoiceLineRow, InvoiceRow } from '../invoices/repo';
import { netLineAmounts } from '../invoices/totals';
import type { Tax730Access } from '../tax730-settings/service';

/** The stamp duty is an expense of its own: 'altre spese', outside VAT (art. 15 DPR 633/72). */
const STAMP_DUTY_ITEM = { expenseType: 'AA', vatNature: 'N1' } as const;
const EXEMPT: VatNature = EXEMPT_HEALTH_SERVICE_NATURE;

/**
 * The Sistema TS document of a paid invoice: one expense item per line (its amount less its share of
 * the discount), VAT-exempt lines with natura N4, the stamp duty the patient paid as its own item;
 * the patient's code unless they objected. Parsed by the contract, so an invoice the service would
 * refuse for its form (a missing codice fiscale…) is known before sending.
 */
export function expenseDocumentOf(invoice: InvoiceRow, lines: InvoiceLineRow[], access: Tax730Access) {
  const net = netLineAmounts(lines, invoice.discountCents);
  const input: ExpenseDocumentInput = {
    owner: access.owner,
    structure: access.structure,
    number: invoice.number ?? '', // paid, so issued and numbered
    issuedOn: invoice.issuedOn,
    paidOn: invoice.paidOn ?? '',
    citizenTaxCode: invoice.opposition730 ? null : (invoice.clientTaxCode ?? ''),
    traceablePayment: invoice.paymentMethod ? isTraceablePayment(invoice.paymentMethod) : false,
    opposition: invoice.opposition730,
    documentType: 'F',
    items: [
      ...lines
        .map((line, index) => ({
          expenseType: line.expenseType,
          amountCents: net[index]!,
          ...(line.vatExempt ? { vatNature: EXEMPT } : { vatRatePercent: line.vatRate }),
        }))
        .filter((item) => item.amountCents > 0),
      ...(invoice.stampDutyCents > 0 && invoice.stampDutyPayer === 'patient'
        ? [{ ...STAMP_DUTY_ITEM, amountCents: invoice.stampDutyCents }]
        : []),
    ],
  };
  return ExpenseDocument.safeParse(input);
}
