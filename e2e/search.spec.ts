import { expect, test, type APIRequestContext } from '@playwright/test';
import { createUser } from './support/users';

async function post(api: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await api.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

test('the search box finds a patient by a misspelled surname, and doctors and services by a word', async ({
  page,
}) => {
  await createUser(page.request);
  const api = page.request;
  await post(api, '/api/v1/patients', {
    firstName: 'Martina',
    lastName: 'Mancini',
    mobile: '+39 347 111 2233',
    city: 'Bologna',
    address: 'Via Indipendenza 3',
  });
  await post(api, '/api/v1/doctors', {
    firstName: 'Paolo',
    lastName: 'Manzoni',
    specialty: 'Ortopedia',
    color: '#7c3aed',
  });
  await post(api, '/api/v1/services', { name: 'Visita ortopedica', durationMinutes: 30, priceCents: 9000 });

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Cerca' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByRole('searchbox', { name: 'Cerca in Studiolo' }).fill('Mancni');
  await expect(page).toHaveURL(/\/search\?q=Mancni$/);
  const results = page.getByRole('region', { name: 'Risultati della ricerca' });
  const patients = results.getByRole('region', { name: 'Pazienti (1)' });
  await expect(patients.getByRole('link', { name: /Mancini Martina/ })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cerca in Studiolo' }).fill('ortoped');
  await expect(results.getByRole('region', { name: 'Medici (1)' }).getByText('Paolo Manzoni')).toBeVisible();
  await expect(
    results.getByRole('region', { name: 'Prestazioni (1)' }).getByText('Visita ortopedica'),
  ).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cerca in Studiolo' }).fill('Zanzibar');
  await expect(page.getByText('Nessun risultato trovato')).toBeVisible();

  // The address keeps the search: a reload shows the same results, and a result opens the patient.
  await page.goto('/search?q=mancini');
  await page.getByRole('link', { name: /Mancini Martina/ }).click();
  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
});

test('the dashboard shows the practice in figures and refreshes them', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/dashboard');
  const figures = page.getByRole('region', { name: 'Lo studio in cifre' });
  await expect(figures.getByRole('link', { name: /Medici attivi\s*0/ })).toBeVisible();
  await expect(figures.getByRole('link', { name: /Pazienti\s*0/ })).toBeVisible();

  await expect(page.getByText('Nessun appuntamento oggi')).toBeVisible();

  const doctor = await post(page.request, '/api/v1/doctors', {
    firstName: 'Sara',
    lastName: 'Conti',
    color: '#0f766e',
  });
  // Noon UTC is early afternoon in Rome: always today there.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  await post(page.request, '/api/v1/appointments', {
    doctorId: doctor.id,
    temporaryName: 'Sig.ra Galli',
    startsAt: `${today}T12:00:00Z`,
    endsAt: `${today}T12:30:00Z`,
  });
  await page.getByRole('button', { name: 'Aggiorna' }).click();
  await expect(figures.getByRole('link', { name: /Medici attivi\s*1/ })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Appuntamenti di oggi' }).getByText('Sig.ra Galli'),
  ).toBeVisible();
  // The owner sees who did what, with a way to the entity.
  await expect(
    page.getByRole('list', { name: 'Attività recenti' }).getByText('Medico aggiunto'),
  ).toBeVisible();
});

test('the figures and the activity follow patient and registry changes made in the app', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/dashboard');
  const figures = page.getByRole('region', { name: 'Lo studio in cifre' });
  const log = page.getByRole('list', { name: 'Attività recenti' });
  await expect(figures.getByRole('link', { name: /Pazienti\s*0/ })).toBeVisible();

  // A patient added in the app, then the dashboard again, without reloading the page.
  await figures.getByRole('link', { name: /Pazienti/ }).click();
  await page.getByRole('link', { name: 'Nuovo paziente' }).click();
  await page.getByLabel('Cognome *').fill('Bianchi');
  await page.getByLabel('Nome *', { exact: true }).fill('Anna');
  await page.getByLabel('Cellulare *').fill('333 765 4321');
  await page.getByLabel('Indirizzo *').fill('Via dei Mille 12');
  await page.getByLabel('Città *').fill('Pisa');
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bianchi Anna' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(figures.getByRole('link', { name: /Pazienti\s*1/ })).toBeVisible();

  // The log names the patient and opens her record; once deleted, she is named but not linked.
  const added = log.getByRole('listitem').filter({ hasText: 'Paziente aggiunto' });
  await added.getByRole('link', { name: 'Bianchi Anna' }).click();
  await page.getByRole('button', { name: 'Elimina' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminare Bianchi Anna?' })
    .getByRole('button', { name: 'Elimina il paziente' })
    .click();
  await expect(page).toHaveURL(/\/patients$/);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(figures.getByRole('link', { name: /Pazienti\s*0/ })).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: 'Paziente eliminato' })).toContainText(
    'Bianchi Anna',
  );
  await expect(added).toContainText('Bianchi Anna');
  await expect(log.getByRole('link', { name: 'Bianchi Anna' })).toHaveCount(0);

  // A doctor added on the registry screen counts at once too.
  await figures.getByRole('link', { name: /Medici attivi/ }).click();
  await page.getByRole('button', { name: 'Aggiungi medico' }).first().click();
  const doctorDialog = page.getByRole('dialog', { name: 'Nuovo medico' });
  await doctorDialog.getByLabel('Nome', { exact: true }).fill('Sara');
  await doctorDialog.getByLabel('Cognome').fill('Conti');
  await doctorDialog.getByRole('button', { name: 'Aggiungi medico' }).click();
  await expect(doctorDialog).toBeHidden();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(figures.getByRole('link', { name: /Medici attivi\s*1/ })).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: 'Medico aggiunto' })).toContainText('Sara Conti');
});
