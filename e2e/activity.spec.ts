import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createUser, joinOrganization } from './support/users';

/** Sara Rossi, signed in on a context of her own, secretary of the clinic `owner` is signed in to. */
async function secretaryOf(owner: Page, browser: Browser): Promise<BrowserContext> {
  const desk = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const secretary = await createUser(desk.request, {
    name: 'Sara Rossi',
    organization: null,
    prefix: 'desk',
  });
  await joinOrganization(owner.request, desk.request, secretary, 'secretary');
  return desk;
}

test('the full activity history narrows by who, what and when, and keeps the filters in the address', async ({
  page,
  browser,
}) => {
  const owner = await createUser(page.request, { name: 'Giulia Bianchi', organization: 'Studio Cronologia' });
  const doctor = await page.request.post('/api/v1/doctors', {
    data: { firstName: 'Marco', lastName: 'Neri', color: '#16a34a' },
  });
  expect(doctor.status(), await doctor.text()).toBe(201);

  // A secretary of the clinic registers a patient.
  const desk = await secretaryOf(page, browser);
  const patient = await desk.request.post('/api/v1/patients', {
    data: {
      firstName: 'Mario',
      lastName: 'Verdi',
      mobile: '+39 333 123 4567',
      city: 'Milano',
      address: 'Via Roma 1',
      country: 'IT',
    },
  });
  expect(patient.status(), await patient.text()).toBe(201);
  await desk.close();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Vedi tutta la cronologia' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cronologia delle attività' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Attività recenti' });
  await expect(list).toContainText('Verdi Mario');
  await expect(list).toContainText('Marco Neri');

  // Who: the secretary's entries only.
  await page.getByLabel('Chi').selectOption({ label: 'Sara Rossi' });
  await expect(list).toContainText('Verdi Mario');
  await expect(list).not.toContainText('Marco Neri');
  await expect(page).toHaveURL(/actorUserId=/);

  // What: doctors and services, by the secretary: nothing.
  await page.getByLabel('Cosa').selectOption({ label: 'Medici e prestazioni' });
  await expect(page.getByText('Nessuna attività con questi filtri')).toBeVisible();
  await page.getByLabel('Chi').selectOption({ label: `${owner.name} (Tu)` });
  await expect(list).toContainText('Marco Neri');
  await expect(list).not.toContainText('Verdi Mario');

  // A reload shows the same filters and entries.
  await page.reload();
  await expect(page.getByLabel('Cosa')).toHaveValue('registry');
  await expect(page.getByRole('list', { name: 'Attività recenti' })).toContainText('Marco Neri');

  // When: a period long gone has nothing; clearing the filters shows everything again.
  await page.getByRole('textbox', { name: 'Al', exact: true }).fill('01/01/2020');
  await page.getByRole('textbox', { name: 'Al', exact: true }).press('Tab');
  await expect(page.getByText('Nessuna attività con questi filtri')).toBeVisible();
  await page.getByRole('button', { name: 'Azzera i filtri' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole('list', { name: 'Attività recenti' })).toContainText('Verdi Mario');
});

test('the activity history in English, and closed to a secretary', async ({ page, browser }) => {
  await createUser(page.request, { name: 'Giulia Bianchi', organization: 'Studio History' });
  await page.addInitScript(() => window.localStorage.setItem('user-locale', 'en'));
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity history' })).toBeVisible();
  await expect(page.getByLabel('What')).toBeVisible();

  const desk = await secretaryOf(page, browser);
  const deskPage = await desk.newPage();
  await deskPage.goto('/activity');
  await expect(
    deskPage.getByText('La cronologia delle attività è visibile ai titolari e agli amministratori.'),
  ).toBeVisible();
  await expect(deskPage.getByLabel('Chi')).toHaveCount(0);
  await desk.close();
});
