import { createRoute } from '@hono/zod-openapi';
import {
  CheckoutSessionResponse,
  CreateCheckoutInput,
  VerifyCheckoutInput,
  VerifyCheckoutResponse,
} from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { createCheckout, verifyCheckout } from './service';

export const billingRoutes = router()
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/billing/checkout',
      tags: ['billing'],
      summary:
        'Start the calls subscription checkout for a number in an area prefix (owner); answers the URL to pay at',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(CreateCheckoutInput),
      responses: {
        201: jsonResponse(CheckoutSessionResponse, 'The checkout session'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) =>
      c.json(
        await createCheckout(c.var.app, c.var.tenant, c.var.user, c.req.valid('json'), c.var.language),
        201,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/billing/verify-session',
      tags: ['billing'],
      summary: 'Confirm that the checkout the user just finished is paid (and request its number)',
      middleware: [requireUser] as const,
      request: jsonBody(VerifyCheckoutInput),
      responses: { 200: jsonResponse(VerifyCheckoutResponse, 'Paid'), ...problemResponses(400, 401) },
    }),
    async (c) => c.json(await verifyCheckout(c.var.app, c.var.user, c.req.valid('json').sessionId), 200),
  );
