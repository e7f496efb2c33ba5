import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import { InvoiceForm } from '../features/invoices/components/invoice-form';
import { useInvoicePatient, useStampDutyPayer } from './invoice-access';

/** /invoices/new: a draft, for a patient (`?patient=`, and `?visit=` ticked) or a client typed in. */
export default function NewInvoiceScreen() {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromPatient = params.get('patient');
  const { patient, field } = useInvoicePatient(
    fromPatient ? { id: fromPatient, firstName: '', lastName: params.get('name') ?? '' } : null,
  );
  const stampDutyPayer = useStampDutyPayer();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('form.newTitle')} lead={t('form.newLead')} />
      <InvoiceForm
        stampDutyPayer={stampDutyPayer}
        patient={patient}
        patientField={field}
        preselectVisitId={params.get('visit') ?? undefined}
        onSaved={(invoice) => void navigate(`/invoices/${invoice.id}`)}
      />
    </div>
  );
}
