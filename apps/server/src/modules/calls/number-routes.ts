import { createRoute, z } from '@hono/zod-openapi';
import {
  CallsNumber,
  ForwardToInput,
  NumberRegions,
  NumberRequestInput,
  numberRegions,
} from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireLocalMachine, requirePlatformAdmin, requireTenant, requireUser } from '../../http/session';
import { getCallsNumber, requestNumber, setForwardTo } from './number-service';
import { provisionNumber, resetNumber } from './provisioning';

const OrganizationParam = z.object({ id: z.uuid() });
const ProvisionedNumber = z.object({ number: z.string(), numberId: z.string() });

/** The organization's calls number (before /api/v1/calls/{id}, which would take 'number' for an id). */
export const numberRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calls/number/regions',
      tags: ['calls'],
      summary: 'The Italian regions and their area prefixes a number can have (step 3 of 4)',
      middleware: [requireUser] as const,
      responses: { 200: jsonResponse(NumberRegions, 'The regions'), ...problemResponses(401) },
    }),
    (c) => c.json(numberRegions(), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calls/number',
      tags: ['calls'],
      summary: "The organization's number: status, the number once provisioned, when it is expected",
      middleware: [requireUser, requireTenant] as const,
      responses: { 200: jsonResponse(CallsNumber, 'The number'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await getCallsNumber(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/calls/number/request',
      tags: ['calls'],
      summary: 'Ask for a number in an Italian area prefix; the team is emailed (owner, admin)',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(NumberRequestInput),
      responses: { 200: jsonResponse(CallsNumber, 'Requested'), ...problemResponses(400, 401, 403, 409) },
    }),
    async (c) =>
      c.json(await requestNumber(c.var.app, c.var.tenant, c.req.valid('json'), c.var.language), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/calls/number/forward-to',
      tags: ['calls'],
      summary:
        "The professional's own phone (an Italian mobile) the number and call-backs ring (owner, admin)",
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(ForwardToInput),
      responses: { 200: jsonResponse(CallsNumber, 'Saved'), ...problemResponses(400, 401, 403, 409) },
    }),
    async (c) => c.json(await setForwardTo(c.var.app, c.var.tenant, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/admin/organizations/{id}/number/provision',
      tags: ['admin'],
      summary: 'Buy a number in the requested prefix and give it to the organization (local machine only)',
      middleware: [requireLocalMachine, requireUser, requirePlatformAdmin] as const,
      request: { params: OrganizationParam },
      responses: {
        200: jsonResponse(ProvisionedNumber, 'Provisioned'),
        ...problemResponses(401, 403, 404, 409, 502),
      },
    }),
    async (c) => c.json(await provisionNumber(c.var.app, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/admin/organizations/{id}/number/reset',
      tags: ['admin'],
      summary: "Release the organization's number and forget its request (local machine only)",
      middleware: [requireLocalMachine, requireUser, requirePlatformAdmin] as const,
      request: { params: OrganizationParam },
      responses: { 204: { description: 'Reset' }, ...problemResponses(401, 403, 404, 502) },
    }),
    async (c) => {
      await resetNumber(c.var.app, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
