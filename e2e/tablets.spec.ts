import { expect, test } from '@playwright/test';
import { createUser } from './support/users';

test('a tablet is created, its password reset (twice asked) and deleted', async ({ page, request }) => {
  await createUser(page.request);
  const login = `tab-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/settings?tab=tablets');
  await expect(page.getByRole('tab', { name: 'Tablet' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Nessun tablet configurato.')).toBeVisible();

  await page.getByLabel('Nome del tablet').fill('Tablet reception');
  await page.getByLabel('Nome di accesso').fill('AB');
  await page.getByLabel('Password', { exact: true }).fill('Password-2026');
  await page.getByRole('button', { name: 'Aggiungi il tablet' }).click();
  await expect(
    page.getByText('Usa da 3 a 40 lettere minuscole, cifre, punti, trattini o trattini bassi'),
  ).toBeVisible();
  await page.getByLabel('Nome di accesso').fill(login);
  await page.getByRole('button', { name: 'Aggiungi il tablet' }).click();
  await expect(page.getByText('Tablet Tablet reception aggiunto.')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'Tablet reception' });
  await expect(row).toContainText(login);
  await expect(row).toContainText('Mai');

  await row.getByRole('button', { name: 'Reimposta password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reimposta la password di Tablet reception' });
  await dialog.getByLabel('Nuova password').fill('Nuova-password-1');
  await dialog.getByLabel('Conferma la password').fill('Nuova-password-2');
  await dialog.getByRole('button', { name: 'Salva la password' }).click();
  await expect(dialog.getByText('Le password non coincidono')).toBeVisible();
  await expect(dialog.getByLabel('Conferma la password')).toBeFocused();
  // Closing it with a password typed asks first; staying keeps what was typed.
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  const question = page.getByRole('dialog', { name: 'Hai modifiche non salvate. Uscire senza salvare?' });
  await question.getByRole('button', { name: 'Resta' }).click();
  await expect(dialog.getByLabel('Nuova password')).toHaveValue('Nuova-password-1');
  await dialog.getByLabel('Conferma la password').fill('Nuova-password-1');
  await dialog.getByRole('button', { name: 'Salva la password' }).click();
  await expect(dialog.getByText('Password reimpostata.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();

  // The tablet signs in with the new password (apart from the owner's browser).
  const signIn = await request.post('/api/v1/tablet/login', {
    data: { username: login, password: 'Nuova-password-1' },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);

  await row.getByRole('button', { name: 'Elimina' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare il tablet Tablet reception?' });
  await confirm.getByRole('button', { name: 'Elimina il tablet' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Nessun tablet configurato.')).toBeVisible();
});
