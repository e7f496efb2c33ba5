import { expect, test, type Page } from '@playwright/test';
import { createSlot, marioId, openClinic, post } from './support/clinic';

/** The question asked before a form with unsaved changes is left. */
const unsavedQuestion = (page: Page) =>
  page.getByRole('dialog', { name: 'Hai modifiche non salvate. Uscire senza salvare?' });

test('the booking form: a failed save points at what is missing, leaving it half filled asks first', async ({
  page,
}) => {
  const clinic = await openClinic(page, 'Studio Moduli');
  const slot = await createSlot(page, clinic.doctorId, '2026-12-07T08:00:00Z', '2026-12-07T10:00:00Z');
  await page.goto(`/slots/${slot.id}/patient`);
  const patient = page.getByRole('combobox', { name: 'Paziente' });
  await expect(page.getByLabel('Ora di inizio')).toHaveValue('09:00');

  // Nobody chosen: the contract's message under the patient, with the cursor in it.
  await page.getByRole('button', { name: 'Prenota', exact: true }).click();
  await expect(patient).toBeFocused();
  await expect(page.getByText('Questo campo è obbligatorio')).toBeVisible();

  // A price and a time that are not: the first of them gets the cursor, what was typed stays.
  await page.getByRole('radio', { name: 'Nome temporaneo' }).check();
  await page.getByLabel('Nome e cognome').fill('Luca Neri');
  await page.getByLabel('Ora di inizio').fill('11:45');
  await page.getByLabel('Prezzo (€)').fill('ottanta');
  await page.getByRole('button', { name: 'Prenota', exact: true }).click();
  await expect(page.getByLabel('Ora di inizio')).toBeFocused();
  await expect(page.getByLabel('Ora di inizio')).toHaveAccessibleDescription(
    /L'appuntamento deve stare dentro la disponibilità/,
  );
  await expect(page.getByLabel('Prezzo (€)')).toHaveAccessibleDescription(/Inserisci un importo in euro/);
  await expect(page.getByLabel('Nome e cognome')).toHaveValue('Luca Neri');
  await expect(page.getByLabel('Prezzo (€)')).toHaveValue('ottanta');

  // Cancel with the booking half filled: asked; 'Resta' keeps everything typed.
  await page
    .getByRole('dialog', { name: 'Prenota paziente' })
    .getByRole('button', { name: 'Annulla' })
    .click();
  await unsavedQuestion(page).getByRole('button', { name: 'Resta' }).click();
  await expect(page).toHaveURL(/bookSlot=/);
  await expect(page.getByLabel('Nome e cognome')).toHaveValue('Luca Neri');

  // Put right, it is booked and the way back to the slot is not asked about.
  await page.getByLabel('Ora di inizio').fill('09:30');
  await page.getByLabel('Prezzo (€)').fill('80,00');
  await page.getByRole('button', { name: 'Prenota', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar\?.*at=09%3A30/);
  await expect(page).not.toHaveURL(/bookSlot=/);
  await expect(unsavedQuestion(page)).toBeHidden();
  await expect(page.getByRole('button', { name: /^09:30–10:00 Luca Neri/ })).toBeVisible();
});

test('a new slot and a slot being edited: the first invalid field gets the cursor, closing with changes asks', async ({
  page,
}) => {
  await openClinic(page, 'Studio Disponibilità');
  await page.goto('/calendar?date=2026-12-07&view=week');
  await page.getByRole('button', { name: 'Nuova disponibilità' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova disponibilità' });

  // Untouched, it closes without a question.
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(unsavedQuestion(page)).toBeHidden();

  await page.getByRole('button', { name: 'Nuova disponibilità' }).click();
  await dialog.getByLabel('Giorno').fill('07/12/2026');
  await dialog.getByLabel('Inizio').fill('11:00');
  await dialog.getByLabel('Fine').fill('10:00');
  await dialog.getByRole('button', { name: 'Crea disponibilità' }).click();
  await expect(dialog.getByLabel('Fine')).toBeFocused();
  await expect(dialog.getByLabel('Fine')).toHaveAccessibleDescription(/Ora non valida/);

  // Escape with the form changed asks; Escape on the question answers only the question.
  await page.keyboard.press('Escape');
  await expect(unsavedQuestion(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(unsavedQuestion(page)).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Fine')).toHaveValue('10:00');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await unsavedQuestion(page).getByRole('button', { name: 'Esci senza salvare' }).click();
  await expect(dialog).toBeHidden();

  // Saved: closed without a question; the slot's own form then guards its page.
  await page.getByRole('button', { name: 'Nuova disponibilità' }).click();
  await dialog.getByLabel('Giorno').fill('07/12/2026');
  await dialog.getByLabel('Inizio').fill('09:00');
  await dialog.getByLabel('Fine').fill('11:00');
  await dialog.getByRole('button', { name: 'Crea disponibilità' }).click();
  await expect(dialog).toBeHidden();
  await expect(unsavedQuestion(page)).toBeHidden();
  await page
    .getByRole('button', { name: /^09:00–11:00/ })
    .getByText('Dott.ssa Anna Verdi')
    .click();
  await expect(page).toHaveURL(/\/slots\/[0-9a-f-]+$/);

  const form = page.getByRole('form', { name: 'Disponibilità' });
  await form.getByLabel('Inizio').fill('');
  await form.getByLabel('Note', { exact: true }).fill('Portare il referto');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByLabel('Inizio')).toBeFocused();
  await expect(form.getByLabel('Inizio')).toHaveAccessibleDescription(
    /Questo campo è obbligatorio|Ora non valida/,
  );
  await page.getByRole('link', { name: 'Torna al calendario' }).click();
  await expect(unsavedQuestion(page)).toBeVisible();
  await unsavedQuestion(page).getByRole('button', { name: 'Resta' }).click();
  await expect(form.getByLabel('Note', { exact: true })).toHaveValue('Portare il referto');
  await form.getByLabel('Inizio').fill('09:30');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByText('Disponibilità salvata.')).toBeVisible();
  await page.getByRole('link', { name: 'Torna al calendario' }).click();
  await expect(page).toHaveURL(/\/calendar/);
  await expect(unsavedQuestion(page)).toBeHidden();
});

test('payment and Sposta dialogs: the first invalid choice gets the cursor, closing a half-done one asks', async ({
  page,
}) => {
  const clinic = await openClinic(page, 'Studio Pagamenti');
  const slot = await createSlot(page, clinic.doctorId, '2026-12-09T08:00:00Z', '2026-12-09T10:00:00Z');
  await post(page.request, '/api/v1/appointments', {
    slotId: slot.id,
    doctorId: clinic.doctorId,
    patientId: await marioId(page),
    serviceId: clinic.serviceId,
    startsAt: '2026-12-09T08:00:00Z',
    endsAt: '2026-12-09T08:30:00Z',
  });
  await page.goto(`/slots/${slot.id}`);
  const visit = page.getByRole('listitem', { name: 'Rossi Mario' });

  // An amount without how it was paid: the contract asks for cash or card, the cursor goes there.
  await visit.getByRole('button', { name: 'Pagamento' }).click();
  const payment = page.getByRole('dialog', { name: 'Registra il pagamento' });
  await payment.getByRole('button', { name: 'Salva pagamento' }).click();
  await expect(payment.getByRole('radio', { name: 'Contanti' })).toBeFocused();
  await expect(payment.getByText('Scegli contanti o carta')).toBeVisible();
  await payment.getByLabel('Importo pagato (€)').fill('novanta');
  await payment.getByRole('radio', { name: 'Contanti' }).check();
  await payment.getByRole('button', { name: 'Salva pagamento' }).click();
  await expect(payment.getByLabel('Importo pagato (€)')).toBeFocused();
  await expect(payment.getByLabel('Importo pagato (€)')).toHaveAccessibleDescription(
    /Inserisci un importo in euro, ad es. 80,00/,
  );
  // Closing with it half done asks; 'Resta' keeps what was typed.
  await payment.getByRole('button', { name: 'Annulla' }).click();
  await unsavedQuestion(page).getByRole('button', { name: 'Resta' }).click();
  await expect(payment.getByLabel('Importo pagato (€)')).toHaveValue('novanta');
  await payment.getByLabel('Importo pagato (€)').fill('90,00');
  await payment.getByRole('button', { name: 'Salva pagamento' }).click();
  await expect(payment).toBeHidden();
  await expect(unsavedQuestion(page)).toBeHidden();
  await expect(visit).toContainText(/Pagato 90,00\s€ \(contanti\)/);

  // Sposta: nothing chosen is said under the free times; a time chosen makes closing ask.
  await page.goto('/appointments?day=2026-12-09');
  const row = page.getByRole('list', { name: 'Appuntamenti' }).getByRole('listitem', { name: 'Rossi Mario' });
  await row.getByRole('button', { name: 'Sposta' }).click();
  const move = page.getByRole('dialog', { name: "Sposta l'appuntamento" });
  await move.getByRole('button', { name: 'Sposta' }).click();
  await expect(move.getByRole('alert')).toContainText('Scegli uno degli orari liberi.');
  const times = move.getByRole('group', { name: /Orari liberi/ });
  await expect(times.getByRole('radio').first()).toBeFocused();
  await times.getByText('10:00', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(unsavedQuestion(page)).toBeVisible();
  await unsavedQuestion(page).getByRole('button', { name: 'Esci senza salvare' }).click();
  await expect(move).toBeHidden();
  await expect(row).toContainText('09:00–09:30');
});

test('weekly hours: an overlapping range gets the cursor with its message, leaving changed hours asks', async ({
  page,
}) => {
  await openClinic(page, 'Studio Settimana');
  await page.goto('/calendar?date=2026-12-07&view=week');
  await page.getByRole('button', { name: 'Orari settimanali' }).click();
  const dialog = page.getByRole('dialog', { name: 'Orari settimanali' });
  await expect(dialog.getByLabel('Lunedì, fascia 1: inizio')).toHaveValue('09:00');

  // Monday's afternoon starting inside its morning: refused by the contract, with the cursor there.
  await dialog.getByLabel('Lunedì, fascia 2: inizio').fill('12:00');
  await dialog.getByLabel('Numero di settimane').fill('0');
  await dialog.getByRole('button', { name: 'Crea le disponibilità' }).click();
  await expect(dialog.getByLabel('Lunedì, fascia 2: inizio')).toBeFocused();
  await expect(dialog.getByRole('alert')).toHaveText(
    "Questa fascia si sovrappone a un'altra dello stesso giorno",
  );
  await expect(dialog.getByLabel('Numero di settimane')).toHaveAccessibleDescription(
    /Inserisci un numero di settimane positivo/,
  );

  // Escape with the hours changed asks; 'Resta' keeps them, 'Esci senza salvare' closes.
  await page.keyboard.press('Escape');
  await unsavedQuestion(page).getByRole('button', { name: 'Resta' }).click();
  await expect(dialog.getByLabel('Lunedì, fascia 2: inizio')).toHaveValue('12:00');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await unsavedQuestion(page).getByRole('button', { name: 'Esci senza salvare' }).click();
  await expect(dialog).toBeHidden();

  // Opened again and left untouched: it closes at once.
  await page.getByRole('button', { name: 'Orari settimanali' }).click();
  await expect(dialog.getByLabel('Lunedì, fascia 2: inizio')).toHaveValue('14:00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(unsavedQuestion(page)).toBeHidden();
});
