import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { enterScope, withTenant } from '../../db/tenancy';
import { isSimulator } from '../../providers/telephony/simulator';
import { callsRepo, type PhoneNumberRow } from './repo';

/** The simulator's numbers: Milan (02) numbers in a block kept for it. */
const SIMULATOR_PREFIX = '+39029475';

/**
 * The number a provider's webhook names, before any organization is known: read through the
 * phone_number_routing policy (migration 0025), which shows that one number and nothing else.
 */
export function routeNumber(db: Db, e164: string): Promise<PhoneNumberRow | undefined> {
  return db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId: null });
    await tx.execute(sql`select set_config('app.phone_number', ${e164}, true)`);
    return callsRepo.numberByE164(tx, e164);
  });
}

/** The organization's number; with the simulator, one from its pool is given at the first call. */
export function numberFor(app: AppContext, organizationId: string): Promise<PhoneNumberRow | null> {
  return withTenant(app.database.db, { organizationId, userId: null }, async (tx) => {
    const existing = await callsRepo.numberOfOrganization(tx, organizationId);
    if (existing || !isSimulator(app.telephony)) return existing ?? null;
    for (;;) {
      const claimed = await callsRepo.claimFreeNumber(tx, 'simulator', organizationId);
      if (claimed) return claimed;
      // An empty pool grows by one; a number taken meanwhile (unique e164) is simply drawn again.
      const e164 = SIMULATOR_PREFIX + String(randomInt(100_000)).padStart(5, '0');
      await callsRepo.insertNumber(tx, { e164, provider: 'simulator' });
    }
  });
}
