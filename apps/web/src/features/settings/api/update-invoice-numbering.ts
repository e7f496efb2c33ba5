import { useMutation } from '@tanstack/react-query';
import {
  APP_SETTINGS_COOKIE,
  InvoiceNumbering,
  type InvoiceNumbering as InvoiceNumberingType,
} from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { deleteCookie } from '../../../lib/cookies';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';
import { invoiceNumberingKey } from './get-invoice-numbering';

export function updateInvoiceNumbering(input: InvoiceNumberingType) {
  return apiSend('/api/v1/invoice-numbering', input, InvoiceNumbering, 'PUT');
}

/**
 * Sets a year's prefix and next number (409 INVOICE_NUMBER_TAKEN when it would go back to a number
 * given). The prefix is also part of the settings: their cached copies are refreshed.
 */
export function useUpdateInvoiceNumbering() {
  return useMutation({
    mutationFn: updateInvoiceNumbering,
    onSuccess: async (numbering) => {
      queryClient.setQueryData(invoiceNumberingKey(numbering.year), numbering);
      deleteCookie(APP_SETTINGS_COOKIE);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity }),
      ]);
    },
  });
}
