import { useMutation } from '@tanstack/react-query';
import { Slot, type MoveSlotInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { refreshCalendar, slotPath } from './keys';

/**
 * Moves a slot a week on (1) or back (-1); 409 IN_USE when it holds appointments, unless they move
 * along (`moveAppointments`, their patients emailed with `notifyPatients`).
 */
export function useMoveSlot() {
  return useMutation({
    mutationFn: ({ id, ...input }: MoveSlotInput & { id: string }) =>
      apiSend(`${slotPath(id)}/move`, input, Slot),
    onSuccess: refreshCalendar,
  });
}
