import { expect, test } from '@playwright/test';
import { openClinic } from './support/clinic';

const DAY_MS = 86_400_000;
/** Fixed national holidays (MM-DD): skipped by any hours. */
const HOLIDAYS = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'];
/** The day in Rome of an instant, `YYYY-MM-DD`. */
const romeDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(at);

for (const run of [
  {
    locale: 'it-IT',
    viewport: { width: 1280, height: 900 },
    text: {
      open: 'Orari settimanali',
      standing: 'Sempre (orario fisso)',
      submit: 'Crea le disponibilità',
      created: 'Orario fisso attivo',
      close: 'Chiudi',
      empty: 'Nessuna disponibilità in questo periodo.',
    },
  },
  {
    locale: 'en-GB',
    viewport: { width: 768, height: 1024 },
    text: {
      open: 'Weekly hours',
      standing: 'Always (standing hours)',
      submit: 'Create the slots',
      created: 'Standing hours on',
      close: 'Close',
      empty: 'No slots in this period.',
    },
  },
]) {
  test.describe(`in ${run.locale} at ${run.viewport.width} px`, () => {
    test.use({ locale: run.locale, viewport: run.viewport });

    test('standing hours reach the booking horizon, and a week later the daily job has made the next week without anyone applying them again', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { text } = run;
      await openClinic(page, `Studio Orario Fisso ${run.locale}`);
      const settings = await page.request.put('/api/v1/settings', {
        data: { calendar: { bookingHorizonWeeks: 4 } },
      });
      expect(settings.status(), await settings.text()).toBe(200);
      const now = Date.now();
      // A working day the horizon reaches only a week from now: 29 to 35 days ahead.
      const later = Array.from({ length: 7 }, (_, i) => now + (29 + i) * DAY_MS).find(
        (at) =>
          [1, 2, 3, 4, 5].includes(new Date(romeDay(at)).getUTCDay()) &&
          !HOLIDAYS.includes(romeDay(at).slice(5)),
      )!;
      const day = romeDay(later);

      await page.goto(`/calendar?date=${romeDay(now)}&view=week`);
      await page.getByRole('button', { name: text.open }).click();
      const dialog = page.getByRole('dialog', { name: text.open });
      await dialog.getByRole('radio', { name: text.standing }).check();
      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(dialog.getByText(text.created, { exact: false })).toBeVisible();
      await dialog.getByRole('button', { name: text.close }).click();

      // Beyond the four weeks: nothing yet.
      await page.goto(`/calendar?date=${day}&view=day`);
      await expect(page.getByText(text.empty, { exact: false })).toBeVisible();

      // A week on, the daily job (run as of then, outside production) has made that day.
      const job = await page.request.post('/api/dev/jobs/standing-hours', {
        data: { at: new Date(now + 7 * DAY_MS).toISOString() },
      });
      expect(job.status(), await job.text()).toBe(200);
      expect(((await job.json()) as { created: number }).created).toBeGreaterThan(0);
      await page.reload();
      await expect(page.getByRole('button', { name: /09:00–13:00.*Anna Verdi/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /14:00–18:00.*Anna Verdi/ })).toBeVisible();
    });
  });
}
