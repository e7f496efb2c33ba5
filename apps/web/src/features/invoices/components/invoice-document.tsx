import { useTranslation } from 'react-i18next';
import {
  stampDutyWording,
  vatSummary,
  type Invoice,
  type InvoiceStatus,
  type StampDutyWording,
} from '@studiolo/contracts';
import { formatDay } from '../../../lib/format-date';
import { formatEuro } from '../../../lib/money';

/** What the invoice page and the public link both show of an invoice. */
export type ShownInvoice = Omit<Invoice, 'patientId' | 'nextStatuses' | 'creditedInvoiceId' | 'lines'> & {
  lines: Omit<Invoice['lines'][number], 'id' | 'appointmentId'>[];
};

const STATUS_TONES: Record<InvoiceStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  sent: 'bg-sky-100 text-sky-900',
  partially_paid: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-red-100 text-red-900',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}

/** The client, the lines and the totals as the server computed them, with the notes the rules want. */
export function InvoiceDocument({ invoice }: { invoice: ShownInvoice }) {
  const { t, i18n } = useTranslation('invoices');
  const euro = (cents: number) => formatEuro(cents, i18n.language);
  const stamp = stampDutyWording(invoice);
  const stampDutyNote = (wording: Exclude<StampDutyWording, { kind: 'none' }>) => {
    if (wording.kind === 'virtual') {
      return t('pdf.stampDutyVirtual', {
        authorization: wording.authorization,
        date: formatDay(wording.date),
      });
    }
    return wording.id
      ? t('pdf.stampDutyContrassegno', { id: wording.id })
      : t('pdf.stampDutyContrassegnoPending');
  };
  // What credit notes giving nothing back took off what is left to pay (the server's balance says it).
  const creditedOff =
    invoice.kind === 'invoice' && invoice.status !== 'cancelled'
      ? Math.max(0, invoice.totalCents - invoice.paidCents - invoice.balanceCents)
      : 0;
  const totals: [string, number, boolean?][] = [
    [t('pdf.subtotal'), invoice.subtotalCents],
    ...(invoice.discountCents > 0 ? [[t('pdf.discount'), -invoice.discountCents] as [string, number]] : []),
    ...(invoice.taxCents > 0 ? [[t('pdf.tax'), invoice.taxCents] as [string, number]] : []),
    ...(invoice.stampDutyCents > 0
      ? [
          [
            t(invoice.stampDutyPayer === 'patient' ? 'pdf.stampDuty' : 'pdf.stampDutyClinic'),
            invoice.stampDutyCents,
          ] as [string, number],
        ]
      : []),
    [t('pdf.total'), invoice.totalCents, true],
    ...(invoice.paidCents > 0 ? [[t('pdf.paid'), invoice.paidCents] as [string, number]] : []),
    ...(creditedOff > 0 ? [[t('view.creditedOff'), -creditedOff] as [string, number]] : []),
    // A credit note's balance is what the clinic owes back.
    ...(invoice.kind === 'credit_note'
      ? [[t('pdf.refundBalance'), invoice.balanceCents, true] as [string, number, boolean]]
      : invoice.paidCents > 0 || creditedOff > 0
        ? [[t('pdf.balance'), invoice.balanceCents, true] as [string, number, boolean]]
        : []),
  ];
  return (
    <div className="space-y-6">
      <section aria-label={t('pdf.billTo')} className="text-sm text-slate-700">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('pdf.billTo')}</p>
        <p className="mt-1 font-semibold text-slate-900">{invoice.clientName}</p>
        {invoice.clientTaxCode ? (
          <p>
            {t('pdf.taxCode')} {invoice.clientTaxCode}
          </p>
        ) : null}
        {invoice.clientVatNumber ? (
          <p>
            {t('pdf.vatNumber')} {invoice.clientVatNumber}
          </p>
        ) : null}
        <p>
          {[invoice.clientAddress, [invoice.clientPostalCode, invoice.clientCity].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', ')}
        </p>
        {invoice.patientTaxCode ? (
          <p className="mt-1">
            {t('view.patientApart', { name: invoice.patientName ?? '', taxCode: invoice.patientTaxCode })}
          </p>
        ) : null}
        {invoice.dueOn ? <p>{t('pdf.due', { date: formatDay(invoice.dueOn) })}</p> : null}
      </section>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">{t('pdf.description')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('pdf.quantity')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('pdf.unitPrice')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('pdf.vat')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('pdf.amount')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td className="px-3 py-2 text-slate-900">{line.description}</td>
                <td className="px-3 py-2 text-right">{line.quantity}</td>
                <td className="px-3 py-2 text-right">{euro(line.unitPriceCents)}</td>
                <td className="px-3 py-2 text-right">
                  {line.vatExempt ? t('pdf.exemptShort') : `${line.vatRate}%`}
                </td>
                <td className="px-3 py-2 text-right">{euro(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl
        aria-label={t('totals')}
        className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
      >
        {totals.map(([label, cents, strong]) => (
          <div key={label} className="contents">
            <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
            <dd className={`text-right ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
              {euro(cents)}
            </dd>
          </div>
        ))}
      </dl>
      <VatSummary invoice={invoice} />
      <div className="space-y-1 text-xs text-slate-600">
        {invoice.lines.some((line) => line.vatExempt) ? <p>{t('pdf.exemption')}</p> : null}
        {stamp.kind === 'none' ? null : <p>{stampDutyNote(stamp)}</p>}
        {invoice.paymentMethod && invoice.paidOn ? (
          <p>
            {t('pdf.payment', {
              method: t(`paymentMethods.${invoice.paymentMethod}`),
              date: formatDay(invoice.paidOn),
              traceable: t(invoice.traceablePayment ? 'pdf.traceable' : 'pdf.notTraceable'),
            })}
          </p>
        ) : null}
        {invoice.opposition730 ? <p>{t('pdf.opposition')}</p> : null}
        {invoice.notes ? <p className="whitespace-pre-line text-slate-800">{invoice.notes}</p> : null}
      </div>
    </div>
  );
}

/**
 * The VAT summary art. 21 DPR 633/72 asks (taxable base and tax per rate, and the exempt amount), as
 * the PDF prints it: the same computation, from the contracts.
 */
function VatSummary({ invoice }: { invoice: ShownInvoice }) {
  const { t, i18n } = useTranslation('invoices');
  const euro = (cents: number) => formatEuro(cents, i18n.language);
  const rows = vatSummary(invoice.lines, invoice.discountCents);
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full max-w-lg text-left text-sm">
        <caption className="pb-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('pdf.vatSummary')}
        </caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th className="px-3 py-2 font-medium">{t('pdf.vatSummaryRate')}</th>
            <th className="px-3 py-2 text-right font-medium">{t('pdf.vatSummaryBase')}</th>
            <th className="px-3 py-2 text-right font-medium">{t('pdf.vatSummaryTax')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.exempt ? 'exempt' : row.rate}>
              <td className="px-3 py-2 text-slate-900">
                {row.exempt ? t('pdf.vatSummaryExempt') : t('pdf.vatSummaryRateValue', { rate: row.rate })}
              </td>
              <td className="px-3 py-2 text-right">{euro(row.baseCents)}</td>
              <td className="px-3 py-2 text-right">{row.exempt ? '—' : euro(row.taxCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
