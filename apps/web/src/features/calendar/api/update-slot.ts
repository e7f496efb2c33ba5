import { useMutation } from '@tanstack/react-query';
import { Slot, type SlotInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { refreshCalendar, slotPath } from './keys';

/** Replaces a slot's time, doctor, notes and rest times; 409 SLOT_OVERLAP. */
export function useUpdateSlot() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SlotInput }) =>
      apiSend(slotPath(id), input, Slot, 'PUT'),
    onSuccess: refreshCalendar,
  });
}
