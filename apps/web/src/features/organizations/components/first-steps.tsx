import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FirstStep } from '@studiolo/contracts';
import { Card } from '../../../components/ui/card';
import { useFirstSteps } from '../api/get-first-steps';

/** Where each step is done. */
const STEP_LINKS: Record<FirstStep, string> = {
  doctors: '/doctors',
  services: '/services',
  hours: '/calendar',
  team: '/settings?tab=team',
  tablet: '/settings?tab=tablets',
};

/**
 * The dashboard's first steps of a new clinic (doctors → services → hours → team → tablet), each
 * ticked once done, each a link to where it is done; gone once all are. Owners and admins only.
 */
export function FirstStepsCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('dashboard');
  const { data } = useFirstSteps(enabled);
  if (!data || data.steps.every((s) => s.done)) return null;
  const left = data.steps.filter((s) => !s.done).length;
  return (
    <Card title={t('firstSteps.title')} description={t('firstSteps.lead', { count: left })}>
      <ol className="space-y-2">
        {data.steps.map(({ step, done }, index) => (
          <li key={step} className="flex items-start gap-3">
            {done ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" />
            )}
            <span>
              <Link
                to={STEP_LINKS[step]}
                className={`font-medium underline underline-offset-2 ${done ? 'text-slate-600 line-through' : 'text-brand-800'}`}
              >
                {`${index + 1}. ${t(`firstSteps.steps.${step}.title`)}`}
              </Link>
              <span className="sr-only"> — {t(done ? 'firstSteps.done' : 'firstSteps.toDo')}</span>
              <span className="block text-sm text-slate-600">{t(`firstSteps.steps.${step}.hint`)}</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
