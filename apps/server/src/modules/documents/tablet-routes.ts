import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import {
  DeclineDocumentInput,
  DocumentOpenStatusInput,
  SignDocumentInput,
  SignDocumentResult,
  TabletDocumentForSigning,
  TabletDocumentList,
} from '@studiolo/contracts';
import { clientAddress } from '../../http/client-address';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTablet } from '../tablets/require-tablet';
import { currentTablet } from '../tablets/service';
import { followTabletDocuments } from './tablet-live';
import {
  declineDocument,
  openDocument,
  setOpenStatus,
  signDocument,
  tabletDocuments,
} from './tablet-service';

const IdParam = z.object({ id: z.uuid() });
const tags = ['tablet'];

export const tabletDocumentRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/tablet/documents',
      tags,
      summary: 'The documents waiting on this tablet (polling; the events stream is the live way)',
      middleware: [requireTablet] as const,
      responses: {
        200: jsonResponse(TabletDocumentList, 'Waiting documents'),
        ...problemResponses(401, 403),
      },
    }),
    async (c) => c.json({ documents: await tabletDocuments(c.var.app, c.var.tablet) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/tablet/documents/events',
      tags,
      summary:
        "Live waiting documents (server-sent events): 'documents' with the list at once and on every change, 'heartbeat' every 25 s",
      middleware: [requireTablet] as const,
      responses: {
        200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
        ...problemResponses(401, 403),
      },
    }),
    (c) =>
      streamSSE(c, (stream) =>
        followTabletDocuments(c.var.app, c.var.tablet, stream, c.req.raw.signal, async () => {
          const session = await c.var.app.auth.api.getSession({ headers: c.req.raw.headers });
          if (!session) return false;
          return currentTablet(c.var.app, session.user.id, session.user.kind ?? 'person').then(
            () => true,
            () => false,
          );
        }),
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/tablet/documents/{id}/open',
      tags,
      summary: 'Open a waiting document for signing: its text and signers',
      middleware: [requireTablet] as const,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(TabletDocumentForSigning, 'The document'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => c.json(await openDocument(c.var.app, c.var.tablet, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/tablet/documents/{id}/open-status',
      tags,
      summary: 'Whether the document is on the tablet screen now',
      middleware: [requireTablet] as const,
      request: { params: IdParam, ...jsonBody(DocumentOpenStatusInput) },
      responses: { 204: { description: 'Saved' }, ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      await setOpenStatus(c.var.app, c.var.tablet, c.req.valid('param').id, c.req.valid('json').open);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/tablet/documents/{id}/sign',
      tags,
      summary: "Sign with the signers' drawn signatures (PNG); the last one completes the document",
      middleware: [requireTablet] as const,
      request: { params: IdParam, ...jsonBody(SignDocumentInput) },
      responses: {
        200: jsonResponse(SignDocumentResult, 'Signed'),
        ...problemResponses(400, 401, 403, 404, 409, 413, 422),
      },
    }),
    async (c) =>
      c.json(
        await signDocument(c.var.app, c.var.tablet, c.req.valid('param').id, c.req.valid('json'), {
          ip: clientAddress(c) ?? null,
          userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/tablet/documents/{id}/decline',
      tags,
      summary: 'Decline to sign, with the reason',
      middleware: [requireTablet] as const,
      request: { params: IdParam, ...jsonBody(DeclineDocumentInput) },
      responses: { 204: { description: 'Declined' }, ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      await declineDocument(c.var.app, c.var.tablet, c.req.valid('param').id, c.req.valid('json'));
      return c.body(null, 204);
    },
  );
