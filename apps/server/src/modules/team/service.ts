import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_EXPIRES_IN_DAYS,
  type InvitationPreview,
  type InviteInput,
  type MemberRole,
  type MyInvitation,
  type MyOrganization,
  type PendingInvitation,
  type Team,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { invitations } from '../../db/schema';
import { enterScope, withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { SessionUser, Tenant } from '../../domain/tenant';
import { translator } from '../../i18n';
import { recordActivity } from '../activity/service';
import { queueEmail } from '../email/service';
import { requirePermission } from '../organizations/permissions';
import { organizationsRepo } from '../organizations/repo';
import { teamRepo } from './repo';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function getTeam(app: AppContext, tenant: Tenant): Promise<Team> {
  const [members, pending] = await withTenant(app.database.db, tenant, (tx) =>
    Promise.all([teamRepo.listMembers(tx), teamRepo.listPendingInvitations(tx)]),
  );
  return {
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    invitations: pending.map(toPendingInvitation),
  };
}

function toPendingInvitation(row: {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: MemberRole;
  expiresAt: Date;
  createdAt: Date;
}): PendingInvitation {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only an owner may hand out, or take away, the owner role. */
function requireRoleChangeAllowed(tenant: Tenant, from: MemberRole | undefined, to: MemberRole) {
  requirePermission(tenant.role, 'team:manage');
  if ((to === 'owner' || from === 'owner') && tenant.role !== 'owner') throw new AppError('FORBIDDEN', 403);
}

/** Emails a link that adds the invitee to the organization with the role, once, within 7 days. */
export async function inviteMember(
  app: AppContext,
  tenant: Tenant,
  inviter: SessionUser,
  input: InviteInput,
  locale: 'it' | 'en',
): Promise<PendingInvitation> {
  requireRoleChangeAllowed(tenant, undefined, input.role);
  const token = randomBytes(32).toString('base64url');
  return withTenant(app.database.db, tenant, async (tx) => {
    if (await teamRepo.findMemberByEmail(tx, input.email)) throw new AppError('ALREADY_MEMBER', 409);
    const organization = await organizationsRepo.findById(tx, tenant.organizationId);
    const invitation = await teamRepo.insertInvitation(tx, {
      organizationId: tenant.organizationId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: tenant.userId,
      expiresAt: new Date(Date.now() + INVITATION_EXPIRES_IN_DAYS * 24 * 60 * 60 * 1000),
    });
    const t = translator(locale);
    const values = {
      firstName: input.firstName,
      inviter: inviter.name,
      organization: organization!.name,
      role: t(`emails:invitation.roles.${input.role}`),
      days: INVITATION_EXPIRES_IN_DAYS,
      url: `${app.config.publicUrl}/invite?token=${token}`,
    };
    await queueEmail(
      app,
      {
        to: input.email,
        subject: t('emails:invitation.subject', values),
        text: `${t('emails:invitation.body', values)}\n\n${t('emails:signature')}`,
      },
      tx,
    );
    await recordActivity(tx, tenant, {
      action: 'team.invited',
      entityType: 'invitation',
      entityId: invitation.id,
      data: { email: input.email, role: input.role, name: `${input.firstName} ${input.lastName}` },
    });
    return toPendingInvitation(invitation);
  });
}

export async function revokeInvitation(app: AppContext, tenant: Tenant, invitationId: string): Promise<void> {
  requirePermission(tenant.role, 'team:manage');
  await withTenant(app.database.db, tenant, async (tx) => {
    if (!(await teamRepo.deleteInvitation(tx, invitationId))) throw new AppError('NOT_FOUND', 404);
    await recordActivity(tx, tenant, {
      action: 'team.invitation_revoked',
      entityType: 'invitation',
      entityId: invitationId,
    });
  });
}

/** Refuses to leave the organization without an active owner. */
async function requireAnotherOwner(tx: Tx, currentRole: MemberRole, nextRole: MemberRole | null) {
  if (currentRole === 'owner' && nextRole !== 'owner' && (await teamRepo.countOwners(tx)) <= 1) {
    throw new AppError('LAST_OWNER', 409);
  }
}

export async function changeMemberRole(app: AppContext, tenant: Tenant, userId: string, role: MemberRole) {
  await withTenant(app.database.db, tenant, async (tx) => {
    const member = await teamRepo.findMember(tx, userId);
    if (!member) throw new AppError('NOT_FOUND', 404);
    requireRoleChangeAllowed(tenant, member.role, role);
    await requireAnotherOwner(tx, member.role, role);
    await teamRepo.setRole(tx, userId, role);
    await recordActivity(tx, tenant, {
      action: 'team.role_changed',
      entityType: 'member',
      entityId: userId,
      data: { from: member.role, to: role },
    });
  });
}

export async function removeMember(app: AppContext, tenant: Tenant, userId: string) {
  await withTenant(app.database.db, tenant, async (tx) => {
    const member = await teamRepo.findMember(tx, userId);
    if (!member) throw new AppError('NOT_FOUND', 404);
    requireRoleChangeAllowed(tenant, member.role, member.role);
    await requireAnotherOwner(tx, member.role, null);
    await teamRepo.removeMember(tx, userId);
    await recordActivity(tx, tenant, {
      action: 'team.member_removed',
      entityType: 'member',
      entityId: userId,
    });
  });
}

/** A link that works: not accepted, not expired; read through the redeem policy (its token's hash). */
async function openInvitation(tx: Tx, token: string) {
  const invitation = await teamRepo.findInvitationByToken(tx, hashToken(token));
  if (!invitation || invitation.acceptedAt || invitation.expiresAt < new Date()) {
    throw new AppError('INVITATION_INVALID', 404);
  }
  return invitation;
}

/**
 * What an invitation link offers (the clinic, the role, the invited address), for anyone holding it:
 * the page that registers or signs the invitee in names them. An unknown, used or expired link: 404.
 */
export async function previewInvitation(app: AppContext, token: string): Promise<InvitationPreview> {
  return app.database.db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId: null });
    const invitation = await openInvitation(tx, token);
    await enterScope(tx, { organizationId: invitation.organizationId, userId: null });
    const organization = await organizationsRepo.findById(tx, invitation.organizationId);
    return {
      organizationName: organization!.name,
      role: invitation.role,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      email: invitation.email,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  });
}

/** The signed-in invitee joins with the invited role; the link then stops working. */
export async function acceptInvitation(
  app: AppContext,
  user: SessionUser,
  token: string,
): Promise<MyOrganization> {
  return app.database.db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId: user.id });
    const invitation = await openInvitation(tx, token);
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError('INVITATION_EMAIL_MISMATCH', 403);
    }
    return join(tx, user, invitation);
  });
}

/**
 * The open invitations to the signed-in user's own (verified) address, for whoever registered
 * without the link: the first screen offers them before creating a clinic.
 */
export async function listMyInvitations(app: AppContext, user: SessionUser): Promise<MyInvitation[]> {
  return app.database.db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId: user.id });
    const open = await teamRepo.findOpenInvitationsToEmail(tx, user.email);
    const mine: MyInvitation[] = [];
    for (const invitation of open) {
      await enterScope(tx, { organizationId: invitation.organizationId, userId: null });
      const organization = await organizationsRepo.findById(tx, invitation.organizationId);
      mine.push({
        id: invitation.id,
        organizationName: organization!.name,
        role: invitation.role,
        expiresAt: invitation.expiresAt.toISOString(),
      });
    }
    return mine;
  });
}

/** Joins through one of `listMyInvitations`; another address's invitation, or a used one: 404. */
export async function acceptMyInvitation(
  app: AppContext,
  user: SessionUser,
  invitationId: string,
): Promise<MyOrganization> {
  return app.database.db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId: user.id });
    const open = await teamRepo.findOpenInvitationsToEmail(tx, user.email);
    const invitation = open.find((candidate) => candidate.id === invitationId);
    if (!invitation) throw new AppError('INVITATION_INVALID', 404);
    return join(tx, user, invitation);
  });
}

/** Makes `user` a member with the invitation's role (or keeps the role they have) and uses it up. */
async function join(
  tx: Tx,
  user: SessionUser,
  invitation: typeof invitations.$inferSelect,
): Promise<MyOrganization> {
  const tenant = { organizationId: invitation.organizationId, userId: user.id };
  await enterScope(tx, tenant);
  const existing = await organizationsRepo.findActiveMembership(tx, user.id, invitation.organizationId);
  if (!existing) {
    await organizationsRepo.addMember(tx, {
      organizationId: invitation.organizationId,
      userId: user.id,
      role: invitation.role,
      firstName: invitation.firstName ?? undefined,
      lastName: invitation.lastName ?? undefined,
    });
  }
  await teamRepo.markAccepted(tx, invitation.id);
  await recordActivity(tx, tenant, { action: 'team.joined', entityType: 'member', entityId: user.id });
  const organization = await organizationsRepo.findById(tx, invitation.organizationId);
  return {
    id: invitation.organizationId,
    name: organization!.name,
    role: existing?.role ?? invitation.role,
    applications: organization!.applications,
  };
}
