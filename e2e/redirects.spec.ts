import { expect, test } from '@playwright/test';
import { asCallsOnly, createUser } from './support/users';

/** Decision 029: the legal and company pages stay readable to every signed-in user. */
const READABLE = ['/about', '/contact', '/privacy-policy', '/terms-of-service', '/cookie-policy'];

test('signed out, an app page sends to /login, which will come back to it', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await page.goto('/settings?tab=calendar');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings%3Ftab%3Dcalendar$/);
  // Public pages stay.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
});

test('signed in with an organization, the home and sign-in pages send to /dashboard', async ({ page }) => {
  await createUser(page.request);
  for (const path of ['/login', '/register', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await expect(page.getByText('Stai lavorando in Studio Bianchi')).toBeVisible();
});

test('public pages open when signed in, with the way back into the app', async ({ page }) => {
  await createUser(page.request);
  for (const [path, heading] of [
    ['/privacy-policy', 'Informativa sulla privacy'],
    ['/terms-of-service', 'Termini di servizio'],
    ['/cookie-policy', 'Cookie policy'],
    ['/about', 'Software per chi si prende cura delle persone'],
    ['/contact', 'Parliamo del tuo studio'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Prova gratis' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Apri Studiolo' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signed in with a calls-only organization, the other public pages send to /calls-m', async ({
  page,
}) => {
  await createUser(page.request);
  await asCallsOnly(page);
  // Every path is in redirect-rules.test.ts; here one of each kind, in the browser.
  for (const path of ['/login', '/crm', '/calls']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/calls-m$/);
  }
  for (const path of ['/privacy-policy', '/about', '/mobile-setup']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('signed in with a CRM organization, the product pages stay readable', async ({ page }) => {
  await createUser(page.request);
  for (const [path, heading] of [
    ['/crm', /gestionale/i],
    ['/calls', 'Provi dal vivo la gestione chiamate'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('signed in without an organization, public pages send to /settings, which offers to create one', async ({
  page,
}) => {
  await createUser(page.request, { organization: null });
  for (const path of ['/crm', '/calls', '/']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/settings$/);
  }
  for (const path of READABLE) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.goto('/login');
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/settings$/);

  await expect(page.getByRole('heading', { name: 'Crea la tua organizzazione' })).toBeVisible();
  await page.getByLabel("Nome dell'organizzazione").fill('Studio Dentistico Sole');
  await page.getByRole('button', { name: "Crea l'organizzazione" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Stai lavorando in Studio Dentistico Sole')).toBeVisible();
});

test('a ref or referral parameter on any page is kept in the referral_code cookie', async ({
  page,
  context,
}) => {
  await page.goto('/about?ref=ABC');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let cookie = (await context.cookies()).find((c) => c.name === 'referral_code');
  expect(cookie?.value).toBe('ABC');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(29);
  expect(daysLeft).toBeLessThanOrEqual(30);

  // Also on a page that redirects, and with the other name.
  await page.goto('/dashboard?referral=XYZ');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%3Freferral%3DXYZ$/);
  cookie = (await context.cookies()).find((c) => c.name === 'referral_code');
  expect(cookie?.value).toBe('XYZ');
});

test('signing out goes to /login, forgets the organization, and the app is closed afterwards', async ({
  page,
  context,
}) => {
  await createUser(page.request);
  await page.goto('/dashboard');
  const organizationCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'currentOrganizationId');
  expect(await organizationCookie()).toBeDefined();
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await organizationCookie()).toBeUndefined();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  const me = await page.request.get('/api/v1/me');
  expect(me.status()).toBe(401);
});

test('a checkout that cannot be verified lands on /dashboard with the payment error shown', async ({
  page,
}) => {
  await createUser(page.request);
  await page.goto('/auth/callback?type=payment-success&session_id=cs_local_unknown');
  await expect(page).toHaveURL(/\/dashboard\?paymentError=true$/);
  await expect(
    page.getByRole('alert').filter({ hasText: "Impossibile verificare l'abbonamento" }),
  ).toBeVisible();
});
