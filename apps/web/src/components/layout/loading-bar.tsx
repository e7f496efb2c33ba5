import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** SPEC §9: the top loading bar's timings (ms) and height (px). */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

type Phase = 'idle' | 'loading' | 'finishing' | 'hiding';

/**
 * A thin bar at the top of the window while React Router loads the next screen. Navigations
 * shorter than the throttle never show it; when one ends the bar fills, waits, fades and resets.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const show = window.setTimeout(() => setPhase('loading'), LOADING_BAR.throttleMs);
      return () => window.clearTimeout(show);
    }
    const timers = [
      window.setTimeout(() => setPhase((p) => (p === 'idle' ? p : 'finishing')), 0),
      window.setTimeout(() => setPhase((p) => (p === 'finishing' ? 'hiding' : p)), LOADING_BAR.hideDelayMs),
      window.setTimeout(
        () => setPhase((p) => (p === 'hiding' ? 'idle' : p)),
        LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs,
      ),
    ];
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [busy]);

  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loading.page')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-busy={phase === 'loading'}
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
      style={{ height: LOADING_BAR.heightPx }}
    >
      <div
        className={clsx(
          'h-full origin-left bg-gradient-to-r from-sky-500 to-brand-500 transition-opacity',
          phase === 'hiding' ? 'opacity-0' : 'opacity-100',
        )}
        style={
          phase === 'loading'
            ? { animation: `studiolo-loading-bar ${LOADING_BAR.durationMs}ms ease-out forwards` }
            : { transform: 'scaleX(1)', transitionDuration: `${LOADING_BAR.resetDelayMs}ms` }
        }
      />
    </div>
  );
}
