import { createRoute, z } from '@hono/zod-openapi';
import {
  CreateTabletInput,
  ResetTabletPasswordInput,
  Tablet,
  TabletLoginInput,
  TabletLoginResponse,
  TabletSession,
} from '@studiolo/contracts';
import { authHeaders, clientAddress } from '../../http/client-address';
import { jsonBody, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { signInIpLimit } from '../auth/ip-limit';
import { requireTablet } from './require-tablet';
import {
  createTablet,
  deleteTablet,
  describeTablet,
  listTablets,
  resetTabletPassword,
  tabletLogin,
} from './service';

const TabletParam = z.object({ tabletId: z.uuid() });

export const tabletRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/tablets',
      tags: ['tablets'],
      summary: "The organization's signing tablets",
      middleware: [requireUser, requireTenant] as const,
      responses: {
        200: { description: 'Tablets', content: { 'application/json': { schema: z.array(Tablet) } } },
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => c.json(await listTablets(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/tablets',
      tags: ['tablets'],
      summary: 'Create a tablet device account (owner, admin)',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(CreateTabletInput),
      responses: {
        201: { description: 'Created', content: { 'application/json': { schema: Tablet } } },
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => c.json(await createTablet(c.var.app, c.var.tenant, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/tablets/{tabletId}/password',
      tags: ['tablets'],
      summary: "Reset a tablet's password (asked twice); it is signed out everywhere",
      middleware: [requireUser, requireTenant] as const,
      request: { params: TabletParam, ...jsonBody(ResetTabletPasswordInput) },
      responses: { 204: { description: 'Reset' }, ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      await resetTabletPassword(c.var.app, c.var.tenant, c.req.valid('param').tabletId, c.req.valid('json'));
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/tablets/{tabletId}',
      tags: ['tablets'],
      summary: 'Delete a tablet and its account',
      middleware: [requireUser, requireTenant] as const,
      request: { params: TabletParam },
      responses: { 204: { description: 'Deleted' }, ...problemResponses(401, 403, 404) },
    }),
    async (c) => {
      await deleteTablet(c.var.app, c.var.tenant, c.req.valid('param').tabletId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/tablet/login',
      tags: ['tablet'],
      summary: 'Sign the tablet in with its login name and password',
      middleware: [signInIpLimit('tablet-login')] as const,
      request: jsonBody(TabletLoginInput),
      responses: {
        200: { description: 'Signed in', content: { 'application/json': { schema: TabletLoginResponse } } },
        ...problemResponses(400, 401, 403, 429),
      },
    }),
    async (c) => {
      const headers = authHeaders(c.req.raw.headers, clientAddress(c));
      const { body, setCookies } = await tabletLogin(c.var.app, c.req.valid('json'), headers);
      for (const cookie of setCookies) c.header('set-cookie', cookie, { append: true });
      return c.json(body, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/tablet/me',
      tags: ['tablet'],
      summary: 'The signed-in tablet and its organization (marks it active)',
      middleware: [requireTablet] as const,
      responses: {
        200: { description: 'The tablet', content: { 'application/json': { schema: TabletSession } } },
        ...problemResponses(401, 403),
      },
    }),
    async (c) => c.json(await describeTablet(c.var.app, c.var.tablet), 200),
  );
