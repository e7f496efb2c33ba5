import { Phone, PhoneCall } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, type DemoStatus } from '@studiolo/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useSimulateDemoCall } from '../api/demo-api';
import { demoError } from '../demo-errors';
import { CallStates } from './call-states';
import { DemoErrorAlert } from './demo-error-alert';

/** In a test environment: a simulated call from the verified number, saying what the visitor typed. */
function SimulateCall({ id }: { id: string }) {
  const { t } = useTranslation('marketing');
  const [transcript, setTranscript] = useState(() => t('demo.simulatedTranscript'));
  const simulate = useSimulateDemoCall();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    simulate.mutate({ id, transcript });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-dashed border-amber-300 bg-amber-50/60 p-4"
    >
      <h3 className="font-semibold text-slate-900">{t('demo.call.simulateTitle')}</h3>
      <p className="text-sm text-slate-700">{t('demo.call.simulateHint')}</p>
      <TextAreaField
        label={t('demo.call.transcriptLabel')}
        value={transcript}
        maxLength={2000}
        rows={3}
        onChange={(event) => setTranscript(event.target.value)}
      />
      {simulate.error ? <DemoErrorAlert error={demoError(simulate.error, 'register')} /> : null}
      <Button type="submit" variant="secondary" disabled={simulate.isPending || simulate.isSuccess}>
        {simulate.isPending ? (
          <Spinner className="h-4 w-4" />
        ) : (
          <PhoneCall aria-hidden="true" className="h-4 w-4" />
        )}
        {t('demo.call.simulate')}
      </Button>
    </form>
  );
}

/**
 * Step 3, Make Call: the demo line to call from the verified number (a tel: link on a phone), the
 * call's state as it goes, and, where the server can play one, a simulated call.
 */
export function CallStep({ status }: { status: DemoStatus }) {
  const { t } = useTranslation('marketing');
  const number = formatPhone(status.demoNumber);
  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <p className="text-slate-700">{t('demo.call.lead', { phone: formatPhone(status.phone), number })}</p>
        <a
          href={`tel:${status.demoNumber}`}
          className={buttonClasses('primary', 'lg')}
          aria-label={t('demo.call.dial', { number })}
        >
          <Phone aria-hidden="true" className="h-5 w-5" />
          <span className="font-mono tracking-wide">{number}</span>
        </a>
      </div>
      <CallStates state={status.state} />
      {status.canSimulate && status.state === 'waiting' && !status.call ? (
        <SimulateCall id={status.id} />
      ) : null}
    </div>
  );
}
