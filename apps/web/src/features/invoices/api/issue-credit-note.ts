import { useMutation } from '@tanstack/react-query';
import { Invoice, type CreditNoteInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { invoicePath, refreshInvoices } from './keys';

/** A credit note: the whole invoice (then cancelled) or an amount; a refund when money goes back. */
export function useIssueCreditNote(id: string) {
  return useMutation({
    mutationFn: (input: CreditNoteInput) => apiSend(`${invoicePath(id)}/credit-note`, input, Invoice),
    onSuccess: refreshInvoices,
  });
}
