import { expect, test, type Page } from '@playwright/test';
import { post } from './support/clinic';
import { createUser } from './support/users';

const SESSION_COOKIE = 'better-auth.session_token';
const REFRESH_COOKIE = 'better-auth.refresh_token';

/** The access session ends as it does when it expires: its cookie (as long-lived as it) is gone. */
const expireAccessSession = (page: Page) => page.context().clearCookies({ name: SESSION_COOKIE });

test('an access session that expires mid-use is refreshed once and the user keeps working; when it cannot be, signing in brings them back', async ({
  page,
}) => {
  const user = await createUser(page.request, { organization: 'Studio Rinnovo' });
  const patient = await post(page.request, '/api/v1/patients', {
    firstName: 'Mario',
    lastName: 'Rossi',
    mobile: '+393331234567',
    city: 'Milano',
    address: 'Via Roma 1',
  });
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh-session')) refreshes.push(response.status());
  });

  await page.goto('/patients');
  await expect(page.getByRole('link', { name: 'Rossi Mario' })).toBeVisible();

  // Expired while the list was open: opening the patient refreshes the session and shows them.
  await expireAccessSession(page);
  await page.getByRole('link', { name: 'Rossi Mario' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rossi Mario' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}$`));
  expect(refreshes).toEqual([200]);

  // Expired again: the dashboard's requests all answer 401 together and wait on one refresh.
  await expireAccessSession(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(refreshes).toEqual([200, 200]);

  // The refresh token is gone too (as after 30 days): to /login, and back to the page once signed in.
  await page.goto(`/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rossi Mario' })).toBeVisible();
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await page.context().clearCookies({ name: REFRESH_COOKIE });
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fpatients%2F${patient.id}$`));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rossi Mario' })).toBeVisible();
});
