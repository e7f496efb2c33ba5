import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Loading } from '../components/ui/spinner';
import { publicInvoicePath, usePublicInvoice } from '../features/invoices/api/get-public-invoice';
import { InvoiceDocument } from '../features/invoices/components/invoice-document';
import { invoiceTitle } from '../features/invoices/invoice-title';
import { useFormats } from '../lib/use-formats';
import { ApiError } from '../lib/api-client';

/** /shared/invoices/{token}: the invoice a public link opens, read-only, to anyone with it. */
export default function SharedInvoiceScreen() {
  const { t } = useTranslation(['invoices', 'errors']);
  const f = useFormats();
  const { token = '' } = useParams();
  const shared = usePublicInvoice(token);
  if (shared.isPending) return <Loading />;
  if (shared.isError) {
    return shared.error instanceof ApiError && shared.error.code === 'INVOICE_SHARE_EXPIRED' ? (
      <Alert title={t('shared.expired')}>{t('shared.expiredHint')}</Alert>
    ) : (
      <Alert title={t('shared.unavailable')}>{t('shared.unavailableHint')}</Alert>
    );
  }
  const { organization, invoice } = shared.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6 py-8">
      <header className="space-y-1">
        <p className="text-sm text-slate-600">{organization.legalName ?? organization.name}</p>
        <h1 className="text-2xl font-bold text-slate-900">{invoiceTitle(t, invoice, f.date)}</h1>
        {organization.address ? <p className="text-sm text-slate-600">{organization.address}</p> : null}
      </header>
      <a className={buttonClasses('secondary')} href={`${publicInvoicePath(token)}/pdf?download=true`}>
        <FileText aria-hidden="true" className="h-4 w-4" />
        {t('shared.download')}
      </a>
      <Card>
        <InvoiceDocument invoice={invoice} />
      </Card>
    </div>
  );
}
