import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInRome, type Invoice, type Tax730Submission } from '@studiolo/contracts';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app';
import { callAs, clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { send } from '../../../test/http';
import {
  TAX730_OWNER,
  insertSubmission,
  paidInvoice as paidTestInvoice,
  runSubmissions,
} from '../../../test/tax730';
import { jobs } from '../../db/schema';
import type { Tenant } from '../../domain/tenant';
import { tax730Deadline } from './deadline';
import { pendingSubmissions, tax730SubmitJob } from './service';
import { clientFor, issueInvoice, newStampDutyId } from '../../../test/invoices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const paidInvoice = (options: Parameters<typeof paidTestInvoice>[1] = {}) => paidTestInvoice(t, options);
const submissions = (who: SignedInMember, path: string) => runSubmissions(t, who, path);

describe('sending invoices to the Sistema TS', () => {
  it('inserts a paid invoice, updates it when sent again, and deletes it; a transmitted one stays out of draft', async () => {
    const { owner, path } = await paidInvoice();
    expect(await callAs(t, owner, 'GET', `${path}/tax730`)).toEqual([]);

    const queued = await callAs<Tax730Submission>(t, owner, 'POST', `${path}/tax730`, undefined, 202);
    expect(queued).toMatchObject({ operation: 'insert', environment: 'test', status: 'queued' });
    await callAs(t, owner, 'POST', `${path}/tax730`, undefined, 409); // one at a time
    const [inserted] = await submissions(owner, path);
    expect(inserted).toMatchObject({ status: 'accepted', protocollo: expect.any(String) });

    await callAs(t, owner, 'PUT', `${path}/status`, { status: 'draft' }, 409);
    expect((await callAs<Invoice>(t, owner, 'GET', path)).nextStatuses).toEqual([]);
    await callAs(t, owner, 'POST', `${path}/tax730`, undefined, 202);
    expect((await submissions(owner, path)).map((s) => [s.operation, s.status])).toEqual([
      ['insert', 'accepted'],
      ['update', 'accepted'],
    ]);

    await callAs(t, owner, 'DELETE', `${path}/tax730`, undefined, 202);
    expect((await submissions(owner, path)).at(-1)).toMatchObject({
      operation: 'delete',
      status: 'accepted',
    });
    await callAs(t, owner, 'DELETE', `${path}/tax730`, undefined, 409);
    // Deleted there, it stays issued and paid here: it never goes back to draft.
    expect((await callAs<Invoice>(t, owner, 'GET', path)).nextStatuses).toEqual([]);
    await callAs(t, owner, 'PUT', `${path}/status`, { status: 'draft' }, 409);
  });

  it('takes a duplicate answer to a repeated insert as held, and keeps the invoice out of draft while sending', async () => {
    const { owner, path, invoice } = await paidInvoice({ issuedOn: '2026-10-05' });
    await callAs(t, owner, 'POST', `${path}/tax730`, undefined, 202);
    await callAs(t, owner, 'PUT', `${path}/status`, { status: 'draft' }, 409); // queued meanwhile
    await submissions(owner, path);
    // As if an earlier try had reached the service but its answer was lost: the same insert again.
    const again = await insertSubmission(t, owner, { invoiceId: invoice.id });
    await t.ctx.jobs.enqueue(tax730SubmitJob, {
      organizationId: owner.organizationId,
      submissionId: again.id,
    });
    const last = (await submissions(owner, path)).at(-1)!;
    expect(last).toMatchObject({ id: again.id, status: 'accepted' });
    expect(last.messages.map((message) => message.code)).toContain('S017');
  });

  it("records the service's refusal with its message", async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const { owner, path } = await paidInvoice({ paidOn: tomorrow });
    await callAs(t, owner, 'POST', `${path}/tax730`, undefined, 202);
    const [rejected] = await submissions(owner, path);
    expect(rejected!.status).toBe('rejected');
    expect(rejected!.messages).toEqual([
      expect.objectContaining({ severity: 'error', description: expect.stringMatching(/dataPagamento/) }),
    ]);
    expect(todayInRome() < tomorrow).toBe(true);
  });

  it('refuses what cannot be sent: no settings, not paid, no codice fiscale of the patient', async () => {
    const unconfigured = await paidInvoice({ configured: false });
    const res = await send(t, 'POST', `${unconfigured.path}/tax730`, undefined, {
      cookie: `${unconfigured.owner.cookie}; user-locale=it`,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'TAX730_NOT_CONFIGURED' });

    const noCode = await paidInvoice({ taxCode: null });
    const invalid = await send(t, 'POST', `${noCode.path}/tax730`, undefined, {
      cookie: `${noCode.owner.cookie}; user-locale=it`,
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe('citizenTaxCode');

    const draft = await callAs<Invoice>(
      t,
      noCode.owner,
      'POST',
      '/api/v1/invoices',
      {
        issuedOn: '2026-11-02',
        clientName: 'Tizio',
        lines: [{ description: 'Visita', quantity: 1, unitPriceCents: 1000 }],
      },
      201,
    );
    await callAs(t, noCode.owner, 'POST', `/api/v1/invoices/${draft.id}/tax730`, undefined, 409);
  });

  it('sends a paid invoice without a click when automatic sending is on; a credit note for data sent in error deletes it (C)', async () => {
    const { owner, path } = await paidInvoice({ automatic: true });
    expect(await submissions(owner, path)).toEqual([
      expect.objectContaining({ operation: 'insert', status: 'accepted' }),
    ]);
    await callAs(t, owner, 'POST', `${path}/credit-note`, { issuedOn: '2026-11-10', refund: false }, 201);
    expect((await submissions(owner, path)).map((s) => s.operation)).toEqual(['insert', 'delete']);
  });

  it('sends money given back with a credit note as a refund (R) of the invoice, whole or partial', async () => {
    const { owner, path, invoice } = await paidInvoice({ automatic: true });
    await submissions(owner, path);
    const partial = await callAs<Invoice>(
      t,
      owner,
      'POST',
      `${path}/credit-note`,
      { issuedOn: '2026-11-10', amountCents: 3000 },
      201,
    );
    expect(partial).toMatchObject({ refund: true, status: 'draft', totalCents: 3000 });
    // Issued, the note is the money given back that day.
    expect(await issueInvoice(t, owner, partial.id)).toMatchObject({ status: 'paid', paidOn: '2026-11-10' });
    expect((await callAs<Invoice>(t, owner, 'GET', path)).status).toBe('paid'); // it stands
    const notePath = `/api/v1/invoices/${partial.id}`;
    expect(await submissions(owner, notePath)).toEqual([
      expect.objectContaining({ operation: 'refund', status: 'accepted', protocollo: expect.any(String) }),
    ]);
    // The invoice's own data stay: a refund is not a cancellation.
    expect((await submissions(owner, path)).map((s) => s.operation)).toEqual(['insert']);
    // No more back than was paid (122.00 with the stamp duty, 30.00 of it already).
    await callAs(t, owner, 'POST', `${path}/credit-note`, { issuedOn: '2026-11-11', amountCents: 9201 }, 400);
    const rest = await callAs<Invoice>(
      t,
      owner,
      'POST',
      `${path}/credit-note`,
      { issuedOn: '2026-11-11', amountCents: 9200 },
      201,
    );
    expect(rest.creditedInvoiceId).toBe(invoice.id);
    await issueInvoice(t, owner, rest.id);
    expect((await submissions(owner, `/api/v1/invoices/${rest.id}`)).map((s) => s.operation)).toEqual([
      'refund',
    ]);
  });

  it('counts the paid invoices not yet sent by year, with the deadline on a working day', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { owner, path } = await paidInvoice({ paidOn: yesterday });
    const year = Number(yesterday.slice(0, 4));
    const deadline = tax730Deadline(year);
    const days = (Date.parse(deadline) - Date.parse(todayInRome())) / 86_400_000;
    expect(await callAs(t, owner, 'GET', '/api/v1/invoices/tax730-pending')).toEqual([
      { year, count: 1, withoutTaxCode: 0, deadline, dueSoon: days <= 90, late: false },
    ]);
    // Late from the day after the deadline (the rule: deadline.test.ts).
    const tenant: Tenant = { organizationId: owner.organizationId, userId: owner.userId, role: 'owner' };
    const on = async (today: string) =>
      (await pendingSubmissions(t.ctx, tenant, today)).find((p) => p.year === year);
    expect(await on(deadline)).toMatchObject({ dueSoon: true, late: false });
    expect(await on(`${year + 1}-12-31`)).toMatchObject({ late: true });
    await callAs(t, owner, 'POST', `${path}/tax730`, undefined, 202);
    await submissions(owner, path);
    expect(await callAs(t, owner, 'GET', '/api/v1/invoices/tax730-pending')).toEqual([]);
  });

  it("sends a year's invoices in one file, then reads each one's outcome by the file's protocollo", async () => {
    const today = todayInRome();
    // The local Sistema TS keeps what the other tests sent: another issue date, other documents.
    const { owner, patient, path } = await paidInvoice({ issuedOn: today, paidOn: today });
    const another = async (paidOn: string, clientTaxCode: string | null) => {
      const invoice = await callAs<Invoice>(
        t,
        owner,
        'POST',
        '/api/v1/invoices',
        {
          issuedOn: today,
          patientId: patient.id,
          ...clientFor(clientTaxCode),
          lines: [{ description: 'Controllo', quantity: 1, unitPriceCents: 6000 }],
        },
        201,
      );
      await callAs(t, owner, 'PUT', `/api/v1/invoices/${invoice.id}/status`, {
        status: 'sent',
        stampDutyId: newStampDutyId(),
      });
      await callAs(t, owner, 'POST', `/api/v1/invoices/${invoice.id}/payment`, {
        paymentMethod: 'cash',
        paidOn,
      });
      return `/api/v1/invoices/${invoice.id}`;
    };
    // Paid after today: the file arrives, this document is refused.
    const refused = await another(
      new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      patient.taxCode,
    );
    const incomplete = await another(today, null);
    const year = Number(today.slice(0, 4));

    const result = await callAs<{ queued: number; skipped: { number: string }[] }>(
      t,
      owner,
      'POST',
      '/api/v1/invoices/tax730-batch',
      { year },
      202,
    );
    expect(result.queued).toBe(2);
    expect(result.skipped).toHaveLength(1);
    await t.ctx.jobs.runDue(); // the upload
    const [uploaded] = await callAs<Tax730Submission[]>(t, owner, 'GET', `${path}/tax730`);
    expect(uploaded).toMatchObject({ status: 'queued', protocollo: expect.any(String) });
    // The outcome is asked a little later.
    await t.ctx.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.queue, 'tax730.outcome'));
    await t.ctx.jobs.runDue();
    const [first] = await callAs<Tax730Submission[]>(t, owner, 'GET', `${path}/tax730`);
    expect(first).toMatchObject({ status: 'accepted', protocollo: uploaded!.protocollo });
    const [other] = await callAs<Tax730Submission[]>(t, owner, 'GET', `${refused}/tax730`);
    expect(other).toMatchObject({ status: 'rejected', protocollo: uploaded!.protocollo });
    expect(other!.messages[0]!.description).toMatch(/dataPagamento/);
    expect(await callAs(t, owner, 'GET', `${incomplete}/tax730`)).toEqual([]);
    // The refused and the incomplete one are still to send; the incomplete one cannot go as it is.
    expect(await callAs(t, owner, 'GET', '/api/v1/invoices/tax730-pending')).toEqual([
      expect.objectContaining({ year, count: 2, withoutTaxCode: 1 }),
    ]);
    await callAs(t, owner, 'POST', '/api/v1/invoices/tax730-batch', { year: 1999 }, 400);
  });

  it('sends in production as a professional with cfProprietario only, and as a kit structure with its codes', async () => {
    // A doctor: no region, ASL or SSA codes, production (#14 point 3).
    const doctor = await paidInvoice({ configured: false, issuedOn: '2026-10-05', paidOn: '2026-10-06' });
    await callAs(t, doctor.owner, 'PUT', '/api/v1/tax730-settings', {
      username: TAX730_OWNER,
      password: 'Segreta-2026',
      pincode: '1234567890',
      ownerTaxCode: TAX730_OWNER,
      vatNumber: '12345678903',
      senderKind: 'professional',
      environment: 'production',
    });
    await callAs(t, doctor.owner, 'POST', `${doctor.path}/tax730`, undefined, 202);
    expect(await submissions(doctor.owner, doctor.path)).toEqual([
      expect.objectContaining({ environment: 'production', status: 'accepted' }),
    ]);

    // The kit's accredited structure (its P.IVA fails the check: the test environment only).
    const structure = await paidInvoice({ configured: false, issuedOn: '2026-10-05', paidOn: '2026-10-06' });
    const settings = {
      username: 'UXN6VMDD',
      password: 'P2SPDVF4',
      pincode: '1426073406',
      ownerTaxCode: 'CCSRMO77A09H501E',
      vatNumber: '03213213210',
      senderKind: 'structure',
      regionCode: '020',
      aslCode: '101',
      ssaCode: '777777',
      environment: 'test',
    };
    await callAs(t, structure.owner, 'PUT', '/api/v1/tax730-settings', settings);
    await callAs(t, structure.owner, 'POST', `${structure.path}/tax730`, undefined, 202);
    // Another structure's codes: sending on its behalf without a delegation.
    expect(await submissions(structure.owner, structure.path)).toEqual([
      expect.objectContaining({ status: 'rejected', messages: [expect.objectContaining({ code: '105' })] }),
    ]);
    await callAs(t, structure.owner, 'PUT', '/api/v1/tax730-settings', { ...settings, ssaCode: '888888' });
    await callAs(t, structure.owner, 'POST', `${structure.path}/tax730`, undefined, 202);
    expect((await submissions(structure.owner, structure.path)).map((s) => s.status)).toEqual([
      'rejected',
      'accepted',
    ]);
  });

  it("answers 404 for another organization's invoice and 403 to a role that may not send", async () => {
    const { owner, path } = await paidInvoice();
    const stranger = await clinicOwner(t, 'Altro Studio');
    await callAs(t, stranger, 'GET', `${path}/tax730`, undefined, 404);
    await callAs(t, stranger, 'POST', `${path}/tax730`, undefined, 404);
    const doctor = await colleague(t, owner.organizationId, 'doctor');
    await callAs(t, doctor, 'POST', `${path}/tax730`, undefined, 403);
    expect(await callAs(t, doctor, 'GET', `${path}/tax730`)).toEqual([]);
  });
});
