import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InvoicePage, type InvoiceStatus } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invoiceKeys } from './keys';

export interface InvoiceFilters {
  q?: string;
  status?: InvoiceStatus;
  limit: number;
  offset: number;
}

/** A page of invoices, newest number first; the page stays while the next loads. */
export function useInvoices(filters: InvoiceFilters) {
  return useQuery({
    queryKey: invoiceKeys.list({ ...filters }),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(filters.limit), offset: String(filters.offset) });
      if (filters.q) params.set('q', filters.q);
      if (filters.status) params.set('status', filters.status);
      return apiRequest(`/api/v1/invoices?${params.toString()}`, InvoicePage, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
