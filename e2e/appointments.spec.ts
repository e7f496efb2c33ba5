import { expect, test, type Page } from '@playwright/test';
import { createSlot, openClinic, post } from './support/clinic';

/** A visit through the API; `startsAt`/`endsAt` are instants. */
function book(page: Page, body: Record<string, unknown>) {
  return post(page.request, '/api/v1/appointments', body);
}

test("the day's appointments are filtered by check-in and status, and the day prints as a PDF", async ({
  page,
}) => {
  const clinic = await openClinic(page, 'Studio Appuntamenti');
  const slot = await createSlot(page, clinic.doctorId, '2026-12-09T08:00:00Z', '2026-12-09T10:00:00Z');
  const patients = (await (await page.request.get('/api/v1/patients?q=Rossi')).json()) as {
    items: { id: string }[];
  };
  await book(page, {
    slotId: slot.id,
    doctorId: clinic.doctorId,
    patientId: patients.items[0]!.id,
    serviceId: clinic.serviceId,
    startsAt: '2026-12-09T08:00:00Z',
    endsAt: '2026-12-09T08:30:00Z',
  });
  await book(page, {
    slotId: slot.id,
    doctorId: clinic.doctorId,
    temporaryName: 'Lucia Bianchi',
    startsAt: '2026-12-09T09:00:00Z',
    endsAt: '2026-12-09T09:30:00Z',
  });

  await page.goto('/');
  await page.getByRole('link', { name: 'Appuntamenti' }).click();
  await expect(page).toHaveURL(/\/appointments$/);
  const filters = page.getByRole('search', { name: 'Filtri degli appuntamenti' });
  await filters.getByLabel('Giorno', { exact: true }).fill('09/12/2026');
  await expect(page.getByRole('heading', { name: 'mercoledì 9 dicembre 2026' })).toBeVisible();
  await expect(page.getByText('2 appuntamenti')).toBeVisible();
  const list = page.getByRole('list', { name: 'Appuntamenti' });
  const mario = list.getByRole('listitem', { name: 'Rossi Mario' });
  await expect(mario).toContainText('09:00–09:30');
  await expect(mario).toContainText('Dott.ssa Anna Verdi');
  await expect(list.getByRole('listitem', { name: 'Lucia Bianchi' })).toContainText('10:00–10:30');

  await mario.getByRole('switch', { name: 'Check-in da fare' }).click();
  await expect(mario.getByRole('switch', { name: 'Check-in effettuato' })).toBeChecked();
  await filters.getByLabel('Check-in').selectOption({ label: 'Check-in effettuato' });
  await expect(page.getByText('1 appuntamento', { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page).toHaveURL(/checkedIn=true/);

  await filters.getByLabel('Stato').selectOption({ label: 'Annullato' });
  await expect(page.getByText('Nessun appuntamento con questi filtri.')).toBeVisible();

  // The day after, back with the arrow; the filters stay in the address across a reload.
  await filters.getByRole('button', { name: 'Giorno successivo' }).click();
  await expect(page.getByRole('heading', { name: 'giovedì 10 dicembre 2026' })).toBeVisible();
  await page.reload();
  await expect(filters.getByLabel('Stato')).toHaveValue('cancelled');

  // Print: the PDF of the shown day, inline to print and as a download.
  const print = page.getByRole('link', { name: "Stampa 10/12/2026, l'agenda del giorno" });
  await expect(print).toHaveAttribute('target', '_blank');
  await filters.getByRole('button', { name: 'Giorno precedente' }).click();
  const download = page.getByRole('link', { name: "Scarica il PDF dell'agenda del 09/12/2026" });
  const response = await page.request.get((await download.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe('attachment; filename="agenda-2026-12-09.pdf"');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('someone on the waiting list is booked into a free slot, another is removed', async ({ page }) => {
  const clinic = await openClinic(page, 'Studio Attesa');
  await createSlot(page, clinic.doctorId, '2026-12-10T08:00:00Z', '2026-12-10T10:00:00Z');
  await page.goto('/appointments?day=2026-12-10');
  const waiting = page.getByRole('region', { name: "Lista d'attesa" });
  await expect(waiting.getByText("Nessuno in lista d'attesa")).toBeVisible();

  // A name only, with a service; the empty name is refused first and what was chosen stays.
  await waiting.getByRole('button', { name: 'Aggiungi alla lista' }).click();
  await waiting.getByLabel('Solo il nome').check();
  await waiting.getByLabel('Prestazione').selectOption({ label: 'Visita cardiologica' });
  await waiting.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(waiting.getByText('Questo campo è obbligatorio')).toBeVisible();
  await expect(waiting.getByLabel('Prestazione')).toHaveValue(clinic.serviceId);
  await waiting.getByLabel('Nome e cognome').fill('Giulia Neri');
  // A name alone needs a number to call her back.
  await waiting.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(waiting.getByLabel('Telefono')).toHaveAccessibleDescription(/Questo campo è obbligatorio/);
  await waiting.getByLabel('Telefono').fill('+39 333 765 4321');
  await waiting.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  const giulia = waiting.getByRole('listitem', { name: 'Giulia Neri' });
  await expect(giulia.getByRole('link', { name: '+39 333 765 4321' })).toBeVisible();
  await expect(giulia).toContainText('Visita cardiologica');
  await expect(giulia).toContainText('In attesa');

  // A registered patient, from the picker.
  await waiting.getByRole('button', { name: 'Aggiungi alla lista' }).click();
  await waiting.getByRole('combobox', { name: 'Paziente' }).fill('Rossi');
  await waiting.getByRole('option', { name: /Rossi Mario/ }).click();
  await waiting.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(waiting.getByRole('listitem', { name: 'Rossi Mario' })).toBeVisible();

  // Giulia into the 09:00 slot: the first free time and the service's 30 minutes are proposed.
  await giulia.getByRole('button', { name: 'Fissa appuntamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fissa un appuntamento per Giulia Neri' });
  await dialog.getByLabel('Giorno').fill('10/12/2026');
  await dialog.getByLabel('09:00–11:00 · Dott.ssa Anna Verdi').check();
  await expect(dialog.getByLabel('Ora di inizio')).toHaveValue('09:00');
  await expect(dialog.getByLabel('Durata (minuti)')).toHaveValue('30');
  await dialog.getByRole('button', { name: 'Fissa appuntamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(giulia).toBeHidden();
  const booked = page
    .getByRole('list', { name: 'Appuntamenti' })
    .getByRole('listitem', { name: 'Giulia Neri' });
  await expect(booked).toContainText('09:00–09:30');
  await expect(booked).toContainText('90,00');

  // The same time for Mario is taken: the conflict shows and the dialog keeps the choice.
  const mario = waiting.getByRole('listitem', { name: 'Rossi Mario' });
  await mario.getByRole('button', { name: 'Fissa appuntamento' }).click();
  const second = page.getByRole('dialog', { name: 'Fissa un appuntamento per Rossi Mario' });
  await second.getByLabel('Giorno').fill('10/12/2026');
  await second.getByLabel('09:00–11:00 · Dott.ssa Anna Verdi').check();
  await expect(second.getByLabel('Ora di inizio')).toHaveValue('09:30');
  await second.getByLabel('Ora di inizio').fill('09:15');
  await second.getByRole('button', { name: 'Fissa appuntamento' }).click();
  await expect(
    second.getByText("Impossibile creare o aggiornare l'elemento della lista d'attesa"),
  ).toBeVisible();
  await expect(second.getByLabel('Ora di inizio')).toHaveValue('09:15');
  // Closing it with the choice still there asks first.
  await second.getByRole('button', { name: 'Annulla' }).click();
  await page
    .getByRole('dialog', { name: 'Hai modifiche non salvate. Uscire senza salvare?' })
    .getByRole('button', { name: 'Esci senza salvare' })
    .click();
  await expect(second).toBeHidden();

  // Removing asks first.
  await mario.getByRole('button', { name: "Rimuovi Rossi Mario dalla lista d'attesa" }).click();
  const confirm = page.getByRole('dialog', { name: "Rimuovere dalla lista d'attesa?" });
  await confirm.getByRole('button', { name: 'Rimuovi' }).click();
  await expect(mario).toBeHidden();
  await expect(waiting.getByText("Nessuno in lista d'attesa")).toBeVisible();
});

test('a patient booked for the next hours gets the reminder email with the visit attached', async ({
  page,
}) => {
  const clinic = await openClinic(page, 'Studio Promemoria');
  const email = `promemoria-${Date.now().toString(36)}@example.com`;
  await post(page.request, '/api/v1/patients', {
    firstName: 'Carla',
    lastName: 'Verdini',
    email,
    mobile: '+393337654321',
    city: 'Milano',
    address: 'Via Dante 2',
  });
  // A slot starting at the next full hour but one: inside the 24 hours' notice, so it goes at once.
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);
  const slot = await createSlot(
    page,
    clinic.doctorId,
    start.toISOString(),
    new Date(start.getTime() + 2 * 3_600_000).toISOString(),
  );

  await page.goto(`/slots/${slot.id}/patient`);
  await page.getByRole('combobox', { name: 'Paziente' }).fill('Verdini');
  await page.getByRole('option', { name: /Verdini Carla/ }).click();
  await page.getByLabel('Prestazione').selectOption({ label: 'Visita cardiologica' });
  await page.getByRole('button', { name: 'Prenota', exact: true }).click();
  await expect(page.getByRole('button', { name: /Verdini Carla/ })).toBeVisible();

  await page.goto('/dev/outbox');
  const reminder = page.getByRole('article').filter({ hasText: email });
  await expect(reminder.getByRole('heading', { name: /^Promemoria: appuntamento / })).toBeVisible({
    timeout: 20_000,
  });
  const ics = reminder.getByRole('link', { name: 'appuntamento.ics' });
  await expect(ics).toHaveAttribute('download', 'appuntamento.ics');
  expect(decodeURIComponent((await ics.getAttribute('href'))!)).toContain('BEGIN:VEVENT');
  await reminder.getByRole('button', { name: 'Mostra contenuto' }).click();
  await expect(reminder).toContainText('Con: Dott.ssa Anna Verdi');
  // The service is health data, left out of a plain email unless the clinic chose to name it.
  await expect(reminder).not.toContainText('Visita cardiologica');
});

test('booking from the waiting list offers only the doctors who perform the service, and warns when nobody does', async ({
  page,
}) => {
  // Anna Verdi performs 'Visita cardiologica'; Bruno Neri performs nothing; nobody performs 'Ecografia'.
  const clinic = await openClinic(page, 'Studio Attesa Medici');
  const bruno = await post(page.request, '/api/v1/doctors', {
    title: 'Dott.',
    firstName: 'Bruno',
    lastName: 'Neri',
    color: '#16a34a',
  });
  const ultrasound = await post(page.request, '/api/v1/services', {
    name: 'Ecografia',
    durationMinutes: 20,
    priceCents: 6000,
  });
  // Monday 14 December 2026: both doctors, 09:00–11:00 and 11:00–13:00 in Rome; on the 15th only Bruno.
  await createSlot(page, clinic.doctorId, '2026-12-14T08:00:00Z', '2026-12-14T10:00:00Z');
  await createSlot(page, bruno.id, '2026-12-14T10:00:00Z', '2026-12-14T12:00:00Z');
  await createSlot(page, bruno.id, '2026-12-15T08:00:00Z', '2026-12-15T10:00:00Z');
  await post(page.request, '/api/v1/waiting-list', {
    patientName: 'Giulia Neri',
    phone: '+39 333 765 4321',
    serviceId: clinic.serviceId,
  });
  await post(page.request, '/api/v1/waiting-list', {
    patientName: 'Paolo Gallo',
    phone: '+39 347 111 2222',
    serviceId: ultrasound.id,
  });

  await page.goto('/appointments?day=2026-12-14');
  const waiting = page.getByRole('region', { name: "Lista d'attesa" });

  // The cardiology visit: Anna's availability only, no warning.
  await waiting
    .getByRole('listitem', { name: 'Giulia Neri' })
    .getByRole('button', { name: 'Fissa appuntamento' })
    .click();
  const giulia = page.getByRole('dialog', { name: 'Fissa un appuntamento per Giulia Neri' });
  await giulia.getByLabel('Giorno').fill('2026-12-14');
  const slots = giulia.getByRole('group', { name: 'Disponibilità' });
  await expect(slots.getByRole('radio')).toHaveCount(1);
  await expect(slots.getByLabel('09:00–11:00 · Dott.ssa Anna Verdi')).toBeVisible();
  await expect(giulia.getByText('Dott. Bruno Neri')).toBeHidden();
  await expect(giulia.getByText('Nessun medico risulta eseguire')).toBeHidden();
  // A day with only Bruno's availability: said so, nothing to choose.
  await giulia.getByLabel('Giorno').fill('15/12/2026');
  await expect(giulia).toContainText(
    'In questo giorno nessuna disponibilità è di un medico che esegue «Visita cardiologica»: scegli un altro giorno.',
  );
  await expect(giulia.getByRole('radio')).toHaveCount(0);
  await expect(giulia.getByRole('button', { name: 'Fissa appuntamento' })).toBeDisabled();
  await giulia.getByRole('button', { name: 'Annulla' }).click();

  // The ultrasound nobody performs: a warning, and every doctor's availability to choose from.
  await waiting
    .getByRole('listitem', { name: 'Paolo Gallo' })
    .getByRole('button', { name: 'Fissa appuntamento' })
    .click();
  const paolo = page.getByRole('dialog', { name: 'Fissa un appuntamento per Paolo Gallo' });
  await expect(paolo.getByRole('status').filter({ hasText: 'Ecografia' })).toHaveText(
    'Nessun medico risulta eseguire «Ecografia» (Prestazioni dei medici): controlla prima di fissare.',
  );
  // The day from the calendar (Italian, Monday first), the time from the list at the calendar's interval.
  await paolo.getByRole('button', { name: 'Scegli dal calendario' }).click();
  const calendar = paolo.getByRole('dialog', { name: 'Calendario' });
  await calendar.getByLabel('Mese', { exact: true }).selectOption({ label: 'dicembre' });
  await calendar.getByLabel('Anno', { exact: true }).selectOption('2026');
  // Weeks start on Monday: the second week of December 2026 opens with Monday the 7th.
  await expect(
    calendar.getByRole('grid', { name: 'dicembre 2026' }).getByRole('row').nth(1),
  ).toHaveAccessibleName(/^lunedì 7 dicembre 2026 /);
  await calendar.getByRole('button', { name: /lunedì 14 dicembre 2026/ }).click();
  await expect(calendar).toBeHidden();
  await expect(paolo.getByLabel('Giorno')).toHaveValue('14/12/2026');
  await expect(paolo.getByRole('radio')).toHaveCount(2);
  await paolo.getByLabel('11:00–13:00 · Dott. Bruno Neri').check();
  await expect(paolo.getByLabel('Ora di inizio')).toHaveValue('11:00');
  await paolo.getByRole('button', { name: 'Scegli un orario' }).click();
  await paolo.getByRole('list', { name: 'Orari' }).getByRole('button', { name: '11:15' }).click();
  await expect(paolo.getByLabel('Ora di inizio')).toHaveValue('11:15');
  await expect(paolo.getByLabel('Durata (minuti)')).toHaveValue('20');
  await paolo.getByRole('button', { name: 'Fissa appuntamento' }).click();
  await expect(paolo).toBeHidden();
  const booked = page
    .getByRole('list', { name: 'Appuntamenti' })
    .getByRole('listitem', { name: 'Paolo Gallo' });
  await expect(booked).toContainText('11:15–11:35');
  await expect(booked).toContainText('Dott. Bruno Neri');
});
