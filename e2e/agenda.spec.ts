import { expect, test, type Locator, type Page } from '@playwright/test';
import { createSlot, openClinic, post } from './support/clinic';

/**
 * The first December ahead (this year's until its first days, else next year's): its 7th and the
 * four weeks after it hold 8 December, Christmas, Santo Stefano and New Year's Day.
 */
function comingDecember(): number {
  const now = new Date();
  return now.getUTCMonth() === 11 || (now.getUTCMonth() === 10 && now.getUTCDate() > 28)
    ? now.getUTCFullYear() + 1
    : now.getUTCFullYear();
}

const NATIONAL_HOLIDAYS = ['12-08', '12-25', '12-26', '01-01'];

/** Slots the template Mon–Fri 9–13 and 14–18, Sat and Sun 9–13 makes in 28 days from `first`. */
function expectedSlots(first: string) {
  let created = 0;
  let skipped = 0;
  for (let i = 0; i < 28; i++) {
    const day = new Date(`${first}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + i);
    const ranges = [0, 6].includes(day.getUTCDay()) ? 1 : 2;
    if (NATIONAL_HOLIDAYS.includes(day.toISOString().slice(5, 10))) skipped += ranges;
    else created += ranges;
  }
  return { created, skipped };
}

async function openWeeklyHours(page: Page) {
  await page.getByRole('button', { name: 'Orari settimanali' }).click();
  return page.getByRole('dialog', { name: 'Orari settimanali' });
}

test('a day typed before the first allowed one is refused with the first day in the clinic’s format', async ({
  page,
}) => {
  await openClinic(page, 'Studio Date Limite');
  const year = comingDecember();
  await page.goto(`/calendar?date=${year}-12-07&view=week`);
  const dialog = await openWeeklyHours(page);
  await dialog.getByLabel('Dal giorno').fill(`07/12/${year}`);
  await dialog.getByRole('radio', { name: 'Fino a un giorno' }).check();
  const until = dialog.getByLabel('Fino al giorno (incluso)');
  await until.fill(`01/12/${year}`);
  await until.blur();
  await expect(dialog.getByText(`La data deve essere dal 07/12/${year} in poi`)).toBeVisible();
  await expect(until).toHaveAttribute('aria-invalid', 'true');
  // A day inside the bounds is taken, and the message goes.
  await until.fill(`21/12/${year}`);
  await until.blur();
  await expect(dialog.getByText(/La data deve essere dal/)).toHaveCount(0);
  await expect(until).toHaveValue(`21/12/${year}`);
});

test('a weekly template applied to four weeks skips 8 December and the other holidays', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openClinic(page, 'Studio Orari');
  const year = comingDecember();
  const first = `${year}-12-07`;
  await page.goto(`/calendar?date=${first}&view=week`);
  const dialog = await openWeeklyHours(page);

  // Monday to Friday, 9–13 and 14–18, until the doctor's own hours are saved; add the weekend mornings.
  await expect(dialog.getByLabel('Medico')).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Lunedì, fascia 1: inizio')).toHaveValue('09:00');
  await expect(dialog.getByLabel('Venerdì, fascia 2: fine')).toHaveValue('18:00');
  for (const day of ['Sabato', 'Domenica']) {
    await dialog.getByRole('button', { name: `Aggiungi una fascia a ${day}` }).click();
    await dialog.getByLabel(`${day}, fascia 1: inizio`).fill('09:00');
    await dialog.getByLabel(`${day}, fascia 1: fine`).fill('13:00');
  }
  await dialog.getByLabel('Dal giorno').fill(`07/12/${year}`);
  await expect(dialog.getByLabel('Numero di settimane')).toHaveValue('4');

  const { created, skipped } = expectedSlots(first);
  await expect(dialog.getByRole('status')).toHaveText(
    `Verranno create ${created} disponibilità · ${skipped} fasce saltate`,
  );
  await dialog.getByRole('button', { name: 'Crea le disponibilità' }).click();
  await expect(dialog.getByText(`Create ${created} disponibilità`)).toBeVisible();
  const list = dialog.getByRole('region', { name: `${skipped} fasce saltate` });
  await expect(list.getByRole('listitem')).toHaveCount(skipped);
  await expect(
    list.getByText(/8 dicembre \d{4}, 09:00–13:00: festività \(Immacolata Concezione\)/),
  ).toBeVisible();
  await expect(list.getByText(/1 gennaio \d{4}, 09:00–13:00: festività \(Capodanno\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();

  // The 7th has its morning, the 8th nothing.
  await page.goto(`/calendar?date=${first}&view=day`);
  await expect(page.getByRole('button', { name: /^09:00–13:00 Dott\.ssa Anna Verdi/ })).toBeVisible();
  await page.goto(`/calendar?date=${year}-12-08&view=day`);
  await expect(page.getByText('Nessuna disponibilità in questo periodo.', { exact: false })).toBeVisible();

  // Next time the doctor's hours are the ones applied, weekend included.
  const again = await openWeeklyHours(page);
  await expect(again.getByLabel('Domenica, fascia 1: fine')).toHaveValue('13:00');
  // Applying the same weeks again makes nothing: every range meets a slot already there.
  await again.getByLabel('Dal giorno').fill(`07/12/${year}`);
  await expect(again.getByRole('status')).toHaveText(
    `Verranno create 0 disponibilità · ${created + skipped} fasce saltate`,
  );
});

/** The point of the day view at `time` (HH:mm) inside `event`: where a click on that time lands. */
async function pointIn(page: Page, event: Locator, time: string) {
  const lane = page.locator(`[data-time="${time}:00"]`).last();
  await lane.scrollIntoViewIfNeeded();
  const row = await lane.boundingBox();
  const box = await event.boundingBox();
  if (!row || !box) throw new Error(`no point at ${time}`);
  return { x: box.x + box.width / 2, y: row.y + row.height / 2 };
}

test('booking by clicking a free time ends on the agenda at the time booked', async ({ page }) => {
  const clinic = await openClinic(page, 'Studio Due Clic');
  const day = `${comingDecember()}-12-09`;
  // 09:00–13:00 in Rome (UTC+1 in December).
  const made = await createSlot(page, clinic.doctorId, `${day}T08:00:00Z`, `${day}T12:00:00Z`);
  await page.goto(`/calendar?date=${day}&view=day`);
  const slot = page.getByRole('button', { name: /^09:00–13:00 Dott\.ssa Anna Verdi/ });
  const at = await pointIn(page, slot, '10:30');
  await page.mouse.click(at.x, at.y);

  // The booking panel opens over the agenda on that slot at 10:30; a service keeps the time clicked.
  await expect(page).toHaveURL(new RegExp(`/calendar\\?.*bookSlot=${made.id}&start=10%3A30`));
  await expect(page.getByRole('dialog', { name: 'Prenota paziente' })).toBeVisible();
  await expect(page.getByLabel('Ora di inizio')).toHaveValue('10:30');
  await page.getByRole('combobox', { name: 'Paziente' }).fill('Rossi');
  await page.getByRole('option', { name: /Rossi Mario/ }).click();
  await page.getByLabel('Prestazione').selectOption({ label: 'Visita cardiologica' });
  await expect(page.getByLabel('Ora di inizio')).toHaveValue('10:30');
  await page.getByRole('button', { name: 'Prenota', exact: true }).click();
  // Back on the agenda, in the same view, at the time booked.
  await expect(page).toHaveURL(/view=day.*at=10%3A30|at=10%3A30.*view=day/);
  await expect(page.getByRole('button', { name: /^10:30–11:00 Rossi Mario/ })).toBeInViewport();
});

// Apart from the test above: each opens the agenda a few times, which on a busy machine takes long.
test('booking from the slot page proposes the first free time; from the patient record, the patient', async ({
  page,
}) => {
  const clinic = await openClinic(page, 'Studio Scheda');
  const day = `${comingDecember()}-12-09`;
  const made = await createSlot(page, clinic.doctorId, `${day}T08:00:00Z`, `${day}T12:00:00Z`);
  const slot = page.getByRole('button', { name: /^09:00–13:00 Dott\.ssa Anna Verdi/ });

  // Without a time clicked (the slot's own page), the first free one is proposed.
  await page.goto(`/slots/${made.id}`);
  await page.getByRole('link', { name: 'Prenota paziente' }).click();
  await expect(page.getByLabel('Ora di inizio')).toHaveValue('09:00');

  // 'Prenota' on the patient's record: the calendar asks for a time, the booking has the patient.
  await page.goto('/patients');
  await page
    .getByRole('link', { name: /Rossi Mario/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Prenota', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar\?book=1&patientId=/);
  await expect(page.getByText('Prenotazione per Rossi Mario')).toBeVisible();
  const booking = new URL(page.url());
  booking.searchParams.set('date', day);
  booking.searchParams.set('view', 'day');
  await page.goto(booking.toString());
  const free = await pointIn(page, slot, '12:00');
  await page.mouse.click(free.x, free.y);
  await expect(page.getByLabel('Ora di inizio')).toHaveValue('12:00');
  await expect(page.getByText('Paziente scelto: Rossi Mario')).toBeVisible();
  await page.getByRole('button', { name: 'Prenota', exact: true }).click();
  await expect(page.getByRole('button', { name: /Rossi Mario/ })).toHaveCount(1);
  await expect(page.getByText('Prenotazione per Rossi Mario')).toBeHidden();
});

test('an unassigned slot offers only the doctors who perform the chosen service', async ({ page }) => {
  await openClinic(page, 'Studio Prestazioni');
  await post(page.request, '/api/v1/doctors', { firstName: 'Bruno', lastName: 'Neri', color: '#16a34a' });
  const day = `${comingDecember()}-12-10`;
  const slot = await post(page.request, '/api/v1/slots', {
    doctorId: null,
    startsAt: `${day}T08:00:00Z`,
    endsAt: `${day}T10:00:00Z`,
    restTimes: [],
  });
  await page.goto(`/slots/${slot.id}/patient`);
  const doctor = page.getByLabel('Medico');
  await expect(doctor.locator('option')).toHaveText([
    'Scegli il medico',
    'Bruno Neri',
    'Dott.ssa Anna Verdi',
  ]);
  await doctor.selectOption({ label: 'Bruno Neri' });
  await page.getByLabel('Prestazione').selectOption({ label: 'Visita cardiologica' });
  // Bruno Neri does not perform it: he is no longer offered, nor chosen.
  await expect(doctor.locator('option')).toHaveText(['Scegli il medico', 'Dott.ssa Anna Verdi']);
  await expect(doctor).toHaveValue('');
  await expect(page.getByText('Solo i medici che eseguono la prestazione scelta.')).toBeVisible();
});

/** Today in Italy, `YYYY-MM-DD`. */
const todayInItaly = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

test('the dashboard does not count a cancelled appointment, and the calendar shows it struck through', async ({
  page,
}) => {
  const clinic = await openClinic(page, 'Studio Cruscotto');
  const today = todayInItaly();
  // 11:00 and 12:00 (or 12:00 and 13:00 in summer) in Rome: today whatever the season.
  const patients = (await (await page.request.get('/api/v1/patients?limit=1')).json()) as {
    items: { id: string }[];
  };
  const book = (hour: string) =>
    post(page.request, '/api/v1/appointments', {
      doctorId: clinic.doctorId,
      patientId: patients.items[0]!.id,
      serviceId: clinic.serviceId,
      startsAt: `${today}T${hour}:00:00Z`,
      endsAt: `${today}T${hour}:30:00Z`,
    });
  await book('10');
  const cancelled = await book('11');
  const response = await page.request.put(`/api/v1/appointments/${cancelled.id}/status`, {
    data: { status: 'cancelled' },
  });
  expect(response.status()).toBe(200);

  await page.goto('/dashboard');
  const card = page.getByRole('list', { name: 'Appuntamenti di oggi' });
  await expect(page.getByText('1 appuntamento', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(1);

  await page.goto(`/calendar?date=${today}&view=day`);
  const struck = page.getByRole('button', { name: /Rossi Mario/ }).filter({ hasText: 'Annullato' });
  await expect(struck).toBeVisible();
});

test("'Stampa' prints the day in view: the day view's, today in this week, the first day of another", async ({
  page,
}) => {
  await openClinic(page, 'Studio Stampa');
  const print = page.getByRole('link', { name: /, l'agenda del giorno$/ });
  const day = `${comingDecember()}-12-09`;
  await page.goto(`/calendar?date=${day}&view=day`);
  await expect(print).toHaveAttribute('href', new RegExp(`day=${day}`));
  await expect(print).toHaveText(`Stampa ${day.slice(8, 10)}/12/${day.slice(0, 4)}`);

  const today = todayInItaly();
  await page.goto('/calendar?view=week');
  await expect(print).toHaveAttribute('href', new RegExp(`day=${today}`));

  // 'Nuova disponibilità' starts on today too, never on a past Monday.
  await page.getByRole('button', { name: 'Nuova disponibilità' }).click();
  // Written the organization's way (25/11/2026).
  const [year, month, date] = today.split('-');
  await expect(page.getByRole('dialog', { name: 'Nuova disponibilità' }).getByLabel('Giorno')).toHaveValue(
    `${date}/${month}/${year}`,
  );
});
