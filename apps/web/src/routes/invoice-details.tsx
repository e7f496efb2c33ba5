import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { missingInvoiceData } from '@studiolo/contracts';
import { Alert } from '../components/ui/alert';
import { Card } from '../components/ui/card';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { useInvoice } from '../features/invoices/api/get-invoice';
import { useOrganizationProfile } from '../features/organizations/api/get-organization';
import { InvoiceActions } from '../features/invoices/components/invoice-actions';
import { InvoiceDocument, InvoiceStatusBadge } from '../features/invoices/components/invoice-document';
import { PaymentsPanel } from '../features/invoices/components/payments-panel';
import { SharePanel } from '../features/invoices/components/share-panel';
import { Tax730Panel } from '../features/invoices/components/tax730-panel';
import { errorMessageKey } from '../lib/error-message';
import { invoiceTitle } from '../features/invoices/invoice-title';
import { useFormats } from '../lib/use-formats';
import { useCanWriteInvoices } from './invoice-access';

/** /invoices/{id}: the invoice as issued, what can be done with it, and its public link. */
export default function InvoiceScreen() {
  const { t } = useTranslation(['invoices', 'errors']);
  const f = useFormats();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const canEdit = useCanWriteInvoices();
  const invoice = useInvoice(id);
  // The clinic's data every issued invoice states: a draft lacking them (or the client's) is flagged.
  const issuer = useOrganizationProfile();
  if (invoice.isPending) return <Loading />;
  if (invoice.isError) return <Alert title={t('view.loadFailed')}>{t(errorMessageKey(invoice.error))}</Alert>;
  const data = invoice.data;
  const title = invoiceTitle(t, data, f.date);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link to="/invoices" className="text-sm text-brand-700 underline underline-offset-2">
        {t('view.back')}
      </Link>
      <PageHeader title={title} actions={<InvoiceStatusBadge status={data.status} />} />
      {data.creditedInvoiceId ? (
        <p className="text-sm text-slate-700">
          <Link
            to={`/invoices/${data.creditedInvoiceId}`}
            className="text-brand-700 underline underline-offset-2"
          >
            {t('view.credited')}
          </Link>
        </p>
      ) : null}
      <InvoiceActions
        invoice={data}
        canEdit={canEdit}
        missing={issuer.data ? missingInvoiceData(issuer.data, data) : []}
        onCreated={(created) => void navigate(`/invoices/${created.id}`)}
      />
      <Card>
        <InvoiceDocument invoice={data} />
      </Card>
      <PaymentsPanel invoice={data} />
      <Tax730Panel invoice={data} canEdit={canEdit} />
      <SharePanel invoiceId={data.id} canEdit={canEdit} />
    </div>
  );
}
