import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';

/** A decorative spinner; pair it with visible text or a live region. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={clsx('h-5 w-5 animate-spin', className)} />;
}

/** A list or a panel still loading: the spinner and the words, announced politely. */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex items-center gap-3 text-slate-700">
      <Spinner className="text-brand-700" />
      {t('loading.generic')}
    </div>
  );
}
