import { createRoute, z } from '@hono/zod-openapi';
import {
  DemoRegistration,
  DemoRegistrationInput,
  DemoSimulateInput,
  DemoStatus,
  DemoVerifyInput,
} from '@studiolo/contracts';
import { CLIENT_IP_HEADER, clientAddress } from '../../http/client-address';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router, type AppEnv } from '../../http/router';
import type { Context } from 'hono';
import { demoStatus, registerForDemo, simulateDemoCall, verifyDemoCode } from './service';

const IdParam = z.object({ id: z.uuid() });
/** The visitor's own data (their number, their message's transcript): never kept by a cache. */
const NO_STORE = { 'cache-control': 'private, no-store' };
/** In-process requests (tests) have no socket and say their address in the header, as for sign-in. */
const ipOf = (c: Context<AppEnv>) => clientAddress(c) ?? c.req.header(CLIENT_IP_HEADER);

/**
 * The public live demo (SPEC §2 /calls, steps Add Number, Verify, Make Call, See Results): no
 * sign-in; a registration's id, given only to whoever registered, is the key to its status.
 */
export const demoRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/demo/registrations',
      tags: ['demo'],
      summary: 'Register a mobile for the live demo: a 6-digit code is sent to it by SMS',
      request: jsonBody(DemoRegistrationInput),
      responses: {
        201: jsonResponse(DemoRegistration, 'The code was sent'),
        ...problemResponses(400, 409, 429, 502, 503),
      },
    }),
    async (c) => c.json(await registerForDemo(c.var.app, c.req.valid('json'), ipOf(c)), 201, NO_STORE),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/demo/registrations/{id}/verify',
      tags: ['demo'],
      summary: "Verify the number with the SMS's code; answers the demo line to call",
      request: { params: IdParam, ...jsonBody(DemoVerifyInput) },
      responses: {
        200: jsonResponse(DemoStatus, 'Verified'),
        ...problemResponses(400, 404, 409, 429),
      },
    }),
    async (c) =>
      c.json(
        await verifyDemoCode(c.var.app, c.req.valid('param').id, c.req.valid('json').code, ipOf(c)),
        200,
        NO_STORE,
      ),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/demo/registrations/{id}/call',
      tags: ['demo'],
      summary: "The demo call's state (waiting, ringing, in progress, transcribing, completed) and results",
      request: { params: IdParam },
      responses: { 200: jsonResponse(DemoStatus, 'The call status'), ...problemResponses(400, 404, 409) },
    }),
    async (c) => c.json(await demoStatus(c.var.app, c.req.valid('param').id), 200, NO_STORE),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/demo/registrations/{id}/simulate',
      tags: ['demo'],
      summary:
        'Play a simulated call from the verified number to the demo line (simulator, not in production)',
      request: { params: IdParam, ...jsonBody(DemoSimulateInput) },
      responses: {
        202: jsonResponse(DemoStatus, 'The call is under way'),
        ...problemResponses(400, 404, 409),
      },
    }),
    async (c) =>
      c.json(await simulateDemoCall(c.var.app, c.req.valid('param').id, c.req.valid('json')), 202, NO_STORE),
  );
