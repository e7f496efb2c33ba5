import { useMutation } from '@tanstack/react-query';
import { Invoice, type InvoiceStatusInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { invoicePath, refreshInvoices } from './keys';

/**
 * Issue (with the contrassegno's identifier when the stamp duty needs one), reset to draft, or
 * cancel a draft; 409 when the status cannot follow.
 */
export function useSetInvoiceStatus(id: string) {
  return useMutation({
    mutationFn: (input: InvoiceStatusInput) => apiSend(`${invoicePath(id)}/status`, input, Invoice, 'PUT'),
    onSuccess: refreshInvoices,
  });
}
