import { useMutation } from '@tanstack/react-query';
import { Appointment, type PaymentInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { appointmentPath, refreshCalendar } from './keys';

/** Records what was paid and how; the answer's `overpaid` says it is more than the price. */
export function useRecordPayment() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PaymentInput }) =>
      apiSend(`${appointmentPath(id)}/payment`, input, Appointment, 'PUT'),
    onSuccess: refreshCalendar,
  });
}
