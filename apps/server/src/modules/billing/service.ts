import {
  CALLS_PLAN,
  CHECKOUT_CALLBACK_PATH,
  type CheckoutSessionResponse,
  type CreateCheckoutInput,
  type Locale,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../domain/errors';
import type { SessionUser, Tenant } from '../../domain/tenant';
import { getCallsNumber, requestNumber } from '../calls/number-service';
import { authorizeMember } from '../organizations/service';
import { requirePermission } from '../organizations/permissions';

/**
 * Step 4 of 4 (SPEC §4 Checkout): the owner pays the calls subscription for a number in the area
 * prefix chosen at step 3. The session carries the organization and the prefix; the number is
 * requested when the payment is confirmed (verifyCheckout). An organization that has its number
 * already has nothing to pay for here.
 */
export async function createCheckout(
  app: AppContext,
  tenant: Tenant,
  user: Pick<SessionUser, 'id' | 'email'>,
  input: CreateCheckoutInput,
  locale: Locale,
): Promise<CheckoutSessionResponse> {
  requirePermission(tenant.role, 'billing:manage');
  if ((await getCallsNumber(app, tenant)).status === 'provisioned') {
    throw new AppError('NUMBER_ALREADY_PROVISIONED', 409);
  }
  const session = await app.payments.createCheckoutSession({
    plan: CALLS_PLAN.id,
    customerEmail: user.email,
    clientReferenceId: user.id,
    metadata: { organizationId: tenant.organizationId, prefix: input.prefix, locale },
    successUrl: `${app.config.publicUrl}${CHECKOUT_CALLBACK_PATH}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${app.config.publicUrl}/calls-m`,
  });
  return { id: session.id, url: session.url };
}

/**
 * After checkout the browser comes back with the session id; it counts only if the provider says
 * it is paid and it was started by this user. A checkout for the calls plan then requests the
 * number in its prefix, once (coming back twice asks the team once), while the user is still the
 * organization's owner.
 */
export async function verifyCheckout(app: AppContext, user: SessionUser, sessionId: string) {
  const session = await app.payments.retrieveCheckoutSession(sessionId);
  if (!session || session.status !== 'complete' || session.clientReferenceId !== user.id) {
    throw new AppError('SUBSCRIPTION_VERIFICATION_FAILED', 400);
  }
  const { organizationId, prefix, locale } = session.metadata;
  if (!organizationId || !prefix) return { status: 'complete' as const, organizationId: null };
  const role = await authorizeMember(app, user, organizationId).catch(() => undefined);
  if (role !== 'owner') throw new AppError('SUBSCRIPTION_VERIFICATION_FAILED', 400);
  const tenant: Tenant = { organizationId, userId: user.id, role };
  const number = await getCallsNumber(app, tenant);
  const done = number.status === 'provisioned' || number.requestedPrefix === prefix;
  if (!done) await requestNumber(app, tenant, { prefix }, locale === 'en' ? 'en' : 'it');
  return { status: 'complete' as const, organizationId };
}
