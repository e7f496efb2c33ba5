import { useMutation } from '@tanstack/react-query';
import { Invoice } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { invoicePath, refreshInvoices } from './keys';

/** Corrects a sent or paid invoice with a credit note (the invoice is cancelled). */
export function useIssueCreditNote(id: string) {
  return useMutation({
    mutationFn: (issuedOn: string) => apiSend(`${invoicePath(id)}/credit-note`, { issuedOn }, Invoice),
    onSuccess: refreshInvoices,
  });
}
