import { useMutation, useQuery } from '@tanstack/react-query';
import { Tax730Submission } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invoiceKeys, invoicePath, refreshInvoices } from './keys';

/** How often the page asks again while a sending is queued. */
const WHILE_QUEUED_MS = 1000;

/** The invoice's sendings to the Sistema TS, asked again every second while one is queued. */
export function useTax730Submissions(invoiceId: string) {
  return useQuery({
    queryKey: [...invoiceKeys.detail(invoiceId), 'tax730'],
    queryFn: ({ signal }) =>
      apiRequest(`${invoicePath(invoiceId)}/tax730`, Tax730Submission.array(), { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((submission) => submission.status === 'queued') ? WHILE_QUEUED_MS : false,
  });
}

/** The PDF receipt of an accepted sending, as a download link (the browser asks for it). */
export const tax730ReceiptHref = (invoiceId: string, submissionId: string) =>
  `${invoicePath(invoiceId)}/tax730/${encodeURIComponent(submissionId)}/receipt`;

/** Sends the invoice (insert or update) or deletes its data from the Sistema TS; queued. */
export function useRequestTax730(invoiceId: string) {
  return useMutation({
    mutationFn: (wanted: 'send' | 'delete') =>
      apiRequest(`${invoicePath(invoiceId)}/tax730`, Tax730Submission, {
        method: wanted === 'send' ? 'POST' : 'DELETE',
      }),
    onSuccess: refreshInvoices,
  });
}
