import { z } from 'zod';

/** The query value /auth/callback gets back from a successful checkout (SPEC §2). */
export const PAYMENT_SUCCESS_CALLBACK_TYPE = 'payment-success';

/** POST /api/v1/billing/verify-session (SPEC §7). */
export const VerifyCheckoutInput = z.object({ sessionId: z.string().trim().min(1).max(200) });
export type VerifyCheckoutInput = z.infer<typeof VerifyCheckoutInput>;

export const VerifyCheckoutResponse = z.object({ status: z.literal('complete') });
