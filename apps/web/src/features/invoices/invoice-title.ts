import type { TFunction } from 'i18next';
import type { Invoice } from '@studiolo/contracts';

/**
 * 'Fattura n. 1/2026 del …', or for a draft never issued (no number yet) 'Bozza di fattura del …';
 * `formatDate` writes the day (useFormats().date).
 */
export function invoiceTitle(
  t: TFunction<'invoices'>,
  invoice: Pick<Invoice, 'kind' | 'number' | 'issuedOn'>,
  formatDate: (day: string) => string,
) {
  const date = formatDate(invoice.issuedOn);
  const credit = invoice.kind === 'credit_note';
  if (invoice.number === null) return t(credit ? 'pdf.draftCreditNote' : 'pdf.draftInvoice', { date });
  return t(credit ? 'pdf.creditNote' : 'pdf.invoice', { number: invoice.number, date });
}

/** The invoice's number in a list or a sentence; 'Bozza' while it has none. */
export const invoiceNumberLabel = (t: TFunction<'invoices'>, invoice: Pick<Invoice, 'number'>) =>
  invoice.number ?? t('list.draft');
