import { createRoute, z } from '@hono/zod-openapi';
import {
  AcceptInvitationInput,
  ChangeRoleInput,
  InvitationPreview,
  InvitationPreviewQuery,
  InviteInput,
  MyInvitation,
  MyOrganization,
  PendingInvitation,
  Team,
} from '@studiolo/contracts';
import { jsonBody, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { rememberOrganization, requireTenant, requireUser } from '../../http/session';
import {
  acceptInvitation,
  acceptMyInvitation,
  changeMemberRole,
  getTeam,
  inviteMember,
  listMyInvitations,
  previewInvitation,
  removeMember,
  revokeInvitation,
} from './service';

const UserParam = z.object({ userId: z.uuid() });
const InvitationParam = z.object({ invitationId: z.uuid() });

export const teamRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/team',
      tags: ['team'],
      summary: 'Members and pending invitations of the selected organization',
      middleware: [requireUser, requireTenant] as const,
      responses: {
        200: { description: 'The team', content: { 'application/json': { schema: Team } } },
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => c.json(await getTeam(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/team/invitations',
      tags: ['team'],
      summary: 'Invite someone by email with a role (owner, admin; the owner role only by an owner)',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(InviteInput),
      responses: {
        201: { description: 'Invited', content: { 'application/json': { schema: PendingInvitation } } },
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) =>
      c.json(
        await inviteMember(c.var.app, c.var.tenant, c.var.user, c.req.valid('json'), c.var.language),
        201,
      ),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/team/invitations/{invitationId}',
      tags: ['team'],
      summary: 'Withdraw a pending invitation',
      middleware: [requireUser, requireTenant] as const,
      request: { params: InvitationParam },
      responses: { 204: { description: 'Withdrawn' }, ...problemResponses(401, 403, 404) },
    }),
    async (c) => {
      await revokeInvitation(c.var.app, c.var.tenant, c.req.valid('param').invitationId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/team/members/{userId}/role',
      tags: ['team'],
      summary: "Change a member's role; the last owner keeps theirs",
      middleware: [requireUser, requireTenant] as const,
      request: { params: UserParam, ...jsonBody(ChangeRoleInput) },
      responses: { 204: { description: 'Changed' }, ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      await changeMemberRole(c.var.app, c.var.tenant, c.req.valid('param').userId, c.req.valid('json').role);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/team/members/{userId}',
      tags: ['team'],
      summary: 'Remove a member; the last owner cannot be removed',
      middleware: [requireUser, requireTenant] as const,
      request: { params: UserParam },
      responses: { 204: { description: 'Removed' }, ...problemResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      await removeMember(c.var.app, c.var.tenant, c.req.valid('param').userId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/invitations/preview',
      tags: ['team'],
      summary:
        "An invitation link's clinic, role and invited address (no sign-in needed: the token is the key)",
      request: { query: InvitationPreviewQuery },
      responses: {
        200: {
          description: 'The invitation',
          content: { 'application/json': { schema: InvitationPreview } },
        },
        ...problemResponses(400, 404),
      },
    }),
    async (c) => c.json(await previewInvitation(c.var.app, c.req.valid('query').token), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/invitations/accept',
      tags: ['team'],
      summary: 'Join the organization of an invitation link (signed in with the invited email)',
      middleware: [requireUser] as const,
      request: jsonBody(AcceptInvitationInput),
      responses: {
        200: {
          description: 'Joined; now selected',
          content: { 'application/json': { schema: MyOrganization } },
        },
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const organization = await acceptInvitation(c.var.app, c.var.user, c.req.valid('json').token);
      await rememberOrganization(c, organization.id);
      return c.json(organization, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/invitations/mine',
      tags: ['team'],
      summary:
        "The open invitations to the signed-in user's own address (for whoever registered without the link)",
      middleware: [requireUser] as const,
      responses: {
        200: {
          description: 'The invitations, oldest first',
          content: { 'application/json': { schema: z.array(MyInvitation) } },
        },
        ...problemResponses(401),
      },
    }),
    async (c) => c.json(await listMyInvitations(c.var.app, c.var.user), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/invitations/{invitationId}/accept',
      tags: ['team'],
      summary: "Join through an invitation to the signed-in user's own address",
      middleware: [requireUser] as const,
      request: { params: InvitationParam },
      responses: {
        200: {
          description: 'Joined; now selected',
          content: { 'application/json': { schema: MyOrganization } },
        },
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const { invitationId } = c.req.valid('param');
      const organization = await acceptMyInvitation(c.var.app, c.var.user, invitationId);
      await rememberOrganization(c, organization.id);
      return c.json(organization, 200);
    },
  );
