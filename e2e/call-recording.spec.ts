import { expect, test, type Page } from '@playwright/test';
import { createUser, joinOrganization, uniqueEmail } from './support/users';

/**
 * Settings → Calls: recording off until the owner turns it on, after a confirmation that recording
 * the staff needs a union agreement or the Ispettorato's authorization (art. 4 L. 300/1970); the
 * days recordings and transcripts are kept (issue #26 point 3, docs/decisions/026).
 */
const recordingSwitch = (page: Page, name: string) => page.getByRole('switch', { name });

test('the owner turns recording on only through the staff-agreement confirmation, and sets the days kept', async ({
  page,
}) => {
  await createUser(page.request, { organization: 'Studio Registrazioni' });
  await page.goto('/settings?tab=calls');
  const record = recordingSwitch(page, 'Registra le conversazioni');
  await expect(record).not.toBeChecked();
  await expect(
    page.getByText('restano registrati e trascritti solo i messaggi lasciati in segreteria'),
  ).toBeVisible();

  // Asked, and kept off when the owner backs out.
  await record.click();
  const dialog = page.getByRole('dialog', { name: 'Prima di registrare le conversazioni' });
  await expect(dialog).toContainText("l'autorizzazione dell'Ispettorato del lavoro (art. 4 L. 300/1970)");
  await dialog.getByRole('button', { name: 'Non attivare' }).click();
  await expect(dialog).toBeHidden();
  await expect(record).not.toBeChecked();

  await record.click();
  await dialog.getByRole('button', { name: /^Confermo/ }).click();
  await expect(record).toBeChecked();
  await page.getByLabel('Conserva le registrazioni (giorni)').fill('0');
  await page.getByRole('button', { name: 'Salva' }).last().click();
  await expect(page.getByLabel('Conserva le registrazioni (giorni)')).toHaveAccessibleDescription(/./);
  await page.getByLabel('Conserva le registrazioni (giorni)').fill('15');
  await page.getByLabel('Conserva le trascrizioni (giorni)').fill('45');
  await page.getByRole('button', { name: 'Salva' }).last().click();
  await expect(page.getByText('Impostazioni salvate')).toBeVisible();

  await page.reload();
  await expect(recordingSwitch(page, 'Registra le conversazioni')).toBeChecked();
  await expect(page.getByLabel('Conserva le registrazioni (giorni)')).toHaveValue('15');
  await expect(page.getByLabel('Conserva le trascrizioni (giorni)')).toHaveValue('45');
  const saved = await page.request.get('/api/v1/calls/recording-settings');
  expect(await saved.json()).toEqual({
    recordConversations: true,
    recordingRetentionDays: 15,
    transcriptRetentionDays: 45,
  });
});

test.describe('in English, for an admin', () => {
  test.use({ locale: 'en-GB' });

  test('an admin may not turn recording on, and is told why', async ({ page, browser }) => {
    const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await createUser(owner.request, { organization: 'Recording Practice' });
    const admin = await createUser(page.request, { email: uniqueEmail('admin'), organization: null });
    await joinOrganization(owner.request, page.request, admin, 'admin');
    await owner.close();
    await page.goto('/settings?tab=calls');
    await expect(recordingSwitch(page, 'Record conversations')).toBeDisabled();
    await expect(page.getByText("Only the practice's owner can turn recording on.")).toBeVisible();
    await expect(
      page.getByText('only the messages left on the voicemail are recorded and transcribed'),
    ).toBeVisible();
  });
});
