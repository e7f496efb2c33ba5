import { expect, test } from '@playwright/test';
import { createSlot, marioId, openClinic, post } from './support/clinic';
import { createTablet, patientDocuments, signOnTablet } from './support/tablet-signing';

test('a visit booked under a temporary name is linked to the saved patient once he has signed, and unlinked after confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const clinic = await openClinic(page, 'Studio Collega');
  const tablet = await createTablet(page, 'Tablet reception');
  const patientId = await marioId(page);
  const day = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  const slot = await createSlot(page, clinic.doctorId, `${day}T08:00:00Z`, `${day}T10:00:00Z`);
  await post(page.request, '/api/v1/appointments', {
    slotId: slot.id,
    doctorId: clinic.doctorId,
    serviceId: clinic.serviceId,
    temporaryName: 'Sig. Rossi (al telefono)',
    startsAt: `${day}T08:00:00Z`,
    endsAt: `${day}T08:30:00Z`,
  });

  await page.goto(`/appointments?day=${day}`);
  const temporary = page.getByRole('listitem', { name: 'Sig. Rossi (al telefono)' });
  await temporary.getByRole('button', { name: 'Collega un paziente' }).click();
  const dialog = page.getByRole('dialog', { name: "Collega un paziente all'appuntamento" });
  await expect(dialog).toContainText('Sig. Rossi (al telefono) è prenotato con un nome provvisorio');
  await dialog.getByRole('combobox', { name: 'Paziente' }).fill('Rossi');
  await page.getByRole('option', { name: /Rossi Mario/ }).click();
  await expect(dialog.getByText('Paziente scelto: Rossi Mario')).toBeVisible();

  // Not before he has signed what check-in requires: the dialog says so and sends it to the tablet.
  await dialog.getByRole('button', { name: 'Collega', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    "Per collegare il paziente all'appuntamento servono documenti firmati che mancano.",
  );
  const gate = dialog.getByRole('status').filter({ hasText: 'Per il check-in mancano documenti firmati' });
  await expect(gate).toContainText('Consenso generale');
  await expect(gate).toContainText('Informativa privacy');
  await gate.getByRole('button', { name: 'Invia al tablet' }).click();
  await expect(gate.getByText('Inviato per la firma')).toHaveCount(2);
  for (const document of (await patientDocuments(page, patientId)).documents) {
    await signOnTablet(request, tablet, document.id);
  }
  await expect(dialog).toContainText('Documenti firmati', { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Collega', exact: true }).click();
  await expect(dialog).toBeHidden();
  const linked = page.getByRole('listitem', { name: 'Rossi Mario' });
  await expect(linked).toContainText('Visita cardiologica');
  await expect(temporary).toBeHidden();

  // Unlinking asks first; kept, then done: the visit is the temporary name's again.
  await linked.getByRole('button', { name: 'Scollega il paziente' }).click();
  const ask = page.getByRole('dialog', { name: 'Scollegare Rossi Mario da questo appuntamento?' });
  await expect(ask).toContainText("L'appuntamento resterà prenotato con un nome provvisorio");
  await ask.getByRole('button', { name: 'Annulla' }).click();
  await expect(ask).toBeHidden();
  await expect(linked).toBeVisible();
  await linked.getByRole('button', { name: 'Scollega il paziente' }).click();
  await ask.getByRole('button', { name: 'Scollega' }).click();
  await expect(ask).toBeHidden();
  await expect(temporary.getByRole('button', { name: 'Collega un paziente' })).toBeVisible();
  await expect(linked).toBeHidden();
});
