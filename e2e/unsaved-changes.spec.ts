import { expect, test } from '@playwright/test';
import { createUser } from './support/users';

test('a half-filled form guarded on navigation', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/patients/new');
  const sidebar = page.getByRole('navigation', { name: "Navigazione dell'applicazione" });
  const question = page.getByRole('dialog', { name: 'Hai modifiche non salvate. Uscire senza salvare?' });

  // Nothing typed yet: leaving is not asked about.
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/patients/new');

  await page.getByLabel('Cognome *').fill('Verdi');
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Resta' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/patients\/new$/);
  await expect(page.getByLabel('Cognome *')).toHaveValue('Verdi');

  // Back to what it was: nothing to lose, nothing asked.
  await page.getByLabel('Cognome *').fill('');
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/patients/new');

  await page.getByLabel('Cognome *').fill('Verdi');
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await question.getByRole('button', { name: 'Esci senza salvare' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A failed save brings the first invalid field into view, with the cursor in it.
  await page.goto('/patients/new');
  await page.getByLabel('Nome *', { exact: true }).fill('Anna');
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByLabel('Cognome *')).toBeFocused();
  await expect(page.getByLabel('Cognome *')).toBeInViewport();

  // Saved: the form's own way to the new record is never asked about.
  await page.getByLabel('Cognome *').fill('Verdi');
  await page.getByLabel('Cellulare *').fill('333 765 4321');
  await page.getByLabel('Indirizzo *').fill('Via dei Mille 12');
  await page.getByLabel('Città *').fill('Pisa');
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verdi Anna' })).toBeVisible();
  await expect(question).toBeHidden();

  // Signing out is never held back by a form nobody could save any more.
  await page.goto('/patients/new');
  await page.getByLabel('Cognome *').fill('Bianchi');
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(question).toBeHidden();
});
