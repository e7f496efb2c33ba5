import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceRedraft, Tax730Submission } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { callAs, clinicOwner, colleague } from '../../../test/clinic';
import { send } from '../../../test/http';
import { issueInvoice } from '../../../test/invoices';
import { paidInvoice, runSubmissions } from '../../../test/tax730';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Asks to put the invoice back to draft, in `locale`, and gives the answer's status and problem. */
async function backToDraft(cookie: string, path: string, locale: 'it' | 'en') {
  const res = await send(
    t,
    'PUT',
    `${path}/status`,
    { status: 'draft' },
    { cookie: `${cookie}; user-locale=${locale}` },
  );
  return { status: res.status, problem: (await res.json()) as Record<string, unknown> };
}

describe('an issued invoice', () => {
  it('never goes back to draft and keeps its payments, never sent to the Sistema TS', async () => {
    const { owner, path } = await paidInvoice(t, { configured: false });
    const before = await callAs<Invoice>(t, owner, 'GET', path);
    expect(before.nextStatuses).not.toContain('draft');

    const it = await backToDraft(owner.cookie, path, 'it');
    expect(it.status).toBe(409);
    expect(it.problem).toMatchObject({
      code: 'INVOICE_ISSUED',
      detail: expect.stringContaining('Una fattura emessa non torna in bozza'),
    });
    const en = await backToDraft(owner.cookie, path, 'en');
    expect(en.problem).toMatchObject({
      code: 'INVOICE_ISSUED',
      detail: expect.stringContaining('An issued invoice does not go back to draft'),
    });
    const after = await callAs<Invoice>(t, owner, 'GET', path);
    expect(after).toMatchObject({ status: 'paid', number: before.number, paidCents: before.paidCents });
    expect(after.payments).toEqual(before.payments);
  });

  it('stays issued and paid when its data are deleted from the Sistema TS', async () => {
    const { owner, path } = await paidInvoice(t);
    await callAs(t, owner, 'POST', `${path}/tax730`, undefined, 202);
    await runSubmissions(t, owner, path);
    await callAs(t, owner, 'DELETE', `${path}/tax730`, undefined, 202);
    expect((await runSubmissions(t, owner, path)).at(-1)).toMatchObject({
      operation: 'delete',
      status: 'accepted',
    });
    const paid = await callAs<Invoice>(t, owner, 'GET', path);
    expect(paid.nextStatuses).toEqual([]);
    expect((await backToDraft(owner.cookie, path, 'it')).status).toBe(409);
    expect(await callAs<Invoice>(t, owner, 'GET', path)).toMatchObject({
      status: 'paid',
      paidCents: paid.paidCents,
      payments: paid.payments,
    });
    // Nor is it rewritten under its number.
    const cheaper = [{ description: 'Visita', quantity: 1, unitPriceCents: 1000 }];
    await callAs(t, owner, 'PUT', path, { issuedOn: paid.issuedOn, clientName: 'X', lines: cheaper }, 409);
  });

  it('is voided by a credit note and copied into a new draft, which takes a new number', async () => {
    const { owner, path, invoice } = await paidInvoice(t);
    await callAs(t, owner, 'POST', `${path}/tax730`, undefined, 202);
    await runSubmissions(t, owner, path);
    const issued = await callAs<Invoice>(t, owner, 'GET', path);

    const { creditNote, draft } = await callAs<InvoiceRedraft>(
      t,
      owner,
      'POST',
      `${path}/redraft`,
      { stampDutyId: '01234567890124' },
      201,
    );
    // The note voids the whole invoice, giving nothing back: the money pays the new draft.
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      creditedInvoiceId: invoice.id,
      refund: false,
      status: 'sent',
      number: '2/2026',
      totalCents: issued.totalCents,
    });
    // The voided invoice keeps its number and its payments; what the Sistema TS held is deleted.
    expect(await callAs<Invoice>(t, owner, 'GET', path)).toMatchObject({
      status: 'cancelled',
      number: issued.number,
      paidCents: issued.paidCents,
      payments: issued.payments,
    });
    const sendings = await runSubmissions(t, owner, path);
    expect(sendings.map((s: Tax730Submission) => [s.operation, s.status]).at(-1)).toEqual([
      'delete',
      'accepted',
    ]);

    expect(draft).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      number: null,
      patientId: issued.patientId,
      clientName: issued.clientName,
      clientTaxCode: issued.clientTaxCode,
      totalCents: issued.totalCents,
      paidCents: 0,
    });
    expect(draft.lines.map((line) => [line.description, line.amountCents])).toEqual(
      issued.lines.map((line) => [line.description, line.amountCents]),
    );
    expect((await issueInvoice(t, owner, draft.id)).number).toBe('3/2026');
  });

  it('is redrafted only when issued, in its own organization, by who may write invoices', async () => {
    const { owner, path } = await paidInvoice(t, { configured: false });
    const redraft = (who: typeof owner, status: number, body: unknown = { stampDutyId: '01234567890125' }) =>
      callAs(t, who, 'POST', `${path}/redraft`, body, status);
    await redraft(owner, 400, { stampDutyId: '123' });
    await redraft(owner, 400, {});
    await redraft(await clinicOwner(t, 'Altro Studio'), 404);
    await redraft(await colleague(t, owner.organizationId, 'doctor'), 403);
    const { draft } = await callAs<InvoiceRedraft>(
      t,
      owner,
      'POST',
      `${path}/redraft`,
      {
        stampDutyId: '01234567890125',
      },
      201,
    );
    // Voided already: a second correction is refused; a draft has nothing to void.
    const again = await send(t, 'POST', `${path}/redraft`, {}, { cookie: `${owner.cookie}; user-locale=en` });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'INVOICE_STATUS_TRANSITION' });
    await callAs(t, owner, 'POST', `/api/v1/invoices/${draft.id}/redraft`, {}, 409);
  });
});
