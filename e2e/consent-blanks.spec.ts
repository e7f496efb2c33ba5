import { expect, test, type Page } from '@playwright/test';
import { marioId, openClinic } from './support/clinic';
import { createTablet } from './support/tablet-signing';

/**
 * Issue #26, point 2: a consent is not sent with blanks. The record's 'Invia al tablet' says what is
 * missing, item by item, and keeps the tablet and the language the desk chose.
 */

/** The clinic without its email: the privacy notice would read 'scrivendo a —'. */
async function withoutClinicEmail(page: Page) {
  const response = await page.request.put('/api/v1/organization', {
    data: {
      name: 'Studio Spazi Vuoti',
      street: 'Via Manzoni 10',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
      professionalEmail: null,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('Invia al tablet refuses a treatment consent without a visit and a privacy notice without the clinic email, naming what is missing and keeping the choices', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openClinic(page, 'Studio Spazi Vuoti');
  await withoutClinicEmail(page);
  await createTablet(page, 'Tablet reception');
  const patientId = await marioId(page);

  await page.goto(`/patients/${patientId}`);
  const panel = page.getByRole('region', { name: 'Documenti da firmare' });
  await panel.getByLabel('Invia a').selectOption({ label: 'Tablet reception' });
  await panel.getByLabel('Lingua del documento').selectOption({ label: 'Inglese' });

  const treatment = panel.getByRole('listitem', { name: 'Consenso al trattamento' });
  await treatment.getByRole('button', { name: 'Invia al tablet' }).click();
  const refusal = treatment.getByRole('alert');
  await expect(refusal).toContainText('Il documento non è stato inviato: mancano dei dati');
  for (const item of [
    'il medico della visita',
    'la prestazione della visita',
    'la data della visita',
    "l'ora della visita",
  ])
    await expect(refusal.getByRole('listitem').filter({ hasText: item })).toBeVisible();
  await expect(treatment).toContainText('Non inviato');

  const privacy = panel.getByRole('listitem', { name: 'Informativa privacy' });
  await privacy.getByRole('button', { name: 'Invia al tablet' }).click();
  await expect(privacy.getByRole('alert')).toContainText(
    "l'email dello studio (Impostazioni → Organizzazione)",
  );
  await expect(privacy).toContainText('Non inviato');
  // The desk's choices stay: the same tablet and language once the data are completed.
  await expect(panel.getByLabel('Invia a')).toHaveValue(/.+/);
  await expect(panel.getByLabel('Invia a').locator('option:checked')).toHaveText('Tablet reception');
  await expect(panel.getByLabel('Lingua del documento')).toHaveValue('en');
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('the refusal names what is missing in English', async ({ page }) => {
    test.setTimeout(120_000);
    await openClinic(page, 'Studio Spazi Vuoti');
    await withoutClinicEmail(page);
    const patientId = await marioId(page);
    await page.goto(`/patients/${patientId}`);
    const panel = page.getByRole('region', { name: 'Documents for signing' });
    const privacy = panel.getByRole('listitem', { name: 'Privacy notice' });
    await privacy.getByRole('button', { name: 'Send to tablet' }).click();
    const refusal = privacy.getByRole('alert');
    await expect(refusal).toContainText('The document was not sent: data are missing');
    await expect(refusal).toContainText("the practice's email (Settings → Organization)");
  });
});
