import { createRoute, z } from '@hono/zod-openapi';
import { MobileSetup, SetupLink, TestCallQuery, TestCallResult, TestCallStart } from '@studiolo/contracts';
import { jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import {
  createSetupLink,
  findTestCall,
  findTestCallByLink,
  readSetupLink,
  startTestCall,
  startTestCallByLink,
} from './forwarding-setup';

const TokenParam = z.object({ token: z.string().min(1).max(300) });

/** The forwarding wizard (/mobile-setup): its link for a phone and its test call (before /calls/{id}). */
export const forwardingRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/calls/number/setup-links',
      tags: ['calls'],
      summary: 'A link, valid one hour, that opens the forwarding wizard on a phone (owner, admin)',
      middleware: [requireUser, requireTenant] as const,
      responses: { 201: jsonResponse(SetupLink, 'The link'), ...problemResponses(401, 403, 409) },
    }),
    async (c) => c.json(await createSetupLink(c.var.app, c.var.tenant), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/calls/number/test-call',
      tags: ['calls'],
      summary: "The wizard's test call starts: calls the number receives from now on count",
      middleware: [requireUser, requireTenant] as const,
      responses: { 201: jsonResponse(TestCallStart, 'Started'), ...problemResponses(401, 403, 409) },
    }),
    async (c) => c.json(await startTestCall(c.var.app, c.var.tenant), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calls/number/test-call',
      tags: ['calls'],
      summary: "The call from the professional's mobile the number received since the test started, if any",
      middleware: [requireUser, requireTenant] as const,
      request: { query: TestCallQuery },
      responses: {
        200: jsonResponse(TestCallResult, 'The test call'),
        ...problemResponses(400, 401, 403, 409),
      },
    }),
    async (c) =>
      c.json(await findTestCall(c.var.app, c.var.tenant, new Date(c.req.valid('query').since)), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/public/mobile-setup/{token}',
      tags: ['calls'],
      summary: 'What a setup link opens on a phone: the number to forward to (404 for a link not good now)',
      request: { params: TokenParam },
      responses: { 200: jsonResponse(MobileSetup, 'The setup'), ...problemResponses(400, 404) },
    }),
    async (c) => c.json(await readSetupLink(c.var.app, c.req.valid('param').token), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/public/mobile-setup/{token}/test-call',
      tags: ['calls'],
      summary: "The wizard's test call starts, on the phone of a setup link",
      request: { params: TokenParam },
      responses: { 201: jsonResponse(TestCallStart, 'Started'), ...problemResponses(400, 404) },
    }),
    async (c) => c.json(await startTestCallByLink(c.var.app, c.req.valid('param').token), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/public/mobile-setup/{token}/test-call',
      tags: ['calls'],
      summary: 'The test call, on the phone of a setup link',
      request: { params: TokenParam, query: TestCallQuery },
      responses: { 200: jsonResponse(TestCallResult, 'The test call'), ...problemResponses(400, 404) },
    }),
    async (c) =>
      c.json(
        await findTestCallByLink(c.var.app, c.req.valid('param').token, new Date(c.req.valid('query').since)),
        200,
      ),
  );
