import { FilePlus2, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvoiceStatus } from '@studiolo/contracts';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { SelectField, TextField } from '../components/ui/field';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { useInvoices } from '../features/invoices/api/get-invoices';
import { InvoiceStatusBadge } from '../features/invoices/components/invoice-document';
import { Tax730Deadline } from '../features/invoices/components/tax730-deadline';
import { invoiceNumberLabel } from '../features/invoices/invoice-title';
import { errorMessageKey } from '../lib/error-message';
import { formatEuro } from '../lib/money';
import { useCanWriteInvoices } from './invoice-access';
import { useFormats } from '../lib/use-formats';

const PAGE_SIZE = 25;

/** /invoices: every invoice and credit note, newest first, found by number or client, by status. */
export default function InvoicesScreen() {
  const f = useFormats();
  const { t, i18n } = useTranslation(['invoices', 'errors', 'common']);
  const canEdit = useCanWriteInvoices();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [page, setPage] = useState(0);
  const list = useInvoices({
    q: q.trim() || undefined,
    status: status || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const hasMore = list.data?.hasMore ?? false;

  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError) body = <Alert title={t('list.loadFailed')}>{t(errorMessageKey(list.error))}</Alert>;
  else if (list.data.items.length === 0)
    body = (
      <div className="flex flex-col items-center py-8 text-center">
        <Receipt aria-hidden="true" className="h-10 w-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">
          {t(q || status ? 'list.noMatches' : 'list.empty')}
        </p>
      </div>
    );
  else
    body = (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">{t('list.number')}</th>
              <th className="px-3 py-2 font-medium">{t('list.date')}</th>
              <th className="px-3 py-2 font-medium">{t('list.client')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('list.total')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('list.balance')}</th>
              <th className="px-3 py-2 font-medium">{t('list.status')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.data.items.map((invoice) => (
              <tr key={invoice.id}>
                <td className="px-3 py-2">
                  <Link
                    to={`/invoices/${invoice.id}`}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {invoice.kind === 'credit_note'
                      ? t('list.creditNote', { number: invoiceNumberLabel(t, invoice) })
                      : invoiceNumberLabel(t, invoice)}
                  </Link>
                </td>
                <td className="px-3 py-2">{f.date(invoice.issuedOn)}</td>
                <td className="px-3 py-2">{invoice.clientName}</td>
                <td className="px-3 py-2 text-right">{formatEuro(invoice.totalCents, i18n.language)}</td>
                <td className="px-3 py-2 text-right">{formatEuro(invoice.balanceCents, i18n.language)}</td>
                <td className="px-3 py-2">
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title={t('list.title')}
        lead={t('list.lead')}
        actions={
          canEdit ? (
            <ButtonLink to="/invoices/new">
              <FilePlus2 aria-hidden="true" className="h-4 w-4" />
              {t('list.new')}
            </ButtonLink>
          ) : null
        }
      />
      <Tax730Deadline canEdit={canEdit} />
      <Card>
        <div role="search" aria-label={t('list.filters')} className="mb-4 flex flex-wrap items-end gap-3">
          <TextField
            containerClassName="w-64"
            type="search"
            label={t('list.search')}
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(0);
            }}
          />
          <SelectField
            containerClassName="w-48"
            label={t('list.status')}
            value={status}
            onChange={(event) => {
              const parsed = InvoiceStatus.safeParse(event.target.value);
              setStatus(parsed.success ? parsed.data : '');
              setPage(0);
            }}
            options={[
              { value: '', label: t('list.anyStatus') },
              ...InvoiceStatus.options.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
          />
        </div>
        {body}
        {page > 0 || hasMore ? (
          <nav aria-label={t('list.pages')} className="mt-4 flex items-center justify-between">
            <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('common:previous')}
            </Button>
            <span className="text-sm text-slate-600">{t('list.page', { page: page + 1 })}</span>
            <Button variant="secondary" disabled={!hasMore} onClick={() => setPage(page + 1)}>
              {t('common:next')}
            </Button>
          </nav>
        ) : null}
      </Card>
    </div>
  );
}
