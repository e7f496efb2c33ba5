import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Invoice } from '@studiolo/contracts';
import { Alert } from '../components/ui/alert';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { useInvoice } from '../features/invoices/api/get-invoice';
import { InvoiceForm } from '../features/invoices/components/invoice-form';
import { errorMessageKey } from '../lib/error-message';
import { useInvoicePatient, useStampDutyPayer } from './invoice-access';

function EditForm({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const { patient, field } = useInvoicePatient(
    invoice.patientId ? { id: invoice.patientId, firstName: '', lastName: invoice.clientName } : null,
  );
  const stampDutyPayer = useStampDutyPayer();
  return (
    <InvoiceForm
      stampDutyPayer={stampDutyPayer}
      invoice={invoice}
      patient={patient}
      patientField={field}
      onSaved={() => void navigate(`/invoices/${invoice.id}`)}
    />
  );
}

/** /invoices/{id}/edit: a draft's content (a sent invoice is corrected by a credit note). */
export default function EditInvoiceScreen() {
  const { t } = useTranslation(['invoices', 'errors']);
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  let body;
  if (invoice.isPending) body = <Loading />;
  else if (invoice.isError)
    body = <Alert title={t('view.loadFailed')}>{t(errorMessageKey(invoice.error))}</Alert>;
  else if (invoice.data.status !== 'draft') body = <Alert>{t('errors:INVOICE_NOT_DRAFT')}</Alert>;
  else body = <EditForm key={invoice.data.id} invoice={invoice.data} />;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={
          invoice.data?.number
            ? t('form.editTitle', { number: invoice.data.number })
            : t('form.editDraftTitle')
        }
      />
      {body}
    </div>
  );
}
