import { expect, test } from '@playwright/test';
import { createUser } from './support/users';

test('an unknown page shows the 404 error page and leads back home', async ({ page }) => {
  const report = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/client-errors',
  );
  const response = await page.goto('/pagina-che-non-esiste');
  // The server knows the web's paths: an unknown one answers 404, the app's page with it.
  expect(response?.status()).toBe(404);

  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La pagina che stai cercando non esiste.' })).toBeVisible();
  await expect(page.getByText('Pagina non trovata: /pagina-che-non-esiste')).toBeVisible();

  const sent = (await report).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ statusCode: 404, message: 'Page not found: /pagina-che-non-esiste' });
  expect(String(sent.url)).toContain('/pagina-che-non-esiste');

  await page.getByRole('button', { name: 'Torna alla Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Lo studio in ordine, i pazienti seguiti, le chiamate sotto controllo.',
  );
});

test("a screen whose record does not exist is the fatal 'Page Not Found: {path}'", async ({ page }) => {
  await createUser(page.request);
  await page.addInitScript(() => window.localStorage.setItem('user-locale', 'en'));
  const path = '/patients/7f0c6f4e-1c7e-4a55-9a77-3f2d1c0b9e11';
  const response = await page.goto(path);
  expect(response?.status()).toBe(200); // a path of the app: its data is what is missing
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
  await page.getByRole('button', { name: 'Go back to Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the error page speaks English when English is chosen', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('user-locale', 'en'));
  await page.goto('/does-not-exist');
  await expect(
    page.getByRole('heading', { name: 'The page you are looking for does not exist.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('for a crawler', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('no error page is rendered', async ({ page }) => {
    await page.goto('/pagina-che-non-esiste');
    // The home page renders for the same bot, so the app itself is running.
    await expect(page.getByRole('button', { name: 'Torna alla Home' })).toHaveCount(0);
    await expect(page.getByText('La pagina che stai cercando non esiste.')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
