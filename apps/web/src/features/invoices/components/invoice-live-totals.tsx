import { useTranslation } from 'react-i18next';
import { invoiceTotals, type StampDutyPayer, type TotalsLine } from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { formatEuro, parseEuro } from '../../../lib/money';

/** What the live totals read of a line as it is being typed. */
export interface TypedLine {
  quantity: string;
  unitPrice: string;
  vatExempt: boolean;
  vatRate: string;
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : 0);

/** The lines as typed, for the totals: what cannot be read yet counts as nothing. */
export function typedTotalsLines(lines: readonly TypedLine[]): TotalsLine[] {
  return lines.map((line) => ({
    quantity: whole(line.quantity),
    unitPriceCents: parseEuro(line.unitPrice) ?? 0,
    vatExempt: line.vatExempt,
    vatRate: line.vatExempt ? 0 : whole(line.vatRate),
  }));
}

/**
 * The invoice's totals while it is typed, computed by the contracts' `invoiceTotals`, the very
 * function the server stores and prints them with: the lines, the discount, the VAT and the €2
 * stamp duty when the exempt amount exceeds €77.47 (added to the total when the patient bears it).
 */
export function InvoiceLiveTotals({
  lines,
  discount,
  stampDutyPayer,
}: {
  lines: readonly TypedLine[];
  discount: string;
  stampDutyPayer: StampDutyPayer;
}) {
  const { t, i18n } = useTranslation('invoices');
  const discountCents = parseEuro(discount) ?? 0;
  const totals = invoiceTotals(typedTotalsLines(lines), discountCents, stampDutyPayer);
  const euro = (cents: number) => formatEuro(cents, i18n.language);
  const rows: [string, string][] = totals
    ? [
        [t('pdf.subtotal'), euro(totals.subtotalCents)],
        ...(discountCents > 0 ? [[t('pdf.discount'), `− ${euro(discountCents)}`] as [string, string]] : []),
        [t('pdf.tax'), euro(totals.taxCents)],
        ...(totals.stampDutyCents > 0
          ? [
              [
                t(stampDutyPayer === 'patient' ? 'pdf.stampDuty' : 'pdf.stampDutyClinic'),
                euro(totals.stampDutyCents),
              ] as [string, string],
            ]
          : []),
      ]
    : [];
  return (
    <Card title={t('totals')} description={t('form.totalsHint')}>
      {totals ? (
        <dl aria-live="polite" className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="mt-1 border-t border-slate-200 pt-1 font-semibold text-slate-900">
              {t('pdf.total')}
            </dt>
            <dd className="mt-1 border-t border-slate-200 pt-1 text-right font-semibold tabular-nums text-slate-900">
              {euro(totals.totalCents)}
            </dd>
          </div>
        </dl>
      ) : (
        <p role="status" className="text-sm font-medium text-red-700">
          {t('form.discountTooBig')}
        </p>
      )}
    </Card>
  );
}
