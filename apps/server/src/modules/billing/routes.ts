import { createRoute } from '@hono/zod-openapi';
import { VerifyCheckoutInput, VerifyCheckoutResponse } from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireUser } from '../../http/session';
import { verifyCheckout } from './service';

export const billingRoutes = router().openapi(
  createRoute({
    method: 'post',
    path: '/api/v1/billing/verify-session',
    tags: ['billing'],
    summary: 'Confirm that the checkout the user just finished is paid',
    middleware: [requireUser] as const,
    request: jsonBody(VerifyCheckoutInput),
    responses: { 200: jsonResponse(VerifyCheckoutResponse, 'Paid'), ...problemResponses(400, 401) },
  }),
  async (c) => c.json(await verifyCheckout(c.var.app, c.var.userId, c.req.valid('json').sessionId), 200),
);
