import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats, PatientPage } from '@studiolo/contracts';
import { queryRows } from '../../db/client';
import { patients } from '../../db/schema';
import { withTenant } from '../../db/tenancy';
import { createTestApp, type TestApp } from '../../../test/app';
import { clinicOwner, type SignedInMember } from '../../../test/clinic';
import { patientCalls } from '../../../test/patients';
import { patientInput } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, create } = patientCalls(() => t);

/** The kept count and a real count of the organization's patients, in its own scope. */
async function counts(owner: SignedInMember) {
  const tenant = { organizationId: owner.organizationId, userId: owner.userId };
  const [row] = await withTenant(t.ctx.database.db, tenant, (tx) =>
    queryRows<{ kept: number | null; real: number }>(
      tx,
      sql`SELECT (SELECT patients FROM patient_counts)::int AS kept, (SELECT count(*) FROM patients)::int AS real`,
    ),
  );
  return row!;
}

describe('the number of patients', () => {
  it('is kept exact as patients are added, removed and imported in bulk, per organization', async () => {
    const owner = await clinicOwner(t);
    const other = await clinicOwner(t, 'Altro Studio');
    const created = [];
    for (let i = 0; i < 3; i++) created.push(await create(owner, patientInput()));
    await create(other, patientInput());
    expect(await counts(owner)).toEqual({ kept: 3, real: 3 });

    await call(owner, 'DELETE', `/api/v1/patients/${created[0]!.id}`, undefined, 204);
    expect(await counts(owner)).toEqual({ kept: 2, real: 2 });

    // Many rows in one statement (as an import writes) count as many.
    const tenant = { organizationId: owner.organizationId, userId: owner.userId };
    await withTenant(t.ctx.database.db, tenant, (tx) =>
      tx.insert(patients).values(
        Array.from({ length: 40 }, (_, i) => ({
          organizationId: owner.organizationId,
          firstName: 'Import',
          lastName: `Numero ${i}`,
          mobile: '+393331234567',
          city: 'Milano',
          address: 'Via Roma 1',
        })),
      ),
    );
    expect(await counts(owner)).toEqual({ kept: 42, real: 42 });
    expect(await counts(other)).toEqual({ kept: 1, real: 1 });
  });

  it('is what every page of the list and the dashboard show', async () => {
    const owner = await clinicOwner(t);
    for (let i = 0; i < 5; i++) await create(owner, patientInput());
    const first = await call<PatientPage>(owner, 'GET', '/api/v1/patients?limit=2');
    const last = await call<PatientPage>(owner, 'GET', '/api/v1/patients?limit=2&offset=4');
    expect([first.total, first.items.length, last.total, last.items.length]).toEqual([5, 2, 5, 1]);
    expect(await call<DashboardStats>(owner, 'GET', '/api/v1/dashboard')).toMatchObject({
      uniquePatients: 5,
    });
  });
});
