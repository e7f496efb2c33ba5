import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentType, Locale } from '@studiolo/contracts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSendDocument } from '../api/document-actions';
import { SendError } from './send-error';

/**
 * 'Invia al tablet' for one or more types of a patient (the check-in sends every missing one at
 * once); a failure says why: for a consent with blanks, each missing item (SendError).
 */
export function SendDocumentButton({
  patientId,
  types,
  tabletId,
  appointmentId,
  language,
  label,
}: {
  patientId: string;
  types: DocumentType[];
  tabletId: string | null;
  appointmentId?: string;
  /** The template's language; the patient's when absent. */
  language?: Locale;
  label?: string;
}) {
  const { t } = useTranslation('documents');
  const send = useSendDocument();
  const sendAll = async () => {
    for (const type of types) await send.mutateAsync({ patientId, type, tabletId, appointmentId, language });
  };
  return (
    <div className="space-y-2">
      <Button
        disabled={send.isPending || types.length === 0}
        onClick={() => void sendAll().catch(() => undefined)}
      >
        {send.isPending ? <Spinner className="h-4 w-4" /> : <Send aria-hidden="true" className="h-4 w-4" />}
        {label ?? t('actions.send')}
      </Button>
      {send.error ? <SendError error={send.error} /> : null}
    </div>
  );
}
