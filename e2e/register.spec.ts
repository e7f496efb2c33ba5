import { expect, test } from '@playwright/test';
import { DEFAULT_PASSWORD, sentEmailIds, uniqueEmail, waitForCode } from './support/users';

const ITALIAN_GREETING = /^(Buongiorno|Buon pomeriggio|Buonasera), Paola Verdi$/;

test('a new user registers, confirms the code, sets up the organization and lands on the dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('register');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea il tuo account' })).toBeVisible();

  await page.getByLabel('Nome e cognome').fill('Paola Verdi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByLabel('Conferma la password').fill('Something-else-1');
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Le password non coincidono')).toBeVisible();
  // The input is kept.
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Conferma la password').fill(DEFAULT_PASSWORD);
  const verifyHeading = page.getByRole('heading', { level: 1, name: 'Conferma la tua email' });
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(verifyHeading).toBeVisible();
  await expect(verifyHeading).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // A wrong code is refused; resending sends a new one.
  const confirm = page.getByRole('button', { name: 'Conferma', exact: true });
  await page.getByLabel('Codice di verifica').fill('000000');
  await confirm.click();
  await expect(page.getByText('Codice di verifica non valido')).toBeVisible();

  const before = await sentEmailIds(request, email);
  await page.getByRole('button', { name: 'Invia di nuovo il codice' }).click();
  await expect(page.getByText('Ti abbiamo inviato un nuovo codice.')).toBeVisible();
  const code = await waitForCode(request, email, before);

  await page.getByLabel('Codice di verifica').fill(code);
  const setupHeading = page.getByRole('heading', { level: 1, name: 'Configura il tuo studio' });
  // SPEC §2: the verified code goes to /auth/callback, which routes a new user on to /setup.
  const callback = page.waitForURL(/\/auth\/callback\?type=signup$/);
  await confirm.click();
  await callback;
  await expect(setupHeading).toBeVisible();
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByRole('button', { name: "Crea l'organizzazione" }).click();
  await expect(page.getByRole('alert')).toContainText(
    "Il nome dell'organizzazione è obbligatorio. Contatta l'assistenza.",
  );
  await expect(page.getByText('Questo campo è obbligatorio')).toBeVisible();

  await page.getByLabel("Nome dell'organizzazione").fill('Poliambulatorio Verdi');
  await page.getByRole('button', { name: "Crea l'organizzazione" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ITALIAN_GREETING);
  await expect(page.getByText('Stai lavorando in Poliambulatorio Verdi')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attività recenti' })).toContainText('Organizzazione creata');
});

test('registering shows the field messages, puts the cursor in the first one and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill('non-una-email');
  await page.getByLabel('Password', { exact: true }).fill('corta');
  await page.getByRole('button', { name: 'Registrati' }).click();
  // The first field in error has the cursor, and says why in the catalogue's Italian.
  const name = page.getByLabel('Nome e cognome');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Questo campo è obbligatorio');
  await expect(page.getByText('Inserisci un indirizzo email valido')).toBeVisible();
  await expect(page.getByText('Questo campo deve contenere almeno 8 caratteri')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('non-una-email');

  // With the name given, the address is the first field in error.
  await name.fill('Paola Verdi');
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Inserisci un indirizzo email valido');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('corta');
});

test('sign-up from the home page', async ({ page, request }) => {
  const email = uniqueEmail('home');
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
  await header.getByRole('link', { name: 'Prova gratis' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Nome e cognome').fill('Paola Verdi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByLabel('Conferma la password').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Registrati' }).click();
  await page.getByLabel('Codice di verifica').fill(await waitForCode(request, email));
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configura il tuo studio' })).toBeVisible();
  await page.getByLabel("Nome dell'organizzazione").fill('Studio Verdi');
  await page.getByRole('button', { name: "Crea l'organizzazione" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Stai lavorando in Studio Verdi')).toBeVisible();
});
