import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { usePatientDocuments } from '../api/get-documents';
import { isSendable } from '../document-state';
import { DocumentStatusBadge } from './document-status-badge';
import { SendDocumentButton } from './send-document-button';
import { TabletChoice, type TabletOption } from './tablet-choice';

/**
 * Beside a visit's check-in: the documents still to sign before it (with the visit's treatment
 * consent when its service needs one), each with its state, and 'Invia al tablet' for all those not
 * waiting already. It follows the tablet every few seconds, so check-in is possible once signed.
 */
export function CheckInDocuments({
  patientId,
  appointmentId,
  tablets,
  canSend,
  refused,
}: {
  patientId: string;
  appointmentId: string;
  tablets: TabletOption[];
  canSend: boolean;
  /** The check-in was just refused for them (409 CHECK_IN_DOCUMENTS_MISSING). */
  refused: boolean;
}) {
  const { t } = useTranslation(['documents', 'errors']);
  const panel = usePatientDocuments(patientId, { appointmentId });
  const [tabletId, setTabletId] = useState<string | null>(null);
  if (!panel.data?.checkInGate) return null;
  const missing = panel.data.required.filter((entry) => panel.data.missing.includes(entry.type));
  if (missing.length === 0) {
    return refused ? <Alert tone="success">{t('checkIn.allSigned')}</Alert> : null;
  }
  const toSend = missing.filter((entry) => isSendable(entry.status)).map((entry) => entry.type);
  return (
    <Alert tone="warning" title={t('checkIn.missingTitle')}>
      <ul className="space-y-1">
        {missing.map((entry) => (
          <li key={entry.type} className="flex flex-wrap items-center gap-2">
            {t(`type.${entry.type}`)} <DocumentStatusBadge status={entry.status} />
          </li>
        ))}
      </ul>
      {canSend && toSend.length > 0 ? (
        <div className="flex flex-wrap items-end gap-3 pt-2">
          <TabletChoice tablets={tablets} value={tabletId} onChange={setTabletId} />
          <SendDocumentButton
            patientId={patientId}
            appointmentId={appointmentId}
            types={toSend}
            tabletId={tabletId}
          />
        </div>
      ) : (
        <p>{t('checkIn.waiting')}</p>
      )}
    </Alert>
  );
}
