import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localCheckoutSessions } from '../../db/schema';
import type { CheckoutSession, PaymentsPort } from './port';

type Row = typeof localCheckoutSessions.$inferSelect;

/** The local checkout page of a session (local-checkout-page.ts), like Stripe's checkout.stripe.com/c/pay/…. */
export const localCheckoutPath = (id: string) => `${LOCAL_CHECKOUT_ROOT}/${encodeURIComponent(id)}`;
export const LOCAL_CHECKOUT_ROOT = '/api/local-payments/checkout';

const toSession = (row: Row, publicUrl: string): CheckoutSession => ({
  id: row.id,
  status: row.status,
  clientReferenceId: row.clientReferenceId,
  metadata: row.metadata,
  url: `${publicUrl}${localCheckoutPath(row.id)}`,
});

/**
 * The default adapter: a checkout kept in the database (so any server process can show or verify
 * it), paid on the local checkout page, which then returns to the app's success URL as Stripe
 * Checkout does. Ids look like Stripe's (`cs_local_…`).
 */
export function localPayments(db: Db, publicUrl: string): PaymentsPort {
  return {
    kind: 'local',
    async createCheckoutSession(input) {
      const id = `cs_local_${randomBytes(16).toString('hex')}`;
      const [row] = await db
        .insert(localCheckoutSessions)
        .values({
          id,
          clientReferenceId: input.clientReferenceId,
          customerEmail: input.customerEmail,
          plan: input.plan,
          metadata: input.metadata ?? {},
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          status: 'open',
        })
        .returning();
      return toSession(row!, publicUrl);
    },
    async retrieveCheckoutSession(id) {
      const row = await findLocalCheckout(db, id);
      return row ? toSession(row, publicUrl) : null;
    },
  };
}

/** A local checkout session as its page shows it. */
export async function findLocalCheckout(db: Db, id: string): Promise<Row | undefined> {
  return (await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id)))[0];
}

/**
 * Records the payment of an open session (once: a second submit finds it complete) and gives the
 * address to return to, the success URL with the session's id, as Stripe does.
 */
export async function completeLocalCheckout(db: Db, id: string): Promise<string | undefined> {
  await db
    .update(localCheckoutSessions)
    .set({ status: 'complete', completedAt: new Date() })
    .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')));
  const row = await findLocalCheckout(db, id);
  if (row?.status !== 'complete' || !row.successUrl) return undefined;
  return row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(row.id));
}
