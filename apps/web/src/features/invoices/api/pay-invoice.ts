import { useMutation } from '@tanstack/react-query';
import { Invoice, type InvoicePaymentInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { invoicePath, refreshInvoices } from './keys';

/** Records the payment of a sent invoice. */
export function usePayInvoice(id: string) {
  return useMutation({
    mutationFn: (input: InvoicePaymentInput) => apiSend(`${invoicePath(id)}/payment`, input, Invoice),
    onSuccess: refreshInvoices,
  });
}
