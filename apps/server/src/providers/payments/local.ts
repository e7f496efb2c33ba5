import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localCheckoutSessions } from '../../db/schema';
import type { CheckoutSession, PaymentsPort } from './port';

const toSession = (row: typeof localCheckoutSessions.$inferSelect, url: string): CheckoutSession => ({
  id: row.id,
  status: row.status,
  clientReferenceId: row.clientReferenceId,
  url,
});

/**
 * The default adapter: a checkout that completes at once, kept in the database so any server
 * process can verify it. Ids look like Stripe's (`cs_local_…`).
 */
export function localPayments(db: Db): PaymentsPort {
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
          status: 'complete',
          completedAt: new Date(),
        })
        .returning();
      return toSession(row!, input.successUrl.replace('{CHECKOUT_SESSION_ID}', id));
    },
    async retrieveCheckoutSession(id) {
      const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id));
      return row ? toSession(row, '') : null;
    },
  };
}
