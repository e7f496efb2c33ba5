import { VerifyCheckoutResponse } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';

/** Confirms with the server that the checkout the user just finished is paid (SPEC §2). */
export function verifyCheckout(sessionId: string) {
  return apiSend('/api/v1/billing/verify-session', { sessionId }, VerifyCheckoutResponse);
}
