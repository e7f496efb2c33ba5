import { expect, test } from '@playwright/test';
import { createUser, waitForEmail } from './support/users';

test('a member of two organizations switches between them from the top bar', async ({ page, request }) => {
  const user = await createUser(page.request, { name: 'Giulia Bianchi', organization: 'Studio Uno' });
  await createUser(request, { name: 'Marco Rossi', organization: 'Studio Due', prefix: 'owner' });
  const invited = await request.post('/api/v1/team/invitations', {
    data: { firstName: 'Luca', lastName: 'Bianchi', email: user.email, role: 'doctor' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const link = await waitForEmail(page.request, user.email, /(https?:\/\/\S*\/invite\?token=\S+)/);
  const token = new URL(link).searchParams.get('token') ?? '';
  const accepted = await page.request.post('/api/v1/invitations/accept', { data: { token } });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // Accepting selected the new organization; the switcher goes back to the first.
  await page.goto('/dashboard');
  await expect(page.getByText('Stai lavorando in Studio Due')).toBeVisible();
  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Organizzazione' });
  await switcher.selectOption({ label: 'Studio Uno' });
  await expect(page.getByText('Stai lavorando in Studio Uno')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Stai lavorando in Studio Uno')).toBeVisible();

  await switcher.selectOption({ label: 'Studio Due' });
  await expect(page.getByText('Stai lavorando in Studio Due')).toBeVisible();
});
