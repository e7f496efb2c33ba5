import type { AppContext } from '../../context';
import { AppError } from '../../domain/errors';

/**
 * After checkout the browser comes back with the session id; it counts only if the provider says
 * it is paid and it was started by this user.
 */
export async function verifyCheckout(app: AppContext, userId: string, sessionId: string) {
  const session = await app.payments.retrieveCheckoutSession(sessionId);
  if (!session || session.status !== 'complete' || session.clientReferenceId !== userId) {
    throw new AppError('SUBSCRIPTION_VERIFICATION_FAILED', 400);
  }
  return { status: 'complete' as const };
}
