import { expect, test } from '@playwright/test';

const ITALIAN_HEADLINE = 'Lo studio in ordine, i pazienti seguiti, le chiamate sotto controllo.';
const ENGLISH_HEADLINE = 'A tidy practice, well-followed patients, calls under control.';

test('the home page is in Italian by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: ITALIAN_HEADLINE })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('link', { name: 'Scopri Studiolo per cliniche' })).toBeVisible();
  await expect(
    page.getByText('Soluzioni di intelligenza artificiale per i professionisti italiani'),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Studiolo/);
});

test('switching to English changes the text and is remembered after a reload', async ({ page, context }) => {
  await page.goto('/');
  await page.getByLabel('Lingua').selectOption('en');

  await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HEADLINE })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('AI Solutions for italian professionals')).toBeVisible();

  expect(await page.evaluate(() => window.localStorage.getItem('user-locale'))).toBe('en');
  const cookie = (await context.cookies()).find((c) => c.name === 'user-locale');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(364);
  expect(daysLeft).toBeLessThanOrEqual(365);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HEADLINE })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Language')).toHaveValue('en');

  await page.getByLabel('Language').selectOption('it');
  await expect(page.getByRole('heading', { level: 1, name: ITALIAN_HEADLINE })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user-locale'))).toBe('it');
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('the browser language is used when nothing was chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HEADLINE })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a stored choice wins over the browser language', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('user-locale', 'it'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: ITALIAN_HEADLINE })).toBeVisible();
  });
});

test.describe('with a browser in a language we do not speak', () => {
  test.use({ locale: 'fr-FR' });

  test('Italian is the fallback, and an unknown stored value is ignored', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('user-locale', 'de'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: ITALIAN_HEADLINE })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});
