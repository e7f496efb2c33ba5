import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const DEMO_STEPS = ['number', 'verify', 'call', 'results'] as const;
export type DemoStep = (typeof DEMO_STEPS)[number];

/**
 * SPEC §4's demo steps (1 number, 2 verify, 3 call, 4 results): numbered circles with their names,
 * the current one marked for assistive technology; on a phone the names of the others give way to
 * "Step 2 of 4".
 */
export function DemoSteps({ current }: { current: DemoStep }) {
  const { t } = useTranslation('marketing');
  const index = DEMO_STEPS.indexOf(current);
  return (
    <nav aria-label={t('demo.stepsLabel')}>
      <p className="mb-3 text-sm font-medium text-slate-600 sm:sr-only">
        {t('demo.stepOf', { current: index + 1, total: DEMO_STEPS.length })}
      </p>
      <ol className="flex items-center gap-2 sm:gap-3">
        {DEMO_STEPS.map((step, position) => {
          const done = position < index;
          const active = position === index;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className={clsx('flex items-center gap-2 sm:gap-3', position > 0 && 'flex-1')}
            >
              {position > 0 ? (
                <span
                  aria-hidden="true"
                  className={clsx('h-0.5 flex-1 rounded', done || active ? 'bg-brand-600' : 'bg-slate-200')}
                />
              ) : null}
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={clsx(
                    'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                    done && 'bg-brand-700 text-white',
                    active && 'bg-brand-50 text-brand-800 ring-2 ring-brand-700',
                    !done && !active && 'bg-slate-100 text-slate-500',
                  )}
                >
                  {done ? <Check className="h-4 w-4" /> : position + 1}
                </span>
                <span
                  className={clsx(
                    'text-sm font-medium whitespace-nowrap',
                    active ? 'text-slate-900' : 'sr-only text-slate-600 md:not-sr-only',
                  )}
                >
                  {t(`demo.steps.${step}`)}
                  {done ? <span className="sr-only"> {t('demo.stepDone')}</span> : null}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
