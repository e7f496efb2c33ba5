import type { Invoice, InvoiceInput, Patient } from '@studiolo/contracts';
import type { TestApp } from './app';
import { callAs, type SignedInMember } from './clinic';

/** The identifier of a physical stamp duty contrassegno (14 digits) the tests put on invoices. */
export const STAMP_DUTY_ID = '01234567890123';

/**
 * Issues a draft invoice (draft → sent): with a contrassegno's identifier, which the server keeps
 * only for an invoice bearing stamp duty without a virtual authorization.
 */
export const issueInvoice = (t: TestApp, who: SignedInMember, invoiceId: string, status = 200) =>
  callAs<Invoice>(
    t,
    who,
    'PUT',
    `/api/v1/invoices/${invoiceId}/status`,
    { status: 'sent', stampDutyId: STAMP_DUTY_ID },
    status,
  );

/** A draft's content for the calendar clinic's patient (an individual with a codice fiscale). */
export const invoiceContent = (
  clinic: { patient: Patient },
  issuedOn: string,
  lines: InvoiceInput['lines'],
): InvoiceInput => ({
  issuedOn,
  patientId: clinic.patient.id,
  clientName: `${clinic.patient.lastName} ${clinic.patient.firstName}`,
  clientTaxCode: clinic.patient.taxCode,
  clientAddress: clinic.patient.address,
  clientCity: clinic.patient.city,
  lines,
});
