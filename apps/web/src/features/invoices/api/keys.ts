import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

export const invoiceKeys = {
  all: queryKeys.invoices,
  list: (query: Record<string, string | number | undefined>) =>
    [...queryKeys.invoices, 'list', query] as const,
  detail: (id: string) => [...queryKeys.invoices, 'detail', id] as const,
  share: (id: string) => [...queryKeys.invoices, 'share', id] as const,
};

export const invoicePath = (id: string) => `/api/v1/invoices/${encodeURIComponent(id)}`;

/** After an invoice write: every invoice list and page, and the activity log. */
export function refreshInvoices(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.invoices });
  void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
}
