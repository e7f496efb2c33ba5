import type { CallPriority, DemoRegistration, DemoStatus } from '@studiolo/contracts';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { isApiError } from '../../../lib/api-client';
import { useDemoStatus } from '../api/demo-api';
import { readDemoSession, writeDemoSession } from '../api/demo-session';
import { demoError, type DemoError } from '../demo-errors';
import { CallStates } from './call-states';
import { CallStep } from './call-step';
import { CodeStep } from './code-step';
import { DemoErrorAlert } from './demo-error-alert';
import { DemoResults } from './demo-results';
import { DemoSteps, type DemoStep } from './demo-steps';
import { PhoneStep } from './phone-step';

type Stage =
  | { step: 'number'; phone: string; notice: DemoError | null }
  | { step: 'verify'; registration: DemoRegistration }
  | { step: 'follow'; registration: DemoRegistration; first: DemoStatus | null };

function initialStage(): Stage {
  const session = readDemoSession();
  if (!session) return { step: 'number', phone: '', notice: null };
  return session.verified
    ? { step: 'follow', registration: session.registration, first: null }
    : { step: 'verify', registration: session.registration };
}

/**
 * The live demo's four steps (SPEC §2): Add Number, Verify, Make Call, See Results. Where the visitor
 * is survives a reload of the tab. `codeHint` tells where a test environment keeps the SMS;
 * `PriorityBadge` is the calls screens' own.
 */
export function DemoFlow({
  codeHint,
  PriorityBadge,
}: {
  codeHint?: ReactNode;
  PriorityBadge: ComponentType<{ priority: CallPriority }>;
}) {
  const [stage, setStage] = useState<Stage>(initialStage);

  useEffect(() => {
    writeDemoSession(
      stage.step === 'number'
        ? null
        : { registration: stage.registration, verified: stage.step === 'follow' },
    );
  }, [stage]);

  const restart = (phone: string, notice: DemoError | null) => setStage({ step: 'number', phone, notice });

  if (stage.step === 'number') {
    return (
      <StepFrame step="number">
        {stage.notice ? <DemoErrorAlert error={stage.notice} /> : null}
        <PhoneStep
          initialPhone={stage.phone}
          onRegistered={(registration) => setStage({ step: 'verify', registration })}
        />
      </StepFrame>
    );
  }
  if (stage.step === 'verify') {
    return (
      <StepFrame step="verify">
        <CodeStep
          // A new code is a new registration: the form starts afresh.
          key={stage.registration.id}
          registration={stage.registration}
          hint={codeHint}
          onRegistered={(registration) => setStage({ step: 'verify', registration })}
          onVerified={(first) => setStage({ step: 'follow', registration: stage.registration, first })}
          onChangeNumber={() => restart(stage.registration.phone, null)}
        />
      </StepFrame>
    );
  }
  return (
    <FollowCall
      registration={stage.registration}
      first={stage.first}
      PriorityBadge={PriorityBadge}
      onExpired={(notice) => restart('', notice)}
    />
  );
}

/** Steps 3 and 4: the call followed by polling, then its results. */
function FollowCall({
  registration,
  first,
  PriorityBadge,
  onExpired,
}: {
  registration: DemoRegistration;
  first: DemoStatus | null;
  PriorityBadge: ComponentType<{ priority: CallPriority }>;
  onExpired: (notice: DemoError) => void;
}) {
  const { t } = useTranslation('marketing');
  const { data: status, error, refetch } = useDemoStatus(registration.id, first ?? undefined);
  const expired = isApiError(error) && error.status === 404;
  const failure = error ? demoError(error, 'status') : null;
  const problem = failure ? (
    <DemoErrorAlert error={failure}>
      {expired ? (
        <Button variant="secondary" onClick={() => onExpired(failure)} className="mt-2">
          {t('demo.restart')}
        </Button>
      ) : null}
    </DemoErrorAlert>
  ) : null;

  if (!status) {
    return (
      <StepFrame step="call">
        {problem ?? <LoadingStatus />}
        {error && !expired ? (
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('demo.retry')}
          </Button>
        ) : null}
      </StepFrame>
    );
  }
  if (status.state === 'completed') {
    return (
      <StepFrame step="results">
        <CallStates state={status.state} />
        <DemoResults status={status} PriorityBadge={PriorityBadge} />
      </StepFrame>
    );
  }
  return (
    <StepFrame step="call">
      {problem}
      <CallStep status={status} />
    </StepFrame>
  );
}

/** The step indicator, the step's name as the heading, and the step. */
function StepFrame({ step, children }: { step: DemoStep; children: ReactNode }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-brand-900/5 sm:p-8">
      <DemoSteps current={step} />
      <h2 className="text-xl font-semibold text-slate-900">{t(`demo.steps.${step}`)}</h2>
      <div className="space-y-5">{children}</div>
    </div>
  );
}
