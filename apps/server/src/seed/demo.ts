import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { ORGANIZATION_TIME_ZONE } from '@studiolo/contracts';
import { buildApp } from '../app';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { createOrganization } from '../modules/organizations/service';
import { demoApi } from './demo-api';
import { DEMO_SIZE, fillDemoClinic, type DemoSize } from './demo-clinic';

export const DEMO = {
  organization: 'Studio Medico Demo',
  email: 'demo@studiolo.local',
  password: 'studiolo-demo',
  name: 'Giulia Rossi',
};

interface SeedOptions {
  today?: Temporal.PlainDate;
  size?: DemoSize;
}

/**
 * The demo clinic with an owner who can sign in, filled with a living practice the first time (see
 * demo-clinic.ts). Run again, it keeps what exists: a clinic that already has doctors is left as it
 * is (`filled: false`), so running it twice never doubles anything. Tests pass a smaller `size`.
 */
export async function seedDemo(
  ctx: AppContext,
  { today = Temporal.Now.plainDateISO(ORGANIZATION_TIME_ZONE), size = DEMO_SIZE }: SeedOptions = {},
) {
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
  const api = await demoApi(buildApp(ctx), ctx.config.publicUrl, {
    email: DEMO.email,
    password: DEMO.password,
    organizationId: organization.id,
  });
  const doctors = await api<unknown[]>('GET', '/api/v1/doctors?includeInactive=true');
  const filled = doctors.length === 0;
  if (filled) {
    await fillDemoClinic(
      api,
      async () => {
        while ((await ctx.jobs.runDue()) > 0);
      },
      today,
      size,
    );
  }
  return { organizationId: organization.id, userId: owner!.id, created, filled };
}
