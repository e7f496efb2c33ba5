import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { expect, test, type Page } from '@playwright/test';
import { createUser, DEFAULT_PASSWORD, waitForEmail } from './support/users';

const REQUIRED =
  "Questa organizzazione richiede l'autenticazione a due fattori. Attivala nelle impostazioni di sicurezza del tuo account per continuare.";

/** Turns two-factor on from Settings → Security, as the user would with an authenticator app. */
async function enableTwoFactor(page: Page) {
  await expect(page.getByText("L'autenticazione a due fattori non è attiva.")).toBeVisible();
  await page.getByLabel('Password attuale').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: "Attiva l'autenticazione a due fattori" }).click();
  const secret = (await page.locator('code').textContent())?.trim() ?? '';
  const code = await createOTP(base32.decode(secret)).totp();
  await page.getByLabel("Codice dell'app di autenticazione").fill(code);
  await page.getByRole('button', { name: 'Conferma e attiva' }).click();
  await expect(page.getByText("L'autenticazione a due fattori è attiva.")).toBeVisible();
}

test('an owner requires two-factor for the team; a member without it is sent to turn it on', async ({
  page,
  browser,
}) => {
  await createUser(page.request, { name: 'Giulia Bianchi', organization: 'Studio Sicuro' });
  await page.goto('/settings?tab=security');
  const requirement = page.getByRole('switch', {
    name: "Richiedi l'autenticazione a due fattori a tutto il team",
  });
  await expect(requirement).not.toBeChecked();

  // Not before turning it on oneself.
  await requirement.click();
  await expect(page.getByText(REQUIRED)).toBeVisible();
  await expect(requirement).not.toBeChecked();

  await enableTwoFactor(page);
  await requirement.click();
  await expect(requirement).toBeChecked();
  await page.reload();
  await expect(requirement).toBeChecked();

  // A secretary joins the organization.
  const secretaryContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const secretary = await createUser(secretaryContext.request, {
    name: 'Marco Rossi',
    organization: null,
    prefix: 'secretary',
  });
  const invited = await page.request.post('/api/v1/team/invitations', {
    data: { firstName: 'Sara', lastName: 'Rossi', email: secretary.email, role: 'secretary' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const link = await waitForEmail(
    secretaryContext.request,
    secretary.email,
    /(https?:\/\/\S*\/invite\?token=\S+)/,
  );
  const token = new URL(link).searchParams.get('token') ?? '';
  const accepted = await secretaryContext.request.post('/api/v1/invitations/accept', { data: { token } });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // Kept out of the organization's data, with the way to Settings → Security.
  const secretaryPage = await secretaryContext.newPage();
  await secretaryPage.goto('/dashboard');
  await expect(secretaryPage.getByText(REQUIRED)).toBeVisible();
  await secretaryPage.getByRole('link', { name: 'Vai alle impostazioni di sicurezza' }).click();
  await expect(secretaryPage).toHaveURL(/\/settings\?tab=security$/);
  await expect(secretaryPage.getByRole('switch')).toHaveCount(0);
  await expect(secretaryPage.getByRole('list', { name: 'Sessioni attive' })).toBeVisible();
  await enableTwoFactor(secretaryPage);

  await secretaryPage.goto('/dashboard');
  await expect(secretaryPage.getByText('Stai lavorando in Studio Sicuro')).toBeVisible();
  await expect(
    secretaryPage
      .getByRole('region', { name: 'Lo studio in cifre' })
      .getByRole('link', { name: /Pazienti\s*0/ }),
  ).toBeVisible();
  await expect(secretaryPage.getByText(REQUIRED)).toHaveCount(0);
  // The activity log is for owners and admins.
  await expect(secretaryPage.getByRole('list', { name: 'Attività recenti' })).toHaveCount(0);
  await secretaryContext.close();
});
