import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { expect, test, type Page } from '@playwright/test';
import { createUser, DEFAULT_PASSWORD, type TestUser } from './support/users';

function totp(secret: string): Promise<string> {
  return createOTP(base32.decode(secret)).totp();
}

async function signInWithPassword(page: Page, user: TestUser) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' })).toBeVisible();
}

test('two-factor: turned on in Settings, asked at sign-in (app or backup code), turned off', async ({
  page,
}) => {
  const user = await createUser(page.request);
  await page.goto('/settings?tab=security');
  await expect(page.getByText("L'autenticazione a due fattori non è attiva.")).toBeVisible();
  await page.getByLabel('Password attuale').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: "Attiva l'autenticazione a due fattori" }).click();

  const secret = (await page.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const backupCodes = await page
    .getByRole('list', { name: 'Codici di riserva' })
    .getByRole('listitem')
    .allTextContents();
  expect(backupCodes.length).toBeGreaterThan(0);

  await page.getByLabel("Codice dell'app di autenticazione").fill('000000');
  await page.getByRole('button', { name: 'Conferma e attiva' }).click();
  await expect(page.getByText('Codice di verifica non valido')).toBeVisible();
  await page.getByLabel("Codice dell'app di autenticazione").fill(await totp(secret));
  await page.getByRole('button', { name: 'Conferma e attiva' }).click();
  await expect(page.getByText("L'autenticazione a due fattori è attiva.")).toBeVisible();

  // The password alone no longer opens a session: the authenticator's code is asked.
  await signInWithPassword(page, user);
  await page.getByLabel("Codice dell'app di autenticazione").fill(await totp(secret));
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A backup code works instead of the app.
  await signInWithPassword(page, user);
  await page.getByRole('button', { name: 'Usa un codice di riserva' }).click();
  await page.getByLabel('Codice di riserva').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings?tab=security');
  await page.getByLabel('Password attuale').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: "Disattiva l'autenticazione a due fattori" }).click();
  await expect(page.getByText("L'autenticazione a due fattori non è attiva.")).toBeVisible();

  // Signing in is one step again.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
