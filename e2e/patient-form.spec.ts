import { expect, test } from '@playwright/test';
import { post } from './support/clinic';
import { createUser } from './support/users';

/** Today in Italy less `years`, as YYYY-MM-DD (29 February taken back to a year without one: the 28th). */
function isoYearsAgo(years: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' })
    .format(new Date())
    .split('-');
  const safeDay = month === '02' && day === '29' ? '28' : day;
  return `${Number(year) - years}-${month}-${safeDay}`;
}

/** YYYY-MM-DD as an American-style clinic writes it: MM/DD/YYYY. */
const mdy = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
};

test('a failed save puts the cursor in the first invalid field, with the message in Italian and the input kept', async ({
  page,
}) => {
  await createUser(page.request);
  await page.goto('/patients/new');
  const lastName = page.getByLabel('Cognome *');
  const birthDate = page.getByLabel('Data di nascita');
  const email = page.getByLabel('Email');
  const save = page.getByRole('button', { name: 'Salva il paziente' });

  await page.getByLabel('Nome *', { exact: true }).fill('Anna');
  await page.getByLabel('Cellulare *').fill('333 765 4321');
  // A day that does not exist is never saved as 'no birth date'.
  await birthDate.fill('31/02/1985');
  await email.fill('anna@');
  await save.click();

  // The surname comes first on the page: the cursor is there, with the catalogue's message.
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).toHaveAccessibleDescription(/Questo campo è obbligatorio/);
  await expect(page.getByText('Controlla i campi evidenziati.')).toBeVisible();
  await expect(page).toHaveURL(/\/patients\/new$/);

  await lastName.fill('Verdi');
  await save.click();
  await expect(birthDate).toBeFocused();
  await expect(birthDate).toHaveAccessibleDescription(/Data non valida/);
  await expect(birthDate).toHaveValue('31/02/1985');

  await birthDate.fill('10/12/1985');
  await save.click();
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await expect(email).toHaveAccessibleDescription(/Inserisci un indirizzo email valido/);
  // Everything typed is still there.
  await expect(email).toHaveValue('anna@');
  await expect(page.getByLabel('Nome *', { exact: true })).toHaveValue('Anna');
  await expect(birthDate).toHaveValue('10/12/1985');
  await expect(page.getByLabel('Cellulare *')).toHaveValue('333 765 4321');

  // The residence is required too: fixed the email, the address is next.
  await email.fill('anna.verdi@example.com');
  await save.click();
  await expect(page.getByLabel('Indirizzo *')).toBeFocused();
  await page.getByLabel('Indirizzo *').fill('Via dei Mille 12');
  await page.getByLabel('Città *').fill('Pisa');
  await save.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verdi Anna' })).toBeVisible();
  await expect(page.getByText('10/12/1985')).toBeVisible();
});

test("the birth date is typed in the organization's date format, and a minor is told by it", async ({
  page,
}) => {
  await createUser(page.request);
  const settings = await page.request.put('/api/v1/settings', {
    data: { calendar: { dateFormat: 'MM/DD/YYYY' } },
  });
  expect(settings.status()).toBe(200);
  await page.goto('/patients/new');
  const birthDate = page.getByLabel('Data di nascita');
  await expect(birthDate).toHaveAttribute('placeholder', 'mm/gg/aaaa');

  // Eight years old today, typed month first: a minor, who comes of age in ten years' time.
  const child = isoYearsAgo(8);
  await birthDate.fill(mdy(child));
  const minor = page.getByRole('status').filter({ hasText: 'Paziente minorenne' });
  await expect(minor).toBeVisible();
  await expect(minor).toContainText(`Diventa maggiorenne il ${mdy(isoYearsAgo(-10))}`);
  await expect(page.getByRole('group', { name: 'Tutore 1' })).toBeVisible();
  await expect(page.getByLabel('Cellulare', { exact: true })).toBeVisible();

  // An adult, 10 December 1985 written the clinic's way; the day-first reading is refused.
  await birthDate.fill('31/12/1985');
  await birthDate.blur();
  await expect(birthDate).toHaveAccessibleDescription(/Data non valida/);
  await birthDate.fill('12/10/1985');
  await expect(minor).toBeHidden();
  await page.getByLabel('Cognome *').fill('Gialli');
  await page.getByLabel('Nome *', { exact: true }).fill('Paolo');
  await page.getByLabel('Cellulare *').fill('333 765 4321');
  await page.getByLabel('Indirizzo *').fill('Via Roma 1');
  await page.getByLabel('Città *').fill('Pisa');
  await page.getByRole('button', { name: 'Salva il paziente' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Gialli Paolo' })).toBeVisible();
  const id = /\/patients\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const saved = (await (await page.request.get(`/api/v1/patients/${id}`)).json()) as { birthDate: string };
  expect(saved.birthDate).toBe('1985-12-10');
  await expect(page.getByText('12/10/1985')).toBeVisible();

  // Editing shows it the same way.
  await page.getByRole('link', { name: 'Modifica' }).click();
  await expect(page.getByLabel('Data di nascita')).toHaveValue('12/10/1985');
});

test('a half-filled patient form asks before it is left, and staying keeps what was typed', async ({
  page,
}) => {
  await createUser(page.request);
  const question = page.getByRole('dialog', { name: 'Hai modifiche non salvate. Uscire senza salvare?' });

  await page.goto('/patients/new');
  await page.getByLabel('Cognome *').fill('Verdi');
  await page.getByLabel('Data di nascita').fill('10/12/1985');
  await page.getByLabel('Sesso').selectOption({ label: 'Femmina' });
  // The form's own 'Annulla' is asked about too.
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Resta' }).click();
  await expect(page).toHaveURL(/\/patients\/new$/);
  await expect(page.getByLabel('Cognome *')).toHaveValue('Verdi');
  await expect(page.getByLabel('Data di nascita')).toHaveValue('10/12/1985');
  await expect(page.getByLabel('Sesso')).toHaveValue('female');
  await page.getByRole('button', { name: 'Annulla' }).click();
  await question.getByRole('button', { name: 'Esci senza salvare' }).click();
  await expect(page).toHaveURL(/\/patients$/);

  // A saved patient's form: unchanged, leaving is not asked about; changed, it is.
  const patient = await post(page.request, '/api/v1/patients', {
    firstName: 'Carla',
    lastName: 'Neri',
    mobile: '+39 333 111 2222',
    address: 'Via Verdi 3',
    city: 'Lucca',
  });
  await page.goto(`/patients/${patient.id}/edit`);
  await expect(page.getByLabel('Città *')).toHaveValue('Lucca');
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}$`));
  // The browser's back button, from the record to its form and back.
  await page.getByRole('link', { name: 'Modifica' }).click();
  await page.getByLabel('Città *').fill('Pisa');
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Esci senza salvare' }).click();
  const kept = (await (await page.request.get(`/api/v1/patients/${patient.id}`)).json()) as { city: string };
  expect(kept.city).toBe('Lucca');
});
