import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { readStorage, writeStorage } from '../../lib/storage';

const SEEN_KEY = 'studiolo.tablet.tutorialSeen';
const STEPS = ['wait', 'read', 'sign'] as const;

/** Whether this device has already been shown the tutorial (remembered on the device). */
export function tutorialSeen() {
  return readStorage(SEEN_KEY) === '1';
}

/** Three short steps on how the tablet works; skipping or finishing remembers it on the device. */
export function Tutorial({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('tablet');
  const [step, setStep] = useState(0);
  const key = STEPS[step] ?? 'wait';
  const last = step === STEPS.length - 1;
  const finish = () => {
    writeStorage(SEEN_KEY, '1');
    onDone();
  };
  return (
    <section
      aria-label={t('tutorial.label')}
      className="mx-auto w-full max-w-xl space-y-6 rounded-2xl bg-white p-8 shadow-sm"
    >
      <p className="text-sm font-medium text-slate-500">
        {t('tutorial.step', { current: step + 1, total: STEPS.length })}
      </p>
      <h1 className="text-2xl font-semibold text-slate-900">{t(`tutorial.steps.${key}.title`)}</h1>
      <p className="text-lg text-slate-700">{t(`tutorial.steps.${key}.text`)}</p>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="ghost" size="lg" className="h-14" onClick={finish}>
          {t('tutorial.skip')}
        </Button>
        <Button size="lg" className="h-14 min-w-40" onClick={() => (last ? finish() : setStep(step + 1))}>
          {last ? t('tutorial.done') : t('tutorial.next')}
        </Button>
      </div>
    </section>
  );
}
