import { createRoute, z } from '@hono/zod-openapi';
import {
  CreateOrganizationInput,
  FirstSteps,
  Me,
  MyOrganization,
  OrganizationProfile,
  OrganizationProfileInput,
  OrganizationSecurityInput,
  SelectOrganizationInput,
} from '@studiolo/contracts';
import { AppError } from '../../domain/errors';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import {
  rememberOrganization,
  requireLocalMachine,
  requirePlatformAdmin,
  requireTenant,
  requireUser,
  selectedOrganizationId,
  signedInUser,
} from '../../http/session';
import {
  createOrganization,
  describeMe,
  findActiveMembership,
  getFirstSteps,
  getOrganizationProfile,
  listAllOrganizations,
  updateOrganizationProfile,
  updateOrganizationSecurity,
} from './service';

const AdminOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  applications: z.array(z.string()),
  numberStatus: z.enum(['none', 'requested', 'provisioned']),
  /** The area prefix asked for and when, and the number (with the provider's id) once provisioned. */
  requestedPrefix: z.string().nullable(),
  requestedAt: z.string().nullable(),
  number: z.string().nullable(),
  numberId: z.string().nullable(),
  members: z.array(z.object({ email: z.string(), role: z.string() })),
});

export const organizationRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/me',
      tags: ['organizations'],
      summary: 'The signed-in user, their organizations and the selected one',
      middleware: [requireUser] as const,
      responses: { 200: jsonResponse(Me, 'The user'), ...problemResponses(401) },
    }),
    async (c) => c.json(await describeMe(c.var.app, c.var.user, selectedOrganizationId(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/organizations',
      tags: ['organizations'],
      summary: 'Create the organization of the signed-in user (or return the one they have)',
      middleware: [signedInUser('ORGANIZATION_CREATE_UNAUTHENTICATED')] as const,
      request: jsonBody(CreateOrganizationInput),
      responses: {
        201: jsonResponse(MyOrganization, 'Created; the user is its owner'),
        200: jsonResponse(MyOrganization, 'The user already had one'),
        ...problemResponses(400, 401),
      },
    }),
    async (c) => {
      const { organization, created } = await createOrganization(c.var.app, c.var.user, c.req.valid('json'));
      await rememberOrganization(c, organization.id);
      return created ? c.json(organization, 201) : c.json(organization, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/organizations/select',
      tags: ['organizations'],
      summary: 'Work in another of my organizations (cookie currentOrganizationId, 7 days)',
      middleware: [requireUser] as const,
      request: jsonBody(SelectOrganizationInput),
      responses: { 204: { description: 'Selected' }, ...problemResponses(400, 401, 404) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('json');
      if (!(await findActiveMembership(c.var.app, c.var.userId, organizationId))) {
        throw new AppError('NOT_FOUND', 404);
      }
      await rememberOrganization(c, organizationId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/organization',
      tags: ['organizations'],
      summary: "The selected organization's profile",
      middleware: [requireUser, requireTenant] as const,
      responses: {
        200: jsonResponse(OrganizationProfile, 'The profile'),
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => c.json(await getOrganizationProfile(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/organization/first-steps',
      tags: ['organizations'],
      summary:
        "A new clinic's first steps (doctors, services, hours, team, tablet), each done or not (owner, admin)",
      middleware: [requireUser, requireTenant] as const,
      responses: {
        200: jsonResponse(FirstSteps, 'The steps in order'),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await getFirstSteps(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/organization',
      tags: ['organizations'],
      summary: "Update the selected organization's profile (owner, admin)",
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(OrganizationProfileInput),
      responses: {
        200: jsonResponse(OrganizationProfile, 'Updated'),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await updateOrganizationProfile(c.var.app, c.var.tenant, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/organization/security',
      tags: ['organizations'],
      summary: 'Require two-factor authentication of every member (owner, who must have it on)',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(OrganizationSecurityInput),
      responses: {
        200: jsonResponse(OrganizationProfile, 'Updated'),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(await updateOrganizationSecurity(c.var.app, c.var.tenant, c.var.user, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/admin/organizations',
      tags: ['admin'],
      summary:
        'Every organization with members and number status (a platform administrator, from the local machine)',
      middleware: [requireLocalMachine, requireUser, requirePlatformAdmin] as const,
      responses: {
        200: jsonResponse(z.array(AdminOrganization), 'All organizations'),
        ...problemResponses(401, 403),
      },
    }),
    async (c) => c.json(await listAllOrganizations(c.var.app), 200),
  );
