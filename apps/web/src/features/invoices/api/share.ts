import { useMutation, useQuery } from '@tanstack/react-query';
import { InvoiceShare } from '@studiolo/contracts';
import { anyBody, apiRequest } from '../../../lib/api-client';
import { invoiceKeys, invoicePath, refreshInvoices } from './keys';

/** The public address of a shared invoice, as the patient opens it. */
export const publicInvoiceUrl = (token: string) => `${window.location.origin}/shared/invoices/${token}`;

/** The invoice's live public link, or null. */
export function useInvoiceShare(id: string) {
  return useQuery({
    queryKey: invoiceKeys.share(id),
    queryFn: ({ signal }) => apiRequest(`${invoicePath(id)}/share`, InvoiceShare.nullable(), { signal }),
  });
}

/** Makes (or gives back) the public link. */
export function useCreateShare(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${invoicePath(id)}/share`, InvoiceShare, { method: 'POST' }),
    onSuccess: refreshInvoices,
  });
}

/** Renews the public link: a new address with a new expiry; the old one opens nothing. */
export function useRenewShare(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${invoicePath(id)}/share/renew`, InvoiceShare, { method: 'POST' }),
    onSuccess: refreshInvoices,
  });
}

/** Revokes the public link: it opens nothing any more. */
export function useRevokeShare(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${invoicePath(id)}/share`, anyBody, { method: 'DELETE' }),
    onSuccess: refreshInvoices,
  });
}
