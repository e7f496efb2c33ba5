import { Navigate, useParams, useSearchParams } from 'react-router';
import { Loading } from '../components/ui/spinner';
import { useSlot } from '../features/calendar/api/get-slot';
import { bookingPath } from '../features/calendar/booking';
import { SlotLoadError } from '../features/calendar/components/slot-detail';

/**
 * /slots/{id}/patient (links made before the booking panel): the agenda on the slot's day with its
 * booking panel open, `?start=HH:mm` and `?patientId=…` kept.
 */
export default function SlotPatientScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const slot = useSlot(id);
  if (slot.isError && !slot.data) return <SlotLoadError error={slot.error} />;
  if (!slot.data) return <Loading />;
  return (
    <Navigate
      replace
      to={bookingPath(slot.data, { start: params.get('start'), patientId: params.get('patientId') })}
    />
  );
}
