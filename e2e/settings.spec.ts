import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createUser } from './support/users';

test('the organization name and the timeline interval are saved and survive a reload', async ({
  page,
  context,
}) => {
  await createUser(page.request);
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Organizzazione' })).toHaveAttribute('aria-selected', 'true');

  const name = page.getByLabel("Nome dell'organizzazione");
  await expect(name).toHaveValue('Studio Bianchi');
  await name.fill('');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Questo campo è obbligatorio')).toBeVisible();

  await page.getByLabel('CAP').fill('123');
  await name.fill('Studio Bianchi & Associati');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Inserisci un CAP valido (5 cifre)')).toBeVisible();
  await page.getByLabel('CAP').fill('20121');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Dati salvati.')).toBeVisible();

  await page.getByRole('tab', { name: 'Calendario' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=calendar$/);
  await expect(page.getByLabel('Intervallo della griglia')).toHaveValue('15');
  await page.getByLabel('Intervallo della griglia').selectOption('30');
  await page.getByLabel('Formato orario').selectOption('12h');
  const calendar = page.getByRole('region', { name: 'Calendario' });
  await calendar.getByRole('button', { name: 'Salva' }).click();
  await expect(calendar.getByText('Impostazioni salvate.')).toBeVisible();

  // The settings are cached in the app_settings cookie (SPEC §4).
  const cookie = (await context.cookies()).find((c) => c.name === 'app_settings');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
    calendar: { timelineInterval: 30, hoursFormat: '12h' },
  });

  await page.reload();
  await expect(page.getByLabel('Intervallo della griglia')).toHaveValue('30');
  await expect(page.getByLabel('Formato orario')).toHaveValue('12h');

  // A forced reload forgets the cookie and asks the server again.
  const refetch = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/settings');
  await page.getByRole('button', { name: 'Ricarica impostazioni' }).click();
  expect((await refetch).status()).toBe(200);
  await expect(page.getByText('Impostazioni ricaricate dal server.')).toBeVisible();
  await expect(page.getByLabel('Intervallo della griglia')).toHaveValue('30');

  await page.getByRole('tab', { name: 'Organizzazione' }).click();
  await expect(page.getByLabel("Nome dell'organizzazione")).toHaveValue('Studio Bianchi & Associati');
  await expect(page.getByLabel('CAP')).toHaveValue('20121');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Stai lavorando in Studio Bianchi & Associati')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attività recenti' })).toContainText(
    "Dati dell'organizzazione aggiornati",
  );
});

test('the patient form switches and the mobile prefix are saved', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/settings?tab=patient-form');
  const notes = page.getByRole('switch', { name: 'Note' });
  await expect(notes).toHaveAttribute('aria-checked', 'true');
  await notes.click();
  await page.getByLabel('Prefisso del cellulare').fill('39');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Il prefisso internazionale è obbligatorio')).toBeVisible();
  await page.getByLabel('Prefisso del cellulare').fill('+41');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Impostazioni salvate.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Note' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('Prefisso del cellulare')).toHaveValue('+41');
});

test('export, then import a modified file: the changed paths are listed', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/settings?tab=import-export');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica il file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('studiolo-settings.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    format: string;
    organization: { name: string };
    settings: { calendar: { timelineInterval: number } };
  };
  expect(exported.format).toBe('studiolo-settings');

  const upload = (content: unknown) =>
    page.getByLabel('File delle impostazioni (JSON)').setInputFiles({
      name: 'studiolo-settings.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(content)),
    });

  await upload(exported);
  await page.getByRole('button', { name: 'Importa il file' }).click();
  await expect(page.getByText('Nessuna modifica')).toBeVisible();

  exported.settings.calendar.timelineInterval = 60;
  exported.organization.name = 'Studio Importato';
  await upload(exported);
  await page.getByRole('button', { name: 'Importa il file' }).click();
  const changed = page.getByRole('list', { name: 'Valori modificati' });
  await expect(changed).toContainText('calendar.timelineInterval');
  await expect(changed).toContainText('name');

  await upload({ format: 'something-else' });
  await page.getByRole('button', { name: 'Importa il file' }).click();
  await expect(page.getByText("Il file non è un'esportazione valida di Studiolo.")).toBeVisible();

  await page.getByRole('tab', { name: 'Calendario' }).click();
  await expect(page.getByLabel('Intervallo della griglia')).toHaveValue('60');
});

test('the admin panel lists the organizations (from the local machine)', async ({ page }) => {
  const user = await createUser(page.request, { organization: 'Studio Admin Test' });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Amministrazione' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Studio Admin Test' });
  await expect(row).toContainText(user.email);
});

test('patient reminders: hours before within 1–168, saved, and turned off', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/settings?tab=calendar');
  const reminders = page.getByRole('region', { name: 'Promemoria ai pazienti' });
  const hours = reminders.getByLabel("Ore prima dell'appuntamento");
  await expect(hours).toHaveValue('24');
  await hours.fill('0');
  await reminders.getByRole('button', { name: 'Salva' }).click();
  await expect(reminders.getByText('Il valore deve essere almeno 1')).toBeVisible();
  await expect(reminders.getByText('Impostazioni salvate.')).toBeHidden();
  await hours.fill('48');
  await reminders.getByRole('button', { name: 'Salva' }).click();
  await expect(reminders.getByText('Impostazioni salvate.')).toBeVisible();

  await reminders.getByRole('switch', { name: 'Invia il promemoria via email' }).click();
  await expect(hours).toBeDisabled();
  await reminders.getByRole('button', { name: 'Salva' }).click();
  await expect(reminders.getByText('Impostazioni salvate.')).toBeVisible();

  await page.reload();
  await expect(reminders.getByRole('switch', { name: 'Invia il promemoria via email' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(hours).toHaveValue('48');
});
