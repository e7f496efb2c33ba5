import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before leaving a form with unsaved changes: a link or the back button to another page opens
 * 'Hai modifiche non salvate…' ('Resta' keeps the form as it is), a reload or closing the tab gets
 * the browser's own question. Render `dialog`; call `release()` right before the form's own
 * navigation after a successful save, which must never be asked about.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('common');
  const released = useRef(false);
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

  const dialog =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        title={t('unsavedChanges.title')}
        confirmLabel={t('unsavedChanges.leave')}
        cancelLabel={t('unsavedChanges.stay')}
        busy={false}
        onConfirm={() => blocker.proceed()}
        onClose={() => blocker.reset()}
      />
    ) : null;

  return {
    dialog,
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
