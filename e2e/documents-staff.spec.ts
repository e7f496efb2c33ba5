import { expect, test } from '@playwright/test';
import { marioId, openClinic, post, visitThisMorning } from './support/clinic';
import { createTablet, patientDocuments, signOnTablet, tabletPage } from './support/tablet-signing';

test('from the patient record at 768 px a privacy consent is sent to a tablet, resent (voiding the first), signed on the tablet, then revoked', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await openClinic(page, 'Studio Consensi');
  const tablet = await createTablet(page, 'Tablet reception');
  const patientId = await marioId(page);

  await page.goto(`/patients/${patientId}`);
  const panel = page.getByRole('region', { name: 'Documenti da firmare' });
  const privacy = panel.getByRole('listitem', { name: 'Informativa privacy' });
  await expect(privacy).toContainText('Non inviato');
  await expect(privacy).toContainText('Richiesto per il check-in');
  await panel.getByLabel('Invia a').selectOption({ label: 'Tablet reception' });
  await privacy.getByRole('button', { name: 'Invia al tablet' }).click();
  await expect(privacy).toContainText('Inviato per la firma');
  await expect(privacy).toContainText('a Tablet reception');

  // Resending asks first: the document sent before is voided.
  await privacy.getByRole('button', { name: 'Invia di nuovo' }).click();
  const resend = page.getByRole('dialog', { name: /^Inviare di nuovo «Informativa sul trattamento/ });
  await expect(resend).toContainText('Il documento inviato prima viene annullato');
  await resend.getByRole('button', { name: 'Invia di nuovo' }).click();
  await expect(resend).toBeHidden();
  await panel.getByText('Tutti i documenti (2)').click();
  await expect(panel.getByText('Annullato')).toBeVisible();
  await expect(privacy).toContainText('Inviato per la firma');

  // Signed on the tablet: the record shows it within seconds, without reloading.
  const live = (await patientDocuments(page, patientId)).documents.find(
    (document) => document.type === 'privacy_consent' && document.status === 'sent',
  );
  await signOnTablet(request, tablet, live!.id);
  await expect(privacy.getByText('Firmato', { exact: true })).toBeVisible({ timeout: 15_000 });

  // Revoking asks first; the consent no longer counts.
  await privacy.getByRole('button', { name: 'Revoca' }).click();
  const revoke = page.getByRole('dialog', { name: /^Revocare «Informativa sul trattamento/ });
  await expect(revoke).toContainText('per il check-in servirà una nuova firma');
  await revoke.getByRole('button', { name: 'Revoca' }).click();
  await expect(revoke).toBeHidden();
  await expect(privacy).toContainText('Revocato');
  await expect(privacy.getByRole('button', { name: 'Invia al tablet' })).toBeVisible();
});

test("the desk chooses the language of the document it sends: the patient's by default, English when asked", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openClinic(page, 'Studio Lingue');
  const tablet = await createTablet(page, 'Tablet reception');
  const patientId = await marioId(page);
  const device = await tabletPage(browser, tablet);

  await page.goto(`/patients/${patientId}`);
  const panel = page.getByRole('region', { name: 'Documenti da firmare' });
  await expect(panel.getByLabel('Lingua del documento')).toHaveValue('it');
  await panel.getByLabel('Lingua del documento').selectOption({ label: 'Inglese' });
  const privacy = panel.getByRole('listitem', { name: 'Informativa privacy' });
  await privacy.getByRole('button', { name: 'Invia al tablet' }).click();
  await expect(privacy).toContainText('Inviato per la firma');
  await expect(device.getByRole('button', { name: /Privacy notice/ })).toBeVisible();

  // A resend keeps to the language chosen: back to Italian, the new one is the Italian text.
  await panel.getByLabel('Lingua del documento').selectOption({ label: 'Italiano' });
  await privacy.getByRole('button', { name: 'Invia di nuovo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Invia di nuovo' }).click();
  await expect(
    device.getByRole('button', { name: /Informativa sul trattamento dei dati personali/ }),
  ).toBeVisible();
  await expect(device.getByRole('button', { name: /Privacy notice/ })).toBeHidden();
  await device.context().close();
});

test("a visit's check-in is refused while documents are missing, names them, sends them to the tablet in one click and goes through once signed", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const clinic = await openClinic(page, 'Studio Check-in');
  const tablet = await createTablet(page, 'Tablet sala attesa');
  const patientId = await marioId(page);
  const slot = await visitThisMorning(page, clinic, patientId);

  await page.goto(`/slots/${slot.id}`);
  const visit = page.getByRole('listitem', { name: 'Rossi Mario' });
  const gate = visit.getByRole('status').filter({ hasText: 'Per il check-in mancano documenti firmati' });
  await expect(gate).toContainText('Consenso generale');
  await expect(gate).toContainText('Informativa privacy');
  await visit.getByRole('switch', { name: 'Check-in da fare' }).click();
  await expect(visit.getByRole('alert')).toContainText('Il check-in richiede documenti firmati che mancano.');
  await expect(visit.getByRole('switch', { name: 'Check-in da fare' })).not.toBeChecked();

  await gate.getByRole('button', { name: 'Invia al tablet' }).click();
  await expect(gate.getByText('Inviato per la firma')).toHaveCount(2);
  await expect(gate).toContainText('In attesa della firma sul tablet');

  for (const document of (await patientDocuments(page, patientId)).documents) {
    await signOnTablet(request, tablet, document.id);
  }
  await expect(visit).toContainText('Documenti firmati: ora puoi fare il check-in.', { timeout: 15_000 });
  await visit.getByRole('switch', { name: 'Check-in da fare' }).click();
  await expect(visit.getByRole('switch', { name: 'Check-in effettuato' })).toBeChecked();
});

test('/documents lists every document and filters by state, type and patient', async ({ page, request }) => {
  test.setTimeout(180_000);
  await openClinic(page, 'Studio Archivio');
  const tablet = await createTablet(page, 'Tablet unico');
  const patientId = await marioId(page);
  await post(page.request, '/api/v1/patients', {
    firstName: 'Lucia',
    lastName: 'Neri',
    mobile: '+393337654321',
    city: 'Milano',
    address: 'Via Dante 3',
  });
  const privacy = await post(page.request, '/api/v1/documents', { patientId, type: 'privacy_consent' });
  await post(page.request, '/api/v1/documents', { patientId, type: 'general_consent' });
  await signOnTablet(request, tablet, privacy.id);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Documenti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documenti' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(3);
  const filters = page.getByRole('search', { name: 'Filtri dei documenti' });
  await filters.getByLabel('Stato').selectOption({ label: 'Firmato' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Informativa privacy');
  await expect(rows.nth(1)).toContainText('Rossi Mario');
  await filters.getByLabel('Stato').selectOption({ label: 'Tutti gli stati' });
  await filters.getByLabel('Tipo').selectOption({ label: 'Consenso generale' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Inviato per la firma');
  await filters.getByLabel('Tipo').selectOption({ label: 'Tutti i tipi' });
  await filters.getByLabel('Paziente').fill('Neri');
  await filters.getByRole('option', { name: /Neri Lucia/ }).click();
  await expect(page.getByText('Nessun documento corrisponde ai filtri')).toBeVisible();
});

test('Settings → Documenti e consensi: the signing settings and a new version of the privacy consent, placeholders inserted with a click, unknown ones named', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openClinic(page, 'Studio Modelli');
  await page.goto('/settings?tab=documents');
  const signing = page.getByRole('region', { name: 'Firma dei documenti' });
  await signing.getByLabel('Consenso generale').uncheck();
  await signing.getByLabel('Giorni per firmare prima della scadenza').fill('14');
  await signing.getByRole('button', { name: 'Salva' }).click();
  await expect(signing).toContainText('Impostazioni salvate.');

  const templates = page.getByRole('region', { name: 'Modelli dei documenti' });
  await expect(templates).toContainText('Testo predefinito di Studiolo (versione 0)');
  const body = templates.getByLabel('Testo', { exact: true });
  await body.fill('Io, {{patient.shoeSize}}, acconsento. Codice fiscale: ');
  await expect(templates).toContainText('Segnaposto sconosciuti: patient.shoeSize.');
  await templates.getByRole('button', { name: 'Salva nuova versione' }).click();
  await expect(templates.getByRole('alert')).toContainText('Segnaposto sconosciuti: patient.shoeSize.');

  await body.fill('Io, ');
  await templates.getByRole('button', { name: '{{patient.fullName}}' }).click();
  await expect(body).toHaveValue('Io, {{patient.fullName}}');
  const preview = templates.getByRole('region', { name: 'Anteprima con dati di esempio' });
  await expect(preview).toContainText('Io, Mario Rossi');
  await templates.getByRole('button', { name: 'Salva nuova versione' }).click();
  await expect(templates).toContainText('Modello salvato: nuova versione creata.');
  await expect(templates).toContainText('Versione 1, salvata il');

  // Choosing another language (or type, or version) with an edited text asks first.
  await body.fill('Io, {{patient.fullName}}, acconsento al trattamento dei dati.');
  const language = templates.getByLabel('Lingua', { exact: true });
  const question = page.getByRole('dialog', { name: 'Hai modifiche non salvate. Uscire senza salvare?' });
  await language.selectOption('en');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Resta' }).click();
  await expect(body).toHaveValue('Io, {{patient.fullName}}, acconsento al trattamento dei dati.');
  await expect(language).toHaveValue('it');
  await language.selectOption('en');
  await question.getByRole('button', { name: 'Esci senza salvare' }).click();
  await expect(language).toHaveValue('en');
  await expect(templates).toContainText('Testo predefinito di Studiolo (versione 0)');
});
