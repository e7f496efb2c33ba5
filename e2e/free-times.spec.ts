import { expect, test } from '@playwright/test';
import { createSlot, openClinic, post } from './support/clinic';

/**
 * 'Sposta' on a morning of three doctors whose hours overlap: Verdi 09:00–10:00 (Rome) with Giulia
 * at 09:00, Galli 08:30–10:00 and Conti 09:00–11:00 (Monday 14 December 2026).
 */
for (const run of [
  {
    locale: 'it-IT',
    viewport: { width: 1280, height: 900 },
    text: {
      open: 'Sposta',
      title: "Sposta l'appuntamento",
      doctor: 'Medico',
      any: 'Qualsiasi medico',
      times: /Orari liberi/,
      submit: 'Sposta',
      moved: 'Appuntamento spostato: lunedì 14 dicembre 2026, 09:30.',
      movedConti: 'Appuntamento spostato: lunedì 14 dicembre 2026, 10:30.',
      notify: 'Avvisa il paziente',
      list: 'Appuntamenti',
    },
  },
  {
    locale: 'en-GB',
    viewport: { width: 768, height: 1024 },
    text: {
      open: 'Move',
      title: 'Move the appointment',
      doctor: 'Doctor',
      any: 'Any doctor',
      times: /Free times/,
      submit: 'Move',
      moved: 'Appointment moved: Monday, 14 December 2026, 09:30.',
      movedConti: 'Appointment moved: Monday, 14 December 2026, 10:30.',
      notify: 'Notify the patient',
      list: 'Appointments',
    },
  },
]) {
  test.describe(`in ${run.locale} at ${run.viewport.width} px`, () => {
    test.use({ locale: run.locale, viewport: run.viewport });

    test("'Sposta' offers the chosen doctor's own free times once each, or any doctor's labelled, and each moves the visit", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { text } = run;
      const clinic = await openClinic(page, `Studio Tre Medici ${run.locale}`);
      const galli = await post(page.request, '/api/v1/doctors', {
        firstName: 'Luca',
        lastName: 'Galli',
        color: '#16a34a',
      });
      const conti = await post(page.request, '/api/v1/doctors', {
        firstName: 'Sara',
        lastName: 'Conti',
        color: '#db2777',
      });
      const own = await createSlot(page, clinic.doctorId, '2026-12-14T08:00:00Z', '2026-12-14T09:00:00Z');
      await createSlot(page, galli.id, '2026-12-14T07:30:00Z', '2026-12-14T09:00:00Z');
      await createSlot(page, conti.id, '2026-12-14T08:00:00Z', '2026-12-14T10:00:00Z');
      await post(page.request, '/api/v1/appointments', {
        slotId: own.id,
        doctorId: clinic.doctorId,
        temporaryName: 'Giulia Bianchi',
        startsAt: '2026-12-14T08:00:00Z',
        endsAt: '2026-12-14T08:30:00Z',
      });

      await page.goto('/appointments?day=2026-12-14');
      const row = page
        .getByRole('list', { name: text.list })
        .getByRole('listitem', { name: 'Giulia Bianchi' });
      await row.getByRole('button', { name: text.open }).click();
      const dialog = page.getByRole('dialog', { name: text.title });
      const times = dialog.getByRole('group', { name: text.times });
      // Verdi's own hour only, each time once; nothing of Galli's 08:30.
      await expect(times.getByRole('radio')).toHaveCount(3);
      for (const time of ['09:00', '09:15', '09:30']) {
        await expect(times.getByRole('radio', { name: time, exact: true })).toHaveCount(1);
      }
      await times.getByText('09:30', { exact: true }).click();
      await dialog.getByRole('checkbox', { name: text.notify }).uncheck();
      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.moved)).toBeVisible();

      // Any doctor: every doctor's times, each named with its doctor.
      await row.getByRole('button', { name: text.open }).click();
      await dialog.getByLabel(text.doctor).selectOption({ label: text.any });
      await expect(times.getByRole('radio', { name: /08:30.*Galli/ })).toHaveCount(1);
      await expect(times.getByRole('radio', { name: /09:30.*Verdi/ })).toHaveCount(1);
      await expect(times.getByRole('radio', { name: /09:30.*Galli/ })).toHaveCount(1);
      // The radio is visually hidden: its label, holding it, takes the click.
      const contiAt1030 = page.getByRole('radio', { name: /10:30.*Conti/ });
      await times.locator('label').filter({ has: contiAt1030 }).click();
      await expect(contiAt1030).toBeChecked();
      await dialog.getByRole('checkbox', { name: text.notify }).uncheck();
      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.movedConti)).toBeVisible();
      const visits = (await (await page.request.get('/api/v1/appointments?day=2026-12-14')).json()) as {
        items: { doctorId: string; startsAt: string }[];
      };
      expect(visits.items).toEqual([
        expect.objectContaining({ doctorId: conti.id, startsAt: '2026-12-14T09:30:00.000Z' }),
      ]);
    });
  });
}
