import { expect, test } from '@playwright/test';

/**
 * SPEC §2's redirect rules, as the e2e server is configured (playwright.config.ts REDIRECTS):
 * /vecchia-agenda → /calendar (301), /listino → the second server's health page (308).
 */
test('the server answers a marked path with 301 or 308', async ({ request }) => {
  const moved = await request.get('/vecchia-agenda?view=week', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/calendar?view=week');
  const external = await request.get('/listino', { maxRedirects: 0 });
  expect(external.status()).toBe(308);
  expect(external.headers().location).toBe(`${process.env.E2E_GOOGLE_URL}/api/health`);
});

test('the web router follows a marked path, and an external one by a full page load', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A navigation inside the app (history, no page load) reaches the old path.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/vecchia-agenda');
    window.history.pushState(null, '', '/about');
    window.history.back();
  });
  await expect(page).toHaveURL(/\/login\?next=%2Fcalendar$/);

  await page.evaluate(() => {
    window.history.pushState(null, '', '/listino');
    window.history.pushState(null, '', '/login');
    window.history.back();
  });
  await expect(page).toHaveURL(`${process.env.E2E_GOOGLE_URL}/api/health`);
});
