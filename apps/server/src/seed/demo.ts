import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { enterScope, withUser } from '../db/tenancy';
import { organizationsRepo } from '../modules/organizations/repo';

export const DEMO = {
  organization: 'Studio Medico Demo',
  email: 'demo@studiolo.local',
  password: 'studiolo-demo',
  firstName: 'Giulia',
  lastName: 'Rossi',
};

/** A demo clinic with an owner who can sign in. Run again, it keeps what exists and adds what is missing. */
export async function seedDemo(ctx: AppContext) {
  const { db } = ctx.database;
  let [owner] = await db.select().from(users).where(eq(users.email, DEMO.email));
  const created = !owner;
  if (!owner) {
    await ctx.auth.api.signUpEmail({
      body: { email: DEMO.email, password: DEMO.password, name: `${DEMO.firstName} ${DEMO.lastName}` },
    });
    [owner] = await db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, DEMO.email))
      .returning();
  }
  const existing = await withUser(db, owner!.id, (tx) =>
    organizationsRepo.findByMemberAndName(tx, owner!.id, DEMO.organization),
  );
  const organization =
    existing ??
    (await db.transaction(async (tx) => {
      const org = await organizationsRepo.insert(tx, { name: DEMO.organization });
      await enterScope(tx, { organizationId: org.id, userId: owner!.id });
      await organizationsRepo.addMember(tx, {
        organizationId: org.id,
        userId: owner!.id,
        role: 'owner',
        firstName: DEMO.firstName,
        lastName: DEMO.lastName,
      });
      return org;
    }));
  return { organizationId: organization.id, userId: owner!.id, created };
}
