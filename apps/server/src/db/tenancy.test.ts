import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createOrganization, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { activityLog, organizationMembers, organizations } from './schema';
import { queryRows } from './client';
import { APP_ROLE, withAdmin, withTenant, withUser } from './tenancy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tenantOf = (organizationId: string) => ({ organizationId, userId: null });
/** Drizzle wraps the driver's error; the database's own message is its cause. */
const refusedByRowSecurity = {
  cause: expect.objectContaining({ message: expect.stringMatching(/row-level security/) }),
};

/** What a policy reads from the transaction's scope: the app_current_* functions and settings. */
const SCOPE_READ = /\b(app_current_org|app_current_user|app_admin_scope|current_setting)\(/g;

/**
 * The scope reads of a policy expression (as pg_policies deparses it) that are not inside a
 * sub-select: those run once per row, a sub-select runs once per statement (an InitPlan).
 */
function scopeReadsPerRow(expression: string): string[] {
  const perRow: string[] = [];
  for (const match of expression.matchAll(SCOPE_READ)) {
    // The innermost parenthesis open before the call: a sub-select starts with "( SELECT" or "(SELECT".
    let depth = 0;
    let insideSelect = false;
    for (let i = match.index - 1; i >= 0; i--) {
      if (expression[i] === ')') depth++;
      else if (expression[i] === '(' && depth > 0) depth--;
      else if (expression[i] === '(' && /^\(\s*SELECT\b/i.test(expression.slice(i))) {
        insideSelect = true;
        break;
      }
    }
    if (!insideSelect) perRow.push(match[0]);
  }
  return perRow;
}

async function twoOrganizationsWithActivity() {
  const db = t.ctx.database.db;
  const a = await createOrganization(db);
  const b = await createOrganization(db);
  const [entry] = await withTenant(db, tenantOf(a.id), (tx) =>
    tx
      .insert(activityLog)
      .values({ organizationId: a.id, action: 'patient.created', entityType: 'patient' })
      .returning(),
  );
  return { a, b, entry: entry! };
}

describe(`tenancy on ${testEngine}`, () => {
  it('shows an organization its own rows', async () => {
    const { a, entry } = await twoOrganizationsWithActivity();
    const rows = await withTenant(t.ctx.database.db, tenantOf(a.id), (tx) => tx.select().from(activityLog));
    expect(rows.map((r) => r.id)).toEqual([entry.id]);
  });

  it('shows nothing to the application role without an organization setting', async () => {
    await twoOrganizationsWithActivity();
    const count = await t.ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(activityLog);
      return row!.n;
    });
    expect(count).toBe(0);
  });

  it("never lets one organization read another's rows", async () => {
    const { b, entry } = await twoOrganizationsWithActivity();
    const rows = await withTenant(t.ctx.database.db, tenantOf(b.id), (tx) =>
      tx.select().from(activityLog).where(eq(activityLog.id, entry.id)),
    );
    expect(rows).toEqual([]);
  });

  it("never lets one organization insert, update or delete another's rows", async () => {
    const { a, b, entry } = await twoOrganizationsWithActivity();
    const db = t.ctx.database.db;
    await expect(
      withTenant(db, tenantOf(b.id), (tx) =>
        tx.insert(activityLog).values({ organizationId: a.id, action: 'forged', entityType: 'patient' }),
      ),
    ).rejects.toMatchObject(refusedByRowSecurity);
    const updated = await withTenant(db, tenantOf(b.id), (tx) =>
      tx.update(activityLog).set({ action: 'tampered' }).where(eq(activityLog.id, entry.id)).returning(),
    );
    const deleted = await withTenant(db, tenantOf(b.id), (tx) =>
      tx.delete(activityLog).where(eq(activityLog.id, entry.id)).returning(),
    );
    expect(updated).toEqual([]);
    expect(deleted).toEqual([]);
    // Moving an own row into another organization is refused too.
    await expect(
      withTenant(db, tenantOf(a.id), (tx) =>
        tx.update(activityLog).set({ organizationId: b.id }).where(eq(activityLog.id, entry.id)),
      ),
    ).rejects.toMatchObject(refusedByRowSecurity);
    const [unchanged] = await withTenant(db, tenantOf(a.id), (tx) =>
      tx.select().from(activityLog).where(eq(activityLog.id, entry.id)),
    );
    expect(unchanged).toMatchObject({ action: 'patient.created', organizationId: a.id });
  });

  it("lets a user list their own memberships in every organization, and nobody else's", async () => {
    const db = t.ctx.database.db;
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createOrganization(db)));
    const [me, colleague] = await Promise.all([createUser(db), createUser(db)]);
    await addMember(db, a!.id, me.id, 'owner');
    await addMember(db, b!.id, me.id);
    await addMember(db, c!.id, colleague.id, 'owner');
    // Before an organization is chosen only the user is known: no organization id in the context.
    const mine = await withUser(db, me.id, (tx) => tx.select().from(organizationMembers));
    expect(mine.map((m) => m.organizationId).sort()).toEqual([a!.id, b!.id].sort());
    // Inside organization C the colleague's membership is visible, as C's team.
    const team = await withTenant(db, { organizationId: c!.id, userId: me.id }, (tx) =>
      tx.select().from(organizationMembers).where(eq(organizationMembers.organizationId, c!.id)),
    );
    expect(team.map((m) => m.userId)).toEqual([colleague.id]);
  });

  it('enables and forces row-level security on every table with an organization_id', async () => {
    const tables = await queryRows<{ table: string; enabled: boolean; forced: boolean }>(
      t.ctx.database.db,
      sql`
      SELECT c.relname AS table, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'organization_id' AND NOT a.attisdropped
      WHERE c.relkind = 'r' AND c.relname <> 'sessions'`,
    );
    // sessions.organization_id is a signed-in person's chosen organization, read by the auth layer
    // before any tenant scope exists; a session row is reached only through its own token.
    expect(tables.map((t) => t.table)).toEqual(
      expect.arrayContaining(['activity_log', 'organization_members']),
    );
    for (const row of tables) expect(row, row.table).toMatchObject({ enabled: true, forced: true });
  });

  it('evaluates the scope once per statement in every policy, not once per row', async () => {
    const policies = await queryRows<{
      name: string;
      table: string;
      qual: string | null;
      check: string | null;
    }>(
      t.ctx.database.db,
      sql`SELECT policyname AS name, tablename AS table, qual, with_check AS check
          FROM pg_policies WHERE schemaname = 'public'`,
    );
    expect(policies.map((p) => `${p.table}.${p.name}`)).toEqual(
      expect.arrayContaining(['patients.tenant_isolation', 'organizations.member_read']),
    );
    for (const policy of policies) {
      for (const expression of [policy.qual, policy.check]) {
        expect(scopeReadsPerRow(expression ?? ''), `${policy.table}.${policy.name}: ${expression}`).toEqual(
          [],
        );
      }
    }
  });

  it('reads the organization once for a count under its policy (an InitPlan, not a per-row filter)', async () => {
    const org = await createOrganization(t.ctx.database.db);
    const [row] = await withTenant(t.ctx.database.db, tenantOf(org.id), (tx) =>
      queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (FORMAT JSON) SELECT count(*) FROM activity_log`),
    );
    expect(JSON.stringify(row!['QUERY PLAN'])).toMatch(/InitPlan/);
  });

  it('shows an organization only to its members, and every organization only in the admin scope', async () => {
    const db = t.ctx.database.db;
    const [mine, theirs] = await Promise.all([createOrganization(db), createOrganization(db)]);
    const me = await createUser(db);
    await addMember(db, mine.id, me.id, 'owner');
    const visible = await withUser(db, me.id, (tx) => tx.select().from(organizations));
    expect(visible.map((o) => o.id)).toEqual([mine.id]);
    const inTenant = await withTenant(db, tenantOf(mine.id), (tx) =>
      tx.update(organizations).set({ name: 'renamed' }).where(eq(organizations.id, theirs.id)).returning(),
    );
    expect(inTenant).toEqual([]);
    const all = await withAdmin(db, (tx) => tx.select({ id: organizations.id }).from(organizations));
    expect(all.map((o) => o.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('keeps concurrent tenant transactions apart', async () => {
    const orgs = await Promise.all([1, 2, 3, 4].map(() => createOrganization(t.ctx.database.db)));
    const seen = await Promise.all(
      orgs.map((org) =>
        withTenant(t.ctx.database.db, tenantOf(org.id), async (tx) => {
          await tx.execute(sql`SELECT pg_sleep(0.02)`);
          await new Promise((resolve) => setTimeout(resolve, 10));
          const [row] = await queryRows<{ org: string }>(
            tx,
            sql`SELECT current_setting('app.org_id') AS org`,
          );
          return row!.org;
        }),
      ),
    );
    expect(seen).toEqual(orgs.map((org) => org.id));
  });

  it.runIf(testEngine === 'postgres')(
    'connects as a role that neither owns the tables nor is superuser',
    async () => {
      const [row] = await queryRows<{ me: string; owner: string; superuser: boolean }>(
        t.ctx.database.db,
        sql`
      SELECT current_user AS me, t.tableowner AS owner, r.rolsuper AS superuser
      FROM pg_tables t, pg_roles r
      WHERE t.schemaname = 'public' AND t.tablename = 'activity_log' AND r.rolname = current_user`,
      );
      expect(row!.me).not.toBe(row!.owner);
      expect(row!.superuser).toBe(false);
    },
  );
});
