import { expect, test, type Locator, type Page } from '@playwright/test';
import { dragEvent } from './support/calendar-grid';
import { createSlot, marioId, openClinic, post, type Clinic } from './support/clinic';

/**
 * Wednesday 9 December 2026 (UTC+1 in Rome): Dott.ssa Anna Verdi and Bruno Neri both work 09:00–11:00
 * and both perform the visit. Anna sees Giulia Bianchi at 09:00 and had Mario Rossi at 10:00, cancelled;
 * Bruno sees Mario Rossi at 09:30.
 */
async function twoDoctorsDay(page: Page, name: string) {
  const clinic: Clinic = await openClinic(page, name);
  const bruno = await post(page.request, '/api/v1/doctors', {
    firstName: 'Bruno',
    lastName: 'Neri',
    color: '#16a34a',
  });
  await post(page.request, '/api/v1/doctor-services', { doctorId: bruno.id, serviceId: clinic.serviceId });
  const annaSlot = await createSlot(page, clinic.doctorId, '2026-12-09T08:00:00Z', '2026-12-09T10:00:00Z');
  const brunoSlot = await createSlot(page, bruno.id, '2026-12-09T08:00:00Z', '2026-12-09T10:00:00Z');
  const giulia = await post(page.request, '/api/v1/patients', {
    firstName: 'Giulia',
    lastName: 'Bianchi',
    mobile: '+393339876543',
    city: 'Milano',
    address: 'Via Dante 3',
  });
  const mario = await marioId(page);
  const visit = (doctorId: string, slotId: string, patientId: string, startsAt: string) =>
    post(page.request, '/api/v1/appointments', {
      slotId,
      doctorId,
      patientId,
      serviceId: clinic.serviceId,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
    });
  const giuliaVisit = await visit(clinic.doctorId, annaSlot.id, giulia.id, '2026-12-09T08:00:00Z');
  await visit(bruno.id, brunoSlot.id, mario, '2026-12-09T08:30:00Z');
  const cancelled = await visit(clinic.doctorId, annaSlot.id, mario, '2026-12-09T09:00:00Z');
  const response = await page.request.put(`/api/v1/appointments/${cancelled.id}/status`, {
    data: { status: 'cancelled' },
  });
  expect(response.status()).toBe(200);
  return { clinic, brunoId: bruno.id, brunoSlotId: brunoSlot.id, giuliaVisitId: giuliaVisit.id };
}

const column = (page: Page, doctor: string) => page.getByRole('columnheader', { name: doctor, exact: true });

/** Whether `text` is drawn struck through (a line-through on it or on what holds it). */
const struckThrough = (text: Locator) =>
  text.evaluate((element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      if (getComputedStyle(at).textDecorationLine.includes('line-through')) return true;
    }
    return false;
  });

/**
 * Whether `event`'s centre lies inside the doctor's column (between its header's edges); in a week,
 * the doctor's column of the `day`-th day (0 for Monday).
 */
async function expectInColumn(page: Page, event: Locator, doctor: string, day = 0) {
  await event.scrollIntoViewIfNeeded();
  const box = await event.boundingBox();
  const header = await column(page, doctor).nth(day).boundingBox();
  expect(box && header).toBeTruthy();
  const centre = box!.x + box!.width / 2;
  expect(centre).toBeGreaterThan(header!.x);
  expect(centre).toBeLessThan(header!.x + header!.width);
}

/** The centre of the time-grid lane at `time` (HH:mm) inside the doctor's column. */
async function columnPoint(page: Page, doctor: string, time: string) {
  const lane = page.locator(`[data-time="${time}:00"]`).last();
  const header = await column(page, doctor).first().boundingBox();
  const row = await lane.boundingBox();
  if (!header || !row) throw new Error(`no cell for ${doctor} at ${time}`);
  return { x: header.x + header.width / 2, y: row.y + row.height / 2 };
}

/** Drags `event` by its top to `time` in the doctor's column. */
const dragToColumn = (page: Page, event: Locator, doctor: string, time: string) =>
  dragEvent(page, event, () => columnPoint(page, doctor, time));

const chip = (page: Page, patient: RegExp) =>
  page.getByRole('button', { name: patient }).filter({ hasNotText: 'Annullato' });

for (const viewport of [
  { name: 'on a laptop', width: 1280, height: 900 },
  { name: 'on a tablet (768 px)', width: 768, height: 1024 },
]) {
  test(`the day view gives each doctor a column, and a visit dropped in another doctor's column moves to them, ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const day = await twoDoctorsDay(page, 'Studio Colonne');
    await page.goto('/calendar?date=2026-12-09&view=day');

    // A column per doctor, each visit in its doctor's column with time, patient and service.
    await expect(column(page, 'Dott.ssa Anna Verdi')).toBeVisible();
    await expect(column(page, 'Bruno Neri')).toBeVisible();
    const giulia = chip(page, /Bianchi Giulia/);
    await expect(giulia).toContainText('09:00');
    await expect(giulia).toContainText('Visita cardiologica');
    await expectInColumn(page, giulia, 'Dott.ssa Anna Verdi');
    const mario = chip(page, /Rossi Mario/);
    await expect(mario).toContainText('09:30');
    await expectInColumn(page, mario, 'Bruno Neri');

    // The cancelled visit is there, struck through and greyed, in Anna's column.
    const cancelled = page.getByRole('button', { name: /Rossi Mario/ }).filter({ hasText: 'Annullato' });
    await expect(cancelled).toContainText('10:00');
    expect(await struckThrough(cancelled.getByText('Rossi Mario'))).toBe(true);
    await expectInColumn(page, cancelled, 'Dott.ssa Anna Verdi');

    // Giulia dragged to Bruno's column at 10:30: asked first, naming both doctors.
    await dragToColumn(page, giulia, 'Bruno Neri', '10:30');
    const dialog = page.getByRole('dialog', { name: "Spostare l'appuntamento?" });
    await expect(dialog).toContainText(
      'Bianchi Giulia: da mercoledì 9 dicembre 2026, 09:00 con Dott.ssa Anna Verdi a mercoledì 9 dicembre 2026, 10:30 con Bruno Neri.',
    );
    await dialog.getByRole('button', { name: 'Sposta' }).click();
    await expect(dialog).toBeHidden();

    // The server has it with Bruno at 10:30 (09:30 UTC), in his slot.
    const moved = (await (await page.request.get(`/api/v1/appointments/${day.giuliaVisitId}`)).json()) as {
      doctorId: string;
      slotId: string;
      startsAt: string;
    };
    expect(moved.doctorId).toBe(day.brunoId);
    expect(moved.slotId).toBe(day.brunoSlotId);
    expect(Date.parse(moved.startsAt)).toBe(Date.parse('2026-12-09T09:30:00Z'));
    await page.reload();
    await expect(chip(page, /Bianchi Giulia/)).toContainText('10:30');
    await expectInColumn(page, chip(page, /Bianchi Giulia/), 'Bruno Neri');
  });
}

test('a drop on a doctor already busy then is refused, and the visit goes back to its column', async ({
  page,
}) => {
  await twoDoctorsDay(page, 'Studio Colonne Occupate');
  await page.goto('/calendar?date=2026-12-09&view=day');
  const giulia = chip(page, /Bianchi Giulia/);
  // Bruno sees Mario at 09:30: Giulia (30 min) at 09:30 with him overlaps.
  await dragToColumn(page, giulia, 'Bruno Neri', '09:30');
  const dialog = page.getByRole('dialog', { name: "Spostare l'appuntamento?" });
  await dialog.getByRole('button', { name: 'Sposta' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expectInColumn(page, giulia, 'Dott.ssa Anna Verdi');
  await expect(giulia).toContainText('09:00');
});

test('the doctor filter shows one doctor, kept in the address; a click on a free time books with that doctor', async ({
  page,
}) => {
  const day = await twoDoctorsDay(page, 'Studio Filtro Medico');
  await page.goto('/calendar?date=2026-12-09&view=day');
  const filter = page.getByRole('group', { name: 'Medici' });
  await filter.getByRole('checkbox', { name: 'Bruno Neri' }).check();
  await expect(page).toHaveURL(new RegExp(`doctor=${day.brunoId}`));
  await expect(chip(page, /Rossi Mario/)).toBeVisible();
  await expect(chip(page, /Bianchi Giulia/)).toHaveCount(0);
  await page.reload();
  await expect(filter.getByRole('checkbox', { name: 'Bruno Neri' })).toBeChecked();
  await expect(filter.getByRole('button', { name: 'Tutti i medici' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(chip(page, /Bianchi Giulia/)).toHaveCount(0);

  // All doctors again: a click on 10:30, free in Bruno's slot, books in his slot.
  await filter.getByRole('button', { name: 'Tutti i medici' }).click();
  await expect(filter.getByRole('checkbox', { name: 'Bruno Neri' })).not.toBeChecked();
  const slot = page.getByRole('button', { name: /^09:00–11:00 Bruno Neri/ });
  await expectInColumn(page, slot, 'Bruno Neri');
  const lane = await page.locator('[data-time="10:30:00"]').last().boundingBox();
  const box = await slot.boundingBox();
  await page.mouse.click(box!.x + box!.width / 2, lane!.y + lane!.height / 2);
  await expect(page).toHaveURL(new RegExp(`bookSlot=${day.brunoSlotId}&start=10%3A30`));
  await expect(page.getByText('Bruno Neri').first()).toBeVisible();
});

test('the week splits each day into its doctors’ columns, four too; with seven, chips in their colours and the legend', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await twoDoctorsDay(page, 'Studio Settimana');
  await page.goto('/calendar?date=2026-12-07&view=week');
  await expect(column(page, 'Bruno Neri')).toHaveCount(7);
  await expect(column(page, 'Dott.ssa Anna Verdi')).toHaveCount(7);
  await expectInColumn(page, chip(page, /Rossi Mario/), 'Bruno Neri', 2);
  await expectInColumn(page, chip(page, /Bianchi Giulia/), 'Dott.ssa Anna Verdi', 2);
  // The day headers still name the days.
  await expect(
    page.getByRole('columnheader').and(page.locator('[data-date="2026-12-09"]')).first(),
  ).toContainText('9');

  for (const name of ['Carla', 'Dario']) {
    await post(page.request, '/api/v1/doctors', { firstName: name, lastName: 'Russo', color: '#9333ea' });
  }
  await page.reload();
  // Four doctors: still a column each in every day (decision 021), the visits in theirs.
  await expect(column(page, 'Dario Russo')).toHaveCount(7);
  await expectInColumn(page, chip(page, /Rossi Mario/), 'Bruno Neri', 2);

  // Seven: one column a day, each chip in its doctor's colour, the legend naming them.
  for (const name of ['Ettore', 'Fabio', 'Gino']) {
    await post(page.request, '/api/v1/doctors', { firstName: name, lastName: 'Russo', color: '#9333ea' });
  }
  await page.reload();
  await expect(column(page, 'Bruno Neri')).toHaveCount(0);
  // The doctor filter's chips, in their colours, are the legend.
  const legend = page.getByRole('group', { name: 'Medici' });
  await expect(legend.locator('label')).toHaveText([
    'Bruno Neri',
    'Carla Russo',
    'Dario Russo',
    'Ettore Russo',
    'Fabio Russo',
    'Gino Russo',
    'Dott.ssa Anna Verdi',
  ]);
  await expect(chip(page, /Rossi Mario/)).toBeVisible();
  // The day view still gives each of the seven a column.
  await page.getByRole('button', { name: 'Giorno' }).click();
  await expect(page).toHaveURL(/view=day/);
  await expect(column(page, 'Dario Russo')).toBeVisible();
  await page.getByRole('button', { name: 'Succ', exact: true }).click();
  await page.getByRole('button', { name: 'Succ', exact: true }).click();
  await expect(page).toHaveURL(/date=2026-12-09/);
  await expectInColumn(page, chip(page, /Rossi Mario/), 'Bruno Neri');
  await expect(page.getByRole('button', { name: /^09:00–11:00 Bruno Neri/ })).toBeVisible();
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('the doctor columns, a cancelled visit and a move between doctors, and a chip opened from the keyboard', async ({
    page,
  }) => {
    await twoDoctorsDay(page, 'Studio Columns');
    await page.goto('/calendar?date=2026-12-09&view=day');
    await page.getByRole('button', { name: 'Options and tips' }).click();
    await expect(
      page.getByText("One column per doctor: dropping an appointment in another doctor's column"),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    const cancelled = page.getByRole('button', { name: /Rossi Mario/ }).filter({ hasText: 'Cancelled' });
    expect(await struckThrough(cancelled.getByText('Rossi Mario'))).toBe(true);

    await dragToColumn(page, chip(page, /Bianchi Giulia/), 'Bruno Neri', '10:30');
    const dialog = page.getByRole('dialog', { name: 'Move the appointment?' });
    await expect(dialog).toContainText('with Dott.ssa Anna Verdi');
    await expect(dialog).toContainText('10:30 with Bruno Neri.');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(chip(page, /Bianchi Giulia/)).toContainText('10:30');
    await expectInColumn(page, chip(page, /Bianchi Giulia/), 'Bruno Neri');

    // A chip is reached and opened from the keyboard: the visit, now Bruno's.
    await chip(page, /Bianchi Giulia/).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Bianchi Giulia' })).toContainText('Bruno Neri');
  });
});

for (const viewport of [
  { name: 'on a laptop', width: 1280, height: 900 },
  { name: 'on a tablet (768 px)', width: 768, height: 1024 },
]) {
  test(`the doctor filter shows any two of three doctors in the day, the week and the print, kept on reload and remembered, ${viewport.name}`, async ({
    page,
  }) => {
    // Five loads of the calendar (two reloads, two fresh visits): more than one journey's time.
    test.slow();
    await page.setViewportSize(viewport);
    const day = await twoDoctorsDay(page, 'Studio Filtro Tre Medici');
    const carla = await post(page.request, '/api/v1/doctors', {
      firstName: 'Carla',
      lastName: 'Bianchi',
      color: '#dc2626',
    });
    const carlaSlot = await createSlot(page, carla.id, '2026-12-09T08:00:00Z', '2026-12-09T10:00:00Z');
    await post(page.request, '/api/v1/appointments', {
      slotId: carlaSlot.id,
      doctorId: carla.id,
      temporaryName: 'Ugo Terzo',
      startsAt: '2026-12-09T09:00:00Z',
      endsAt: '2026-12-09T09:30:00Z',
    });
    await page.goto('/calendar?date=2026-12-09&view=day');
    await expect(column(page, 'Carla Bianchi')).toBeVisible();
    await expect(chip(page, /Ugo Terzo/)).toBeVisible();

    // Anna with the mouse, Carla from the keyboard.
    const filter = page.getByRole('group', { name: 'Medici' });
    await filter.getByRole('checkbox', { name: 'Dott.ssa Anna Verdi' }).check();
    await filter.getByRole('checkbox', { name: 'Carla Bianchi' }).focus();
    await page.keyboard.press('Space');
    await expect(filter.getByRole('checkbox', { name: 'Carla Bianchi' })).toBeChecked();
    const annaAndCarla = [day.clinic.doctorId, carla.id].sort();
    const doctorsIn = (address: string | null, name: string) =>
      (new URL(address ?? '', page.url()).searchParams.get(name) ?? '').split(',').sort();
    await expect.poll(() => doctorsIn(page.url(), 'doctor')).toEqual(annaAndCarla);

    const onlyAnnaAndCarla = async () => {
      await expect(column(page, 'Dott.ssa Anna Verdi').first()).toBeVisible();
      await expect(column(page, 'Carla Bianchi').first()).toBeVisible();
      await expect(column(page, 'Bruno Neri')).toHaveCount(0);
      await expect(chip(page, /Bianchi Giulia/)).toBeVisible();
      await expect(chip(page, /Ugo Terzo/)).toBeVisible();
      await expect(chip(page, /Rossi Mario/)).toHaveCount(0);
    };
    await onlyAnnaAndCarla();
    const print = page.getByRole('link', { name: /, l'agenda del giorno$/ });
    await expect(print).toHaveAttribute('href', /^\/api\/v1\/calendar\/day\.pdf\?day=2026-12-09&doctorIds=/);
    expect(doctorsIn(await print.getAttribute('href'), 'doctorIds')).toEqual(annaAndCarla);

    // The week: the two doctors' columns under each day.
    await page.getByRole('button', { name: 'Settimana', exact: true }).click();
    await expect(page).toHaveURL(/view=week/);
    await onlyAnnaAndCarla();

    // A reload keeps the choice.
    await page.reload();
    await expect(filter.getByRole('checkbox', { name: 'Carla Bianchi' })).toBeChecked();
    await expect(filter.getByRole('checkbox', { name: 'Bruno Neri' })).not.toBeChecked();
    await onlyAnnaAndCarla();

    // The calendar opened afresh remembers it, and writes it in the address.
    await page.goto('/calendar?date=2026-12-09&view=day');
    await expect.poll(() => doctorsIn(page.url(), 'doctor')).toEqual(annaAndCarla);
    await onlyAnnaAndCarla();

    // 'Tutti i medici' clears it, for the next visit too.
    await filter.getByRole('button', { name: 'Tutti i medici' }).click();
    await expect(column(page, 'Bruno Neri')).toBeVisible();
    await expect(chip(page, /Rossi Mario/)).toBeVisible();
    await page.goto('/calendar?date=2026-12-09&view=day');
    await expect(column(page, 'Bruno Neri')).toBeVisible();
    await expect(page).not.toHaveURL(/doctor=/);
  });
}
