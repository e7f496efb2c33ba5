import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STEPS = ['account', 'organization', 'number', 'payment'] as const;

/** The calls activation's four steps (account, practice, number, payment), the current one marked. */
export function ActivationSteps({ current }: { current: 3 | 4 }) {
  const { t } = useTranslation('calls');
  return (
    <ol aria-label={t('activation.label')} className="flex flex-wrap gap-2 text-xs font-medium">
      {STEPS.map((step, index) => {
        const number = index + 1;
        const done = number < current;
        return (
          <li
            key={step}
            aria-current={number === current ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-1.5 rounded-full border px-3 py-1',
              number === current
                ? 'border-brand-700 bg-brand-50 text-brand-800'
                : done
                  ? 'border-slate-200 bg-white text-slate-700'
                  : 'border-slate-200 bg-slate-50 text-slate-500',
            )}
          >
            {done ? (
              <Check aria-hidden="true" className="h-3.5 w-3.5" />
            ) : (
              <span aria-hidden="true">{number}</span>
            )}
            {t(`activation.steps.${step}`)}
            {done ? <span className="sr-only">{t('activation.done')}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
