import { expect, test } from '@playwright/test';
import { createUser } from './support/users';

test.use({ locale: 'en-GB' });

test('in English: sign in, see the dashboard and the settings, sign out', async ({ page, request }) => {
  const user = await createUser(request, { name: 'Anna Ferri' });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Studiolo' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email first');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your password');

  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Good (morning|afternoon|evening), Anna Ferri$/,
  );
  await expect(page.getByText('You are working in Studio Bianchi')).toBeVisible();

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Patient Form' })).toBeVisible();
  await page.getByRole('tab', { name: 'Import/Export' }).click();
  await expect(page.getByRole('button', { name: 'Download file' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
