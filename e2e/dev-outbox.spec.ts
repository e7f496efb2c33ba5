import { expect, test } from '@playwright/test';

test('the outbox shows its empty state and can be refreshed', async ({ page }) => {
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Email in uscita' })).toBeVisible();
  await expect(page.getByText('Nessuna email')).toBeVisible();

  const refetch = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dev/outbox');
  await page.getByRole('button', { name: 'Aggiorna' }).click();
  expect((await refetch).status()).toBe(200);
  await expect(page.getByText('Nessuna email')).toBeVisible();
});

test('the sidebar collapses, expands and remembers its state', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dev/outbox');
  const sidebar = page.getByRole('navigation', { name: "Navigazione dell'applicazione" });
  const toggle = page.getByRole('button', { name: 'Menu laterale' });

  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByText('Email in uscita')).toBeVisible();
  await expect(sidebar.getByText('Home')).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByText('Email in uscita')).toBeHidden();
  // Collapsed, the links keep their names for assistive technology.
  await expect(sidebar.getByRole('link', { name: 'Email in uscita' })).toBeVisible();

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByText('Email in uscita')).toBeVisible();

  await sidebar.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
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
      page.getByRole('navigation', { name: "Navigazione dell'applicazione" }).getByText('Email in uscita'),
    ).toBeVisible();
  });
});
