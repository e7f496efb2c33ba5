import { createRoute, z } from '@hono/zod-openapi';
import {
  DocumentListQuery,
  DocumentPage,
  DocumentTemplate,
  DocumentTemplateDetail,
  DocumentTemplateInput,
  DocumentTemplateParams,
  DocumentTemplateQuery,
  EmailDocumentInput,
  PatientDocuments,
  PatientDocumentsQuery,
  ResendDocumentInput,
  SendDocumentInput,
  SigningDocument,
  SigningDocumentDetail,
} from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { translator } from '../../i18n';
import { patientDocuments } from './check-in';
import { emailDocumentCopy } from './email';
import * as documents from './service';
import { getTemplate, listTemplates, saveTemplate } from './templates';

const IdParam = z.object({ id: z.uuid() });
const tags = ['documents'];

export const documentRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/document-templates',
      tags,
      summary: 'The consent templates: each type in Italian and English at its current version (0: built in)',
      middleware: [requireUser, requireTenant] as const,
      responses: { 200: jsonResponse(z.array(DocumentTemplate), 'Templates'), ...problemResponses(401, 404) },
    }),
    async (c) => c.json(await listTemplates(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/document-templates/{type}/{language}',
      tags,
      summary: 'One template at its current version, or at `version`, with its saved versions',
      middleware: [requireUser, requireTenant] as const,
      request: { params: DocumentTemplateParams, query: DocumentTemplateQuery },
      responses: {
        200: jsonResponse(DocumentTemplateDetail, 'Template'),
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const { type, language } = c.req.valid('param');
      const { version } = c.req.valid('query');
      return c.json(await getTemplate(c.var.app, c.var.tenant, type, language, version), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/document-templates/{type}/{language}',
      tags,
      summary: "Save a template's text as its next version (owner, admin)",
      middleware: [requireUser, requireTenant] as const,
      request: { params: DocumentTemplateParams, ...jsonBody(DocumentTemplateInput) },
      responses: {
        200: jsonResponse(DocumentTemplateDetail, 'Saved'),
        ...problemResponses(400, 401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { type, language } = c.req.valid('param');
      return c.json(await saveTemplate(c.var.app, c.var.tenant, type, language, c.req.valid('json')), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/documents',
      tags,
      summary: 'Documents for signing, newest first, by state, patient and type',
      middleware: [requireUser, requireTenant] as const,
      request: { query: DocumentListQuery },
      responses: {
        200: jsonResponse(DocumentPage, 'A page of documents'),
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => c.json(await documents.listDocuments(c.var.app, c.var.tenant, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/documents',
      tags,
      summary: 'Send a document to a tablet (or any tablet) for the patient to sign',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(SendDocumentInput),
      responses: {
        201: jsonResponse(SigningDocument, 'Sent'),
        ...problemResponses(400, 401, 403, 404, 409, 422),
      },
    }),
    async (c) => c.json(await documents.sendDocument(c.var.app, c.var.tenant, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/documents/{id}',
      tags,
      summary: 'One document with its text and audit trail',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(SigningDocumentDetail, 'The document'),
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => c.json(await documents.getDocument(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/documents/{id}/resend',
      tags,
      summary: 'Void the document and send a new one in its place',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(ResendDocumentInput) },
      responses: {
        201: jsonResponse(SigningDocument, 'The new document'),
        ...problemResponses(400, 401, 403, 404, 409, 422),
      },
    }),
    async (c) =>
      c.json(
        await documents.resendDocument(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/documents/{id}/revoke',
      tags,
      summary: 'Revoke a document waiting for signatures, or a signed consent the patient withdraws',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(SigningDocument, 'Revoked'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) =>
      c.json(await documents.revokeDocument(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/documents/{id}/pdf',
      tags,
      summary: 'The sealed PDF of a signed document (404 DOCUMENT_PDF_UNAVAILABLE until sealed)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, query: z.object({ download: z.enum(['true', 'false']).optional() }) },
      responses: {
        200: {
          description: 'The PDF',
          content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const { pdf, document } = await documents.sealedPdf(c.var.app, c.var.tenant, c.req.valid('param').id);
      const name = translator(document.language)('emails:signedDocument.filename');
      const disposition = c.req.valid('query').download === 'true' ? 'attachment' : 'inline';
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `${disposition}; filename="${name}"`,
        'cache-control': 'private, no-store',
      });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/documents/{id}/email',
      tags,
      summary: 'Email the patient a copy of the sealed PDF',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(EmailDocumentInput) },
      responses: { 202: { description: 'Queued' }, ...problemResponses(400, 401, 403, 404, 422) },
    }),
    async (c) => {
      await emailDocumentCopy(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json'));
      return c.body(null, 202);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/patients/{id}/documents',
      tags,
      summary: "The patient's signing panel: what check-in requires (for a visit) and every document",
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, query: PatientDocumentsQuery },
      responses: { 200: jsonResponse(PatientDocuments, 'Documents'), ...problemResponses(400, 401, 404) },
    }),
    async (c) =>
      c.json(
        await patientDocuments(
          c.var.app,
          c.var.tenant,
          c.req.valid('param').id,
          c.req.valid('query').appointmentId,
        ),
        200,
      ),
  );
