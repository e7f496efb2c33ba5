import { expect, test } from '@playwright/test';
import { createUser } from './support/users';

test('the admin panel lists the clinics to a signed-in platform administrator only', async ({
  page,
  browser,
}) => {
  // A visitor is sent to sign in.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);

  // A clinic's owner on this very machine is not an administrator.
  const owner = await createUser(page.request, { organization: `Studio Visibile ${Date.now()}` });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Accesso negato' })).toBeVisible();
  const sidebar = (of: typeof page) => of.getByRole('navigation', { name: "Navigazione dell'applicazione" });
  await expect(sidebar(page).getByRole('link', { name: 'Impostazioni' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Amministrazione' })).toBeHidden();
  await expect(
    page.getByText('Solo un amministratore della piattaforma può aprire questa pagina'),
  ).toBeVisible();
  await expect(page.getByText(owner.email)).toBeHidden();

  // An administrator of ADMIN_EMAILS (playwright.config.ts) sees every clinic and its members.
  const email = process.env.E2E_ADMIN_EMAILS!.split(',')[test.info().retry]!;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await context.newPage();
  await createUser(admin.request, { email, name: 'Ada Amministratrice', organization: null });
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Amministrazione' })).toBeVisible();
  await expect(sidebar(admin).getByRole('link', { name: 'Amministrazione' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: owner.organizationName! });
  await expect(row).toContainText(owner.email);
  await context.close();
});
