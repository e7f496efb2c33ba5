import { expect, test, type Locator, type Page } from '@playwright/test';
import { dragEvent, gridPoint } from './support/calendar-grid';
import { createSlot, openClinic, post, type Clinic } from './support/clinic';
import { uniqueEmail, waitForEmail } from './support/users';

/** A patient with an email address (Giulia Bianchi), booked with the clinic's doctor at `startsAt` (30 min). */
async function bookGiulia(page: Page, clinic: Clinic, slotId: string, startsAt: string) {
  const email = uniqueEmail('giulia');
  const patient = await post(page.request, '/api/v1/patients', {
    firstName: 'Giulia',
    lastName: 'Bianchi',
    mobile: '+393339876543',
    city: 'Milano',
    address: 'Via Dante 3',
    email,
  });
  const visit = await post(page.request, '/api/v1/appointments', {
    slotId,
    doctorId: clinic.doctorId,
    patientId: patient.id,
    serviceId: clinic.serviceId,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  });
  return { email, patientId: patient.id, visitId: visit.id };
}

/** Drags `event` by its top so that it starts at `time` on `date`. */
const dragTo = (page: Page, event: Locator, date: string, time: string) =>
  dragEvent(page, event, () => gridPoint(page, date, time, { scroll: false }));

const visitRow = (page: Page) =>
  page.getByRole('list', { name: 'Appuntamenti' }).getByRole('listitem', { name: 'Bianchi Giulia' });

for (const viewport of [
  { name: 'on a laptop', width: 1280, height: 900 },
  { name: 'on a tablet (768 px)', width: 768, height: 1024 },
]) {
  test(`dragging an appointment to another day with the patient notified, ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const clinic = await openClinic(page, 'Studio Sposta');
    // Monday 7 and Wednesday 9 December 2026, 09:00–11:00 in Rome.
    const monday = await createSlot(page, clinic.doctorId, '2026-12-07T08:00:00Z', '2026-12-07T10:00:00Z');
    await createSlot(page, clinic.doctorId, '2026-12-09T08:00:00Z', '2026-12-09T10:00:00Z');
    const giulia = await bookGiulia(page, clinic, monday.id, '2026-12-07T08:00:00Z');

    await page.goto(`/calendar?date=2026-12-07&view=week&doctor=${clinic.doctorId}`);
    const visit = page.getByRole('button', { name: /Bianchi Giulia/ });
    await expect(visit).toBeVisible();
    await dragTo(page, visit, '2026-12-09', '10:00');

    const dialog = page.getByRole('dialog', { name: "Spostare l'appuntamento?" });
    await expect(dialog).toContainText(
      'Bianchi Giulia: da lunedì 7 dicembre 2026, 09:00 a mercoledì 9 dicembre 2026, 10:00.',
    );
    await expect(dialog.getByRole('checkbox', { name: 'Avvisa il paziente' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Sposta' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Il paziente riceverà un'email.", { exact: false })).toBeVisible();

    // The email reaches the outbox, in Italian with 'Lei'.
    await waitForEmail(page.request, giulia.email, /la informiamo che il suo appuntamento è stato spostato/);
    await waitForEmail(page.request, giulia.email, /Ora: mercoledì 9 dicembre 2026, ore 10:00/);

    await page.reload();
    const moved = page.getByRole('button', { name: /Bianchi Giulia/ });
    await expect(moved).toContainText('10:00');
    const column = await page
      .getByRole('columnheader')
      .and(page.locator('[data-date="2026-12-09"]'))
      .boundingBox();
    const box = await moved.boundingBox();
    expect(box!.x + box!.width / 2).toBeGreaterThan(column!.x);
    expect(box!.x + box!.width / 2).toBeLessThan(column!.x + column!.width);
  });
}

test('a drop outside the doctor’s slots is refused with the reason, and the visit goes back', async ({
  page,
}) => {
  const clinic = await openClinic(page, 'Studio Fuori Orario');
  const monday = await createSlot(page, clinic.doctorId, '2026-12-07T08:00:00Z', '2026-12-07T10:00:00Z');
  await bookGiulia(page, clinic, monday.id, '2026-12-07T08:00:00Z');
  await page.goto(`/calendar?date=2026-12-07&view=week&doctor=${clinic.doctorId}`);
  const visit = page.getByRole('button', { name: /Bianchi Giulia/ });
  await dragTo(page, visit, '2026-12-08', '10:30');
  const dialog = page.getByRole('dialog', { name: "Spostare l'appuntamento?" });
  await dialog.getByRole('checkbox', { name: 'Avvisa il paziente' }).uncheck();
  await dialog.getByRole('button', { name: 'Sposta' }).click();
  await expect(dialog).toContainText("L'orario scelto è fuori dalla disponibilità del medico");
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Bianchi Giulia/ })).toContainText('09:00');
});

test('Sposta shows the free times day by day and moves the visit to the one chosen', async ({ page }) => {
  const clinic = await openClinic(page, 'Studio Orari Liberi');
  const wednesday = await createSlot(page, clinic.doctorId, '2026-12-09T08:00:00Z', '2026-12-09T10:00:00Z');
  await createSlot(page, clinic.doctorId, '2026-12-10T09:00:00Z', '2026-12-10T11:00:00Z');
  const giulia = await bookGiulia(page, clinic, wednesday.id, '2026-12-09T08:00:00Z');
  // Someone else at 09:30 that Wednesday: not a free time.
  await post(page.request, '/api/v1/appointments', {
    slotId: wednesday.id,
    doctorId: clinic.doctorId,
    temporaryName: 'Lucia Neri',
    startsAt: '2026-12-09T08:30:00Z',
    endsAt: '2026-12-09T09:00:00Z',
  });

  await page.goto('/appointments?day=2026-12-09');
  await visitRow(page).getByRole('button', { name: 'Sposta' }).click();
  const dialog = page.getByRole('dialog', { name: "Sposta l'appuntamento" });
  await expect(dialog.getByLabel('Medico')).toHaveValue(clinic.doctorId);
  await expect(dialog.getByLabel('Giorno', { exact: true })).toHaveValue('09/12/2026');
  const times = dialog.getByRole('group', { name: /Orari liberi/ });
  await expect(times.getByRole('radio', { name: '10:00' })).toBeVisible();
  await expect(times.getByRole('radio', { name: '09:30' })).toHaveCount(0);
  await expect(times.getByRole('radio', { name: '09:45' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Sposta' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Scegli uno degli orari liberi.');

  await dialog.getByRole('button', { name: 'Giorno successivo' }).click();
  await expect(dialog.getByLabel('Giorno', { exact: true })).toHaveValue('10/12/2026');
  await expect(times).toContainText('giovedì 10 dicembre 2026');
  await expect(times.getByRole('radio', { name: '10:00' })).toBeVisible();
  await times.getByText('11:30', { exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Avvisa il paziente' }).uncheck();
  await dialog.getByRole('button', { name: 'Sposta' }).click();
  await expect(dialog).toBeHidden();

  await expect(visitRow(page)).toHaveCount(0);
  await page.goto('/appointments?day=2026-12-10');
  await expect(visitRow(page)).toContainText('11:30–12:00');
  await visitRow(page).getByRole('button', { name: 'Storico modifiche' }).click();
  await expect(visitRow(page)).toContainText(
    'Spostato da mercoledì 9 dicembre 2026, 09:00 a giovedì 10 dicembre 2026, 11:30',
  );
  // The patient's record says it too, and who moved it.
  await page.goto(`/patients/${giulia.patientId}`);
  await expect(
    page.getByRole('list', { name: "Modifiche dell'appuntamento" }).getByRole('listitem'),
  ).toHaveText(/^Spostato da 09\/12\/2026, 09:00 a 10\/12\/2026, 11:30 — .+, da \S+/);
  // Not told: no email.
  const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as { to: string }[];
  expect(outbox.filter((email) => email.to === giulia.email)).toEqual([]);
});

test('cancelling asks first and may notify the patient; undoing it brings the visit back, unless its time was taken', async ({
  page,
}) => {
  const clinic = await openClinic(page, 'Studio Cancella');
  const slot = await createSlot(page, clinic.doctorId, '2026-12-11T08:00:00Z', '2026-12-11T10:00:00Z');
  const giulia = await bookGiulia(page, clinic, slot.id, '2026-12-11T08:00:00Z');

  await page.goto('/appointments?day=2026-12-11');
  const row = visitRow(page);
  await row.getByRole('button', { name: 'Cancella appuntamento' }).click();
  const dialog = page.getByRole('dialog', { name: "Cancellare l'appuntamento?" });
  await expect(dialog).toContainText('Bianchi Giulia, venerdì 11 dicembre 2026, 09:00.');
  // Asking first: 'Annulla' leaves it as it was.
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(row.getByLabel('Stato')).toHaveValue('scheduled');

  await row.getByRole('button', { name: 'Cancella appuntamento' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Avvisa il paziente' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancella appuntamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Appuntamento cancellato. Il paziente riceverà un'email.");
  await expect(row.getByLabel('Stato')).toHaveValue('cancelled');
  await waitForEmail(
    page.request,
    giulia.email,
    /il suo appuntamento del venerdì 11 dicembre 2026 alle ore 09:00 .* è stato cancellato/,
  );

  // Told of the cancellation, the patient is offered the news that the visit is confirmed again.
  await row.getByRole('button', { name: 'Annulla cancellazione' }).click();
  const undo = page.getByRole('dialog', { name: 'Annullare la cancellazione?' });
  await expect(undo).toContainText('Bianchi Giulia, venerdì 11 dicembre 2026, 09:00.');
  const tell = undo.getByRole('checkbox', { name: "Avvisa il paziente che l'appuntamento è confermato" });
  await expect(tell).toBeChecked();
  await undo.getByRole('button', { name: 'Annulla cancellazione' }).click();
  await expect(undo).toBeHidden();
  await expect(row).toContainText(
    "Cancellazione annullata: l'appuntamento è di nuovo in programma. Il paziente riceverà un'email.",
  );
  await expect(row.getByLabel('Stato')).toHaveValue('scheduled');
  await waitForEmail(
    page.request,
    giulia.email,
    /il suo appuntamento del venerdì 11 dicembre 2026 alle ore 09:00 .*che le avevamo comunicato come cancellato, è di nuovo confermato/,
  );

  // Cancelled again, and someone else booked at that time: undoing is refused with the reason.
  await row.getByRole('button', { name: 'Cancella appuntamento' }).click();
  await dialog.getByRole('checkbox', { name: 'Avvisa il paziente' }).uncheck();
  await dialog.getByRole('button', { name: 'Cancella appuntamento' }).click();
  await expect(row.getByLabel('Stato')).toHaveValue('cancelled');
  await post(page.request, '/api/v1/appointments', {
    slotId: slot.id,
    doctorId: clinic.doctorId,
    temporaryName: 'Lucia Neri',
    startsAt: '2026-12-11T08:00:00Z',
    endsAt: '2026-12-11T08:30:00Z',
  });
  // Not told this time: undone at once, nothing asked.
  await row.getByRole('button', { name: 'Annulla cancellazione' }).click();
  await expect(undo).toBeHidden();
  await expect(row).toContainText("Nel frattempo l'orario è stato preso da un altro appuntamento del medico");
  await expect(row.getByLabel('Stato')).toHaveValue('cancelled');
  await row.getByRole('button', { name: 'Storico modifiche' }).click();
  await expect(row.getByText('Cancellazione annullata', { exact: true })).toBeVisible();
});

test.describe('on a tablet, by touch', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('a visit held a moment and dragged with a finger moves to another day', async ({ page }) => {
    const clinic = await openClinic(page, 'Studio Tablet Sposta');
    const monday = await createSlot(page, clinic.doctorId, '2026-12-07T08:00:00Z', '2026-12-07T10:00:00Z');
    await createSlot(page, clinic.doctorId, '2026-12-08T08:00:00Z', '2026-12-08T10:00:00Z');
    await bookGiulia(page, clinic, monday.id, '2026-12-07T08:00:00Z');
    await page.goto(`/calendar?date=2026-12-07&view=week&doctor=${clinic.doctorId}`);
    const visit = page.getByRole('button', { name: /Bianchi Giulia/ });
    await visit.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await visit.boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + 6 };
    const target = await gridPoint(page, '2026-12-08', '09:30', { scroll: false });
    // Touch events as the browser sends them: a press held past the long-press delay, a slide, a lift.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [] });
    await touch('touchStart', from);
    await page.waitForTimeout(600);
    for (let step = 1; step <= 12; step += 1) {
      await touch('touchMove', {
        x: from.x + ((target.x - from.x) * step) / 12,
        y: from.y + ((target.y - 4 - from.y) * step) / 12,
      });
      await page.waitForTimeout(30);
    }
    await touch('touchEnd');

    const dialog = page.getByRole('dialog', { name: "Spostare l'appuntamento?" });
    await expect(dialog).toContainText('a martedì 8 dicembre 2026, 09:30.');
    await dialog.getByRole('checkbox', { name: 'Avvisa il paziente' }).uncheck();
    await dialog.getByRole('button', { name: 'Sposta' }).click();
    await expect(page.getByText('Appuntamento spostato: martedì 8 dicembre 2026, 09:30.')).toBeVisible();
  });
});

test('a slot holding a visit moves a week on with it, the patient told', async ({ page }) => {
  const clinic = await openClinic(page, 'Studio Sposta Disponibilità');
  const slot = await createSlot(page, clinic.doctorId, '2026-12-07T08:00:00Z', '2026-12-07T10:00:00Z');
  const giulia = await bookGiulia(page, clinic, slot.id, '2026-12-07T08:00:00Z');
  await page.goto(`/slots/${slot.id}`);
  await page.getByRole('button', { name: 'Sposta alla settimana successiva' }).click();
  const dialog = page.getByRole('dialog', { name: 'La disponibilità ha appuntamenti' });
  await expect(dialog).toContainText('Appuntamenti in questa disponibilità: 1.');
  await expect(dialog.getByRole('checkbox', { name: /Avvisa i pazienti/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Sposta anche gli appuntamenti' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Disponibilità spostata alla settimana successiva.')).toBeVisible();
  await expect(page.getByText('lunedì 14 dicembre 2026', { exact: false }).first()).toBeVisible();
  await expect(visitRow(page)).toContainText('09:00–09:30');
  await waitForEmail(page.request, giulia.email, /Ora: lunedì 14 dicembre 2026, ore 09:00/);
});
