import { CalendarPlus, FileText, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { can } from '@studiolo/contracts';
import { Button, ButtonLink } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import { PatientDocumentsPanel } from '../features/documents/components/patient-documents-panel';
import { usePatient } from '../features/patients/api/get-patient';
import { DeletePatientDialog } from '../features/patients/components/delete-patient-dialog';
import { fullName } from '../features/patients/components/format';
import { MinorBadge } from '../features/patients/components/minor-badge';
import { PatientDetails } from '../features/patients/components/patient-details';
import { PatientHistorySections } from '../features/patients/components/patient-history';
import { useTablets } from '../features/tablets/api/tablets';
import { useCanWriteCalendar } from './calendar-access';
import { PatientLoadError } from './patient-load-error';

/** /patients/{id}: the record, with edit and (for owners and admins) delete. */
export default function PatientDetailsScreen() {
  const { id = '' } = useParams();
  // Another patient (a dependent's link) starts afresh: no dialog left open.
  return <PatientScreen key={id} id={id} />;
}

function PatientScreen({ id }: { id: string }) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const { data: me } = useMe();
  const role = me ? currentOrganization(me)?.role : undefined;
  const { data: patient, error } = usePatient(id);
  const canBook = useCanWriteCalendar();
  const { data: tablets = [] } = useTablets();
  const [deleting, setDeleting] = useState(false);

  if (error && !patient) return <PatientLoadError error={error} />;
  if (!patient) return <Loading />;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        eyebrow={t('title')}
        title={fullName(patient)}
        badges={patient.isMinor ? <MinorBadge /> : null}
        actions={
          <>
            {canBook ? (
              <ButtonLink
                to={`/calendar?${new URLSearchParams({ book: '1', patientId: patient.id }).toString()}`}
              >
                <CalendarPlus aria-hidden="true" className="h-4 w-4" />
                {t('details.book')}
              </ButtonLink>
            ) : null}
            {role && can(role, 'invoices:write') ? (
              <ButtonLink
                variant="secondary"
                to={`/invoices/new?${new URLSearchParams({ patient: patient.id, name: fullName(patient) }).toString()}`}
              >
                <FileText aria-hidden="true" className="h-4 w-4" />
                {t('details.createInvoice')}
              </ButtonLink>
            ) : null}
            <ButtonLink variant="secondary" to={`/patients/${patient.id}/edit`}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t('details.edit')}
            </ButtonLink>
            {role && can(role, 'patients:delete') ? (
              <Button variant="secondary" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {t('details.delete')}
              </Button>
            ) : null}
          </>
        }
      />
      <PatientHistorySections patientId={patient.id} />
      <PatientDocumentsPanel
        patientId={patient.id}
        patientLanguage={patient.language}
        tablets={tablets}
        canSend={role !== undefined && can(role, 'documents:send')}
      />
      <PatientDetails patient={patient} />
      {deleting ? (
        <DeletePatientDialog
          patient={patient}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/patients', { replace: true })}
        />
      ) : null}
    </div>
  );
}
