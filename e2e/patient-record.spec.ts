import { expect, test } from '@playwright/test';
import { createSlot, openClinic, post } from './support/clinic';

test('the patient record shows a visit, its invoice and a call, and creates an invoice for the patient, at 768 px', async ({
  page,
}) => {
  // Several API set-ups and a call handled by a job: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  const clinic = await openClinic(page, 'Studio Storia');
  const patients = (await (await page.request.get('/api/v1/patients?q=Rossi')).json()) as {
    items: { id: string }[];
  };
  const patientId = patients.items[0]!.id;

  // A visit three days ago, completed, and its invoice.
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const slot = await createSlot(page, clinic.doctorId, `${day}T07:00:00Z`, `${day}T09:00:00Z`);
  const visit = await post(page.request, '/api/v1/appointments', {
    slotId: slot.id,
    doctorId: clinic.doctorId,
    patientId,
    serviceId: clinic.serviceId,
    startsAt: `${day}T07:00:00Z`,
    endsAt: `${day}T07:30:00Z`,
  });
  const done = await page.request.put(`/api/v1/appointments/${visit.id}/status`, {
    data: { status: 'completed' },
  });
  expect(done.status()).toBe(200);
  await post(page.request, '/api/v1/invoices', {
    issuedOn: new Date().toISOString().slice(0, 10),
    patientId,
    clientName: 'Rossi Mario',
    clientAddress: 'Via Roma 1',
    clientCity: 'Milano',
    lines: [
      { description: 'Visita cardiologica', quantity: 1, unitPriceCents: 9000, appointmentId: visit.id },
    ],
  });
  // A voicemail from the patient's mobile (simulated).
  const simulated = await page.request.post('/api/v1/calls/simulate', {
    data: { caller: '+393331234567', outcome: 'voicemail', durationSeconds: 10, transcript: 'Richiamatemi.' },
  });
  expect(simulated.status()).toBe(201);

  await page.goto(`/patients/${patientId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rossi Mario' })).toBeVisible();
  const past = page.getByRole('region', { name: 'Visite passate' });
  await expect(past).toContainText('Dott.ssa Verdi Anna');
  await expect(past).toContainText('Visita cardiologica');
  await expect(past).toContainText('Completato');
  await expect(page.getByRole('region', { name: 'Appuntamenti in programma' })).toContainText(
    'Nessun appuntamento in programma.',
  );
  const invoices = page.getByRole('region', { name: 'Fatture' });
  await expect(invoices).toContainText('Fattura in bozza');
  // The visit's €90 and the €2 stamp duty.
  await expect(invoices).toContainText('Bozza · 92,00 €');
  // The call is handled by a job: it shows once the record is read again.
  const calls = page.getByRole('region', { name: 'Chiamate' });
  await expect(async () => {
    await page.reload();
    await expect(calls).toContainText('+39 333 123 4567', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(calls).toContainText('In entrata');
  // Nothing of the record overflows the narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);

  await page.getByRole('link', { name: 'Crea fattura' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/new\\?patient=${patientId}`));
  await expect(page.getByText('Rossi Mario').first()).toBeVisible();
});
