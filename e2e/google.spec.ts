import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createFakeGoogle, type GoogleAccount } from '../apps/server/test/fake-google';
import { createUserWithTwoFactor, totp } from './support/two-factor';
import { createUser, uniqueEmail } from './support/users';

/**
 * Google sign-in and linking against the second test server, the one with Google configured
 * (playwright.config.ts). Google's consent screen is a route in this browser; the server exchanges
 * the code with the fake Google preloaded into it, which accepts only codes issued here for that
 * sign-in (same key, same PKCE challenge, once).
 */

const baseURL = process.env.E2E_GOOGLE_URL!;
test.use({ baseURL });

const google = createFakeGoogle({
  clients: [
    {
      clientId: process.env.E2E_GOOGLE_CLIENT_ID!,
      clientSecret: process.env.E2E_GOOGLE_CLIENT_SECRET!,
      redirectUris: [`${baseURL}/api/auth/callback/google`],
    },
  ],
  codeKey: process.env.E2E_GOOGLE_CODE_KEY!,
});

function googleAccount(email = uniqueEmail('google')): GoogleAccount {
  return { sub: String(randomInt(1e9, 2 ** 47)), email, emailVerified: true, name: 'Paola Gatti' };
}

/**
 * Google's consent screen, where the user picks `account`; `alter` changes the way back to the app
 * (as someone tampering with it would).
 */
async function consentOnGoogle(page: Page, account: GoogleAccount, alter?: (callback: URL) => void) {
  await page.route('https://accounts.google.com/**', async (route) => {
    const answer = google.authorize(route.request().url(), account);
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => (headers[name] = value));
    if (alter && headers.location) {
      const callback = new URL(headers.location);
      alter(callback);
      headers.location = callback.href;
    }
    await route.fulfill({ status: answer.status, headers, body: await answer.text() });
  });
}

function linkedAccount(page: Page, name: 'Google') {
  return page
    .getByRole('list', { name: 'Account collegati' })
    .getByRole('listitem')
    .filter({ hasText: name });
}

test('signs a new user in with Google from the login screen', async ({ page }) => {
  const account = googleAccount();
  await consentOnGoogle(page, account);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Accedi con Google' }).click();

  // A new user has no organization yet: signed in as the Google name, they are asked for one.
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Paola Gatti')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crea la tua organizzazione' })).toBeVisible();
  const me = await page.request.get('/api/v1/me');
  expect(await me.json()).toMatchObject({ user: { email: account.email, emailVerified: true } });
});

test('a code changed on the way back from Google does not sign anyone in', async ({ page }) => {
  await consentOnGoogle(page, googleAccount(), (callback) =>
    callback.searchParams.set('code', `${callback.searchParams.get('code')}x`),
  );
  await page.goto('/login');
  await page.getByRole('button', { name: 'Accedi con Google' }).click();

  await expect(page).toHaveURL(/\/login\?error=google/);
  await expect(page.getByText('Impossibile accedere con Google')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('links Google in Settings → Security, signs in with it, then unlinks it', async ({ page, browser }) => {
  const user = await createUser(page.request);
  const account = googleAccount(user.email);
  await consentOnGoogle(page, account);
  await page.goto('/settings?tab=security');
  await expect(linkedAccount(page, 'Google')).toContainText('Non collegato');
  await page.getByRole('button', { name: 'Collega Google' }).click();

  await expect(page).toHaveURL(/\/settings\?tab=security$/);
  await expect(linkedAccount(page, 'Google')).toContainText('Collegato');
  await expect(linkedAccount(page, 'Google')).not.toContainText('Non collegato');

  // In another browser, the same person signs in with Google: their account, their organization.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await consentOnGoogle(otherPage, account);
  await otherPage.goto('/login');
  await otherPage.getByRole('button', { name: 'Accedi con Google' }).click();
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await expect(otherPage.getByText(user.organizationName!).first()).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: 'Scollega Google' }).click();
  await expect(linkedAccount(page, 'Google')).toContainText('Non collegato');
  await expect(page.getByRole('button', { name: 'Collega Google' })).toBeVisible();
  await page.reload();
  await expect(linkedAccount(page, 'Google')).toContainText('Non collegato');
});

test('linking a Google account with another address comes back to Security and says why', async ({
  page,
}) => {
  await createUser(page.request);
  await consentOnGoogle(page, googleAccount(uniqueEmail('someone-else')));
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Collega Google' }).click();

  await expect(page).toHaveURL(/\/settings\?tab=security&linkFailed=google&error=email_does_not_match$/);
  await expect(
    page.getByText("Non è stato possibile collegare l'account Google.", { exact: false }),
  ).toBeVisible();
  await expect(linkedAccount(page, 'Google')).toContainText('Non collegato');
});

test('with two-factor on, Google alone does not sign in: the authenticator code completes it', async ({
  page,
  request,
  baseURL,
}) => {
  const { user, secret } = await createUserWithTwoFactor(request, baseURL!);
  await consentOnGoogle(page, googleAccount(user.email));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Accedi con Google' }).click();

  await expect(page).toHaveURL(/\/login\?twoFactor=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' })).toBeVisible();
  expect((await page.request.get('/api/v1/me')).status()).toBe(401); // no session yet
  await page.getByLabel("Codice dell'app di autenticazione").fill(await totp(secret));
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(user.organizationName!).first()).toBeVisible();
});
