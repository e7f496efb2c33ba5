import { STAMP_DUTY_CENTS, STAMP_DUTY_THRESHOLD_CENTS, type StampDutyPayer } from './invoices';

export interface TotalsLine {
  quantity: number;
  unitPriceCents: number;
  vatExempt: boolean;
  vatRate: number;
}

export interface InvoiceTotals {
  subtotalCents: number;
  taxCents: number;
  stampDutyCents: number;
  totalCents: number;
}

/**
 * An invoice's totals under the Italian rules for health services.
 *
 * The discount is shared among the lines in proportion to their amounts, so that VAT (on taxable
 * lines) and the stamp duty threshold (on exempt ones) see what is really charged. Stamp duty: €2
 * when the VAT-exempt amount exceeds €77.47 (DPR 642/72, tariff art. 13); it is added to the total
 * when the patient bears it, and printed either way. Returns null when the discount exceeds the
 * subtotal.
 */
export function invoiceTotals(
  lines: readonly TotalsLine[],
  discountCents: number,
  stampDutyPayer: StampDutyPayer,
): InvoiceTotals | null {
  const subtotalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  if (discountCents > subtotalCents) return null;
  const net = netLineAmounts(lines, discountCents);
  let exemptCents = 0;
  let taxCents = 0;
  lines.forEach((line, index) => {
    const amount = net[index]!;
    if (line.vatExempt) exemptCents += amount;
    else taxCents += Math.round((amount * line.vatRate) / 100);
  });
  const stampDutyCents = exemptCents > STAMP_DUTY_THRESHOLD_CENTS ? STAMP_DUTY_CENTS : 0;
  return {
    subtotalCents,
    taxCents,
    stampDutyCents,
    totalCents:
      subtotalCents - discountCents + taxCents + (stampDutyPayer === 'patient' ? stampDutyCents : 0),
  };
}

/**
 * `part` shared among `amounts` in proportion to them; the cents left by rounding go to the largest
 * remainders (ties: the first), so the shares add up to `part` exactly.
 */
export function spread(amounts: readonly number[], part: number): number[] {
  const whole = amounts.reduce((sum, amount) => sum + amount, 0);
  if (whole === 0 || part === 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (part * amount) / whole);
  const shares = exact.map(Math.floor);
  let left = part - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** Each line's amount less its share of the discount, so the lines add up to the invoice. */
export function netLineAmounts(
  lines: readonly Pick<TotalsLine, 'quantity' | 'unitPriceCents'>[],
  discountCents: number,
): number[] {
  const amounts = lines.map((line) => line.quantity * line.unitPriceCents);
  const shares = spread(amounts, discountCents);
  return amounts.map((amount, index) => amount - shares[index]!);
}

/**
 * What the patient pays for each line: its amount less its share of the discount, with its VAT
 * (rounded per line, as `invoiceTotals` does).
 */
export function grossLineAmounts(lines: readonly TotalsLine[], discountCents: number): number[] {
  const net = netLineAmounts(lines, discountCents);
  return lines.map((line, index) => {
    const amount = net[index]!;
    return line.vatExempt ? amount : amount + Math.round((amount * line.vatRate) / 100);
  });
}

/** `FT12/2026`: the organization's prefix, the year's sequence, the year. */
export const invoiceNumber = (prefix: string, sequence: number, year: number) =>
  `${prefix}${sequence}/${year}`;

/** One row of an invoice's VAT summary: a rate, or the exemption (natura N4), with base and tax. */
export interface VatSummaryRow {
  exempt: boolean;
  rate: number;
  baseCents: number;
  taxCents: number;
}

/**
 * The VAT summary art. 21 DPR 633/72 asks on an invoice: the taxable base (after the discount's
 * share) and the tax of each rate, and the exempt amount, exempt first then by rate. The taxes
 * add up to the invoice's, as each line's is rounded the same way.
 */
export function vatSummary(
  lines: readonly Pick<TotalsLine, 'quantity' | 'unitPriceCents' | 'vatExempt' | 'vatRate'>[],
  discountCents: number,
): VatSummaryRow[] {
  const net = netLineAmounts(lines, discountCents);
  const rows = new Map<string, VatSummaryRow>();
  lines.forEach((line, index) => {
    const key = line.vatExempt ? 'exempt' : String(line.vatRate);
    const row = rows.get(key) ?? {
      exempt: line.vatExempt,
      rate: line.vatExempt ? 0 : line.vatRate,
      baseCents: 0,
      taxCents: 0,
    };
    row.baseCents += net[index]!;
    if (!line.vatExempt) row.taxCents += Math.round((net[index]! * line.vatRate) / 100);
    rows.set(key, row);
  });
  return [...rows.values()].sort((a, b) => Number(b.exempt) - Number(a.exempt) || a.rate - b.rate);
}
