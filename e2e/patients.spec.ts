import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { healthCardScans } from '../packages/contracts/src/__fixtures__/health-card-scans';
import { createUser } from './support/users';

interface CreatedPatient {
  id: string;
  firstName: string;
  lastName: string;
}

/** A patient made through the API (the screens under test are elsewhere). */
async function createPatient(api: APIRequestContext, data: Record<string, unknown>): Promise<CreatedPatient> {
  const response = await api.post('/api/v1/patients', {
    data: { mobile: '+39 333 123 4567', city: 'Pisa', address: 'Via Roma 1', ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedPatient;
}

/** From the patient's record: Elimina, then confirm in the dialog. */
async function deleteFromRecord(page: Page, name: string) {
  await page.getByRole('button', { name: 'Elimina' }).click();
  await page
    .getByRole('dialog', { name: `Eliminare ${name}?` })
    .getByRole('button', { name: 'Elimina il paziente' })
    .click();
}

/** The required fields beside the name: mobile, address, city. */
/** The patient's own mobile and residence (a minor's, optional, are labelled without '*'). */
async function fillContactAndResidence(page: Page) {
  await page.getByLabel(/^Cellulare( \*)?$/).fill('333 765 4321');
  await page
    .getByLabel(/^Indirizzo( \*)?$/)
    .first()
    .fill('Via dei Mille 12');
  await page
    .getByLabel(/^Città( \*)?$/)
    .first()
    .fill('Pisa');
}

test('a patient is created from a valid codice fiscale, with the fields it gives filled in', async ({
  page,
}) => {
  await createUser(page.request);
  await page.goto('/patients');
  await expect(page.getByText('Nessun paziente registrato.')).toBeVisible();
  await page.getByRole('link', { name: 'Nuovo paziente' }).click();
  await expect(page).toHaveURL(/\/patients\/new$/);

  await page.getByLabel('Cognome *').fill('Rossi');
  await page.getByLabel('Nome *', { exact: true }).fill('Mario');
  // A wrong check character: the catalogue's message when the field is left.
  await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562X');
  await page.getByLabel('Cognome *').focus();
  await expect(page.getByText('Codice fiscale non valido')).toBeVisible();

  await page.getByLabel('Codice fiscale').fill('rssmra85t10a562s');
  await expect(page.getByText('Codice fiscale non valido')).toBeHidden();
  await expect(
    page.getByText('Dal codice fiscale: maschio, nato il 10/12/1985 a San Giuliano Terme (PI).'),
  ).toBeVisible();
  // A name that does not give the code's letters (MRA) is pointed out, as a warning.
  await page.getByLabel('Nome *', { exact: true }).fill('Marco');
  await expect(page.getByText('Controlla: nome.')).toBeVisible();
  await page.getByLabel('Nome *', { exact: true }).fill('Mario');
  await expect(page.getByText('I dati inseriti non corrispondono al codice fiscale')).toBeHidden();
  // A birth date that disagrees with the code is pointed out.
  await page.getByLabel('Data di nascita').fill('11/12/1985');
  await expect(page.getByText('I dati inseriti non corrispondono al codice fiscale')).toBeVisible();
  await expect(page.getByText('Controlla: data di nascita.')).toBeVisible();

  await page.getByRole('button', { name: 'Compila dai dati del codice fiscale' }).click();
  await expect(page.getByLabel('Data di nascita')).toHaveValue('10/12/1985');
  await expect(page.getByLabel('Sesso')).toHaveValue('male');
  await expect(page.getByLabel('Comune di nascita')).toHaveValue('San Giuliano Terme');
  await expect(page.getByLabel('Provincia di nascita')).toHaveValue('PI');
  await expect(page.getByText('I dati inseriti non corrispondono al codice fiscale')).toBeHidden();

  // The default prefix of the settings (+39) is proposed for the mobile.
  await expect(page.getByLabel('Prefisso')).toHaveValue('+39');
  await fillContactAndResidence(page);
  await page.getByRole('button', { name: 'Salva il paziente' }).click();

  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rossi Mario' })).toBeVisible();
  await expect(page.getByText('RSSMRA85T10A562S')).toBeVisible();
  await expect(page.getByText('10/12/1985')).toBeVisible();
  await expect(page.getByText('Maschio')).toBeVisible();
  await expect(page.getByText('San Giuliano Terme (PI)')).toBeVisible();
  await expect(page.getByText('+39 333 765 4321')).toBeVisible();

  await page.getByRole('link', { name: 'Pazienti' }).first().click();
  await expect(page.getByRole('row').filter({ hasText: 'RSSMRA85T10A562S' })).toContainText('Rossi Mario');
});

test('a second patient with the same tax code is saved only once both boxes are ticked', async ({ page }) => {
  await createUser(page.request);
  const existing = await createPatient(page.request, {
    firstName: 'Mario',
    lastName: 'Rossi',
    taxCode: 'RSSMRA85T10A562S',
    birthDate: '1985-12-10',
    birthCity: 'San Giuliano Terme',
    birthProvince: 'PI',
  });

  await page.goto('/patients/new');
  await page.getByLabel('Cognome *').fill('Rossi');
  await page.getByLabel('Nome *', { exact: true }).fill('Mario Luigi');
  await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562S');
  await page.getByLabel('Cognome *').focus();

  const warning = page
    .getByRole('status')
    .filter({ hasText: 'Esiste già un paziente con questo codice fiscale' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: 'Rossi Mario' })).toHaveAttribute(
    'href',
    `/patients/${existing.id}`,
  );
  // 'nato' from the codice fiscale (no sex recorded), 'a' for a comune.
  await expect(warning).toContainText('nato il 10/12/1985 a San Giuliano Terme');

  await fillContactAndResidence(page);
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'Esiste già un paziente con questo codice fiscale' });
  await expect(refusal).toContainText(
    'Conferma il codice fiscale duplicato spuntando le caselle prima di salvare',
  );
  await expect(page).toHaveURL(/\/patients\/new$/);
  // Nothing typed is lost.
  await expect(page.getByLabel('Nome *', { exact: true })).toHaveValue('Mario Luigi');

  await page.getByLabel('Ho verificato il paziente esistente').check();
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/patients\/new$/);

  await page.getByLabel('Confermo che si tratta di una scheda separata').check();
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rossi Mario Luigi' })).toBeVisible();

  await page.goto('/patients');
  await expect(page.getByRole('row').filter({ hasText: 'RSSMRA85T10A562S' })).toHaveCount(2);
});

test('boxes ticked for one tax code do not save another typed just before saving', async ({ page }) => {
  await createUser(page.request);
  await createPatient(page.request, { firstName: 'Mario', lastName: 'Rossi', taxCode: 'RSSMRA85T10A562S' });
  await createPatient(page.request, { firstName: 'Laura', lastName: 'Bianchi', taxCode: 'BNCLRA90A41F205I' });

  await page.goto('/patients/new');
  await page.getByLabel('Cognome *').fill('Verdi');
  await page.getByLabel('Nome *', { exact: true }).fill('Anna');
  await fillContactAndResidence(page);
  await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562S');
  await page.getByLabel('Cognome *').focus();
  const box = page
    .getByRole('status')
    .filter({ hasText: 'Esiste già un paziente con questo codice fiscale' });
  await expect(box.getByRole('link', { name: 'Rossi Mario' })).toBeVisible();
  await page.getByLabel('Ho verificato il paziente esistente').check();
  await page.getByLabel('Confermo che si tratta di una scheda separata').check();

  // The check of the new code is slow to answer: the user saves before it does.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v1/patients/tax-code-check?*', async (route) => {
    await answered;
    await route.fallback();
  });
  await page.getByLabel('Codice fiscale').fill('BNCLRA90A41F205I');
  await page.getByLabel('Cognome *').focus();
  await page.getByRole('button', { name: 'Salva il paziente' }).click();

  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'Esiste già un paziente con questo codice fiscale' });
  await expect(refusal.getByRole('link', { name: 'Bianchi Laura' })).toBeVisible();
  await expect(refusal).toContainText(
    'Conferma il codice fiscale duplicato spuntando le caselle prima di salvare',
  );
  await expect(refusal.getByLabel('Ho verificato il paziente esistente')).not.toBeChecked();
  answer();
  await expect(page).toHaveURL(/\/patients\/new$/);
  await expect(refusal.getByLabel('Ho verificato il paziente esistente')).not.toBeChecked();
});

test('the codice fiscale is computed from the form, for a minor and a guardian born abroad, asking before replacing', async ({
  page,
}) => {
  await createUser(page.request);
  await page.goto('/patients/new');
  await page.getByLabel('Cognome *').fill('Bianchi');
  await page.getByLabel('Nome *', { exact: true }).fill('Sofia');
  await page.getByLabel('Data di nascita').fill('03/05/2015');
  await page.getByLabel('Sesso').selectOption({ label: 'Femmina' });
  // The birthplace is proposed as it is typed: 'Roma' gives 'Roma (RM)'.
  await page.getByRole('combobox', { name: 'Comune di nascita' }).fill('Roma');
  await page.getByRole('option', { name: /^Roma \(RM\)/ }).click();
  await expect(page.getByLabel('Comune di nascita')).toHaveValue('Roma');
  await expect(page.getByLabel('Provincia di nascita')).toHaveValue('RM');

  // Another code already typed: the computed one replaces it only once the user says so.
  await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562S');
  await page.getByRole('button', { name: 'Calcola codice fiscale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calcola il codice fiscale' });
  await expect(dialog).toContainText(
    'Il codice fiscale inserito (RSSMRA85T10A562S) è diverso da quello calcolato',
  );
  await dialog.getByRole('button', { name: 'Sostituisci il codice' }).click();
  // Bianchi Sofia, a girl born in Roma (H501) on 03/05/2015.
  const sofia = 'BNCSFO15E43H501E';
  await expect(page.getByLabel('Codice fiscale')).toHaveValue(sofia);
  await expect(page.getByText('Dal codice fiscale: femmina, nata il 03/05/2015 a Roma (RM).')).toBeVisible();

  await fillContactAndResidence(page);
  // Born in 2015: the form says so by itself and asks for a guardian.
  await expect(page.getByRole('status').filter({ hasText: 'Paziente minorenne' })).toBeVisible();
  const guardian = page.getByRole('group', { name: 'Tutore 1' });
  await guardian.getByLabel('Il tutore è').selectOption({ label: "Un'altra persona" });
  await guardian.getByLabel('Nome *', { exact: true }).fill('Giorgio');
  await guardian.getByLabel('Cognome *').fill('Verdi');
  await guardian.getByLabel('Telefono *').fill('333 111 2222');
  // The guardian's form has no birth data: the dialog asks for them.
  await guardian.getByRole('button', { name: 'Calcola codice fiscale' }).click();
  await dialog.getByLabel('Sesso').selectOption({ label: 'Maschio' });
  await dialog.getByLabel('Data di nascita').fill('04/07/1978');
  await dialog.getByRole('combobox', { name: 'Luogo di nascita' }).fill('francia');
  await dialog.getByRole('option', { name: /^Francia/ }).click();
  // Verdi Giorgio, born in France (Z110) on 04/07/1978.
  const giorgio = 'VRDGRG78L04Z110P';
  await expect(dialog.getByText(giorgio)).toBeVisible();
  await dialog.getByRole('button', { name: 'Usa questo codice' }).click();
  await expect(guardian.getByLabel('Codice fiscale')).toHaveValue(giorgio);

  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bianchi Sofia' })).toBeVisible();
  await expect(page.getByText(sofia)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tutori' })).toContainText(giorgio);

  // Pickers tell the patient's birth as Italian says it.
  await page.goto('/patients/new');
  await page.getByLabel('Data di nascita').fill('12/09/2019');
  await page.getByRole('combobox', { name: 'Paziente tutore' }).fill('Bianchi Sofia');
  await expect(page.getByRole('option', { name: /Bianchi Sofia/ })).toContainText(
    'nata il 03/05/2015 a Roma',
  );
});

test('a minor gets an existing patient and another person as guardians', async ({ page }) => {
  await createUser(page.request);
  await createPatient(page.request, { firstName: 'Laura', lastName: 'Bianchi' });

  await page.goto('/patients/new');
  await page.getByLabel('Cognome *').fill('Bianchi');
  await page.getByLabel('Nome *', { exact: true }).fill('Sofia');
  await page.getByLabel('Data di nascita').fill('03/05/2015');
  await fillContactAndResidence(page);
  await expect(page.getByRole('status').filter({ hasText: 'Paziente minorenne' })).toBeVisible();

  const first = page.getByRole('group', { name: 'Tutore 1' });
  await first.getByLabel('Relazione con il paziente').selectOption({ label: 'Genitore' });
  await first.getByRole('combobox', { name: 'Paziente tutore' }).fill('Bianchi Laura');
  await first.getByRole('option', { name: /Bianchi Laura/ }).click();
  await expect(first.getByText('Paziente scelto: Bianchi Laura')).toBeVisible();

  await page.getByRole('button', { name: 'Aggiungi un tutore' }).click();
  const second = page.getByRole('group', { name: 'Tutore 2' });
  await second.getByLabel('Relazione con il paziente').selectOption({ label: 'Nonno/a' });
  await second.getByLabel('Il tutore è').selectOption({ label: "Un'altra persona" });
  await second.getByLabel('Nome *', { exact: true }).fill('Giorgio');
  await second.getByLabel('Cognome *').fill('Verdi');
  await second.getByLabel('Prefisso').fill('');
  await second.getByLabel('Telefono *').fill('12');
  await page.getByRole('button', { name: 'Salva il paziente' }).click();

  await expect(second.getByText('Compila tutti i campi obbligatori del tutore')).toBeVisible();
  await expect(second.getByText('Inserisci un numero di telefono valido')).toBeVisible();
  await expect(page).toHaveURL(/\/patients\/new$/);

  // Without a country code the number is Italian (+39) (#16).
  await second.getByLabel('Telefono *').fill('333 111 2222');
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bianchi Sofia' })).toBeVisible();

  const guardians = page.getByRole('region', { name: 'Tutori' });
  await expect(guardians).toContainText('Genitore');
  await expect(guardians).toContainText('Verdi Giorgio');
  await expect(guardians).toContainText('Nonno/a');
  await expect(guardians).toContainText('+39 333 111 2222');
  await guardians.getByRole('link', { name: 'Bianchi Laura' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Bianchi Laura' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bianchi Sofia' })).toBeVisible();
});

test('the same patient cannot be chosen twice as guardian', async ({ page }) => {
  await createUser(page.request);
  await createPatient(page.request, { firstName: 'Laura', lastName: 'Bianchi' });
  await page.goto('/patients/new');
  await page.getByLabel('Cognome *').fill('Bianchi');
  await page.getByLabel('Nome *', { exact: true }).fill('Sofia');
  await page.getByLabel('Data di nascita').fill('03/05/2015');
  await fillContactAndResidence(page);
  await page.getByRole('button', { name: 'Aggiungi un tutore' }).click();
  for (const n of [1, 2]) {
    const guardian = page.getByRole('group', { name: `Tutore ${n}` });
    await guardian.getByRole('combobox', { name: 'Paziente tutore' }).fill('Bianchi Laura');
    await guardian.getByRole('option', { name: /Bianchi Laura/ }).click();
  }
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(
    page.getByRole('group', { name: 'Tutore 2' }).getByText('Questo paziente è già tra i tutori'),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tutore 1' })).not.toContainText('Questo paziente');
  await expect(page).toHaveURL(/\/patients\/new$/);
});

test('a guardian of minors cannot be deleted until the minors are dealt with', async ({ page }) => {
  await createUser(page.request);
  const guardian = await createPatient(page.request, { firstName: 'Laura', lastName: 'Bianchi' });
  const minor = await createPatient(page.request, {
    firstName: 'Sofia',
    lastName: 'Bianchi',
    birthDate: '2015-05-03',
    guardians: [{ relationship: 'parent', patientId: guardian.id }],
  });

  await page.goto(`/patients/${guardian.id}`);
  await deleteFromRecord(page, 'Bianchi Laura');
  const confirm = page.getByRole('dialog', { name: 'Eliminare Bianchi Laura?' });
  await expect(confirm.getByText('Questo paziente è tutore di pazienti minorenni')).toBeVisible();
  await expect(confirm.getByText('Bianchi Laura è tutore di questi pazienti minorenni.')).toBeVisible();
  await confirm.getByRole('link', { name: 'Bianchi Sofia' }).click();

  // Once the minor's record is gone, the guardian can be deleted.
  await expect(page).toHaveURL(new RegExp(`/patients/${minor.id}$`));
  await deleteFromRecord(page, 'Bianchi Sofia');
  await expect(page).toHaveURL(/\/patients$/);
  await page.goto(`/patients/${guardian.id}`);
  await deleteFromRecord(page, 'Bianchi Laura');
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByText('Nessun paziente registrato.')).toBeVisible();
});

test('the health card reader fills in the form', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/patients/new');

  await page.getByRole('button', { name: 'Leggi tessera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leggi la tessera sanitaria' });
  await expect(dialog.getByLabel('Dati letti dal lettore')).toBeFocused();

  // Another card swiped: nothing like a codice fiscale.
  await page.keyboard.type(healthCardScans.garbage);
  await expect(dialog.getByText('Impossibile leggere la carta: nessun codice fiscale trovato')).toBeVisible();

  // The stripe as a reader types it: track 1, Enter, track 2, Enter.
  await page.keyboard.type(healthCardScans.stripeGlued.trimEnd());
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await expect(page.getByText('Dati della tessera sanitaria inseriti nel modulo')).toBeVisible();
  await expect(page.getByLabel('Codice fiscale')).toHaveValue('RSSMRA85T10A562S');
  await expect(page.getByLabel('Cognome *')).toHaveValue('Rossi');
  await expect(page.getByLabel('Nome *', { exact: true })).toHaveValue('Mario');
  await expect(page.getByLabel('Data di nascita')).toHaveValue('10/12/1985');
  await expect(page.getByLabel('Sesso')).toHaveValue('male');
  await expect(page.getByLabel('Comune di nascita')).toHaveValue('San Giuliano Terme');
  await expect(page.getByLabel('Provincia di nascita')).toHaveValue('PI');

  // A card of someone born abroad, pasted rather than swiped.
  await page.getByRole('button', { name: 'Leggi tessera' }).click();
  await dialog.getByLabel('Dati letti dal lettore').fill(healthCardScans.stripeMrzName);
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Cognome *')).toHaveValue('Smith');
  await expect(page.getByLabel('Comune di nascita')).toHaveValue("Stati Uniti d'America");
  await expect(page.getByLabel('Provincia di nascita')).toHaveValue('EE');

  await fillContactAndResidence(page);
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Smith John' })).toBeVisible();
  await expect(page.getByText('SMTJHN78L04Z404C')).toBeVisible();
});

test('search finds a patient by a misspelled surname, and the list sorts and pages', async ({ page }) => {
  await createUser(page.request);
  await createPatient(page.request, { firstName: 'Anna', lastName: 'Bianchi' });
  await createPatient(page.request, { firstName: 'Mario', lastName: 'Rossi' });

  await page.goto('/patients');
  await expect(page.getByText('1–2 di 2 pazienti')).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  // By name: Bianchi before Rossi; recently created first: Rossi, made last.
  await expect(rows.nth(1)).toContainText('Bianchi Anna');
  await expect(rows.nth(2)).toContainText('Rossi Mario');
  await page.getByLabel('Ordina per').selectOption({ label: 'Creati di recente' });
  await expect(page).toHaveURL(/sort=created/);
  await expect(rows.nth(1)).toContainText('Rossi Mario');
  await expect(rows.nth(2)).toContainText('Bianchi Anna');

  await page.getByLabel('Cerca paziente').fill('Rosi');
  await expect(page).toHaveURL(/q=Rosi/);
  await expect(page.getByRole('row').filter({ hasText: 'Rossi Mario' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Bianchi Anna' })).toBeHidden();
  await expect(page.getByText('1–1 di 1 pazienti')).toBeVisible();

  await page.getByLabel('Cerca paziente').fill('Zzyzx');
  await expect(page.getByText('Nessun paziente corrisponde a «Zzyzx».')).toBeVisible();

  await page.getByLabel('Cerca paziente').fill('Rosi');
  await page.getByRole('row').filter({ hasText: 'Rossi Mario' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rossi Mario' })).toBeVisible();
});

test('a patient is edited, keeping their own tax code without a duplicate warning', async ({ page }) => {
  await createUser(page.request);
  const patient = await createPatient(page.request, {
    firstName: 'Mario',
    lastName: 'Rossi',
    taxCode: 'RSSMRA85T10A562S',
    birthDate: '1985-12-10',
    gender: 'male',
  });
  // Another record with the same code, saved once with both boxes ticked: editing is not asked again.
  await createPatient(page.request, {
    firstName: 'Mario',
    lastName: 'Rossi Bis',
    taxCode: 'RSSMRA85T10A562S',
    duplicateTaxCodeAcknowledgement: {
      taxCode: 'RSSMRA85T10A562S',
      reviewedExisting: true,
      confirmedSeparateRecord: true,
    },
  });

  await page.goto(`/patients/${patient.id}`);
  await page.getByRole('link', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}/edit$`));
  await expect(page.getByLabel('Data di nascita')).toHaveValue('10/12/1985');
  await expect(page.getByLabel('Prefisso')).toHaveValue('+39');
  await expect(page.getByLabel('Cellulare *')).toHaveValue('3331234567');

  // The patient's own code is not a duplicate of themselves.
  await page.getByLabel('Codice fiscale').focus();
  await page.getByLabel('Città *').focus();
  await expect(page.getByText('Dal codice fiscale: maschio')).toBeVisible();
  await expect(page.getByText('Esiste già un paziente con questo codice fiscale')).toBeHidden();

  await page.getByLabel('Città *').fill('Lucca');
  await page.getByLabel('Data di nascita').fill('31/02/1985');
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByText('Data non valida')).toBeVisible();
  await page.getByLabel('Data di nascita').fill('10/12/1985');
  await page.getByRole('button', { name: 'Salva il paziente' }).click();

  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}$`));
  await expect(page.getByRole('region', { name: 'Residenza' })).toContainText('Lucca');
});

test('a patient deleted meanwhile by someone else cannot be deleted again: the dialog says so', async ({
  page,
}) => {
  await createUser(page.request);
  const patient = await createPatient(page.request, { firstName: 'Anna', lastName: 'Bianchi' });
  await page.goto(`/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bianchi Anna' })).toBeVisible();
  expect((await page.request.delete(`/api/v1/patients/${patient.id}`)).status()).toBe(204);

  await deleteFromRecord(page, 'Bianchi Anna');
  const failure = page.getByRole('dialog', { name: 'Eliminare Bianchi Anna?' }).getByRole('alert');
  await expect(failure).toContainText('Impossibile eliminare il paziente');
  await expect(failure).toContainText("L'elemento richiesto non è stato trovato.");
});

test('a page past the end of the list offers the way back to the last page', async ({ page }) => {
  await createUser(page.request);
  await createPatient(page.request, { firstName: 'Anna', lastName: 'Bianchi' });
  await createPatient(page.request, { firstName: 'Mario', lastName: 'Rossi' });

  await page.goto('/patients?page=4');
  await expect(page.getByText("Nessun paziente in questa pagina: l'elenco ne ha 2.")).toBeVisible();
  await page.getByRole('button', { name: "Vai all'ultima pagina (1)" }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByText('1–2 di 2 pazienti')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Rossi Mario' })).toBeVisible();
});

test('a landline or a toll-free number is refused as the mobile, saying which it is', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/patients/new');
  await page.getByLabel('Cognome *').fill('Verdi');
  await page.getByLabel('Nome *', { exact: true }).fill('Anna');
  await fillContactAndResidence(page);
  await page.getByLabel('Cellulare *').fill('02 9475 0000');
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByLabel('Cellulare *')).toHaveAccessibleDescription(
    'Questo è un numero fisso: inserisci un numero di cellulare',
  );
  await expect(page).toHaveURL(/\/patients\/new$/);

  await page.getByLabel('Cellulare *').fill('800 123456');
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByLabel('Cellulare *')).toHaveAccessibleDescription(
    'Questo è un numero verde: inserisci un numero di cellulare',
  );

  await page.getByLabel('Cellulare *').fill('347 555 0101');
  await page.getByRole('button', { name: 'Salva il paziente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verdi Anna' })).toBeVisible();
  await expect(page.getByText('+39 347 555 0101')).toBeVisible();
});

test('a patient with the same name and birth date is pointed out before creating another', async ({
  page,
}) => {
  await createUser(page.request, { organization: 'Studio Doppioni' });
  const existing = await createPatient(page.request, {
    firstName: 'Niccolò',
    lastName: 'Galli',
    birthDate: '1984-07-03',
    mobile: '+39 347 555 1212',
  });
  await page.goto('/patients/new');
  await page.getByLabel('Cognome *').fill('galli');
  await page.getByLabel('Nome *', { exact: true }).fill('Niccolo');
  await page.getByLabel('Data di nascita').fill('03/07/1984');
  const warning = page
    .getByRole('status')
    .filter({ hasText: 'Questo paziente potrebbe essere già registrato' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: 'Galli Niccolò' })).toHaveAttribute(
    'href',
    `/patients/${existing.id}`,
  );
  // Another birth date: no warning.
  await page.getByLabel('Data di nascita').fill('04/07/1984');
  await expect(warning).toBeHidden();
});
