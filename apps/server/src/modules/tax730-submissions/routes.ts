import { createRoute, z } from '@hono/zod-openapi';
import { Tax730BatchInput, Tax730BatchResult, Tax730Pending, Tax730Submission } from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { translator } from '../../i18n';
import { requestBatch } from './batch';
import { submissionReceipt } from './receipt';
import { listSubmissions, pendingSubmissions, requestSubmission } from './service';

const IdParam = z.object({ id: z.uuid() });
const SubmissionParams = IdParam.extend({ submissionId: z.uuid() });
const pdfResponse = {
  description: 'The PDF',
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
};

/**
 * The Sistema TS (730) sendings of invoices. The URLs stay under /api/v1/invoices; app.ts mounts these
 * before the invoice routes so that `tax730-pending` is not read as an invoice's `{id}`.
 */
export const tax730SubmissionRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/invoices/tax730-pending',
      tags: ['tax730'],
      summary: 'Paid invoices the Sistema TS does not hold yet, by year, with the 31 January deadline',
      middleware: [requireUser, requireTenant] as const,
      responses: { 200: jsonResponse(Tax730Pending.array(), 'By year'), ...problemResponses(401) },
    }),
    async (c) => c.json(await pendingSubmissions(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/invoices/tax730-batch',
      tags: ['tax730'],
      summary: "Send a year's paid invoices not yet sent, in one file (the outcome follows by job)",
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(Tax730BatchInput),
      responses: { 202: jsonResponse(Tax730BatchResult, 'Queued'), ...problemResponses(400, 401, 403, 409) },
    }),
    async (c) => c.json(await requestBatch(c.var.app, c.var.tenant, c.req.valid('json').year), 202),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/invoices/{id}/tax730',
      tags: ['tax730'],
      summary: "The invoice's sendings to the Sistema TS, oldest first, with what the service answered",
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse(Tax730Submission.array(), 'Sendings'), ...problemResponses(401, 404) },
    }),
    async (c) => c.json(await listSubmissions(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/invoices/{id}/tax730',
      tags: ['tax730'],
      summary: 'Send a paid invoice to the Sistema TS (insert, or update once it holds it); queued',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: {
        202: jsonResponse(Tax730Submission, 'Queued'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) =>
      c.json(await requestSubmission(c.var.app, c.var.tenant, c.req.valid('param').id, 'send'), 202),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/invoices/{id}/tax730',
      tags: ['tax730'],
      summary: "Delete the invoice's data from the Sistema TS (cancellazione); queued",
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 202: jsonResponse(Tax730Submission, 'Queued'), ...problemResponses(401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(await requestSubmission(c.var.app, c.var.tenant, c.req.valid('param').id, 'delete'), 202),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/invoices/{id}/tax730/{submissionId}/receipt',
      tags: ['tax730'],
      summary: "The Sistema TS's PDF receipt of an accepted sending (a download)",
      middleware: [requireUser, requireTenant] as const,
      request: { params: SubmissionParams },
      responses: { 200: pdfResponse, ...problemResponses(400, 401, 404, 409, 502) },
    }),
    async (c) => {
      const { id, submissionId } = c.req.valid('param');
      const { pdf, protocollo } = await submissionReceipt(c.var.app, c.var.tenant, id, submissionId);
      const name = translator(c.var.language)('invoices:tax730.receiptFilename', { protocollo });
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '-')}"`,
        'cache-control': 'private, no-store',
      });
    },
  );
