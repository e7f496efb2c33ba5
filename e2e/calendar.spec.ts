import { expect, test, type Locator, type Page } from '@playwright/test';
import { gridPoint } from './support/calendar-grid';
import { createSlot, openClinic } from './support/clinic';

/** Asserts that `event` sits in the column of `date`, starting at the lane of `time`. */
async function expectEventAt(page: Page, event: Locator, date: string, time: string) {
  await expect(event).toBeVisible();
  await event.scrollIntoViewIfNeeded();
  const box = await event.boundingBox();
  const column = await page
    .getByRole('columnheader')
    .and(page.locator(`[data-date="${date}"]`))
    .boundingBox();
  const lane = await page.locator(`[data-time="${time}:00"]`).last().boundingBox();
  expect(box && column && lane).toBeTruthy();
  expect(box!.x + box!.width / 2).toBeGreaterThan(column!.x);
  expect(box!.x + box!.width / 2).toBeLessThan(column!.x + column!.width);
  expect(Math.abs(box!.y - lane!.y)).toBeLessThan(lane!.height);
}

/** A calendar event by its accessible name: its hours, then who (all doctors) or its state (one doctor). */
const calendarEvent = (page: Page, name: RegExp) => page.getByRole('button', { name });
const slotEvent = (page: Page) => calendarEvent(page, /^09:00–11:00 Dott\.ssa Anna Verdi/);

/** On a slot's page: 'Duplica per N settimane', `weeks` typed in, confirmed; returns the dialog. */
async function duplicate(page: Page, weeks: string) {
  await page.getByRole('button', { name: 'Duplica per N settimane' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplica la disponibilità' });
  await dialog.getByLabel('Numero di settimane').fill(weeks);
  await dialog.getByRole('button', { name: 'Duplica', exact: true }).click();
  return dialog;
}

test('a slot made by double click is booked, checked in and paid by card', async ({ page }) => {
  const clinic = await openClinic(page, 'Studio Agenda');

  // All doctors: the double click asks whose slot it is.
  await page.goto('/calendar?date=2026-12-07&view=week');
  await expect(page.getByText('Nessuna disponibilità in questo periodo.', { exact: false })).toBeVisible();
  const point = await gridPoint(page, '2026-12-07', '09:00');
  await page.mouse.dblclick(point.x, point.y);
  const dialog = page.getByRole('dialog', { name: 'Nuova disponibilità' });
  await expect(dialog.getByLabel('Medico')).toHaveValue(clinic.doctorId);
  await expect(dialog.getByLabel('Inizio')).toHaveValue('09:00');
  await expect(dialog.getByLabel('Fine')).toHaveValue('11:00');
  await dialog.getByRole('button', { name: 'Crea disponibilità' }).click();
  await expect(dialog).toBeHidden();
  await expectEventAt(page, slotEvent(page), '2026-12-07', '09:00');

  // One doctor: the double click creates her slot at once.
  await page.getByRole('checkbox', { name: 'Dott.ssa Anna Verdi' }).check();
  const afternoon = await gridPoint(page, '2026-12-08', '14:00');
  await page.mouse.dblclick(afternoon.x, afternoon.y);
  await expectEventAt(page, calendarEvent(page, /^14:00–16:00 Disponibile/), '2026-12-08', '14:00');

  // The slot's title line opens it (a click below it books at that time: e2e/agenda.spec.ts).
  await calendarEvent(page, /^09:00–11:00 Disponibile/)
    .getByText('Disponibile')
    .click();
  await expect(page).toHaveURL(/\/slots\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Dott.ssa Anna Verdi' })).toBeVisible();
  await expect(page.getByText('lunedì 7 dicembre 2026, 09:00–11:00')).toBeVisible();
  await expect(page.getByText('Nessun appuntamento in questa disponibilità.')).toBeVisible();
  const slotUrl = page.url();

  // Book the patient with the doctor's price for the service.
  await page.getByRole('link', { name: 'Prenota paziente' }).click();
  await expect(page).toHaveURL(/\/calendar\?.*bookSlot=/);
  await page.getByRole('combobox', { name: 'Paziente' }).fill('Rossi');
  await page.getByRole('option', { name: /Rossi Mario/ }).click();
  await page.getByLabel('Prestazione').selectOption({ label: 'Visita cardiologica' });
  await expect(page.getByLabel('Prezzo (€)')).toHaveValue('90,00');
  await expect(page.getByLabel('Durata (minuti)')).toHaveValue('30');
  await expect(page.getByLabel('Ora di inizio')).toHaveValue('09:00');
  await page.getByRole('button', { name: 'Prenota', exact: true }).click();
  // The agenda at the time booked; the slot's page lists the visit.
  await expect(page).toHaveURL(/\/calendar\?.*at=09%3A00/);
  await expect(calendarEvent(page, /^09:00–09:30 Rossi Mario/)).toBeVisible();
  await page.goto(slotUrl);

  const visit = page.getByRole('listitem', { name: 'Rossi Mario' });
  await expect(visit).toContainText('09:00–09:30');
  await expect(visit).toContainText('Visita cardiologica');
  await expect(visit).toContainText(/90,00\s€/);
  await expect(visit).toContainText('Non ancora pagato');

  // Check in.
  await visit.getByRole('switch', { name: 'Check-in da fare' }).click();
  await expect(visit.getByRole('switch', { name: 'Check-in effettuato' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Pay €100 by card: more than the price, so a warning.
  await visit.getByRole('button', { name: 'Pagamento' }).click();
  const payment = page.getByRole('dialog', { name: 'Registra il pagamento' });
  await expect(payment.getByLabel('Importo pagato (€)')).toHaveValue('90,00');
  await payment.getByLabel('Importo pagato (€)').fill('100,00');
  await expect(payment.getByText("L'importo pagato supera il prezzo della prestazione")).toBeVisible();
  await payment.getByRole('radio', { name: 'Carta' }).check();
  await payment.getByRole('button', { name: 'Salva pagamento' }).click();
  await expect(payment).toBeHidden();
  await expect(visit).toContainText(/Pagato 100,00\s€ \(carta\)/);
  await expect(visit.getByText("L'importo pagato supera il prezzo della prestazione")).toBeVisible();

  // Checked in, the visit has arrived. Still to come, it cannot begin or be completed yet, so the
  // status offers only going back (visit-states.spec.ts completes one that has started); cancelling
  // is its own button, which asks first.
  const status = visit.getByLabel('Stato');
  await expect(status).toHaveValue('arrived');
  await expect(status.locator('option')).toHaveText(['Arrivato', 'Programmato']);
  await status.selectOption({ label: 'Programmato' });
  await expect(visit.getByRole('switch', { name: 'Check-in da fare' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(status.locator('option')).toHaveText([
    'Programmato',
    'Pianificato',
    'Da confermare',
    'Arrivato',
  ]);
  await visit.getByRole('switch', { name: 'Check-in da fare' }).click();
  await expect(status).toHaveValue('arrived');
  await expect(visit.getByRole('button', { name: 'Cancella appuntamento' })).toBeVisible();

  // A second booking at the same time is refused, and what was typed stays.
  await page.getByRole('link', { name: 'Prenota paziente' }).click();
  await page.getByRole('radio', { name: 'Nome temporaneo' }).check();
  await page.getByLabel('Nome e cognome').fill('Luca Neri');
  await page.getByLabel('Ora di inizio').fill('09:00');
  await page.getByRole('button', { name: 'Prenota', exact: true }).click();
  await expect(
    page.getByText('Il medico ha già un appuntamento in questo orario. Scegli un altro orario.'),
  ).toBeVisible();
  await expect(page.getByLabel('Nome e cognome')).toHaveValue('Luca Neri');

  // Closing the unsaved booking asks first; the agenda shows the visit with its check-in mark.
  await page
    .getByRole('dialog', { name: 'Prenota paziente' })
    .getByRole('button', { name: 'Annulla' })
    .click();
  await page
    .getByRole('dialog', { name: 'Hai modifiche non salvate. Uscire senza salvare?' })
    .getByRole('button', { name: 'Esci senza salvare' })
    .click();
  await expect(page).toHaveURL(/\/calendar\?date=2026-12-07/);
  await expect(
    calendarEvent(page, /^09:00–09:30 Check-in effettuato Rossi Mario · Visita cardiologica/),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Check-in effettuato' })).toBeVisible();
});

test('a slot is duplicated for 3 weeks and the copies show in the following weeks', async ({ page }) => {
  const clinic = await openClinic(page, 'Studio Duplica');
  const slot = await createSlot(page, clinic.doctorId, '2026-12-07T08:00:00Z', '2026-12-07T10:00:00Z');

  await page.goto(`/slots/${slot.id}`);
  const dialog = await duplicate(page, '0');
  await expect(dialog.getByText('Inserisci un numero di settimane positivo')).toBeVisible();
  await dialog.getByLabel('Numero di settimane').fill('3');
  await dialog.getByRole('button', { name: 'Duplica', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Disponibilità copiata nelle 3 settimane successive.')).toBeVisible();

  for (const monday of ['2026-12-14', '2026-12-21', '2026-12-28']) {
    await page.goto(`/calendar?date=${monday}&view=week`);
    await expectEventAt(page, slotEvent(page), monday, '09:00');
  }
  // Duplicating again would meet the copies: nothing is created, and the reason shows.
  await page.goto(`/slots/${slot.id}`);
  await duplicate(page, '2');
  await expect(dialog.getByText('Impossibile duplicare le disponibilità')).toBeVisible();
  await expect(dialog.getByText('Il medico ha già una disponibilità in questo orario.')).toBeVisible();
});

test('a slot moves to the next week, is deleted and shows again with Show deleted', async ({ page }) => {
  const clinic = await openClinic(page, 'Studio Sposta');
  const slot = await createSlot(page, clinic.doctorId, '2026-12-08T08:00:00Z', '2026-12-08T10:00:00Z');

  await page.goto(`/slots/${slot.id}`);
  await expect(page.getByText('martedì 8 dicembre 2026, 09:00–11:00')).toBeVisible();
  await page.getByRole('button', { name: 'Sposta alla settimana successiva' }).click();
  await expect(page.getByText('Disponibilità spostata alla settimana successiva.')).toBeVisible();
  await expect(page.getByText('martedì 15 dicembre 2026, 09:00–11:00')).toBeVisible();

  await page.getByRole('link', { name: 'Torna al calendario' }).click();
  await expect(page).toHaveURL(/date=2026-12-1[45]/);
  await expectEventAt(page, slotEvent(page), '2026-12-15', '09:00');

  await slotEvent(page).getByText('Dott.ssa Anna Verdi').click();
  await page.getByRole('button', { name: 'Elimina', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare la disponibilità?' });
  await confirm.getByRole('button', { name: 'Elimina disponibilità' }).click();
  // The calendar may already have moved the address to the start of that week.
  await expect(page).toHaveURL(/\/calendar\?date=2026-12-1[45]/);
  await expect(page.getByText('Nessuna disponibilità in questo periodo.', { exact: false })).toBeVisible();
  await expect(slotEvent(page)).toBeHidden();

  await page.getByRole('button', { name: 'Opzioni e suggerimenti' }).click();
  await page.getByRole('switch', { name: 'Mostra eliminati' }).click();
  await expect(page).toHaveURL(/deleted=1/);
  await expectEventAt(page, slotEvent(page), '2026-12-15', '09:00');
  await expect(slotEvent(page)).toContainText('(eliminata)');
});

/**
 * Drags `event` as a hand would: by its body (`edge` 'start', moving it so its start lands on the
 * lane of `time`) or by its bottom edge ('end', resizing it so it ends at the top of that lane).
 */
async function dragTo(page: Page, event: Locator, time: string, edge: 'start' | 'end' = 'start') {
  // Centred, so that both its edges are on screen (the page and the calendar both scroll).
  await event.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await event.boundingBox();
  const lane = await page.locator(`[data-time="${time}:00"]`).last().boundingBox();
  if (!box || !lane) throw new Error('nothing to drag');
  const from = { x: box.x + box.width / 2, y: edge === 'start' ? box.y + 8 : box.y + box.height - 3 };
  if (edge === 'end') await page.mouse.move(from.x, from.y - 10); // the resize handle shows on hover
  const to = { x: from.x, y: edge === 'start' ? lane.y + 8 : lane.y - 3 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(from.x, from.y + ((to.y - from.y) * step) / 10);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
}

test('a slot dragged onto another of the same doctor goes back, with the reason', async ({ page }) => {
  const clinic = await openClinic(page, 'Studio Trascina');
  await createSlot(page, clinic.doctorId, '2026-12-07T10:00:00Z', '2026-12-07T12:00:00Z');
  await createSlot(page, clinic.doctorId, '2026-12-07T13:00:00Z', '2026-12-07T15:00:00Z');

  await page.goto(`/calendar?date=2026-12-07&view=day&doctor=${clinic.doctorId}`);
  const afternoon = calendarEvent(page, /^14:00–16:00 Disponibile/);
  await expect(afternoon).toBeVisible();
  await dragTo(page, afternoon, '12:30');
  await expect(page.getByText('Il medico ha già una disponibilità in questo orario.')).toBeVisible();
  await expectEventAt(page, afternoon, '2026-12-07', '14:00');

  // Dropped on a free time, it stays there.
  await dragTo(page, afternoon, '15:00');
  const moved = calendarEvent(page, /^15:00–17:00 Disponibile/);
  await expectEventAt(page, moved, '2026-12-07', '15:00');
  await page.reload();
  await expectEventAt(page, moved, '2026-12-07', '15:00');
});

test('a 09:00 slot duplicated across the change to summer time stays at 09:00', async ({ page }) => {
  const clinic = await openClinic(page, 'Studio Ora Legale');
  // Monday 23 March 2026, 09:00 in Rome is 08:00 UTC (winter time); summer time starts on the 29th.
  const slot = await createSlot(page, clinic.doctorId, '2026-03-23T08:00:00Z', '2026-03-23T10:00:00Z');
  await page.goto(`/slots/${slot.id}`);
  await duplicate(page, '1');
  await expect(page.getByText('Disponibilità copiata nella settimana successiva.')).toBeVisible();

  await page.goto('/calendar?date=2026-03-30&view=week');
  await expectEventAt(page, slotEvent(page), '2026-03-30', '09:00');
  await expect(slotEvent(page)).toContainText('09:00');
});

test('a slot is made longer by its edge, and a rest time keeps the first visit after it', async ({
  page,
}) => {
  const clinic = await openClinic(page, 'Studio Pause');
  const slot = await createSlot(page, clinic.doctorId, '2026-12-09T08:00:00Z', '2026-12-09T10:00:00Z');
  await page.goto(`/calendar?date=2026-12-09&view=day&doctor=${clinic.doctorId}`);
  const morning = calendarEvent(page, /^09:00–11:00 Disponibile/);
  await dragTo(page, morning, '12:00', 'end');
  const longer = calendarEvent(page, /^09:00–12:00 Disponibile/);
  await expectEventAt(page, longer, '2026-12-09', '09:00');
  await page.reload();
  await expect(longer).toBeVisible();

  // A rest time outside the slot is refused; 09:00–09:30 is kept.
  await page.goto(`/slots/${slot.id}`);
  await page.getByRole('button', { name: 'Aggiungi pausa' }).click();
  await page.getByLabel('Inizio pausa 1').fill('12:30');
  await page.getByLabel('Fine pausa 1').fill('13:00');
  await page.getByRole('button', { name: 'Salva pause' }).click();
  await expect(
    page.getByText("La pausa deve stare dentro la disponibilità e finire dopo l'inizio"),
  ).toBeVisible();
  await page.getByLabel('Inizio pausa 1').fill('09:00');
  await page.getByLabel('Fine pausa 1').fill('09:30');
  await page.getByRole('button', { name: 'Salva pause' }).click();
  await expect(page.getByText('Pause salvate.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Inizio pausa 1')).toHaveValue('09:00');

  // Booking proposes the first time after the rest.
  await page.goto(`/slots/${slot.id}/patient`);
  await page.getByLabel('Prestazione').selectOption({ label: 'Visita cardiologica' });
  await expect(page.getByLabel('Ora di inizio')).toHaveValue('09:30');
});
