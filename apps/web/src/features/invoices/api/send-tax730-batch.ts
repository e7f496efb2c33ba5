import { useMutation } from '@tanstack/react-query';
import { Tax730BatchResult } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { refreshInvoices } from './keys';

/** Sends a year's paid invoices not yet sent, in one file; the outcome arrives by itself. */
export function useSendTax730Batch() {
  return useMutation({
    mutationFn: (year: number) => apiSend('/api/v1/invoices/tax730-batch', { year }, Tax730BatchResult),
    onSuccess: refreshInvoices,
  });
}
