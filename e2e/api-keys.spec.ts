import { expect, test } from '@playwright/test';
import { createUser } from './support/users';

test('an API key is shown once, reads the calls, and stops working once revoked', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/settings?tab=api-keys');
  await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Nessuna chiave API.')).toBeVisible();

  await page.getByRole('button', { name: 'Crea chiave' }).click();
  await expect(page.getByText('Questo campo è obbligatorio')).toBeVisible();
  await page.getByLabel('Nome').fill('Gestionale');
  await page.getByRole('button', { name: 'Crea chiave' }).click();
  await expect(page.getByText('Chiave «Gestionale» creata')).toBeVisible();
  const key = (await page.getByLabel('La chiave API').textContent())!.trim();
  expect(key).toMatch(/^stl_[A-Za-z0-9_-]{43}$/);
  const row = page.getByRole('row', { name: /Gestionale/ });
  await expect(row).toContainText(`${key.slice(0, 12)}…`);

  // Another program reads the calls with it, without a session.
  const calls = await page.request.get('/api/public/v1/calls', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(calls.status()).toBe(200);
  expect((await calls.json()).calls).toEqual([]);

  await row.getByRole('button', { name: 'Revoca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revocare la chiave «Gestionale»?' });
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(row.getByRole('button', { name: 'Revoca' })).toBeVisible();
  await row.getByRole('button', { name: 'Revoca' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoca la chiave' }).click();
  await expect(row).toContainText('Revocata il');
  const refused = await page.request.get('/api/public/v1/calls', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);

  // After a reload the key itself is nowhere on the page.
  await page.reload();
  await expect(page.getByRole('row', { name: /Gestionale/ })).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
});
