import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { createOrganization } from '../modules/organizations/service';

export const DEMO = {
  organization: 'Studio Medico Demo',
  email: 'demo@studiolo.local',
  password: 'studiolo-demo',
  name: 'Giulia Rossi',
};

/** A demo clinic with an owner who can sign in. Run again, it keeps what exists and adds what is missing. */
export async function seedDemo(ctx: AppContext) {
  const { db } = ctx.database;
  let [owner] = await db.select().from(users).where(eq(users.email, DEMO.email));
  const created = !owner;
  if (!owner) {
    await ctx.auth.api.signUpEmail({ body: { email: DEMO.email, password: DEMO.password, name: DEMO.name } });
    [owner] = await db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, DEMO.email))
      .returning();
  }
  const { organization } = await createOrganization(ctx, owner!, { name: DEMO.organization });
  return { organizationId: organization.id, userId: owner!.id, created };
}
