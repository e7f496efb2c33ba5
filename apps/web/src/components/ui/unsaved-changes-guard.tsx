import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A way out of a form (closing its dialog, Cancel): taken at once when nothing is unsaved (or the
 * form was just saved), else `ask` is given it to run once the user agrees.
 */
export function leaveOrAsk(
  state: { dirty: boolean; released: boolean },
  go: () => void,
  ask: (go: () => void) => void,
): 'left' | 'asked' {
  if (!state.dirty || state.released) {
    go();
    return 'left';
  }
  ask(go);
  return 'asked';
}

/**
 * Asks before leaving a form with unsaved changes: a link or the back button to another page opens
 * 'Hai modifiche non salvate…' ('Resta' keeps the form as it is), a reload or closing the tab gets
 * the browser's own question, and a way out of the form's own (closing its dialog, Cancel) passed
 * to `leave(go)` asks the same question before `go` runs. Render `dialog`; call `release()` right
 * before the form's own navigation after a successful save, which must never be asked about.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('common');
  const released = useRef(false);
  // The form's own way out, waiting for the answer.
  const [leaving, setLeaving] = useState<{ go: () => void } | null>(null);
  useEffect(() => {
    if (!dirty) released.current = false;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !released.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      // Signed out (by the menu, or a session that ended): staying would keep a form nobody can save.
      nextLocation.pathname !== '/login',
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const question = (onLeave: () => void, onStay: () => void) => (
    <ConfirmDialog
      title={t('unsavedChanges.title')}
      confirmLabel={t('unsavedChanges.leave')}
      cancelLabel={t('unsavedChanges.stay')}
      busy={false}
      onConfirm={onLeave}
      onClose={onStay}
    />
  );
  let dialog = null;
  if (blocker.state === 'blocked') {
    dialog = question(
      () => blocker.proceed(),
      () => blocker.reset(),
    );
  } else if (leaving) {
    dialog = question(
      () => {
        setLeaving(null);
        leaving.go();
      },
      () => setLeaving(null),
    );
  }

  return {
    dialog,
    release: useCallback(() => {
      released.current = true;
    }, []),
    leave: (go: () => void) => {
      leaveOrAsk({ dirty, released: released.current }, go, (next) => setLeaving({ go: next }));
    },
  };
}
