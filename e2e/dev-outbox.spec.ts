import { expect, test } from '@playwright/test';
import { createUser, uniqueEmail } from './support/users';

test('the outbox lists a sent email and can be refreshed, signed out too', async ({ page, request }) => {
  const email = uniqueEmail('outbox');
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Email e SMS in uscita' })).toBeVisible();

  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Outbox Test',
      email,
      password: 'Password-2026',
    },
  });
  expect(signUp.ok()).toBe(true);

  const refetch = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dev/outbox');
  await page.getByRole('button', { name: 'Aggiorna' }).click();
  expect((await refetch).status()).toBe(200);
  const card = page.getByRole('article').filter({ hasText: email });
  await expect(card).toContainText('Conferma la tua email su Studiolo');
  await card.getByRole('button', { name: 'Mostra contenuto' }).click();
  await expect(card).toContainText(/Il tuo codice è \d{6}/);
});

test('the sidebar collapses, expands and remembers its state', async ({ page }) => {
  await createUser(page.request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: "Navigazione dell'applicazione" });
  const toggle = page.getByRole('button', { name: 'Menu laterale' });

  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByText('Impostazioni')).toBeVisible();
  // The outbox holds every clinic's emails: a clinic member has no link to it.
  await expect(sidebar.getByText('Email e SMS in uscita')).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByText('Impostazioni')).toBeHidden();
  // Collapsed, the links keep their names for assistive technology.
  await expect(sidebar.getByRole('link', { name: 'Impostazioni' })).toBeVisible();

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByText('Impostazioni')).toBeVisible();

  await sidebar.getByRole('link', { name: 'Impostazioni' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await sidebar.getByRole('link', { name: 'Pazienti' }).click();
  await expect(page).toHaveURL(/\/patients$/);
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the sidebar starts collapsed and can be expanded', async ({ page }) => {
    await page.goto('/dev/outbox');
    const toggle = page.getByRole('button', { name: 'Menu laterale' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page
        .getByRole('navigation', { name: "Navigazione dell'applicazione" })
        .getByText('Email e SMS in uscita'),
    ).toBeVisible();
  });
});
