import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, type TestUser } from './support/users';

async function signIn(api: APIRequestContext, user: TestUser) {
  const response = await api.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

function sessionList(page: Page) {
  return page.getByRole('list', { name: 'Sessioni attive' }).getByRole('listitem');
}

test('active sessions: listed, another signed out, all the others, then everywhere', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page.request, user);
  await page.goto('/settings?tab=security');

  // The sessions left by registering go first, so only this one is listed.
  const sessions = sessionList(page);
  await expect(sessions.first()).toBeVisible();
  const current = sessions.filter({ has: page.getByText('Questa sessione', { exact: true }) });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(/Chrome su (Windows|Linux|macOS)/);
  await expect(current).toContainText('IP ');
  await page.getByRole('button', { name: 'Esci da tutte le altre' }).click();
  await expect(sessions).toHaveCount(1);

  // The same user signs in from a second browser.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signIn(other.request, user);
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.reload();
  await expect(sessions).toHaveCount(2);
  await sessions
    .filter({ has: page.getByRole('button', { name: 'Esci da questa sessione' }) })
    .getByRole('button', { name: 'Esci da questa sessione' })
    .click();
  await expect(sessions).toHaveCount(1);
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/login/);

  // Signed in there again, then out of every other session at once.
  await other.clearCookies();
  await signIn(other.request, user);
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(sessions).toHaveCount(2);
  await page.getByRole('button', { name: 'Esci da tutte le altre' }).click();
  await expect(sessions).toHaveCount(1);
  await expect(current).toHaveCount(1);
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  // Everywhere, this session included: asked first, then back to /login.
  await page.getByRole('button', { name: 'Esci ovunque' }).click();
  const dialog = page.getByRole('dialog', { name: 'Uscire da tutte le sessioni?' });
  await dialog.getByRole('button', { name: 'Esci ovunque' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('linked accounts: the password is listed, and Google cannot be linked when not configured', async ({
  page,
}) => {
  await createUser(page.request);
  await page.goto('/settings?tab=security');
  const accounts = page.getByRole('list', { name: 'Account collegati' });
  await expect(accounts.getByRole('listitem').filter({ hasText: 'Email e password' })).toContainText(
    'Collegato',
  );
  await expect(accounts.getByRole('listitem').filter({ hasText: 'Google' })).toContainText('Non collegato');
  await expect(page.getByRole('button', { name: 'Collega Google' })).toHaveCount(0);
});
