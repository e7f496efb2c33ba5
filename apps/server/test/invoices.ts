import type { Invoice, InvoiceInput, OrganizationProfileInput, Patient } from '@studiolo/contracts';
import type { TestApp } from './app';
import { callAs, type SignedInMember } from './clinic';
import { taxCodeOf } from './factories';

/** What art. 21 DPR 633/72 asks an invoice to say of its issuer (Settings → Organization). */
export const ISSUER: OrganizationProfileInput = {
  name: 'Studio Medico Test',
  legalName: 'Studio Medico Test S.r.l.',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  vatNumber: '12345678903',
  taxCode: '12345678903',
};

/** Gives the organization the issuer's data every issued invoice states. */
export const setIssuer = (t: TestApp, who: SignedInMember) =>
  callAs(t, who, 'PUT', '/api/v1/organization', ISSUER);

/**
 * A private client as an issued invoice must name them: codice fiscale and address (an invoice
 * addressed to the calendar clinic's patient, Gialli Mario, unless overridden).
 */
export const CLIENT = {
  clientName: 'Gialli Mario',
  clientTaxCode: taxCodeOf('GLLMRA80A01F205'),
  clientAddress: 'Via Dante 1',
  clientCity: 'Milano',
} satisfies Partial<InvoiceInput>;

/** The identifier of a physical stamp duty contrassegno (14 digits) the tests put on invoices. */
export const STAMP_DUTY_ID = '01234567890123';

let stamps = 0;
/** Another contrassegno's identifier: one pays a single document of an organization. */
export const newStampDutyId = () => String(20_000_000_000_000 + ++stamps);

/**
 * Issues a draft invoice (draft → sent): with a new contrassegno's identifier, which the server
 * keeps only for an invoice bearing stamp duty without a virtual authorization.
 */
export const issueInvoice = (t: TestApp, who: SignedInMember, invoiceId: string, status = 200) =>
  callAs<Invoice>(
    t,
    who,
    'PUT',
    `/api/v1/invoices/${invoiceId}/status`,
    { status: 'sent', stampDutyId: newStampDutyId() },
    status,
  );

/**
 * A draft's content for the calendar clinic's patient, an individual: their codice fiscale (or
 * CLIENT's when they have none, as a private client's invoice is issued with one) and address.
 */
export const invoiceContent = (
  clinic: { patient: Patient },
  issuedOn: string,
  lines: InvoiceInput['lines'],
): InvoiceInput => ({
  issuedOn,
  patientId: clinic.patient.id,
  clientName: `${clinic.patient.lastName} ${clinic.patient.firstName}`,
  clientTaxCode: clinic.patient.taxCode ?? CLIENT.clientTaxCode,
  clientAddress: clinic.patient.address,
  clientCity: clinic.patient.city,
  lines,
});

/** A business client (a partita IVA, no codice fiscale): what pays for a patient without one. */
export const COMPANY_CLIENT = {
  clientType: 'company',
  clientName: 'Acme S.r.l.',
  clientVatNumber: '01234567897',
  clientAddress: 'Via Torino 2',
  clientCity: 'Milano',
} satisfies Partial<InvoiceInput>;

/**
 * The client of an invoice for a patient with this codice fiscale: the patient themself; without
 * one, a business that pays for them (a private client is never invoiced without their code), so
 * the 730 data lack the patient's code.
 */
export const clientFor = (taxCode: string | null | undefined) =>
  taxCode ? { ...CLIENT, clientTaxCode: taxCode } : COMPANY_CLIENT;
