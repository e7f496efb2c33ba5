import { useQuery } from '@tanstack/react-query';
import { Tax730Pending } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invoiceKeys } from './keys';

/** Paid invoices not yet held by the Sistema TS, by year, with their deadline. */
export function useTax730Pending() {
  return useQuery({
    queryKey: [...invoiceKeys.all, 'tax730-pending'],
    queryFn: ({ signal }) => apiRequest('/api/v1/invoices/tax730-pending', Tax730Pending.array(), { signal }),
  });
}
