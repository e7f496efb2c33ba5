import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DemoCallState } from '@studiolo/contracts';
import { Spinner } from '../../../components/ui/spinner';

const STATES = DemoCallState.options;

/**
 * SPEC §4's demo call states in order (waiting → ringing → in progress → transcribing → completed):
 * the states behind are ticked, the current one spins; the current state is announced as it changes.
 */
export function CallStates({ state }: { state: DemoCallState }) {
  const { t } = useTranslation('marketing');
  const index = STATES.indexOf(state);
  return (
    <div className="space-y-3">
      <p role="status" aria-live="polite" className="text-base font-semibold text-slate-900">
        {t('demo.call.stateLabel')}: <span data-testid="demo-call-state">{t(`demo.states.${state}`)}</span>
      </p>
      <ol aria-label={t('demo.call.stateLabel')} className="grid gap-2 sm:grid-cols-5">
        {STATES.map((item, position) => {
          const done = position < index || state === 'completed';
          const active = position === index && state !== 'completed';
          return (
            <li
              key={item}
              aria-current={position === index ? 'step' : undefined}
              className={clsx(
                'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                done && 'border-emerald-200 bg-emerald-50 text-emerald-900',
                active && 'border-brand-300 bg-brand-50 font-semibold text-brand-900',
                !done && !active && 'border-slate-200 text-slate-500',
              )}
            >
              {done ? <Check aria-hidden="true" className="h-4 w-4 shrink-0" /> : null}
              {active ? <Spinner className="h-4 w-4 shrink-0" /> : null}
              {!done && !active ? (
                <span aria-hidden="true" className="h-4 w-4 shrink-0 rounded-full border border-slate-300" />
              ) : null}
              {t(`demo.states.${item}`)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
