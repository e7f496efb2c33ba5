import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvoiceNumbering } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

/** Under the invoices' key: issuing an invoice (which takes a number) refreshes it too. */
export const invoiceNumberingKey = (year: number) => [...queryKeys.invoices, 'numbering', year] as const;

export const invoiceNumberingQueryOptions = (year: number) =>
  queryOptions({
    queryKey: invoiceNumberingKey(year),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/invoice-numbering?year=${year}`, InvoiceNumbering, { signal }),
  });

/** The prefix and the next invoice number of `year`. */
export function useInvoiceNumbering(year: number) {
  return useQuery(invoiceNumberingQueryOptions(year));
}
