import { useMutation } from '@tanstack/react-query';
import { Slot, type SlotInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { refreshCalendar } from './keys';

/** A new slot; 409 SLOT_OVERLAP when it meets another of the doctor's. */
export function useCreateSlot() {
  return useMutation({
    mutationFn: (input: SlotInput) => apiSend('/api/v1/slots', input, Slot),
    onSuccess: refreshCalendar,
  });
}
