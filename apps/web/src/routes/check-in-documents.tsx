import { can } from '@studiolo/contracts';
import type { CheckInDocumentsSlot } from '../features/calendar/components/appointment-list';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import { CheckInDocuments } from '../features/documents/components/check-in-documents';
import { useTablets } from '../features/tablets/api/tablets';

/**
 * The documents a visit's check-in needs, beside its check-in (#17). `eager`: shown before trying
 * (a slot's few visits); otherwise once the server refused a check-in (a whole day's list).
 */
export function useCheckInDocumentsSlot(eager: boolean): CheckInDocumentsSlot {
  const { data: me } = useMe();
  const role = me ? currentOrganization(me)?.role : undefined;
  const canSend = role !== undefined && can(role, 'documents:send');
  const { data: tablets = [] } = useTablets();
  return (appointment, refused) =>
    appointment.patientId && (eager || refused) && appointment.status !== 'cancelled' ? (
      <CheckInDocuments
        patientId={appointment.patientId}
        appointmentId={appointment.id}
        tablets={tablets}
        canSend={canSend}
        refused={refused}
      />
    ) : null;
}
