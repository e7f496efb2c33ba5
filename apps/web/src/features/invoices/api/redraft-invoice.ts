import { useMutation } from '@tanstack/react-query';
import { InvoiceRedraft, type InvoiceRedraftInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { invoicePath, refreshInvoices } from './keys';

/**
 * Corrects an issued invoice (SPEC's "reset to draft"): a credit note voids it and a new draft is
 * copied from it; the answer carries both.
 */
export function useRedraftInvoice(id: string) {
  return useMutation({
    mutationFn: (input: InvoiceRedraftInput) => apiSend(`${invoicePath(id)}/redraft`, input, InvoiceRedraft),
    onSuccess: refreshInvoices,
  });
}
