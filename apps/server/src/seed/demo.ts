import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { ApplyOpeningHoursInput, ORGANIZATION_TIME_ZONE } from '@studiolo/contracts';
import { buildApp } from '../app';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { applyOpeningHours } from '../modules/calendar/standing-hours';
import { requestNumber } from '../modules/calls/number-service';
import { provisionNumber } from '../modules/calls/provisioning';
import { createOrganization } from '../modules/organizations/service';
import { isSimulator } from '../providers/telephony/simulator';
import { demoApi } from './demo-api';
import { DEMO_SIZE, fillDemoClinic, type DemoSize } from './demo-clinic';

export const DEMO = {
  organization: 'Studio Medico Demo',
  email: 'demo@studiolo.local',
  password: 'studiolo-demo',
  name: 'Giulia Rossi',
};

interface SeedOptions {
  /** When the clinic is seen: its visits are over, under way or to come as of then (tests fix it). */
  now?: Date;
  size?: DemoSize;
}

/**
 * The demo clinic with an owner who can sign in, filled with a living practice the first time, as it
 * is at `now` (see demo-clinic.ts: the same `now` makes the same clinic). Run again, it keeps what exists: a clinic that already has doctors is left as it
 * is (`filled: false`), so running it twice never doubles anything. Tests pass a smaller `size`.
 */
export async function seedDemo(ctx: AppContext, { now = new Date(), size = DEMO_SIZE }: SeedOptions = {}) {
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
    const tenant = { organizationId: organization.id, userId: owner!.id, role: 'owner' as const };
    // Its own number (Milan's 02), requested and assigned as a subscribed clinic's is: the calls
    // seeded ring it and /calls-m shows it. Only with the simulator, which never buys a real one.
    if (isSimulator(ctx.telephony)) {
      await requestNumber(ctx, tenant, { prefix: '02' }, 'it');
      await provisionNumber(ctx, organization.id);
    }
    await fillDemoClinic(
      api,
      {
        runJobs: async () => {
          while ((await ctx.jobs.runDue()) > 0);
        },
        applyOpeningHours: (doctorId, input, appliedAt) =>
          applyOpeningHours(ctx, tenant, doctorId, ApplyOpeningHoursInput.parse(input), appliedAt),
      },
      Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(ORGANIZATION_TIME_ZONE),
      size,
    );
  }
  return { organizationId: organization.id, userId: owner!.id, created, filled };
}
