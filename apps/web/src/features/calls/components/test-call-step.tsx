import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForwardingType } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useFormats } from '../../../lib/use-formats';
import { useStartTestCall, useTestCall, type WizardAccess } from '../api/forwarding';

/**
 * The test call: from when the step opens, the wizard asks the server every 2 s whether the number
 * has received a call forwarded by (or made from) the professional's mobile, and says so when it has.
 */
export function TestCallStep({
  access,
  number,
  waitingFor,
  type,
  delay,
  onDetected,
}: {
  access: WizardAccess;
  number: string;
  /** Which call it waits for ('a call forwarded from +39 333 999 8877'). */
  waitingFor: string;
  type: ForwardingType;
  delay: number;
  onDetected: (detected: boolean) => void;
}) {
  const { t } = useTranslation(['calls', 'errors']);
  const f = useFormats();
  const start = useStartTestCall(access);
  const { mutate } = start;
  useEffect(() => mutate(), [mutate]);
  const result = useTestCall(access, start.data?.since);
  const call = result.data?.call ?? null;
  useEffect(() => onDetected(call !== null), [call, onDetected]);

  if (start.isError) return <Alert>{t(errorMessageKey(start.error))}</Alert>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {t(`calls:wizard.test.how.${type}`, { delay, number: f.phone(number) })}
      </p>
      <p className="text-sm text-slate-700">{waitingFor}</p>
      {call ? (
        <Alert tone="success" title={t('calls:wizard.test.receivedTitle')}>
          <p>{t(`calls:wizard.test.received.${call.via}`, { time: f.time(call.receivedAt) })}</p>
        </Alert>
      ) : (
        <div className="space-y-3">
          <div role="status" className="flex items-center gap-3 text-slate-700">
            <Spinner className="text-brand-700" />
            {t('calls:wizard.test.waiting')}
          </div>
          {result.isError ? <Alert>{t(errorMessageKey(result.error))}</Alert> : null}
        </div>
      )}
      {call ? null : (
        <Button variant="ghost" onClick={() => mutate()} disabled={start.isPending}>
          {t('calls:wizard.test.restart')}
        </Button>
      )}
    </div>
  );
}
