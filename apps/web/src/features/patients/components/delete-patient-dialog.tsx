import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Patient } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageKey } from '../../../lib/error-message';
import { useDeletePatient } from '../api/delete-patient';
import { blockingDependents } from '../api/problem-details';
import { fullName } from './format';

/**
 * Asks before deleting a patient. A guardian of minors cannot be deleted (409 GUARDIAN_OF_MINORS):
 * the dialog then lists the minors, each a link to reassign or remove them.
 */
export function DeletePatientDialog({
  patient,
  onDeleted,
  onClose,
}: {
  patient: Patient;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['patients', 'errors']);
  const remove = useDeletePatient();
  const dependents = blockingDependents(remove.error);
  const name = fullName(patient);
  return (
    <ConfirmDialog
      title={t('patients:details.deleteTitle', { name })}
      description={t('patients:details.deleteLead')}
      confirmLabel={t('patients:details.deleteConfirm')}
      busy={remove.isPending}
      error={remove.error && dependents.length === 0 ? t(errorMessageKey(remove.error)) : undefined}
      errorTitle={t('patients:details.deleteFailed')}
      onClose={onClose}
      onConfirm={() => remove.mutate(patient.id, { onSuccess: onDeleted })}
    >
      {dependents.length > 0 ? (
        <Alert className="mb-4" title={t('errors:GUARDIAN_OF_MINORS')}>
          <p>{t('patients:details.deleteBlocked', { name })}</p>
          <ul className="list-disc pl-5">
            {dependents.map((dependent) => (
              <li key={dependent.id}>
                <Link to={`/patients/${dependent.id}`} className="font-medium underline underline-offset-2">
                  {fullName(dependent)}
                </Link>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
