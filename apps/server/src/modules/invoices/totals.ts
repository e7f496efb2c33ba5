/**
 * An invoice's totals, its lines' shares of the discount and its VAT summary are computed in the
 * contracts (`invoice-totals.ts`), so the web shows what the server stores and prints.
 */
export {
  grossLineAmounts,
  invoiceNumber,
  invoiceTotals,
  netLineAmounts,
  spread,
  vatSummary,
  type InvoiceTotals,
  type TotalsLine,
  type VatSummaryRow,
} from '@studiolo/contracts';
