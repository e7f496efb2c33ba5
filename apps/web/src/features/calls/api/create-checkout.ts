import { useMutation } from '@tanstack/react-query';
import type { CreateCheckoutInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';

/** The checkout answer read as sent: a session whose `url` may be missing ('No checkout URL returned'). */
const CheckoutAnswer = {
  parse(value: unknown): { url: string | null } {
    const url = typeof value === 'object' && value !== null ? (value as { url?: unknown }).url : undefined;
    return { url: typeof url === 'string' && url.length > 0 ? url : null };
  },
};

/** Starts the calls subscription's checkout (owner) for the area prefix chosen; answers where to pay. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: (input: CreateCheckoutInput) => apiSend('/api/v1/billing/checkout', input, CheckoutAnswer),
  });
}
