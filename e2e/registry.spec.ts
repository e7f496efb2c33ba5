import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser, joinOrganization } from './support/users';

/** The card of the /services page whose heading is `name`. */
function section(page: Page, name: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('an owner adds a doctor, services and a pairing, then deactivates and deletes the doctor', async ({
  page,
}) => {
  await createUser(page.request, { organization: 'Studio Registro' });

  await page.goto('/doctors');
  await expect(page.getByRole('heading', { name: 'Nessun medico' })).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi medico' }).first().click();
  const doctorDialog = page.getByRole('dialog', { name: 'Nuovo medico' });
  await doctorDialog.getByLabel('Titolo').fill('Dott.ssa');
  await doctorDialog.getByLabel('Nome', { exact: true }).fill('Anna');
  await doctorDialog.getByLabel('Cognome').fill('Verdi');
  await doctorDialog.getByLabel('Specialità').fill('Cardiologia');
  await doctorDialog.getByLabel('Email').fill('anna.verdi@example.com');
  await doctorDialog.getByLabel('Telefono').fill('12');
  await doctorDialog.getByRole('radio', { name: 'Blu' }).check({ force: true });
  await doctorDialog.getByRole('button', { name: 'Aggiungi medico' }).click();
  // A number that is not one is refused, and what was typed stays.
  await expect(doctorDialog.getByText('Inserisci un numero di telefono valido')).toBeVisible();
  await expect(doctorDialog.getByLabel('Cognome')).toHaveValue('Verdi');
  // Without a country code the number is Italian (+39), shown as people write it (#16).
  await doctorDialog.getByLabel('Telefono').fill('333 123 4567');
  await doctorDialog.getByRole('button', { name: 'Aggiungi medico' }).click();
  await expect(doctorDialog).toBeHidden();

  const doctorRow = page.getByRole('row').filter({ hasText: 'Dott.ssa Anna Verdi' });
  await expect(doctorRow).toContainText('Cardiologia');
  await expect(doctorRow).toContainText('+39 333 123 4567');
  await expect(doctorRow).toContainText('anna.verdi@example.com');
  await expect(doctorRow.getByRole('img', { name: 'Colore #2563eb' })).toBeVisible();
  await expect(doctorRow).toContainText('Attivo');

  // The next doctor is offered a colour nobody has yet: with blue and teal taken, violet.
  const teal = await page.request.post('/api/v1/doctors', {
    data: { firstName: 'Carlo', lastName: 'Bassi', color: '#0f766e' },
  });
  expect(teal.status()).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: 'Aggiungi medico' }).first().click();
  await expect(doctorDialog.getByRole('radio', { name: 'Viola' })).toBeChecked();
  await doctorDialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(doctorDialog).toBeHidden();
  const { id: carlo } = (await teal.json()) as { id: string };
  expect((await page.request.delete(`/api/v1/doctors/${carlo}`)).status()).toBe(204);
  await page.reload();

  // The search filters the list as one types.
  await page.getByLabel('Cerca').fill('ortopedia');
  await expect(page.getByText('Nessun medico corrisponde alla ricerca.')).toBeVisible();
  await page.getByLabel('Cerca').fill('cardio');
  await expect(doctorRow).toBeVisible();

  // A service type, then a service of that type at €80,00 for 30 minutes.
  await page
    .getByRole('navigation', { name: "Navigazione dell'applicazione" })
    .getByRole('link', { name: 'Prestazioni', exact: true })
    .click();
  await expect(page).toHaveURL(/\/services$/);
  const types = section(page, 'Tipi di prestazione');
  await types.getByRole('button', { name: 'Aggiungi tipo' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Nuovo tipo di prestazione' });
  await typeDialog.getByLabel('Nome').fill('Visita specialistica');
  await typeDialog.getByRole('button', { name: 'Aggiungi tipo' }).click();
  await expect(typeDialog).toBeHidden();
  await expect(types.getByRole('row').filter({ hasText: 'Visita specialistica' })).toBeVisible();
  // The same name again: the failure is titled as SPEC §8 says, and the dialog keeps what was typed.
  await types.getByRole('button', { name: 'Aggiungi tipo' }).click();
  await typeDialog.getByLabel('Nome').fill('visita specialistica');
  await typeDialog.getByRole('button', { name: 'Aggiungi tipo' }).click();
  const typeFailure = typeDialog.getByRole('alert');
  await expect(typeFailure).toContainText('Impossibile creare il tipo di prestazione');
  await expect(typeFailure).toContainText('Esiste già un elemento con questo nome.');
  await expect(typeDialog.getByLabel('Nome')).toHaveValue('visita specialistica');
  // What was typed is work: closing asks first.
  await typeDialog.getByRole('button', { name: 'Annulla' }).click();
  await page
    .getByRole('dialog', { name: 'Hai modifiche non salvate. Uscire senza salvare?' })
    .getByRole('button', { name: 'Esci senza salvare' })
    .click();
  await expect(typeDialog).toBeHidden();

  const services = section(page, 'Prestazioni offerte');
  await expect(services.getByText('Nessuna prestazione.', { exact: false })).toBeVisible();
  await services.getByRole('button', { name: 'Aggiungi prestazione' }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'Nuova prestazione' });
  await serviceDialog.getByLabel('Nome').fill('Visita cardiologica');
  await serviceDialog.getByLabel('Tipo di prestazione').selectOption({ label: 'Visita specialistica' });
  await serviceDialog.getByLabel('Durata (minuti)').fill('30');
  await serviceDialog.getByLabel('Prezzo (€)').fill('ottanta');
  await serviceDialog.getByRole('button', { name: 'Aggiungi prestazione' }).click();
  await expect(serviceDialog.getByText('Inserisci un importo in euro, ad es. 80,00')).toBeVisible();
  await serviceDialog.getByLabel('Prezzo (€)').fill('80,00');
  await serviceDialog.getByRole('button', { name: 'Aggiungi prestazione' }).click();
  await expect(serviceDialog).toBeHidden();
  const serviceRow = services.getByRole('row').filter({ hasText: 'Visita cardiologica' });
  await expect(serviceRow).toContainText('Visita specialistica');
  await expect(serviceRow).toContainText('30 minuti');
  await expect(serviceRow).toContainText(/80,00\s€/);

  // A type that services use cannot be deleted: the dialog says so and offers to deactivate it.
  await types.getByRole('button', { name: 'Elimina Visita specialistica' }).click();
  const deleteType = page.getByRole('dialog', { name: 'Eliminare Visita specialistica?' });
  await deleteType.getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(deleteType.getByRole('alert')).toContainText('Impossibile eliminare il tipo di prestazione');
  await expect(
    deleteType.getByText('È ancora usato da altri dati: disattivalo invece di eliminarlo.'),
  ).toBeVisible();
  await deleteType.getByRole('button', { name: 'Disattiva invece' }).click();
  await expect(deleteType).toBeHidden();
  await expect(types.getByRole('row').filter({ hasText: 'Visita specialistica' })).toHaveCount(0);
  await types.getByLabel('Mostra disattivati').check();
  await expect(types.getByRole('row').filter({ hasText: 'Visita specialistica' })).toContainText(
    'Disattivato',
  );

  // The doctor performs the service at her own price; the duration stays the service's.
  await page.goto('/doctor-services');
  await page.getByRole('button', { name: 'Associa prestazione' }).click();
  const pairDialog = page.getByRole('dialog', { name: 'Associa una prestazione a un medico' });
  await pairDialog.getByLabel('Medico', { exact: true }).selectOption({ label: 'Dott.ssa Anna Verdi' });
  await pairDialog.getByLabel('Prestazione', { exact: true }).selectOption({ label: 'Visita cardiologica' });
  await pairDialog.getByLabel('Prezzo del medico (€)').fill('95,50');
  await pairDialog.getByRole('button', { name: 'Associa prestazione' }).click();
  await expect(pairDialog).toBeHidden();
  const pairRow = page.getByRole('row').filter({ hasText: 'Visita cardiologica' });
  await expect(pairRow).toContainText('Dott.ssa Anna Verdi');
  await expect(pairRow).toContainText(/95,50\s€\s*personalizzato/);
  await expect(pairRow).toContainText(/30 minuti\s*predefinito/);

  // Only one doctor's services.
  await page.getByLabel('Medico', { exact: true }).selectOption({ label: 'Dott.ssa Anna Verdi' });
  await expect(page).toHaveURL(/doctorId=/);
  await expect(pairRow).toContainText(/95,50\s€/);

  // A deactivated doctor leaves the list unless the inactive ones are shown.
  await page.goto('/doctors');
  await doctorRow.getByRole('button', { name: 'Disattiva Dott.ssa Anna Verdi' }).click();
  await expect(doctorRow).toHaveCount(0);
  await page.getByLabel('Mostra disattivati').check();
  await expect(doctorRow).toContainText('Disattivato');

  // Deleting asks first.
  await doctorRow.getByRole('button', { name: 'Elimina Dott.ssa Anna Verdi' }).click();
  const deleteDoctor = page.getByRole('dialog', { name: 'Eliminare Dott.ssa Anna Verdi?' });
  await deleteDoctor.getByRole('button', { name: 'Annulla' }).click();
  await expect(deleteDoctor).toBeHidden();
  await expect(doctorRow).toBeVisible();
  await doctorRow.getByRole('button', { name: 'Elimina Dott.ssa Anna Verdi' }).click();
  await deleteDoctor.getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(deleteDoctor).toBeHidden();
  await expect(doctorRow).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Nessun medico' })).toBeVisible();

  // Without doctors, the pairings page sends the user to add them first.
  await page.goto('/doctor-services');
  await expect(page.getByRole('heading', { name: 'Nessun medico' })).toBeVisible();
  await page.getByRole('link', { name: 'Vai ai medici' }).click();
  await expect(page).toHaveURL(/\/doctors$/);
});

test('a secretary sees the registry but cannot change it', async ({ page, browser }) => {
  const owner = page.request;
  await createUser(owner, { organization: 'Studio Segreteria' });
  const created = await owner.post('/api/v1/doctors', {
    data: { firstName: 'Marco', lastName: 'Neri', color: '#16a34a', phone: '+39 06 1234 5678' },
  });
  expect(created.status(), await created.text()).toBe(201);

  const secretaryContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const secretary = await createUser(secretaryContext.request, { organization: null, prefix: 'secretary' });
  await joinOrganization(owner, secretaryContext.request, secretary, 'secretary');

  const secretaryPage = await secretaryContext.newPage();
  await secretaryPage.goto('/doctors');
  const row = secretaryPage.getByRole('row').filter({ hasText: 'Marco Neri' });
  await expect(row).toContainText('+39 06 1234 5678');
  await expect(
    secretaryPage.getByText(
      'Solo i titolari e gli amministratori dello studio possono modificare medici e prestazioni.',
    ),
  ).toBeVisible();
  await expect(secretaryPage.getByRole('button', { name: 'Aggiungi medico' })).toHaveCount(0);
  await expect(row.getByRole('button')).toHaveCount(0);

  await secretaryPage.goto('/services');
  await expect(secretaryPage.getByRole('heading', { name: 'Prestazioni offerte' })).toBeVisible();
  await expect(secretaryPage.getByRole('button', { name: 'Aggiungi prestazione' })).toHaveCount(0);
  await expect(secretaryPage.getByRole('button', { name: 'Aggiungi tipo' })).toHaveCount(0);
  await secretaryContext.close();
});
