import { expect, test, type Page } from '@playwright/test';
import { createUserWithTwoFactor, totp } from './support/two-factor';
import { createUser, DEFAULT_PASSWORD, sentEmailIds, waitForCode, type TestUser } from './support/users';

async function signInWithPassword(page: Page, user: TestUser) {
  // Leave the app first: its requests would otherwise meet the cleared session and go to sign in again.
  await page.goto('about:blank');
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

test('two-factor: an emailed code alone does not sign in; the authenticator code completes it', async ({
  page,
  request,
  baseURL,
}) => {
  const { user, secret } = await createUserWithTwoFactor(request, baseURL!);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Accedi con un codice' }).click();
  const before = await sentEmailIds(request, user.email);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await page.getByLabel('Codice di verifica').fill(await waitForCode(request, user.email, before));
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' })).toBeVisible();
  expect((await page.request.get('/api/v1/me')).status()).toBe(401); // no session yet
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' })).toBeHidden();

  // From the start again: the code, then the authenticator's.
  const again = await sentEmailIds(request, user.email);
  await page.getByRole('button', { name: 'Accedi con un codice' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await page.getByLabel('Codice di verifica').fill(await waitForCode(request, user.email, again));
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await page.getByLabel("Codice dell'app di autenticazione").fill(await totp(secret));
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/v1/me')).status()).toBe(200);
});
