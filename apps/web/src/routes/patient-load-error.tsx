import { useTranslation } from 'react-i18next';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { isApiError } from '../lib/api-client';
import { LoadErrorMessage } from '../components/ui/load-error-message';

/** A patient that could not be loaded: not found (or another organization's), or another failure. */
export function PatientLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('patients');
  return (
    <div className="space-y-4">
      <Alert title={t('form.loadFailed')}>
        {isApiError(error) && error.status === 404 ? (
          <p>{t('details.notFound')}</p>
        ) : (
          <LoadErrorMessage error={error} />
        )}
      </Alert>
      <ButtonLink to="/patients" variant="secondary">
        {t('back')}
      </ButtonLink>
    </div>
  );
}
