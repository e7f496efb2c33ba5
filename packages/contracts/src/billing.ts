import { z } from 'zod';
import { ItalianAreaPrefix } from './italian-area-codes';

/** The query value /auth/callback gets back from a successful checkout (SPEC §2). */
export const PAYMENT_SUCCESS_CALLBACK_TYPE = 'payment-success';

/** POST /api/v1/billing/verify-session (SPEC §7). */
export const VerifyCheckoutInput = z.object({ sessionId: z.string().trim().min(1).max(200) });
export type VerifyCheckoutInput = z.infer<typeof VerifyCheckoutInput>;

export const VerifyCheckoutResponse = z.object({
  status: z.literal('complete'),
  /** The organization the subscription is for, when the checkout named one (the calls plan). */
  organizationId: z.uuid().nullable(),
});

/** Where the checkout returns once paid (SPEC §2 /auth/callback-checkout), with the session id. */
export const CHECKOUT_CALLBACK_PATH = '/auth/callback-checkout';

/** The calls plan (SPEC §9): one number, 49 euro a month, 19 euro the first month; amounts in cents. */
export const CALLS_PLAN = { id: 'calls-monthly', firstMonthCents: 1900, monthlyCents: 4900 } as const;

/**
 * POST /api/v1/billing/checkout (owner): the calls subscription for a number in the area prefix
 * chosen at step 3 of 4; the number is requested once the payment is confirmed.
 */
export const CreateCheckoutInput = z.object({ prefix: ItalianAreaPrefix });
export type CreateCheckoutInput = z.infer<typeof CreateCheckoutInput>;

/** The provider's checkout session: the browser goes to `url` to pay (SPEC §7). */
export const CheckoutSessionResponse = z.object({ id: z.string(), url: z.url() });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponse>;
