import { expect, test } from '@playwright/test';
import { asCallsOnly, createUser, sentEmailIds, waitForCode } from './support/users';

const GREETING = /^(Buongiorno|Buon pomeriggio|Buonasera), Giulia Bianchi$/;

test('password sign-in: empty fields, wrong password, then the right one', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi a Studiolo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  await expect(page.getByLabel('Ricordami')).toBeChecked();

  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Inserisci prima la tua email');

  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Inserisci la password');

  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Credenziali di accesso non valide');
  await expect(page.getByLabel('Email')).toHaveValue(user.email);

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  // SPEC §2: a member lands on /, whose redirect rules route on to the organization's home.
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING);
});

test('password sign-in of a calls-only organization lands on /, which routes on to /calls-m', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await asCallsOnly(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/calls-m$/);
});

test('code sign-in: a wrong code is refused, the right one goes through /auth/callback', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Accedi con un codice' }).click();

  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(page.getByRole('alert')).toHaveText('Inserisci prima la tua email');

  const before = await sentEmailIds(request, user.email);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(page.getByText(`Ti abbiamo inviato un codice di 6 cifre a ${user.email}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page.getByRole('alert')).toHaveText('Inserisci la tua email e il codice');

  await page.getByLabel('Codice di verifica').fill('000000');
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page.getByRole('alert')).toHaveText('Codice di verifica non valido');

  const code = await waitForCode(request, user.email, before);
  const callback = page.waitForURL(/\/auth\/callback$/);
  await page.getByLabel('Codice di verifica').fill(code);
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await callback;
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING);
});

test('an unconfirmed address is offered the code step, which signs the user in', async ({
  page,
  request,
}) => {
  const email = `unconfirmed-${Date.now().toString(36)}@example.com`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Luca Neri',
      email,
      password: 'Password-2026',
    },
  });
  expect(signUp.ok()).toBe(true);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Password-2026');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText('Il tuo indirizzo email non è ancora confermato.')).toBeVisible();

  const before = await sentEmailIds(request, email);
  await page.getByRole('button', { name: 'Invia il codice e conferma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conferma la tua email' })).toBeVisible();
  await page.getByLabel('Codice di verifica').fill(await waitForCode(request, email, before));
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();

  // No organization yet: /settings offers to create one.
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Crea la tua organizzazione' })).toBeVisible();
});
