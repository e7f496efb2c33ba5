import { expect, test } from '@playwright/test';
import { gridPoint } from './support/calendar-grid';
import { createSlot, openClinic } from './support/clinic';

/**
 * Issue #27 point 7, in both languages: a booking made by clicking a free time ends on the agenda
 * at the time booked (not on the slot's page); a click on a visit opens the visit over the agenda
 * (not its availability); a drag across the grid selects no text of the page.
 */
for (const lang of [
  { locale: 'it-IT', patient: 'Paziente', book: 'Prenota', status: 'Stato', close: 'Chiudi' },
  { locale: 'en-GB', patient: 'Patient', book: 'Book', status: 'Status', close: 'Close' },
]) {
  test.describe(lang.locale, () => {
    test.use({ locale: lang.locale });

    test('booking returns to the agenda at the booked time, and a click on the visit opens it', async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: 1280, height: 800 });
      const clinic = await openClinic(page, `Studio Visita ${lang.locale}`);
      // Wednesday 9 December 2026, 16:00–19:00 in Rome: the evening, out of the grid's first view.
      await createSlot(page, clinic.doctorId, '2026-12-09T15:00:00Z', '2026-12-09T18:00:00Z');
      await page.goto('/calendar?date=2026-12-07&view=week');
      const free = await gridPoint(page, '2026-12-09', '18:00');
      await page.mouse.click(free.x, free.y);
      await page.getByRole('combobox', { name: lang.patient }).fill('Rossi');
      await page.getByRole('option', { name: /Rossi Mario/ }).click();
      await page.getByRole('button', { name: lang.book, exact: true }).click();

      // The agenda, on that day, its grid at 18:00: the visit is in view without scrolling.
      await expect(page).toHaveURL(/\/calendar\?.*date=2026-12-0[79].*at=18%3A00|\/calendar\?.*at=18%3A00/);
      const visit = page.getByRole('button', { name: /^18:00–18:30 Rossi Mario/ });
      await expect(visit).toBeInViewport();

      // A click opens the visit, over the agenda.
      await visit.click();
      const dialog = page.getByRole('dialog', { name: 'Rossi Mario' });
      await expect(dialog).toContainText('18:00–18:30');
      await expect(dialog.getByLabel(lang.status)).toBeVisible();
      await expect(page).toHaveURL(/\/calendar\?.*visit=/);
      await dialog.getByRole('button', { name: lang.close, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/visit=/);

      // A drag from a free time across the visit and the day headers selects no text.
      const from = await gridPoint(page, '2026-12-08', '17:00');
      const to = await gridPoint(page, '2026-12-10', '18:30', { scroll: false });
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 10 });
      await page.mouse.move(to.x, 10, { steps: 10 });
      await page.mouse.up();
      expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
    });
  });
}
