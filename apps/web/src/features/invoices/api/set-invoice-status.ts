import { useMutation } from '@tanstack/react-query';
import { Invoice } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { invoicePath, refreshInvoices } from './keys';

/** Mark as sent, reset to draft, or cancel a draft; 409 when the status cannot follow. */
export function useSetInvoiceStatus(id: string) {
  return useMutation({
    mutationFn: (status: 'sent' | 'draft' | 'cancelled') =>
      apiSend(`${invoicePath(id)}/status`, { status }, Invoice, 'PUT'),
    onSuccess: refreshInvoices,
  });
}
