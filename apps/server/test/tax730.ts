import type { Invoice, Tax730Submission } from '@studiolo/contracts';
import { withTenant } from '../src/db/tenancy';
import type { tax730Submissions } from '../src/db/schema';
import { submissionsRepo } from '../src/modules/tax730-submissions/repo';
import type { TestApp } from './app';
import { calendarClinic } from './calendar';
import { callAs, type SignedInMember } from './clinic';
import { taxCodeOf } from './factories';
import { clientFor, newStampDutyId } from './invoices';

/** The owner whose expenses the test clinics send: the local Sistema TS lets any such user in. */
export const TAX730_OWNER = taxCodeOf('VRDNNA70A41F205');

/** 730 settings for the local Sistema TS, test environment. */
export const configure730 = (t: TestApp, who: SignedInMember, automaticSubmission = false) =>
  callAs(t, who, 'PUT', '/api/v1/tax730-settings', {
    username: TAX730_OWNER,
    password: 'Segreta-2026',
    pincode: '1234567890',
    ownerTaxCode: TAX730_OWNER,
    vatNumber: '12345678903',
    regionCode: '',
    aslCode: '',
    ssaCode: '',
    environment: 'test',
    automaticSubmission,
  });

/** A clinic with a patient who has a codice fiscale, and an invoice of theirs sent and paid. */
export async function paidInvoice(
  t: TestApp,
  options: {
    configured?: boolean;
    automatic?: boolean;
    issuedOn?: string;
    paidOn?: string;
    taxCode?: string | null;
  } = {},
) {
  const clinic = await calendarClinic(t, {
    taxCode: options.taxCode === undefined ? taxCodeOf('GLLMRA80A01F205') : options.taxCode,
  });
  if (options.configured ?? true) await configure730(t, clinic.owner, options.automatic);
  const invoice = await callAs<Invoice>(
    t,
    clinic.owner,
    'POST',
    '/api/v1/invoices',
    {
      issuedOn: options.issuedOn ?? '2026-11-02',
      patientId: clinic.patient.id,
      ...clientFor(clinic.patient.taxCode),
      lines: [{ description: 'Visita', quantity: 1, unitPriceCents: 12000 }],
    },
    201,
  );
  const path = `/api/v1/invoices/${invoice.id}`;
  await callAs(t, clinic.owner, 'PUT', `${path}/status`, { status: 'sent', stampDutyId: newStampDutyId() });
  await callAs(t, clinic.owner, 'POST', `${path}/payment`, {
    paymentMethod: 'card',
    paidOn: options.paidOn ?? '2026-11-03',
  });
  return { ...clinic, invoice, path };
}

/** Runs the due jobs (the sending, then what follows it), and gives the invoice's sendings. */
export const runSubmissions = async (t: TestApp, who: SignedInMember, path: string) => {
  await t.ctx.jobs.runDue();
  return callAs<Tax730Submission[]>(t, who, 'GET', `${path}/tax730`);
};

/**
 * A sending of the invoice written straight into the table, as if a job had left it so (an answer
 * lost, a protocollo the service forgot), in the test environment.
 */
export const insertSubmission = (
  t: TestApp,
  who: SignedInMember,
  values: Omit<typeof tax730Submissions.$inferInsert, 'organizationId' | 'environment' | 'operation'> &
    Partial<Pick<typeof tax730Submissions.$inferInsert, 'operation'>>,
) =>
  withTenant(t.ctx.database.db, { organizationId: who.organizationId, userId: null }, (tx) =>
    submissionsRepo.insert(tx, {
      operation: 'insert',
      environment: 'test',
      ...values,
      organizationId: who.organizationId,
    }),
  );
