import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageNotFound } from '../lib/page-not-found';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { isApiError } from '../lib/api-client';
import { LoadErrorMessage } from '../components/ui/load-error-message';

/**
 * A patient that could not be loaded: not found (or another organization's) is SPEC §8's fatal
 * 'Page Not Found: {path}'; another failure says so here.
 */
export function PatientLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('patients');
  const { pathname } = useLocation();
  if (isApiError(error) && error.status === 404) throw new PageNotFound(pathname);
  return (
    <div className="space-y-4">
      <Alert title={t('form.loadFailed')}>
        <LoadErrorMessage error={error} />
      </Alert>
      <ButtonLink to="/patients" variant="secondary">
        {t('back')}
      </ButtonLink>
    </div>
  );
}
