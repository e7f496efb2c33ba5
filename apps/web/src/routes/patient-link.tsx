import { Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patientUnlinkable, type Appointment, type PatientSummary } from '@studiolo/contracts';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { Dialog } from '../components/ui/dialog';
import { Spinner } from '../components/ui/spinner';
import { useLinkPatient, useUnlinkPatient } from '../features/calendar/api/link-patient';
import type { CheckInDocumentsSlot, PatientLinkSlot } from '../features/calendar/components/appointment-list';
import { PatientPicker } from '../features/patients/components';
import { isApiError } from '../lib/api-client';
import { errorMessageKey } from '../lib/error-message';

/**
 * Beside a visit (SPEC §4): 'Collega un paziente' for one booked under a temporary name, 'Scollega
 * il paziente' (asked first) for one not yet taken place. Linking needs what check-in needs, signed
 * by the patient chosen: when refused, the documents to send are shown (`checkInDocuments`).
 */
export function usePatientLinkSlot(checkInDocuments: CheckInDocumentsSlot): PatientLinkSlot {
  return (appointment) =>
    appointment.patientId === null ? (
      <LinkPatientButton appointment={appointment} checkInDocuments={checkInDocuments} />
    ) : patientUnlinkable(appointment) ? (
      <UnlinkPatientButton appointment={appointment} />
    ) : null;
}

function LinkPatientButton({
  appointment,
  checkInDocuments,
}: {
  appointment: Appointment;
  checkInDocuments: CheckInDocumentsSlot;
}) {
  const { t } = useTranslation(['calendar', 'errors', 'common']);
  const [open, setOpen] = useState(false);
  const [patient, setPatient] = useState<PatientSummary | null>(null);
  const link = useLinkPatient();
  const refused = isApiError(link.error) && link.error.code === 'LINK_DOCUMENTS_MISSING';
  const close = () => {
    setOpen(false);
    setPatient(null);
    link.reset();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Link2 aria-hidden="true" className="h-4 w-4" />
        {t('patientLink.open')}
      </Button>
      {open ? (
        <Dialog
          title={t('patientLink.title')}
          description={t('patientLink.description', { name: appointment.patientName })}
          onClose={close}
        >
          <div className="space-y-4">
            <PatientPicker
              label={t('patientLink.patient')}
              value={patient}
              onChange={(picked) => {
                setPatient(picked);
                link.reset();
              }}
            />
            {link.error ? (
              <Alert title={t('patientLink.failed')}>{t(errorMessageKey(link.error))}</Alert>
            ) : null}
            {patient && refused ? checkInDocuments({ ...appointment, patientId: patient.id }, true) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={close} disabled={link.isPending}>
                {t('common:cancel')}
              </Button>
              <Button
                disabled={!patient || link.isPending}
                onClick={() =>
                  patient && link.mutate({ id: appointment.id, patientId: patient.id }, { onSuccess: close })
                }
              >
                {link.isPending ? <Spinner className="h-4 w-4" /> : null}
                {t('patientLink.confirm')}
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

function UnlinkPatientButton({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation(['calendar', 'errors']);
  const [asking, setAsking] = useState(false);
  const unlink = useUnlinkPatient();
  const close = () => {
    setAsking(false);
    unlink.reset();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <Unlink aria-hidden="true" className="h-4 w-4" />
        {t('patientLink.unlink')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('patientLink.unlinkTitle', { name: appointment.patientName })}
          description={t('patientLink.unlinkDescription')}
          confirmLabel={t('patientLink.unlinkConfirm')}
          busy={unlink.isPending}
          error={unlink.error ? t(errorMessageKey(unlink.error)) : undefined}
          errorTitle={t('patientLink.unlinkFailed')}
          onConfirm={() => unlink.mutate(appointment.id, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
    </>
  );
}
