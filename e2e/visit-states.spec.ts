import { expect, test } from '@playwright/test';
import { createSlot, marioId, openClinic, post } from './support/clinic';

const MINUTE = 60_000;
/** A whole minute `minutes` from now (negative: ago), as an instant. */
const fromNow = (minutes: number) =>
  new Date(Math.floor(Date.now() / MINUTE) * MINUTE + minutes * MINUTE).toISOString();
/** The day in Rome of an instant, `YYYY-MM-DD`. */
const romeDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(iso));

for (const run of [
  {
    locale: 'it-IT',
    viewport: { width: 1280, height: 900 },
    text: {
      list: 'Appuntamenti',
      status: 'Stato',
      completed: 'Completato',
      noShow: 'Non presentato',
      invoice: 'Crea fattura',
      visits: 'Visite completate',
      draft: /^Bozza di fattura del /,
      past: 'Visite passate',
      noShows: 'Visite mancate senza avviso (no-show): 1',
    },
  },
  {
    locale: 'en-GB',
    viewport: { width: 768, height: 1024 },
    text: {
      list: 'Appointments',
      status: 'Status',
      completed: 'Completed',
      noShow: 'No-show',
      invoice: 'Create invoice',
      visits: 'Completed visits',
      draft: /^Draft invoice of /,
      past: 'Past visits',
      noShows: 'Visits missed without notice (no-show): 1',
    },
  },
]) {
  test.describe(`in ${run.locale} at ${run.viewport.width} px`, () => {
    test.use({ locale: run.locale, viewport: run.viewport });

    test('a visit that has started is completed directly and invoiced with one of months ago; a no-show is counted on the record', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { text } = run;
      const clinic = await openClinic(page, `Studio Stati ${run.locale}`);
      const patientId = await marioId(page);
      const slot = await createSlot(page, clinic.doctorId, fromNow(-60), fromNow(120));
      const visit = { doctorId: clinic.doctorId, serviceId: clinic.serviceId, slotId: slot.id };
      // Mario's visit began ten minutes ago; Lucia's is later today.
      await post(page.request, '/api/v1/appointments', {
        ...visit,
        patientId,
        startsAt: fromNow(-10),
        endsAt: fromNow(20),
      });
      await post(page.request, '/api/v1/appointments', {
        ...visit,
        temporaryName: 'Lucia Neri',
        startsAt: fromNow(60),
        endsAt: fromNow(90),
      });
      // A visit of Mario's four months ago, completed and never invoiced.
      const { slotId: _slot, ...noSlot } = visit;
      await post(page.request, '/api/v1/appointments', {
        ...noSlot,
        patientId,
        startsAt: fromNow(-120 * 24 * 60),
        endsAt: fromNow(-120 * 24 * 60 + 30),
        status: 'completed',
      });

      await page.goto(`/appointments?day=${romeDay(fromNow(0))}`);
      const list = page.getByRole('list', { name: text.list });
      const mario = list.getByRole('listitem', { name: 'Rossi Mario' });
      const lucia = list.getByRole('listitem', { name: 'Lucia Neri' });
      // Lucia's visit is still to come: it cannot be completed or marked as a no-show yet.
      await expect(lucia.getByLabel(text.status).getByRole('option', { name: text.completed })).toHaveCount(
        0,
      );
      await expect(lucia.getByLabel(text.status).getByRole('option', { name: text.noShow })).toHaveCount(0);
      // Mario's has started: completed straight from scheduled.
      await mario.getByLabel(text.status).selectOption({ label: text.completed });
      await expect(mario.getByLabel(text.status)).toHaveValue('completed');

      await mario.getByRole('link', { name: text.invoice }).click();
      const visits = page.getByRole('region', { name: text.visits });
      await expect(visits.getByRole('checkbox')).toHaveCount(2);
      await expect(visits.getByRole('checkbox', { checked: true })).toHaveCount(1);
      await visits.getByRole('checkbox', { checked: false }).check();
      await page.getByRole('button', { name: text.invoice }).click();
      await expect(page.getByRole('heading', { name: text.draft })).toBeVisible();

      // Yesterday's visit, never attended: a no-show, counted on the record.
      await post(page.request, '/api/v1/appointments', {
        ...noSlot,
        patientId,
        startsAt: fromNow(-24 * 60),
        endsAt: fromNow(-24 * 60 + 30),
      });
      await page.goto(`/appointments?day=${romeDay(fromNow(-24 * 60))}`);
      const missed = page
        .getByRole('list', { name: text.list })
        .getByRole('listitem', { name: 'Rossi Mario' });
      await missed.getByLabel(text.status).selectOption({ label: text.noShow });
      await expect(missed.getByLabel(text.status)).toHaveValue('no_show');
      await page.goto(`/patients/${patientId}`);
      const past = page.getByRole('region', { name: text.past });
      await expect(past).toContainText(text.noShows);
      await expect(past).toContainText(text.noShow);
    });
  });
}
