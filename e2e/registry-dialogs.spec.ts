import { expect, test } from '@playwright/test';
import { createUser } from './support/users';

test('a registry dialog offers +39 for the phone, shows the number formatted, and asks before leaving unsaved changes', async ({
  page,
}) => {
  await createUser(page.request, { organization: 'Studio Dialoghi' });
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: "Navigazione dell'applicazione" })
    .getByRole('link', { name: 'Medici' })
    .click();
  await page.getByRole('button', { name: 'Aggiungi medico' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo medico' });
  const phone = dialog.getByLabel('Telefono');

  // Entering the empty field offers the Italian prefix; leaving it untouched changes nothing.
  await phone.focus();
  await expect(phone).toHaveValue('+39 ');
  await dialog.getByLabel('Cognome').focus();
  await expect(phone).toHaveValue('');

  // A number typed as people write it reads as Italian and is shown formatted once left.
  await phone.fill('333 1234567');
  await dialog.getByLabel('Cognome').focus();
  await expect(phone).toHaveValue('+39 333 123 4567');

  // Going back with the dialog half filled asks first; staying keeps what was typed.
  await dialog.getByLabel('Cognome').fill('Verdi');
  const question = page.getByRole('dialog', { name: 'Hai modifiche non salvate. Uscire senza salvare?' });
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Resta' }).click();
  await expect(dialog.getByLabel('Cognome')).toHaveValue('Verdi');
  // So does closing the dialog itself, with 'Annulla' or Escape.
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Resta' }).click();
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Resta' }).click();
  await expect(dialog.getByLabel('Cognome')).toHaveValue('Verdi');

  // A failed save puts the cursor in the first invalid field (the first name is missing).
  await dialog.getByRole('button', { name: 'Aggiungi medico' }).click();
  await expect(dialog.getByLabel('Nome', { exact: true })).toBeFocused();
  await dialog.getByLabel('Nome', { exact: true }).fill('Anna');
  await dialog.getByRole('button', { name: 'Aggiungi medico' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Anna Verdi' })).toContainText('+39 333 123 4567');
});
