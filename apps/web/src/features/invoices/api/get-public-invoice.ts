import { useQuery } from '@tanstack/react-query';
import { PublicInvoice } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';

export const publicInvoicePath = (token: string) => `/api/v1/public/invoices/${encodeURIComponent(token)}`;

/** The invoice a public link shows, to anyone with the token (no session needed). */
export function usePublicInvoice(token: string) {
  return useQuery({
    queryKey: ['public-invoice', token],
    queryFn: ({ signal }) => apiRequest(publicInvoicePath(token), PublicInvoice, { signal }),
    retry: false,
  });
}
