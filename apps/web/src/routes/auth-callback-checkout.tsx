import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { refreshMe } from '../features/auth/api/get-me';
import { verifyCheckout } from '../features/billing/api/verify-checkout';
import { ActivationSteps } from '../features/calls/components/activation-steps';
import { OrganizationProfileSection } from '../features/organizations/components/organization-profile-form';
import { errorMessageKey } from '../lib/error-message';

/**
 * /auth/callback-checkout?session_id=…: where the checkout returns (SPEC §4: region chosen, payment
 * session, confirmation, account setup, dashboard). The payment is verified (which requests the
 * number), then the practice's details are completed, then on to /dashboard.
 */
export default function CheckoutCallbackScreen() {
  const { t } = useTranslation(['calls', 'errors']);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const verified = useQuery({
    queryKey: ['billing', 'verify', sessionId],
    queryFn: async () => {
      const result = await verifyCheckout(sessionId!);
      await refreshMe(); // callsNumberStatus is now 'requested'
      return result;
    },
    enabled: Boolean(sessionId),
    retry: false,
    staleTime: Infinity,
  });

  if (!sessionId || verified.error) {
    return (
      <div className="space-y-4">
        <ActivationSteps current={4} />
        <Alert title={t('calls:checkout.failed')}>
          <p>{sessionId ? t(errorMessageKey(verified.error)) : t('calls:checkout.noSession')}</p>
          <ButtonLink to="/calls-m" variant="secondary" className="mt-2">
            {t('calls:checkout.retry')}
          </ButtonLink>
        </Alert>
      </div>
    );
  }
  if (verified.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-slate-700">
        <Spinner className="text-brand-700 h-8 w-8" />
        <p>{t('calls:checkout.verifying')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <ActivationSteps current={4} />
      <section aria-labelledby="checkout-confirmed" className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-green-700" />
        <div>
          <h1 id="checkout-confirmed" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('calls:checkout.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('calls:checkout.lead')}</p>
        </div>
      </section>
      <section aria-labelledby="checkout-setup" className="space-y-3">
        <h2 id="checkout-setup" className="text-lg font-semibold text-slate-900">
          {t('calls:checkout.setupTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('calls:checkout.setupLead')}</p>
        <OrganizationProfileSection canEdit />
      </section>
      <ButtonLink to="/dashboard" size="lg">
        {t('calls:checkout.toDashboard')}
      </ButtonLink>
    </div>
  );
}
