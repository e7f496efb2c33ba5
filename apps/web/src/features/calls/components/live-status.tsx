import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '../api/use-live-calls';

const DOT: Record<LiveState, string> = {
  connecting: 'bg-slate-400',
  live: 'bg-emerald-500',
  reconnecting: 'bg-amber-500 animate-pulse',
};

/** Whether new calls arrive by themselves right now, announced politely when it changes. */
export function LiveStatus({ state }: { state: LiveState }) {
  const { t } = useTranslation('calls');
  return (
    <p role="status" className="inline-flex items-center gap-2 text-sm text-slate-600">
      <span aria-hidden="true" className={clsx('h-2.5 w-2.5 rounded-full', DOT[state])} />
      {t(`live.${state}`)}
    </p>
  );
}
