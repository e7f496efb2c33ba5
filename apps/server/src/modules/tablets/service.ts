import type {
  CreateTabletInput,
  ResetTabletPasswordInput,
  Tablet,
  TabletLoginInput,
  TabletLoginResponse,
  TabletSession,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { enterScope, withTenant, withUser } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { readAuthResponse } from '../auth/errors';
import { hitAddressLimit } from '../auth/rate-limit';
import { requirePermission } from '../organizations/permissions';
import { organizationsRepo } from '../organizations/repo';
import { settingsIn } from '../settings/service';
import { tabletsRepo, type TabletRow } from './repo';

/** The account's address: never mailed (a reserved domain), unique because the login is. */
const tabletEmail = (login: string) => `${login}@tablet.studiolo.invalid`;

function toTablet(row: TabletRow): Tablet {
  return {
    id: row.id,
    name: row.name,
    login: row.login,
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function findTabletByLogin(app: AppContext, login: string) {
  return app.database.db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId: null });
    return tabletsRepo.findByLogin(tx, login);
  });
}

export async function listTablets(app: AppContext, tenant: Tenant): Promise<Tablet[]> {
  const rows = await withTenant(app.database.db, tenant, (tx) => tabletsRepo.list(tx));
  return rows.map(toTablet);
}

/** A device account: a Better Auth user of kind 'tablet' with a password, and its tablet row. */
export async function createTablet(
  app: AppContext,
  tenant: Tenant,
  input: CreateTabletInput,
): Promise<Tablet> {
  requirePermission(tenant.role, 'tablets:manage');
  if (await findTabletByLogin(app, input.login)) throw new AppError('LOGIN_TAKEN', 409);
  const auth = await app.auth.$context;
  // The login's address may be taken meanwhile (the same login created at once) or by a person who
  // registered it: the unique address says so, and the login is taken either way.
  const user = await auth.internalAdapter
    .createUser(
      { email: tabletEmail(input.login), name: input.name, emailVerified: true, kind: 'tablet' },
      { method: 'admin' },
    )
    .catch((error: unknown) => {
      throw pgErrorCode(error) === PG_UNIQUE_VIOLATION ? new AppError('LOGIN_TAKEN', 409) : error;
    });
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await auth.password.hash(input.password),
  });
  try {
    const row = await withTenant(app.database.db, tenant, async (tx) => {
      const created = await tabletsRepo.insert(tx, {
        organizationId: tenant.organizationId,
        userId: user.id,
        name: input.name,
        login: input.login,
      });
      await recordActivity(tx, tenant, {
        action: 'tablet.created',
        entityType: 'tablet',
        entityId: created.id,
      });
      return created;
    });
    return toTablet(row);
  } catch (error) {
    await auth.internalAdapter.deleteUser(user.id); // no account without its tablet
    throw pgErrorCode(error) === PG_UNIQUE_VIOLATION ? new AppError('LOGIN_TAKEN', 409) : error;
  }
}

async function tabletOf(app: AppContext, tenant: Tenant, id: string) {
  const row = await withTenant(app.database.db, tenant, (tx) => tabletsRepo.findById(tx, id));
  if (!row) throw new AppError('NOT_FOUND', 404);
  return row;
}

/** New password; the tablet is signed out everywhere and must sign in again. */
export async function resetTabletPassword(
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: ResetTabletPasswordInput,
) {
  requirePermission(tenant.role, 'tablets:manage');
  const tablet = await tabletOf(app, tenant, id);
  const auth = await app.auth.$context;
  await auth.internalAdapter.updatePassword(tablet.userId, await auth.password.hash(input.password));
  await auth.internalAdapter.deleteUserSessions(tablet.userId);
  await withTenant(app.database.db, tenant, (tx) =>
    recordActivity(tx, tenant, { action: 'tablet.password_reset', entityType: 'tablet', entityId: id }),
  );
}

export async function deleteTablet(app: AppContext, tenant: Tenant, id: string) {
  requirePermission(tenant.role, 'tablets:manage');
  const tablet = await tabletOf(app, tenant, id);
  await withTenant(app.database.db, tenant, async (tx) => {
    await tabletsRepo.delete(tx, id);
    await recordActivity(tx, tenant, { action: 'tablet.deleted', entityType: 'tablet', entityId: id });
  });
  await (await app.auth.$context).internalAdapter.deleteUser(tablet.userId); // sessions and password go with it
}

async function sessionOf(app: AppContext, tablet: TabletRow): Promise<TabletSession> {
  const { organization, settings } = await withTenant(
    app.database.db,
    { organizationId: tablet.organizationId, userId: tablet.userId },
    async (tx) => {
      await tabletsRepo.touch(tx, tablet.id);
      return {
        organization: await organizationsRepo.findById(tx, tablet.organizationId),
        settings: await settingsIn(app, tx, tablet.organizationId),
      };
    },
  );
  return {
    tablet: { id: tablet.id, name: tablet.name },
    organization: { id: tablet.organizationId, name: organization!.name, calendar: settings.calendar },
  };
}

/**
 * The tablet's sign-in by login name and password; each try counts toward the name's (or the
 * address's) guess limit shared with every sign-in route. An email address is never a tablet's
 * login: it is refused with SPEC §8's 'This user is not authorized as a tablet device' without
 * looking at the password or whether such an account exists, so this is no oracle for either.
 * Anything else wrong is 'Invalid login credentials'.
 */
export async function tabletLogin(
  app: AppContext,
  input: TabletLoginInput,
  headers: Headers,
): Promise<{ body: TabletLoginResponse; setCookies: string[] }> {
  const username = input.username.toLowerCase();
  if (!(await hitAddressLimit(app.database.db, 'try', username))) throw new AppError('RATE_LIMITED', 429);
  if (username.includes('@')) throw new AppError('TABLET_NOT_AUTHORIZED', 403);
  const tablet = await findTabletByLogin(app, username);
  if (!tablet) throw new AppError('INVALID_CREDENTIALS', 401);
  const response = await app.auth.api.signInEmail({
    body: { email: tabletEmail(tablet.login), password: input.password },
    headers,
    asResponse: true,
  });
  const { body, setCookies } = await readAuthResponse<{ token: string }>(response);
  return { body: { token: body.token, ...(await sessionOf(app, tablet)) }, setCookies };
}

/** The signed-in tablet, or TABLET_NOT_AUTHORIZED for any other account. */
export async function currentTablet(app: AppContext, userId: string, kind: string): Promise<TabletRow> {
  if (kind !== 'tablet') throw new AppError('TABLET_NOT_AUTHORIZED', 403);
  const tablet = await withUser(app.database.db, userId, (tx) => tabletsRepo.findByUser(tx, userId));
  if (!tablet) throw new AppError('TABLET_NOT_AUTHORIZED', 403);
  return tablet;
}

export async function describeTablet(app: AppContext, tablet: TabletRow): Promise<TabletSession> {
  return sessionOf(app, tablet);
}
