import { expect, test } from '@playwright/test';
import { createSlot, marioId, openClinic, post } from './support/clinic';

/**
 * Issue #27 point 6, in both languages: the agenda's grid starts in the first screen. At 1280×800
 * the day headers of the time grid sit within the top 200 px (the doctors, their colours, the
 * print, the hours and the hints fold into one toolbar); at 390 px the day's first visit, in the
 * evening, is in view without scrolling.
 */
for (const lang of [
  { locale: 'it-IT', options: 'Opzioni e suggerimenti', deleted: 'Mostra eliminati' },
  { locale: 'en-GB', options: 'Options and tips', deleted: 'Show deleted' },
]) {
  test.describe(lang.locale, () => {
    test.use({ locale: lang.locale });

    test('the grid starts within the top 200 px at 1280×800, the options folded', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const clinic = await openClinic(page, `Studio Griglia ${lang.locale}`);
      for (const name of ['Bruno', 'Carla', 'Dario']) {
        await post(page.request, '/api/v1/doctors', { firstName: name, lastName: 'Neri', color: '#16a34a' });
      }
      await createSlot(page, clinic.doctorId, '2026-12-09T08:00:00Z', '2026-12-09T12:00:00Z');
      for (const view of ['week', 'day']) {
        await page.goto(`/calendar?date=2026-12-09&view=${view}`);
        const header = page.getByRole('columnheader').and(page.locator('[data-date="2026-12-09"]')).first();
        await expect(header).toBeVisible();
        expect((await header.boundingBox())!.y, view).toBeLessThan(200);
      }
      // 'Show deleted' and the hints are one click away.
      await page.getByRole('button', { name: lang.options }).click();
      await expect(page.getByRole('switch', { name: lang.deleted })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('switch', { name: lang.deleted })).toBeHidden();
    });

    test("at 390 px the day's first visit is in view without scrolling", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const clinic = await openClinic(page, `Studio Telefono ${lang.locale}`);
      // 17:00–19:00 in Rome; Mario Rossi at 18:00, far below the grid's 08:00.
      const slot = await createSlot(page, clinic.doctorId, '2026-12-09T16:00:00Z', '2026-12-09T18:00:00Z');
      await post(page.request, '/api/v1/appointments', {
        slotId: slot.id,
        doctorId: clinic.doctorId,
        patientId: await marioId(page),
        serviceId: clinic.serviceId,
        startsAt: '2026-12-09T17:00:00Z',
        endsAt: '2026-12-09T17:30:00Z',
      });
      await page.goto('/calendar?date=2026-12-09');
      await expect(page.getByRole('button', { name: /^18:00–18:30 Rossi Mario/ })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}
