import { useMutation } from '@tanstack/react-query';
import { Invoice, type InvoiceInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { invoicePath, refreshInvoices } from './keys';

/** Creates a draft (numbered by the server), or changes the draft `id`. */
export function useSaveInvoice(id?: string) {
  return useMutation({
    mutationFn: (input: InvoiceInput) =>
      id ? apiSend(invoicePath(id), input, Invoice, 'PUT') : apiSend('/api/v1/invoices', input, Invoice),
    onSuccess: refreshInvoices,
  });
}
