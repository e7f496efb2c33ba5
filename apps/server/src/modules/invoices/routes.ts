import { createRoute, z } from '@hono/zod-openapi';
import {
  CreditNoteInput,
  Invoice,
  InvoiceInput,
  InvoiceListQuery,
  InvoiceNumbering,
  InvoicePage,
  InvoicePaymentInput,
  InvoiceRedraft,
  InvoiceRedraftInput,
  InvoiceShare,
  InvoiceStatusInput,
  Locale,
  PublicInvoice,
} from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { translator } from '../../i18n';
import { invoicePdf, publicInvoice, publicInvoicePdf } from './documents';
import { issueCreditNote } from './credit-notes';
import { payInvoice } from './payments';
import { redraftInvoice } from './redraft';
import * as invoices from './service';

const IdParam = z.object({ id: z.uuid() });
const TokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
/** The PDF's language: the user's unless `lang` asks for the other one. */
const PdfQuery = z.object({ lang: Locale.optional(), download: z.enum(['true', 'false']).optional() });
const pdfResponse = {
  description: 'The PDF',
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
};

/** How a PDF answer is named and shown: inline to read or print, or as a download. */
function pdfHeaders(number: string | null, locale: Locale, download?: string) {
  const t = translator(locale);
  const name =
    number === null
      ? t('invoices:pdf.draftFilename')
      : t('invoices:pdf.filename', { number: number.replace(/[^A-Za-z0-9_-]/g, '-') });
  return {
    'content-type': 'application/pdf',
    'content-disposition': `${download === 'true' ? 'attachment' : 'inline'}; filename="${name}"`,
    'cache-control': 'private, no-store',
  };
}

export const invoiceRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/invoices',
      tags: ['invoices'],
      summary: 'Invoices, newest number first; `q` finds a number or a client',
      middleware: [requireUser, requireTenant] as const,
      request: { query: InvoiceListQuery },
      responses: { 200: jsonResponse(InvoicePage, 'A page'), ...problemResponses(400, 401) },
    }),
    async (c) => c.json(await invoices.listInvoices(c.var.app, c.var.tenant, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/invoices',
      tags: ['invoices'],
      summary: 'Create a draft invoice (numbered when issued)',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(InvoiceInput),
      responses: { 201: jsonResponse(Invoice, 'Created'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await invoices.createInvoice(c.var.app, c.var.tenant, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/invoices/{id}',
      tags: ['invoices'],
      summary: 'One invoice with its lines',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse(Invoice, 'The invoice'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await invoices.getInvoice(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/invoices/{id}',
      tags: ['invoices'],
      summary: 'Change a draft (409 INVOICE_NOT_DRAFT otherwise)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(InvoiceInput) },
      responses: { 200: jsonResponse(Invoice, 'Saved'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        await invoices.updateInvoice(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/invoices/{id}/status',
      tags: ['invoices'],
      summary:
        'Issue a draft (sent; with `stampDutyId` for a contrassegno) or cancel it; an issued invoice never goes back to draft (409 INVOICE_ISSUED: see …/redraft)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(InvoiceStatusInput) },
      responses: { 200: jsonResponse(Invoice, 'Moved'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        await invoices.setInvoiceStatus(
          c.var.app,
          c.var.tenant,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/invoices/{id}/payment',
      tags: ['invoices'],
      summary:
        'Record a payment (method, date, amount: the balance unless said, never more; traceable when the method is, or as said for other)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(InvoicePaymentInput) },
      responses: {
        200: jsonResponse(Invoice, 'Paid, or partially paid'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) =>
      c.json(await payInvoice(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/invoices/{id}/credit-note',
      tags: ['invoices'],
      summary:
        'Credit note: the whole invoice (then cancelled), chosen lines or an amount; a refund goes to the Sistema TS as one',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(CreditNoteInput) },
      responses: {
        201: jsonResponse(Invoice, 'The credit note'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) =>
      c.json(
        await issueCreditNote(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/invoices/{id}/redraft',
      tags: ['invoices'],
      summary:
        'Correct an issued invoice (SPEC "reset to draft"): a credit note voiding it, issued now, and a new draft copied from it',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(InvoiceRedraftInput) },
      responses: {
        201: jsonResponse(InvoiceRedraft, 'The credit note and the new draft'),
        ...problemResponses(400, 401, 403, 404, 409, 422),
      },
    }),
    async (c) =>
      c.json(
        await redraftInvoice(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/invoices/{id}/pdf',
      tags: ['invoices'],
      summary: "The invoice as A4 PDF, in the organization's document language or `lang`",
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, query: PdfQuery },
      responses: { 200: pdfResponse, ...problemResponses(400, 401, 404) },
    }),
    async (c) => {
      const { lang, download } = c.req.valid('query');
      const file = await invoicePdf(c.var.app, c.var.tenant, c.req.valid('param').id, lang);
      return c.body(new Uint8Array(file.pdf), 200, pdfHeaders(file.number, file.locale, download));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/invoices/{id}/share',
      tags: ['invoices'],
      summary: 'The live public link of the invoice, or null',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse(InvoiceShare.nullable(), 'The link'), ...problemResponses(401, 404) },
    }),
    async (c) => c.json(await invoices.getShare(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/invoices/{id}/share',
      tags: ['invoices'],
      summary: 'Make (or give back) the public link: an unguessable token',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse(InvoiceShare, 'The link'), ...problemResponses(401, 403, 404) },
    }),
    async (c) => c.json(await invoices.shareInvoice(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/invoices/{id}/share/renew',
      tags: ['invoices'],
      summary: 'Renew the public link: a new token with a new expiry, the old link revoked',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse(InvoiceShare, 'The new link'), ...problemResponses(401, 403, 404) },
    }),
    async (c) => c.json(await invoices.renewShare(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/invoices/{id}/share',
      tags: ['invoices'],
      summary: 'Revoke the public link',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 204: { description: 'Revoked' }, ...problemResponses(401, 403, 404) },
    }),
    async (c) => {
      await invoices.revokeShare(c.var.app, c.var.tenant, c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/invoice-numbering',
      tags: ['invoices'],
      summary: "The prefix and a year's next invoice number (this year unless `year`)",
      middleware: [requireUser, requireTenant] as const,
      request: { query: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }) },
      responses: { 200: jsonResponse(InvoiceNumbering, 'Numbering'), ...problemResponses(400, 401) },
    }),
    async (c) =>
      c.json(
        await invoices.getNumbering(
          c.var.app,
          c.var.tenant,
          c.req.valid('query').year ?? new Date().getFullYear(),
        ),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/invoice-numbering',
      tags: ['invoices'],
      summary: "Set the prefix and a year's next number (never back to a number given)",
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(InvoiceNumbering),
      responses: { 200: jsonResponse(InvoiceNumbering, 'Saved'), ...problemResponses(400, 401, 403, 409) },
    }),
    async (c) => c.json(await invoices.setNumbering(c.var.app, c.var.tenant, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/public/invoices/{token}',
      tags: ['invoices'],
      summary: 'The invoice a public link shows, to anyone with the token',
      request: { params: TokenParam },
      responses: { 200: jsonResponse(PublicInvoice, 'The invoice'), ...problemResponses(400, 404, 410) },
    }),
    // Health data: never kept by a browser or a proxy.
    async (c) =>
      c.json(await publicInvoice(c.var.app, c.req.valid('param').token), 200, {
        'cache-control': 'private, no-store',
      }),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/public/invoices/{token}/pdf',
      tags: ['invoices'],
      summary: "The shared invoice's PDF",
      request: { params: TokenParam, query: PdfQuery },
      responses: { 200: pdfResponse, ...problemResponses(400, 404, 410) },
    }),
    async (c) => {
      const { lang, download } = c.req.valid('query');
      const file = await publicInvoicePdf(c.var.app, c.req.valid('param').token, lang);
      return c.body(new Uint8Array(file.pdf), 200, pdfHeaders(file.number, file.locale, download));
    },
  );
