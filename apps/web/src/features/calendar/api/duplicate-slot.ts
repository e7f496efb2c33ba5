import { useMutation } from '@tanstack/react-query';
import { Slot } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { refreshCalendar, slotPath } from './keys';

const Copies = { parse: (value: unknown) => (Array.isArray(value) ? value : []).map((v) => Slot.parse(v)) };

/** Copies the slot into each of the next `weeks` weeks at the same Italian time: all or none (409). */
export function useDuplicateSlot() {
  return useMutation({
    mutationFn: ({ id, weeks }: { id: string; weeks: number }) =>
      apiSend(`${slotPath(id)}/duplicate`, { weeks }, Copies),
    onSuccess: refreshCalendar,
  });
}
