import { z } from 'zod';
import type { ClientType } from './invoices';

/**
 * What art. 21 DPR 633/72 asks an invoice to state before it is issued (a credit note alike): the
 * issuer's name, address (street, postal code, comune and province), partita IVA and codice fiscale
 * (Settings → Organization), and the client's address (street and comune) with, for a private person,
 * their codice fiscale (or an STP/ENI code for a foreigner assisted without one) and, for a company or
 * a professional, their partita IVA (an organization without one: its codice fiscale). A draft may be
 * saved without them; issuing refuses (422 INVOICE_DATA_MISSING, `missing` listing these names).
 */
export const InvoiceMissingData = z.enum([
  'organization.name',
  'organization.street',
  'organization.postalCode',
  'organization.city',
  'organization.province',
  'organization.vatNumber',
  'organization.taxCode',
  'clientTaxCode',
  'clientVatNumber',
  'clientAddress',
  'clientCity',
]);
export type InvoiceMissingData = z.infer<typeof InvoiceMissingData>;

/** The issuer's data an invoice states (the organization's profile). */
export interface InvoiceIssuerData {
  name: string | null;
  /** The name the invoice states when given (a company's ragione sociale). */
  legalName?: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  province: string | null;
  vatNumber: string | null;
  taxCode: string | null;
}

/** The client's data an invoice states (copied onto it from the patient or typed in). */
export interface InvoiceClientData {
  clientType: ClientType;
  clientTaxCode?: string | null;
  clientVatNumber?: string | null;
  clientAddress?: string | null;
  clientCity?: string | null;
}

const blank = (value: string | null | undefined) => !value?.trim();

/** What the invoice lacks to be issued, issuer first; empty when it may be. */
export function missingInvoiceData(
  issuer: InvoiceIssuerData,
  client: InvoiceClientData,
): InvoiceMissingData[] {
  const missing: InvoiceMissingData[] = [];
  if (blank(issuer.legalName) && blank(issuer.name)) missing.push('organization.name');
  for (const field of ['street', 'postalCode', 'city', 'province', 'vatNumber', 'taxCode'] as const) {
    if (blank(issuer[field])) missing.push(`organization.${field}`);
  }
  if (client.clientType === 'individual') {
    if (blank(client.clientTaxCode)) missing.push('clientTaxCode');
  } else if (blank(client.clientVatNumber)) {
    // An organization that is no business (an association) may have a codice fiscale only.
    if (client.clientType !== 'organization' || blank(client.clientTaxCode)) missing.push('clientVatNumber');
  }
  if (blank(client.clientAddress)) missing.push('clientAddress');
  if (blank(client.clientCity)) missing.push('clientCity');
  return missing;
}

/** The `validation` catalogue key of each item's message, the same for the server and the page. */
export const MISSING_DATA_MESSAGE_KEYS = {
  'organization.name': 'missingOrganizationName',
  'organization.street': 'missingOrganizationStreet',
  'organization.postalCode': 'missingOrganizationPostalCode',
  'organization.city': 'missingOrganizationCity',
  'organization.province': 'missingOrganizationProvince',
  'organization.vatNumber': 'missingOrganizationVatNumber',
  'organization.taxCode': 'missingOrganizationTaxCode',
  clientTaxCode: 'missingClientTaxCode',
  clientVatNumber: 'missingClientVatNumber',
  clientAddress: 'missingClientAddress',
  clientCity: 'missingClientCity',
} as const satisfies Record<InvoiceMissingData, string>;
