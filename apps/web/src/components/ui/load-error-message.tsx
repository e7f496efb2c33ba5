import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { errorMessageKey } from '../../lib/error-message';

/**
 * The message of a failed load; when the organization requires two-factor authentication and the
 * user has not turned it on, also the way to Settings → Security (which still works for them).
 */
export function LoadErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation(['settings', 'errors']);
  return (
    <>
      <p>{t(errorMessageKey(error))}</p>
      {isApiError(error) && error.code === 'TWO_FACTOR_REQUIRED' ? (
        <p>
          <Link to="/settings?tab=security" className="font-medium underline underline-offset-2">
            {t('settings:security.requiredLink')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
