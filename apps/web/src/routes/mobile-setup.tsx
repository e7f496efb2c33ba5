import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { can, hasCallsNumber } from '@studiolo/contracts';
import { Alert } from '../components/ui/alert';
import { ButtonLink } from '../components/ui/button';
import { Loading } from '../components/ui/spinner';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import { useCallsNumber } from '../features/calls/api/calls-number';
import { useMobileSetup } from '../features/calls/api/forwarding';
import { ForwardToForm } from '../features/calls/components/forward-to-form';
import { ForwardingWizard } from '../features/calls/components/forwarding-wizard';
import { errorMessageKey } from '../lib/error-message';
import { useFormats } from '../lib/use-formats';

/**
 * /mobile-setup, the call-forwarding wizard (public, SPEC §2): on a phone by the setup link of the
 * QR code (`?token=`), or signed in for the organization the member works in.
 */
export default function MobileSetupScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ByLink token={token} /> : <SignedIn />;
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-xl space-y-4 px-4 py-10">{children}</div>;
}

/** On the phone: what the link opens, or why it no longer does (expired, wrong: 404 alike). */
function ByLink({ token }: { token: string }) {
  const { t } = useTranslation(['calls', 'errors']);
  const setup = useMobileSetup(token);
  if (setup.isPending) return <Loading />;
  if (setup.isError) {
    return (
      <Centered>
        <Alert title={t('calls:wizard.link.invalid')}>{t('calls:wizard.link.invalidHint')}</Alert>
      </Centered>
    );
  }
  const { number, organizationName, forwardToEnding } = setup.data;
  return (
    <ForwardingWizard
      access={{ kind: 'link', token }}
      number={number}
      organizationName={organizationName}
      mobile={
        <p className="text-sm text-slate-700">
          {forwardToEnding
            ? t('calls:wizard.link.mobile', { digits: forwardToEnding })
            : t('calls:wizard.link.noMobile')}
        </p>
      }
      waitingFor={
        forwardToEnding
          ? t('calls:wizard.test.fromEnding', { digits: forwardToEnding })
          : t('calls:wizard.test.fromAny')
      }
      canShare={false}
    />
  );
}

/** Signed in: the organization's number, once it has one; signed out without a link: how to open it. */
function SignedIn() {
  const { t } = useTranslation(['calls', 'errors']);
  const f = useFormats();
  const me = useMe();
  const organization = me.data ? currentOrganization(me.data) : null;
  const number = useCallsNumber(organization !== null);
  if (me.isPending || (organization && number.isPending)) return <Loading />;
  if (!organization) {
    return (
      <Centered>
        <Alert tone="info" title={t('calls:wizard.signedOut.title')}>
          {t('calls:wizard.signedOut.hint')}
        </Alert>
        <ButtonLink to={`/login?next=${encodeURIComponent('/mobile-setup')}`}>
          {t('calls:wizard.signedOut.login')}
        </ButtonLink>
      </Centered>
    );
  }
  if (number.isError) {
    return (
      <Centered>
        <Alert>{t(errorMessageKey(number.error))}</Alert>
      </Centered>
    );
  }
  if (!number.data || !hasCallsNumber(number.data)) {
    return (
      <Centered>
        <Alert tone="info" title={t('calls:wizard.noNumber.title')}>
          {t('calls:wizard.noNumber.hint')}
        </Alert>
        <ButtonLink to="/calls-m">{t('calls:wizard.noNumber.toCalls')}</ButtonLink>
      </Centered>
    );
  }
  const manager = can(organization.role, 'calls:manage');
  const forwardTo = number.data.forwardTo;
  return (
    <ForwardingWizard
      access={{ kind: 'session' }}
      number={number.data.number!}
      mobile={<ForwardToForm canEdit={manager} />}
      waitingFor={
        forwardTo
          ? t('calls:wizard.test.from', { mobile: f.phone(forwardTo) })
          : t('calls:wizard.test.fromAny')
      }
      canShare={manager}
    />
  );
}
