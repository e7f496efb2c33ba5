import { expect, test, type Page } from '@playwright/test';
import { createUser } from './support/users';

/** Today in Italy less `years`, written as the form takes it (dd/mm/yyyy). */
function yearsAgo(years: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' })
    .format(new Date())
    .split('-');
  // 29 February taken back to a year without one: the 28th.
  const safeDay = month === '02' && day === '29' ? '28' : day;
  return `${safeDay}/${month}/${Number(year) - years}`;
}

async function fillName(page: Page, lastName: string, firstName: string) {
  await page.getByLabel('Cognome *').fill(lastName);
  await page.getByLabel('Nome *', { exact: true }).fill(firstName);
}

test('a child is registered by birth date with a guardian standing in for the phone the child has not', async ({
  page,
}) => {
  await createUser(page.request);

  // The guardian, an adult patient: her own mobile and residence are required.
  await page.goto('/patients/new');
  await fillName(page, 'Neri', 'Rosa');
  await page.getByLabel('Data di nascita').fill('14/02/1984');
  await expect(page.getByRole('status').filter({ hasText: 'Paziente minorenne' })).toBeHidden();
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByText('Questo campo è obbligatorio').first()).toBeVisible();
  await expect(page).toHaveURL(/\/patients\/new$/);
  await page.getByLabel('Cellulare *').fill('339 112 2334');
  await page.getByLabel('Indirizzo *').fill('Via Garibaldi 3');
  await page.getByLabel('Città *').fill('Lucca');
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neri Rosa' })).toBeVisible();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header).not.toContainText('Paziente minorenne');

  // The child: eight years old today, so a minor by the birth date alone.
  await page.goto('/patients/new');
  await fillName(page, 'Neri', 'Luca');
  await page.getByLabel('Data di nascita').fill(yearsAgo(8));
  const minor = page.getByRole('status').filter({ hasText: 'Paziente minorenne' });
  await expect(minor).toBeVisible();
  // The mobile and the residence become optional: the guardian's stand in.
  await expect(page.getByLabel('Cellulare', { exact: true })).toBeVisible();
  await expect(page.getByText("Per un minore valgono il telefono e l'indirizzo del tutore")).toBeVisible();

  // A birth date 18 years ago today: of age today, no longer a minor.
  await page.getByLabel('Data di nascita').fill(yearsAgo(18));
  await expect(minor).toBeHidden();
  await expect(page.getByLabel('Cellulare *')).toBeVisible();
  await page.getByLabel('Data di nascita').fill(yearsAgo(8));
  await expect(minor).toBeVisible();

  const guardian = page.getByRole('group', { name: 'Tutore 1' });
  await guardian.getByLabel('Relazione con il paziente').selectOption({ label: 'Genitore' });
  await guardian.getByRole('combobox', { name: 'Paziente tutore' }).fill('Neri Rosa');
  await guardian.getByRole('option', { name: /Neri Rosa/ }).click();
  await expect(guardian.getByText('Paziente scelto: Neri Rosa')).toBeVisible();
  // No mobile, no address, no city of his own.
  await page.getByRole('button', { name: 'Salva il paziente' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Neri Luca' })).toBeVisible();
  const childId = /\/patients\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(header.getByText('Paziente minorenne')).toBeVisible();
  const contacts = page.getByRole('region', { name: 'Contatti' });
  await expect(contacts).toContainText('Telefono del tutore');
  await expect(contacts).toContainText('+39 339 112 2334 (Rosa Neri)');
  await expect(contacts.getByRole('link', { name: '+39 339 112 2334' })).toHaveAttribute(
    'href',
    'tel:+393391122334',
  );
  await expect(page.getByText('Indirizzo del tutore')).toBeVisible();
  await expect(page.getByText('Via Garibaldi 3, Lucca')).toBeVisible();
  const guardians = page.getByRole('region', { name: 'Tutori' });
  await expect(guardians.getByRole('link', { name: 'Neri Rosa' })).toBeVisible();

  // The patient list and the search show the guardian's phone for the child, named as hers.
  await page.goto('/patients');
  await expect(page.getByRole('row').filter({ hasText: 'Neri Luca' })).toContainText(
    '+39 339 112 2334 (tutore: Rosa Neri)',
  );
  await expect(page.getByRole('row').filter({ hasText: 'Neri Rosa' })).not.toContainText('tutore');
  await page.goto('/search?q=Neri%20Luca');
  await expect(page.getByRole('link', { name: /Neri Luca/ })).toContainText(
    '+39 339 112 2334 (tutore: Rosa Neri)',
  );
  await page.goto(`/patients/${childId}`);

  // The guardian's record names the child.
  await guardians.getByRole('link', { name: 'Neri Rosa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neri Rosa' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neri Luca' })).toBeVisible();
});
