import { useCallback, useEffect, useRef } from 'react';

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/**
 * Full screen and the screen kept on (navigator.wakeLock) from the first tap on: browsers allow both
 * only after a user gesture. The wake lock is asked again when the tablet comes back to this page.
 */
export function useKiosk() {
  const lock = useRef<WakeLockSentinelLike | null>(null);
  const started = useRef(false);

  const keepAwake = useCallback(async () => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!wakeLock || (lock.current && !lock.current.released)) return;
    try {
      lock.current = await wakeLock.request('screen');
    } catch {
      // Refused (battery saver, unsupported): the screen simply may sleep.
    }
  }, []);

  const fullscreen = useCallback(() => {
    if (document.fullscreenElement || !document.documentElement.requestFullscreen) return;
    document.documentElement.requestFullscreen().catch(() => undefined);
  }, []);

  const onFirstTap = useCallback(() => {
    if (started.current) return;
    started.current = true;
    fullscreen();
    void keepAwake();
  }, [fullscreen, keepAwake]);

  useEffect(() => {
    const visible = () => {
      if (document.visibilityState === 'visible' && started.current) void keepAwake();
    };
    document.addEventListener('visibilitychange', visible);
    return () => {
      document.removeEventListener('visibilitychange', visible);
      void lock.current?.release().catch(() => undefined);
    };
  }, [keepAwake]);

  return { onFirstTap, fullscreen };
}
