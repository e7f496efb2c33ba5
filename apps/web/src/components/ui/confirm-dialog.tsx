import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

/**
 * Asks before an action that cannot be undone (removing, deleting); shows its failure (under
 * `errorTitle`, e.g. 'Failed to delete patient') and, as `children`, what the user may do instead.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  errorTitle,
  onConfirm,
  onClose,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  /** The button that keeps things as they are; 'Annulla' unless given. */
  cancelLabel?: string;
  busy: boolean;
  error?: string;
  errorTitle?: string;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog title={title} description={description} onClose={onClose}>
      {error ? (
        <Alert className="mb-4" title={errorTitle}>
          {error}
        </Alert>
      ) : null}
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} className="bg-red-700 hover:bg-red-800">
          {busy ? <Spinner className="h-4 w-4" /> : null}
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
