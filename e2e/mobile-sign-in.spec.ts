import { expect, test, type APIRequestContext } from '@playwright/test';
import { createUser } from './support/users';

/** A mobile no other run uses: +39 333 2xxxxxx, as a person types it and in E.164. */
function uniqueMobile() {
  const digits = `2${String(Date.now()).slice(-6)}`;
  return { typed: `333 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+39333${digits}` };
}

/** The 6-digit code of the newest SMS the simulator kept for `to` (the dev outbox). */
async function textedCode(api: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sms = (await (await api.get('/api/dev/outbox/sms')).json()) as { to: string; body: string }[];
      code = sms.find((message) => message.to === to)?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

test('a mobile added in Settings → Security with the texted code signs in with the password', async ({
  page,
}) => {
  const user = await createUser(page.request);
  const mobile = uniqueMobile();
  await page.goto('/settings?tab=security');
  const section = page.getByRole('region', { name: 'Accesso con il cellulare' });
  await section.getByLabel('Cellulare').fill('02 1234 5678');
  await section.getByRole('button', { name: 'Invia il codice via SMS' }).click();
  await expect(section.getByText('Questo è un numero fisso: inserisci un numero di cellulare')).toBeVisible();

  await section.getByLabel('Cellulare').fill(mobile.typed);
  await section.getByRole('button', { name: 'Invia il codice via SMS' }).click();
  await expect(section.getByText('Ti abbiamo inviato un SMS con un codice di 6 cifre')).toBeVisible();
  await section.getByLabel('Codice di verifica').fill(await textedCode(page.request, mobile.e164));
  await section.getByRole('button', { name: 'Conferma il cellulare' }).click();
  await expect(section.getByText('Puoi accedere anche con +39 333')).toBeVisible();

  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('button', { name: 'Esci', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email o cellulare').fill(mobile.typed);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Credenziali di accesso non valide');

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Stai lavorando in Studio Bianchi')).toBeVisible();
});
