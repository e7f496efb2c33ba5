import { expect, test } from '@playwright/test';

test('the API health check answers ok on the embedded database', async ({ page }) => {
  const response = await page.request.get('/api/health');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status: 'ok', db: 'pglite' });
  expect(typeof body.version).toBe('string');
});
