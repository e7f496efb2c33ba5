import { sql } from 'drizzle-orm';
import type { Invoice, Locale, PublicInvoice } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { enterScope, withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { organizationsRepo } from '../organizations/repo';
import { settingsIn } from '../settings/service';
import { renderInvoicePdf, type InvoiceIssuer } from './pdf';
import { invoicesRepo } from './repo';
import { creditedOff, toInvoice } from './service';

/**
 * An invoice with what its PDF prints beside it: the issuer, the corrected invoice, the stamp id;
 * and the organization's document language, the one it prints in.
 */
async function document(app: AppContext, tx: Tx, organizationId: string, invoiceId: string) {
  const row = await invoicesRepo.find(tx, invoiceId);
  if (!row) throw new AppError('NOT_FOUND', 404);
  const organization = (await organizationsRepo.findById(tx, organizationId))!;
  const credited = row.creditedInvoiceId ? await invoicesRepo.find(tx, row.creditedInvoiceId) : undefined;
  const issuer: InvoiceIssuer = {
    name: organization.name,
    legalName: organization.legalName,
    taxCode: organization.taxCode,
    vatNumber: organization.vatNumber,
    address:
      [organization.street, [organization.postalCode, organization.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ') || null,
  };
  return {
    invoice: toInvoice(
      row,
      await invoicesRepo.lines(tx, invoiceId),
      await invoicesRepo.payments(tx, invoiceId),
      await creditedOff(tx, invoiceId),
    ),
    issuer,
    extra: { credited: credited ? { number: credited.number, issuedOn: credited.issuedOn } : null },
    language: (await settingsIn(app, tx, organizationId)).documents.language,
  };
}

/** The PDF in `lang` when asked, else in the organization's language (not the reader's). */
async function pdfOf(doc: Awaited<ReturnType<typeof document>>, lang: Locale | undefined) {
  const locale = lang ?? doc.language;
  return {
    pdf: await renderInvoicePdf(doc.invoice, doc.issuer, doc.extra, locale),
    number: doc.invoice.number,
    locale,
  };
}

export const invoicePdf = (app: AppContext, tenant: Tenant, id: string, lang?: Locale) =>
  withTenant(app.database.db, tenant, (tx) => document(app, tx, tenant.organizationId, id)).then((doc) =>
    pdfOf(doc, lang),
  );

/**
 * The share a token opens: read in a transaction that may see that one share row and nothing else
 * (policy public_share_lookup, migration 0020). A revoked or unknown token is a plain 404; an
 * expired one is 410 INVOICE_SHARE_EXPIRED, so the page can tell the patient to ask for a new link.
 */
async function shareOf(app: AppContext, token: string) {
  const share = await app.database.db.transaction(async (tx) => {
    await enterScope(tx, { organizationId: null, userId: null });
    await tx.execute(sql`SELECT set_config('app.share_token', ${token}, true)`);
    return invoicesRepo.shareByToken(tx, token);
  });
  if (!share) throw new AppError('NOT_FOUND', 404);
  if (share.expiresAt.getTime() <= Date.now()) throw new AppError('INVOICE_SHARE_EXPIRED', 410);
  return share;
}

/** The shared invoice, its opening logged: the proof that it reached the patient. */
async function sharedDocument(app: AppContext, token: string, kind: 'page' | 'pdf') {
  const { id: shareId, organizationId, invoiceId } = await shareOf(app, token);
  return withTenant(app.database.db, { organizationId, userId: null }, async (tx) => {
    await invoicesRepo.recordOpening(tx, { organizationId, invoiceId, shareId, kind });
    return document(app, tx, organizationId, invoiceId);
  });
}

/**
 * A codice fiscale as the public page shows it: the letters of the name, the check character, and
 * stars for the date and place of birth and the sex (health data travel with the invoice; the
 * PDF, the document itself, keeps it whole).
 */
export const maskTaxCode = (taxCode: string | null) =>
  taxCode && taxCode.length > 7
    ? `${taxCode.slice(0, 6)}${'*'.repeat(taxCode.length - 7)}${taxCode.slice(-1)}`
    : taxCode;

/** What the public link shows: the invoice without internal references, and who issued it. */
export async function publicInvoice(app: AppContext, token: string): Promise<PublicInvoice> {
  const { invoice, issuer } = await sharedDocument(app, token, 'page');
  const { patientId: _p, nextStatuses: _n, creditedInvoiceId: _c, lines, ...shown }: Invoice = invoice;
  return {
    organization: issuer,
    invoice: {
      ...shown,
      clientTaxCode: maskTaxCode(shown.clientTaxCode),
      patientTaxCode: maskTaxCode(shown.patientTaxCode),
      lines: lines.map(({ id: _id, appointmentId: _a, ...line }) => line),
    },
  };
}

export const publicInvoicePdf = async (app: AppContext, token: string, lang?: Locale) =>
  pdfOf(await sharedDocument(app, token, 'pdf'), lang);
