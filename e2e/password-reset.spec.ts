import { expect, test } from '@playwright/test';
import { createUser, waitForResetLink } from './support/users';

test('forgot password: the emailed link sets a new password that then works', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);

  // No address yet: said under the field, with the cursor in it.
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Questo campo è obbligatorio');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(
    page.getByText(
      'Se esiste un account con questa email, ti abbiamo inviato un link per reimpostare la password.',
    ),
  ).toBeVisible();

  await page.goto(await waitForResetLink(request, user.email));
  await expect(page).toHaveURL(/\/update-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scegli una nuova password' })).toBeVisible();

  await page.getByLabel('Nuova password', { exact: true }).fill('Nuova-password-1');
  await page.getByLabel('Conferma la nuova password').fill('Altra-password-2');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect(page.getByText('Le password non coincidono')).toBeVisible();
  await expect(page.getByLabel('Conferma la nuova password')).toBeFocused();

  await page.getByLabel('Conferma la nuova password').fill('Nuova-password-1');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect(page.getByText('Password aggiornata. Ora puoi accedere con la nuova password.')).toBeVisible();

  await page.getByRole('link', { name: "Vai all'accesso" }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Credenziali di accesso non valide');

  await page.getByLabel('Password', { exact: true }).fill('Nuova-password-1');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a bad reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/update-password?error=INVALID_TOKEN');
  await expect(page.getByText('Questo link non è valido o è scaduto. Richiedine uno nuovo.')).toBeVisible();
  await page.getByRole('link', { name: 'Richiedi un nuovo link' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
});
