import { expect, test, type Locator, type Page } from '@playwright/test';
import { dragEvent } from './support/calendar-grid';
import { createSlot, openClinic, post } from './support/clinic';

/**
 * Issue #16's readability on the demo's scale: five doctors all working Wednesday 9 December 2026
 * 09:00–13:00 (UTC+1 in Rome), each with one patient at 10:00 for 30 minutes, in their colours.
 */
const DOCTORS = [
  { firstName: 'Bruno', lastName: 'Neri', color: '#16a34a' },
  { firstName: 'Carla', lastName: 'Russo', color: '#9333ea' },
  { firstName: 'Dario', lastName: 'Esposito', color: '#ea580c' },
  { firstName: 'Elena', lastName: 'Fontana', color: '#db2777' },
];
const PATIENTS = [
  { firstName: 'Gabriella', lastName: 'Fontanarosa' },
  { firstName: 'Ezio', lastName: 'Auditore' },
  { firstName: 'Lucia', lastName: 'Mondella' },
  { firstName: 'Renzo', lastName: 'Tramaglino' },
  { firstName: 'Giulia', lastName: 'Bianchi' },
];
const SURNAMES = PATIENTS.map((patient) => patient.lastName);

async function fiveDoctorsDay(page: Page, name: string) {
  const clinic = await openClinic(page, name);
  const doctors = [{ id: clinic.doctorId, name: 'Dott.ssa Anna Verdi' }];
  for (const doctor of DOCTORS) {
    const made = await post(page.request, '/api/v1/doctors', doctor);
    await post(page.request, '/api/v1/doctor-services', { doctorId: made.id, serviceId: clinic.serviceId });
    doctors.push({ id: made.id, name: `${doctor.firstName} ${doctor.lastName}` });
  }
  const slots: string[] = [];
  for (const [index, doctor] of doctors.entries()) {
    const slot = await createSlot(page, doctor.id, '2026-12-09T08:00:00Z', '2026-12-09T12:00:00Z');
    slots.push(slot.id);
    const patient = await post(page.request, '/api/v1/patients', {
      ...PATIENTS[index],
      mobile: `+39333987650${index}`,
      city: 'Milano',
      address: 'Via Dante 3',
    });
    await post(page.request, '/api/v1/appointments', {
      slotId: slot.id,
      doctorId: doctor.id,
      patientId: patient.id,
      serviceId: clinic.serviceId,
      startsAt: '2026-12-09T09:00:00Z',
      endsAt: '2026-12-09T09:30:00Z',
    });
  }
  return { clinic, doctors, slots };
}

const chip = (page: Page, surname: string) => page.getByRole('button', { name: new RegExp(surname) });
const column = (page: Page, doctor: string) => page.getByRole('columnheader', { name: doctor, exact: true });

/**
 * What of `chip` a user reads: whether its start time and the patient's surname are drawn whole
 * inside it (not cut at its edges, the surname not broken), and whether its text overflows sideways.
 */
function readable(chipLocator: Locator, surname: string) {
  return chipLocator.evaluate((element, surname) => {
    const content = element.querySelector('[title]') as HTMLElement;
    const box = content.getBoundingClientRect();
    const inside = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.left >= box.left - 0.5 &&
      rect.right <= box.right + 0.5 &&
      rect.top >= box.top - 0.5 &&
      rect.bottom <= box.bottom + 0.5;
    const time = content.querySelector('[data-chip-time]')!;
    const timeText = time.firstChild!;
    const timeRange = document.createRange();
    timeRange.selectNodeContents(timeText);
    const patient = content.querySelector('[data-chip-patient]')!.firstChild!;
    const at = patient.textContent!.indexOf(surname);
    const surnameRange = document.createRange();
    surnameRange.setStart(patient, at);
    surnameRange.setEnd(patient, at + surname.length);
    const surnameRects = Array.from(surnameRange.getClientRects()).filter((rect) => rect.width > 0);
    return {
      time: timeText.textContent,
      timeShown: inside(timeRange.getBoundingClientRect()),
      surnameShown: surnameRects.length === 1 && inside(surnameRects[0]!),
      overflows: content.scrollWidth > content.clientWidth,
    };
  }, surname);
}

for (const viewport of [
  { name: 'on a laptop', width: 1280, height: 900 },
  { name: 'on a tablet (768 px)', width: 768, height: 1024 },
]) {
  test(`five doctors: every chip shows its time and patient in the week and the day, each visit as wide as its column, ${viewport.name}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await fiveDoctorsDay(page, `Studio Cinque ${viewport.width}`);

    for (const view of ['week', 'day'] as const) {
      await page.goto(`/calendar?date=2026-12-09&view=${view}`);
      // Each doctor a column (in the week, in each of the seven days).
      await expect(column(page, 'Elena Fontana')).toHaveCount(view === 'week' ? 7 : 1);
      for (const surname of SURNAMES) {
        const visit = chip(page, surname);
        await visit.scrollIntoViewIfNeeded();
        await expect(visit).toBeVisible();
        expect(await readable(visit, surname), `${surname} in the ${view}`).toEqual({
          time: '10:00',
          timeShown: true,
          surnameShown: true,
          overflows: false,
        });
      }
      // A visit inside an availability takes its doctor's column, but for the availability's 10 px
      // gutter and FullCalendar's margins (beside the availability, it had about half).
      const header = await column(page, 'Carla Russo')
        .nth(view === 'week' ? 2 : 0)
        .boundingBox();
      const visit = await chip(page, 'Mondella').boundingBox();
      expect(visit!.width).toBeGreaterThan(header!.width - 24);
      expect(visit!.x).toBeGreaterThanOrEqual(header!.x);
      expect(visit!.x + visit!.width).toBeLessThanOrEqual(header!.x + header!.width + 1);
      // The availability's own title reads whole above its free times.
      const availability = page.getByRole('button', { name: /^09:00–13:00 Carla Russo/ });
      await expect(availability).toBeVisible();
    }
  });
}

test('the availability stays reachable behind its visits: a free time books, Enter and a visit open it, a visit moves to another doctor', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { slots } = await fiveDoctorsDay(page, 'Studio Sfondo');
  await page.goto('/calendar?date=2026-12-09&view=day');

  // A click on a free time of Bruno's availability (11:30, under his visit's lane) books there.
  const bruno = page.getByRole('button', { name: /^09:00–13:00 Bruno Neri/ });
  await page.locator('[data-time="11:30:00"]').last().scrollIntoViewIfNeeded();
  const lane = await page.locator('[data-time="11:30:00"]').last().boundingBox();
  const box = await column(page, 'Bruno Neri').boundingBox();
  await page.mouse.click(box!.x + box!.width / 2, lane!.y + lane!.height / 2);
  await expect(page).toHaveURL(new RegExp(`bookSlot=${slots[1]}&start=11%3A30`));
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/bookSlot=/);

  // From the keyboard: the availability is a button of its own; Enter opens it.
  await bruno.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/slots/${slots[1]}$`));
  await page.goBack();

  // A visit opens the visit, over the agenda.
  await chip(page, 'Auditore').click();
  await expect(page.getByRole('dialog', { name: 'Auditore Ezio' })).toContainText('Bruno Neri');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // In the week of five, Anna's visit dragged into Bruno's column beside it at 11:00 moves to him.
  await page.goto('/calendar?date=2026-12-09&view=week');
  const target = async () => {
    const header = await column(page, 'Bruno Neri').nth(2).boundingBox();
    const row = await page.locator('[data-time="11:00:00"]').last().boundingBox();
    return { x: header!.x + header!.width / 2, y: row!.y + row!.height / 2 };
  };
  // Brought into view first (the week scrolls sideways as well), so the drag starts where it is.
  await chip(page, 'Fontanarosa').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(chip(page, 'Fontanarosa')).toBeInViewport();
  await page.waitForTimeout(300);
  await dragEvent(page, chip(page, 'Fontanarosa'), target);
  const dialog = page.getByRole('dialog', { name: "Spostare l'appuntamento?" });
  await expect(dialog).toContainText('11:00 con Bruno Neri.');
  await dialog.getByRole('button', { name: 'Sposta' }).click();
  await expect(dialog).toBeHidden();
  await expect(chip(page, 'Fontanarosa')).toContainText('11:00');
});

/** Today in Rome, `YYYY-MM-DD`. */
const todayInRome = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

test("'Giorno' opens today from the week or month that holds it, else the first day shown", async ({
  page,
}) => {
  await openClinic(page, 'Studio Oggi');
  const today = todayInRome();
  await page.goto('/calendar?view=week');
  await page.getByRole('button', { name: 'Giorno' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${today}&view=day|view=day.*date=${today}`));

  await page.getByRole('button', { name: 'Mese' }).click();
  await expect(page).toHaveURL(/view=month/);
  await page.getByRole('button', { name: 'Giorno' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${today}`));

  // A week three weeks ahead: its Monday.
  const ahead = new Date(`${today}T12:00:00Z`);
  ahead.setUTCDate(ahead.getUTCDate() + 21 - ((ahead.getUTCDay() + 6) % 7));
  const monday = ahead.toISOString().slice(0, 10);
  await page.goto(`/calendar?date=${monday}&view=week`);
  await page.getByRole('button', { name: 'Giorno' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${monday}`));
  await expect(page).toHaveURL(/view=day/);
});

test('on 12 hours the grid writes times as the lists do (9:00 AM), and on 24 hours 09:00', async ({
  page,
}) => {
  const clinic = await openClinic(page, 'Studio Dodici Ore');
  await createSlot(page, clinic.doctorId, '2026-12-09T08:00:00Z', '2026-12-09T12:00:00Z');
  const settings = await page.request.put('/api/v1/settings', { data: { calendar: { hoursFormat: '12h' } } });
  expect(settings.status()).toBe(200);
  await page.goto('/calendar?date=2026-12-09&view=week');
  const grid = page.getByRole('main');
  await expect(page.getByRole('button', { name: /^9:00 AM–1:00 PM Dott\.ssa Anna Verdi/ })).toBeVisible();
  await expect(grid.getByText('9:00 AM', { exact: true }).first()).toBeVisible();
  await expect(grid.getByText('1:00 PM', { exact: true }).first()).toBeVisible();
  await expect(grid).not.toContainText(/\b0\d:\d\d ?[AP]M|\d[AP]M/);
  // The day headers as the app writes days.
  await expect(page.getByRole('columnheader').and(page.locator('[data-date="2026-12-09"]'))).toContainText(
    'mer 9 dic',
  );

  await page.request.put('/api/v1/settings', { data: { calendar: { hoursFormat: '24h' } } });
  await page.reload();
  await expect(page.getByRole('button', { name: /^09:00–13:00 Dott\.ssa Anna Verdi/ })).toBeVisible();
  await expect(grid.getByText('09:00', { exact: true }).first()).toBeVisible();
  await expect(grid).not.toContainText(/[AP]M/);
});

test('at 768 px the calendar toolbar keeps every action on one line, beside or right under the filters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openClinic(page, 'Studio Barra');
  await page.goto('/calendar?date=2026-12-09&view=week');
  const actions = [
    page.getByRole('link', { name: /, l'agenda del giorno$/ }),
    page.getByRole('button', { name: 'Orari settimanali' }),
    page.getByRole('button', { name: 'Nuova disponibilità' }),
  ];
  const filter = await page.getByRole('button', { name: 'Tutti i medici' }).boundingBox();
  for (const action of actions) {
    const box = await action.boundingBox();
    // One line of text: as tall as a button is (40 px), not two lines.
    expect(box!.height).toBeLessThanOrEqual(44);
    // No empty band above: the actions sit on the row of the doctors' filter or right below it.
    expect(box!.y).toBeLessThan(filter!.y + filter!.height + 60);
  }
});

/**
 * Issue #27 point 3: a 15-minute visit (10:00–10:15) and a 10-minute one (11:00–11:10) of Anna's on
 * Wednesday 9 December 2026, beside Bruno's column, in the day view: each chip shows its start and
 * the patient's surname at the default zoom, the rest in its tooltip and for screen readers.
 */
async function shortVisits(page: Page, name: string) {
  const clinic = await openClinic(page, name);
  const bruno = await post(page.request, '/api/v1/doctors', {
    firstName: 'Bruno',
    lastName: 'Neri',
    color: '#16a34a',
  });
  await createSlot(page, bruno.id, '2026-12-09T08:00:00Z', '2026-12-09T12:00:00Z');
  const slot = await createSlot(page, clinic.doctorId, '2026-12-09T08:00:00Z', '2026-12-09T12:00:00Z');
  for (const [index, visit] of [
    { startsAt: '2026-12-09T09:00:00Z', endsAt: '2026-12-09T09:15:00Z' },
    { startsAt: '2026-12-09T10:00:00Z', endsAt: '2026-12-09T10:10:00Z' },
  ].entries()) {
    const patient = await post(page.request, '/api/v1/patients', {
      ...PATIENTS[index],
      mobile: `+39333987660${index}`,
      city: 'Milano',
      address: 'Via Dante 3',
    });
    await post(page.request, '/api/v1/appointments', {
      slotId: slot.id,
      doctorId: clinic.doctorId,
      patientId: patient.id,
      serviceId: clinic.serviceId,
      ...visit,
    });
  }
}

for (const locale of ['it-IT', 'en-GB']) {
  test.describe(`short visits (${locale})`, () => {
    test.use({ locale });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 768, height: 1024 },
    ]) {
      test(`a 15- and a 10-minute visit show their start and surname in the day view at ${viewport.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await shortVisits(page, `Studio Breve ${viewport.width}`);
        await page.goto('/calendar?date=2026-12-09&view=day');
        for (const [surname, time, end] of [
          ['Fontanarosa', '10:00', '10:15'],
          ['Auditore', '11:00', '11:10'],
        ] as const) {
          const visit = chip(page, surname);
          await visit.scrollIntoViewIfNeeded();
          const seen = await readable(visit, surname);
          expect({ time: seen.time, timeShown: seen.timeShown, surnameShown: seen.surnameShown }).toEqual({
            time,
            timeShown: true,
            surnameShown: true,
          });
          // The whole visit in the tooltip; both times for screen readers.
          await expect(visit.locator('[title]')).toHaveAttribute('title', new RegExp(`^${time}–${end} · `));
          await expect(visit).toHaveAccessibleName(new RegExp(`^${time}–${end} .*${surname}`));
        }
      });
    }
  });
}
