import { z } from 'zod';
import { Email } from './auth';
import { MemberRole } from './organizations';
import { requiredText } from './text';

/** The longest first or last name of a team member. */
export const MEMBER_NAME_MAX_LENGTH = 100;

/** Days an invitation link stays valid. */
export const INVITATION_EXPIRES_IN_DAYS = 7;

export const TeamMember = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: MemberRole,
  joinedAt: z.iso.datetime({ offset: true }),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const PendingInvitation = z.object({
  id: z.uuid(),
  /** Null on invitations sent before names were asked. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: MemberRole,
  expiresAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PendingInvitation = z.infer<typeof PendingInvitation>;

export const Team = z.object({ members: z.array(TeamMember), invitations: z.array(PendingInvitation) });
export type Team = z.infer<typeof Team>;

/** SPEC §3's team member: email, first name, last name and role. */
export const InviteInput = z.object({
  firstName: requiredText(MEMBER_NAME_MAX_LENGTH),
  lastName: requiredText(MEMBER_NAME_MAX_LENGTH),
  email: Email,
  role: MemberRole,
});
export type InviteInput = z.infer<typeof InviteInput>;

export const ChangeRoleInput = z.object({ role: MemberRole });
export type ChangeRoleInput = z.infer<typeof ChangeRoleInput>;

export const AcceptInvitationInput = z.object({ token: z.string().min(20).max(200) });
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInput>;

/** GET /api/v1/invitations/preview?token=…: what an invitation link offers, before signing in. */
export const InvitationPreviewQuery = AcceptInvitationInput;
export const InvitationPreview = z.object({
  organizationName: z.string(),
  role: MemberRole,
  /** The invitee's name as the clinic wrote it, to prefill the registration (null on old invitations). */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The invited address: the one to register or sign in with. */
  email: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** GET /api/v1/invitations/mine: the open invitations to the signed-in user's own address. */
export const MyInvitation = z.object({
  id: z.uuid(),
  organizationName: z.string(),
  role: MemberRole,
  expiresAt: z.iso.datetime({ offset: true }),
});
export type MyInvitation = z.infer<typeof MyInvitation>;
