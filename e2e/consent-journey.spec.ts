import { expect, test } from '@playwright/test';
import { marioId, openClinic, visitThisMorning } from './support/clinic';
import {
  createTablet,
  drawStroke,
  patientDocuments,
  readToTheEnd,
  tabletPage,
} from './support/tablet-signing';

/**
 * Issue #17's journey, with both screens as people use them: the desk's laptop (the patient record,
 * the day's visit) and the clinic's tablet in a browser context of its own. Nothing is sent or signed
 * through the API: the desk clicks, the patient scrolls, draws and confirms or declines.
 */
test('the desk sends a privacy consent from the record, the tablet shows it within 2 s, the patient signs with a stroke, the desk sees Firmato and checks in; a resend voids the first, a decline shows its reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const clinic = await openClinic(page, 'Studio Percorso Firma');
  // Check-in asks for the privacy consent only, so that signing it is what opens the way.
  const settings = await page.request.put('/api/v1/settings', {
    data: { signing: { requiredForCheckIn: ['privacy_consent'] } },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  await createTablet(page, 'Tablet accoglienza');
  const tablet = await createTablet(page, 'Tablet sala visite');
  const patientId = await marioId(page);
  const slot = await visitThisMorning(page, clinic, patientId);
  const device = await tabletPage(browser, tablet);
  const listed = device.getByRole('button', { name: /Mario R\./ });

  // The visit cannot be checked in yet: the privacy consent is missing.
  await page.goto(`/slots/${slot.id}`);
  const visit = page.getByRole('listitem', { name: 'Rossi Mario' });
  const gate = visit.getByRole('status').filter({ hasText: 'Per il check-in mancano documenti firmati' });
  await expect(gate).toContainText('Informativa privacy');

  // The desk sends it from the record to the tablet of the visit room.
  await page.goto(`/patients/${patientId}`);
  const panel = page.getByRole('region', { name: 'Documenti da firmare' });
  const privacy = panel.getByRole('listitem', { name: 'Informativa privacy' });
  await expect(privacy).toContainText('Non inviato');
  await panel.getByLabel('Invia a').selectOption({ label: 'Tablet sala visite' });
  await privacy.getByRole('button', { name: 'Invia al tablet' }).click();
  const sentAt = Date.now();
  await expect(listed).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - sentAt).toBeLessThan(2_000);
  await expect(privacy).toContainText('Inviato per la firma');

  // The patient reads to the end, draws a signature and confirms.
  await listed.click();
  await expect(device.getByRole('heading', { level: 1, name: /Informativa sul trattamento/ })).toBeVisible();
  const confirm = device.getByRole('button', { name: 'Confermi la firma' });
  await readToTheEnd(device);
  await expect(confirm).toBeDisabled();
  await drawStroke(device, device.getByRole('img', { name: /^Firma di Mario Rossi/ }));
  await confirm.click();
  await expect(device.getByText('Grazie, il documento è stato firmato.')).toBeVisible();
  await expect(listed).toBeHidden();

  // The record shows it signed without reloading; the visit can now be checked in.
  await expect(privacy.getByText('Firmato', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.goto(`/slots/${slot.id}`);
  await expect(visit.getByRole('switch', { name: 'Check-in da fare' })).toBeVisible();
  await expect(gate).toHaveCount(0);
  await visit.getByRole('switch', { name: 'Check-in da fare' }).click();
  await expect(visit.getByRole('switch', { name: 'Check-in effettuato' })).toBeChecked();

  // A general consent sent, then resent: the first is voided and only the new one waits on the tablet.
  await page.goto(`/patients/${patientId}`);
  const general = panel.getByRole('listitem', { name: 'Consenso generale' });
  await panel.getByLabel('Invia a').selectOption({ label: 'Tablet sala visite' });
  await general.getByRole('button', { name: 'Invia al tablet' }).click();
  await expect(general).toContainText('Inviato per la firma');
  await expect(listed).toHaveCount(1, { timeout: 2_000 });
  await general.getByRole('button', { name: 'Invia di nuovo' }).click();
  const resend = page.getByRole('dialog', { name: /^Inviare di nuovo/ });
  await resend.getByRole('button', { name: 'Invia di nuovo' }).click();
  await expect(resend).toBeHidden();
  await panel.getByText('Tutti i documenti (3)').click();
  await expect(panel.getByText('Annullato')).toHaveCount(1);
  const replacement = (await patientDocuments(page, patientId)).documents.find(
    (document) => document.type === 'general_consent' && document.status === 'sent',
  );
  const newOnTablet = device.getByTestId(`tablet-document-${replacement!.id}`);
  await expect(newOnTablet).toBeVisible({ timeout: 2_000 });
  await expect(listed).toHaveCount(1);

  // The patient opens the new one and declines it with a reason, which the desk reads.
  await newOnTablet.getByRole('button', { name: /Mario R\./ }).click();
  await device.getByRole('button', { name: 'Non desidero firmare' }).click();
  await device.getByLabel('Ci indichi il motivo del rifiuto').fill('Vorrei prima parlarne con il medico');
  await device.getByRole('button', { name: 'Confermi il rifiuto' }).click();
  await expect(device.getByText('Il documento è stato rifiutato.')).toBeVisible();
  await expect(general.getByText('Rifiutato', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(general).toContainText('Motivo del rifiuto: Vorrei prima parlarne con il medico');
  await device.context().close();
});
