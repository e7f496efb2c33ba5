import { useQuery } from '@tanstack/react-query';
import { Invoice } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invoiceKeys, invoicePath } from './keys';

/** One invoice with its lines and the statuses it may move to. */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(invoicePath(id), Invoice, { signal }),
  });
}
