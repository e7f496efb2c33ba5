import { useMutation } from '@tanstack/react-query';
import { Slot } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { refreshCalendar, slotPath } from './keys';

/** Moves an empty slot a week on (1) or back (-1); 409 IN_USE when it holds appointments. */
export function useMoveSlot() {
  return useMutation({
    mutationFn: ({ id, weeks }: { id: string; weeks: 1 | -1 }) =>
      apiSend(`${slotPath(id)}/move`, { weeks }, Slot),
    onSuccess: refreshCalendar,
  });
}
