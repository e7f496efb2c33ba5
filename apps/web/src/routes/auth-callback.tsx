import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { errorMessageKey } from '../lib/error-message';
import { PAYMENT_SUCCESS_CALLBACK_TYPE } from '@studiolo/contracts';
import { verifyCheckout } from '../features/billing/api/verify-checkout';
import { safeNext } from '../lib/session-refresh';
import { landingAfterSignIn, SIGNUP_CALLBACK_TYPE } from './sign-in-landing';

/** After checkout (SPEC §2): a verified payment goes to /dashboard, a failed one flags it there. */
async function landingAfterPayment(sessionId: string): Promise<string> {
  try {
    await verifyCheckout(sessionId);
    return '/dashboard';
  } catch {
    return '/dashboard?paymentError=true';
  }
}

/**
 * /auth/callback: where code sign-in, registration (?type=signup), Google and checkout land. Shows a spinner while it asks who
 * the user is (or verifies the payment), then routes on by SPEC §2's rules.
 */
export default function AuthCallbackScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const providerError = params.get('error');
  const next = safeNext(params.get('next'));
  const type = params.get('type');
  const paidSessionId = type === PAYMENT_SUCCESS_CALLBACK_TYPE ? params.get('session_id') : null;
  const withoutOrganization = type === SIGNUP_CALLBACK_TYPE ? '/setup' : '/settings';
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    if (providerError) {
      void navigate('/login?error=google', { replace: true });
      return;
    }
    let cancelled = false;
    (paidSessionId ? landingAfterPayment(paidSessionId) : landingAfterSignIn(withoutOrganization)).then(
      (target) => {
        const back = next && !paidSessionId && target !== '/login' ? next : target;
        if (!cancelled) void navigate(back, { replace: true });
      },
      (cause: unknown) => {
        if (!cancelled) setError(cause);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [navigate, providerError, paidSessionId, withoutOrganization, next]);

  if (error) {
    return (
      <Alert title={t('auth:callback.failed')}>
        <p>{t(errorMessageKey(error))}</p>
        <ButtonLink to="/login" variant="secondary" className="mt-2">
          {t('auth:callback.backToLogin')}
        </ButtonLink>
      </Alert>
    );
  }
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-slate-700">
      <Spinner className="h-8 w-8 text-brand-700" />
      <p>{t('auth:callback.working')}</p>
    </div>
  );
}
