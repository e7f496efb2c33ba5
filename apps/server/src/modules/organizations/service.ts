import { randomUUID } from 'node:crypto';
import {
  FIRST_STEPS,
  type CreateOrganizationInput,
  type FirstSteps,
  type Me,
  type MyOrganization,
  type OrganizationProfile,
  type OrganizationProfileInput,
  type OrganizationSecurityInput,
  type MemberRole,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { RequestTransaction } from '../../db/request-transaction';
import { beginScoped } from '../../db/scoped-transaction';
import { enterScope, withAdmin, withTenant, withUser } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { isPlatformAdmin } from '../auth/service';
import { callsNumberState } from '../calls/number-service';
import { requirePermission } from './permissions';
import { organizationsRepo, type OrganizationRow } from './repo';

/** The user's membership in the organization, if active; read within the user's own scope. */
export function findActiveMembership(app: AppContext, userId: string, organizationId: string) {
  return withUser(app.database.db, userId, (tx) =>
    organizationsRepo.findActiveMembership(tx, userId, organizationId),
  );
}

/**
 * The role the user works with in the organization: none (404) unless an active member, and
 * TWO_FACTOR_REQUIRED when the organization demands it and the user has not turned it on.
 */
export async function authorizeMember(
  app: AppContext,
  user: { id: string; twoFactorEnabled: boolean },
  organizationId: string,
): Promise<MemberRole> {
  const found = await withUser(app.database.db, user.id, (tx) =>
    organizationsRepo.findActiveMembershipWithOrganization(tx, user.id, organizationId),
  );
  return roleOf(found, user);
}

type Membership = { role: MemberRole; requireTwoFactor: boolean };

function roleOf(found: Membership | undefined, user: { twoFactorEnabled: boolean }): MemberRole {
  if (!found) throw new AppError('NOT_FOUND', 404);
  if (found.requireTwoFactor && !user.twoFactorEnabled) throw new AppError('TWO_FACTOR_REQUIRED', 403);
  return found.role;
}

/**
 * authorizeMember, and the member's transaction opened with it (PostgreSQL): BEGIN, the scope and the
 * membership go in one round trip, and the transaction serves the request's reads
 * (db/request-transaction.ts). Refused, it is rolled back at once.
 */
export async function authorizeMemberInTransaction(
  app: AppContext,
  user: { id: string; twoFactorEnabled: boolean },
  organizationId: string,
): Promise<{ role: MemberRole; transaction: RequestTransaction }> {
  const scope = { organizationId, userId: user.id };
  const open = await beginScoped<Membership>(
    app.database.db,
    scope,
    organizationsRepo.activeMembershipStatement(user.id, organizationId),
  );
  const transaction = new RequestTransaction(scope, open);
  try {
    return { role: roleOf(open.first[0], user), transaction };
  } catch (error) {
    await transaction.abandon();
    throw error;
  }
}

/** Owner only; an owner without two-factor cannot require it (they would lock themselves out). */
export async function updateOrganizationSecurity(
  app: AppContext,
  tenant: Tenant,
  user: { twoFactorEnabled: boolean },
  input: OrganizationSecurityInput,
): Promise<OrganizationProfile> {
  requirePermission(tenant.role, 'organization:security');
  if (input.requireTwoFactor && !user.twoFactorEnabled) throw new AppError('TWO_FACTOR_REQUIRED', 403);
  const row = await withTenant(app.database.db, tenant, async (tx) => {
    const updated = await organizationsRepo.update(tx, tenant.organizationId, input);
    await recordActivity(tx, tenant, {
      action: 'organization.security_updated',
      entityType: 'organization',
      entityId: tenant.organizationId,
      data: { ...input },
    });
    return updated;
  });
  return toProfile(row);
}

export function listMyOrganizations(app: AppContext, userId: string): Promise<MyOrganization[]> {
  return withUser(app.database.db, userId, (tx) => organizationsRepo.listForUser(tx, userId));
}

/** The user's organization when they have exactly one (they then never need to choose it). */
export async function soleOrganizationId(app: AppContext, userId: string): Promise<string | undefined> {
  const organizations = await listMyOrganizations(app, userId);
  return organizations.length === 1 ? organizations[0]!.id : undefined;
}

/**
 * SPEC §4: a user who already has an organization gets it back; otherwise a new one is created
 * with default settings and the user as its owner.
 */
export async function createOrganization(
  app: AppContext,
  user: { id: string; name: string },
  input: CreateOrganizationInput,
): Promise<{ organization: MyOrganization; created: boolean }> {
  const [existing] = await listMyOrganizations(app, user.id);
  if (existing) return { organization: existing, created: false };
  const id = randomUUID();
  const [firstName, ...rest] = user.name.trim().split(/\s+/);
  const organization = await app.database.db.transaction(async (tx) => {
    // The id is chosen first so the new row is inside the transaction's scope (RLS insert policy).
    await enterScope(tx, { organizationId: id, userId: user.id });
    const row = await organizationsRepo.insert(tx, { id, name: input.name });
    await organizationsRepo.addMember(tx, {
      organizationId: id,
      userId: user.id,
      role: 'owner',
      firstName: firstName || undefined,
      lastName: rest.join(' ') || undefined,
    });
    await recordActivity(
      tx,
      { organizationId: id, userId: user.id },
      {
        action: 'organization.created',
        entityType: 'organization',
        entityId: id,
      },
    );
    return row;
  });
  return {
    organization: { id, name: organization.name, role: 'owner', applications: organization.applications },
    created: true,
  };
}

/** Everything the web needs to route a signed-in user. */
export async function describeMe(
  app: AppContext,
  user: { id: string; name: string; email: string; emailVerified: boolean },
  selectedOrganizationId: string | undefined,
): Promise<Me> {
  const [organizations, platformAdmin] = await Promise.all([
    listMyOrganizations(app, user.id),
    isPlatformAdmin(app, user),
  ]);
  const current = organizations.find((o) => o.id === selectedOrganizationId) ?? organizations[0];
  const number = current
    ? await callsNumberState(app, { organizationId: current.id, userId: user.id })
    : { hasCallsNumber: false, callsNumberStatus: 'none' as const };
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      platformAdmin,
    },
    organizations,
    currentOrganizationId: current?.id ?? null,
    ...number,
  };
}

export function toProfile(row: OrganizationRow): OrganizationProfile {
  return {
    id: row.id,
    name: row.name,
    legalName: row.legalName,
    taxCode: row.taxCode,
    vatNumber: row.vatNumber,
    professionalEmail: row.professionalEmail,
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    province: row.province,
    dpoContact: row.dpoContact,
    applications: row.applications,
    requireTwoFactor: row.requireTwoFactor,
  };
}

export async function getOrganizationProfile(app: AppContext, tenant: Tenant): Promise<OrganizationProfile> {
  const row = await withTenant(app.database.db, tenant, (tx) =>
    organizationsRepo.findById(tx, tenant.organizationId),
  );
  if (!row) throw new AppError('NOT_FOUND', 404);
  return toProfile(row);
}

/** A new clinic's first steps and which are done (owners and admins, who can do them). */
export async function getFirstSteps(app: AppContext, tenant: Tenant): Promise<FirstSteps> {
  requirePermission(tenant.role, 'settings:update');
  const done = await withTenant(app.database.db, tenant, (tx) =>
    organizationsRepo.firstStepsDone(tx, tenant.organizationId),
  );
  return { steps: FIRST_STEPS.map((step) => ({ step, done: done[step] })) };
}

export async function updateOrganizationProfile(
  app: AppContext,
  tenant: Tenant,
  input: OrganizationProfileInput,
): Promise<OrganizationProfile> {
  requirePermission(tenant.role, 'organization:update');
  const row = await withTenant(app.database.db, tenant, async (tx) => {
    const updated = await organizationsRepo.update(tx, tenant.organizationId, input);
    await recordActivity(tx, tenant, {
      action: 'organization.updated',
      entityType: 'organization',
      entityId: tenant.organizationId,
    });
    return updated;
  });
  return toProfile(row);
}

/** The admin panel's list: every organization, its members and its number status. */
export async function listAllOrganizations(app: AppContext) {
  const [entries, numbers] = await withAdmin(app.database.db, (tx) =>
    Promise.all([organizationsRepo.listAllWithMembers(tx), organizationsRepo.provisionedNumbers(tx)]),
  );
  return entries.map(({ organization, members }) => {
    const number = numbers.find((n) => n.organizationId === organization.id);
    return {
      id: organization.id,
      name: organization.name,
      createdAt: organization.createdAt.toISOString(),
      applications: organization.applications,
      numberStatus: organization.numberStatus,
      requestedPrefix: organization.requestedPrefix,
      requestedAt: organization.numberRequestedAt?.toISOString() ?? null,
      number: number?.e164 ?? null,
      numberId: number?.providerNumberId ?? null,
      members,
    };
  });
}

/**
 * Whether the session of these headers is still signed in and its user still an active member of
 * the organization: for a long-lived request (the calls' event stream) that checked once at start.
 */
export async function stillMember(
  app: AppContext,
  headers: Headers,
  organizationId: string,
): Promise<boolean> {
  const session = await app.auth.api.getSession({ headers });
  if (!session) return false;
  try {
    await authorizeMember(
      app,
      { id: session.user.id, twoFactorEnabled: Boolean(session.user.twoFactorEnabled) },
      organizationId,
    );
    return true;
  } catch (error) {
    if (error instanceof AppError) return false; // left, removed, or two-factor now required
    throw error;
  }
}
