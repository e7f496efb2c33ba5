import { useTranslation } from 'react-i18next';
import type { Invoice } from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { formatEuro } from '../../../lib/money';
import { useFormats } from '../../../lib/use-formats';

/** The payments recorded on the invoice, one by one: date, method, amount, traceable or not. */
export function PaymentsPanel({ invoice }: { invoice: Invoice }) {
  const f = useFormats();
  const { t, i18n } = useTranslation('invoices');
  if (invoice.kind !== 'invoice' || invoice.status === 'draft') return null;
  return (
    <Card title={t('payments.title')}>
      {invoice.payments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('payments.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className="px-3 py-2 font-medium">{t('payments.date')}</th>
                <th className="px-3 py-2 font-medium">{t('payments.method')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('payments.amount')}</th>
                <th className="px-3 py-2 font-medium">{t('payments.traceable')}</th>
                <th className="px-3 py-2 font-medium">{t('payments.details')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {invoice.payments.map((payment) => (
                <tr key={payment.id}>
                  <td className="px-3 py-2 text-slate-900">{f.date(payment.paidOn)}</td>
                  <td className="px-3 py-2">{t(`paymentMethods.${payment.paymentMethod}`)}</td>
                  <td className="px-3 py-2 text-right">{formatEuro(payment.amountCents, i18n.language)}</td>
                  <td className="px-3 py-2">{t(payment.traceable ? 'payments.yes' : 'payments.no')}</td>
                  <td className="px-3 py-2 text-slate-600">{payment.paymentDetails ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
