import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInRome, type Invoice, type PatientHistory } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bookVisit, calendarClinic } from '../../../test/calendar';
import { simulatedCall } from '../../../test/calls';
import { callAs, clinicOwner, colleague } from '../../../test/clinic';
import { invoiceContent } from '../../../test/invoices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
/** A whole hour `days` days from now. */
const daysFromNow = (days: number) => new Date(Math.ceil((Date.now() + days * DAY) / 3_600_000) * 3_600_000);

describe('a patient’s history', () => {
  it('lists visits to come and past ones, invoices and calls from their phone, each with its state', async () => {
    const clinic = await calendarClinic(t, { mobile: '+39 333 123 4567' });
    const book = (startsAt: Date) => bookVisit(t, clinic, startsAt);
    const soon = await book(daysFromNow(2));
    const later = await book(daysFromNow(9));
    const before = await book(daysFromNow(-7));
    const invoice = await callAs<Invoice>(
      t,
      clinic.owner,
      'POST',
      '/api/v1/invoices',
      invoiceContent(clinic, todayInRome(), [{ description: 'Visita', quantity: 1, unitPriceCents: 9500 }]),
      201,
    );
    await simulatedCall(t, clinic.owner, { caller: '+393331234567' });
    // Someone else's call is not theirs.
    await simulatedCall(t, clinic.owner, { caller: '+393479998877' });

    const history = await callAs<PatientHistory>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/patients/${clinic.patient.id}/history`,
    );
    expect(history.upcoming.items.map((visit) => visit.id)).toEqual([soon.id, later.id]);
    expect(history.upcoming.items[0]).toMatchObject({
      status: 'scheduled',
      doctorName: 'Verdi Anna',
      serviceName: 'Visita',
      priceCents: 9500,
    });
    expect(history.past).toMatchObject({ total: 1, items: [{ id: before.id }] });
    expect(history.invoices).toMatchObject({
      total: 1,
      items: [{ id: invoice.id, status: 'draft', number: null, totalCents: invoice.totalCents }],
    });
    expect(history.calls.total).toBe(1);
    expect(history.calls.items[0]).toMatchObject({ caller: '+393331234567', direction: 'inbound' });

    // The latest of each section, with the total.
    const one = await callAs<PatientHistory>(
      t,
      clinic.owner,
      'GET',
      `/api/v1/patients/${clinic.patient.id}/history?limit=1`,
    );
    expect(one.upcoming).toMatchObject({ total: 2, items: [{ id: soon.id }] });

    // Any member reads it, as patients.
    const secretary = await colleague(t, clinic.owner.organizationId, 'secretary');
    await callAs(t, secretary, 'GET', `/api/v1/patients/${clinic.patient.id}/history`);
  });

  it("refuses bad input and answers 404 for another organization's patient", async () => {
    const clinic = await calendarClinic(t);
    const path = `/api/v1/patients/${clinic.patient.id}/history`;
    await callAs(t, clinic.owner, 'GET', `${path}?limit=0`, undefined, 400);
    await callAs(t, clinic.owner, 'GET', `${path}?limit=51`, undefined, 400);
    await callAs(t, clinic.owner, 'GET', '/api/v1/patients/not-an-id/history', undefined, 400);
    const stranger = await clinicOwner(t, 'Altro Studio');
    await callAs(t, stranger, 'GET', path, undefined, 404);
  });
});
