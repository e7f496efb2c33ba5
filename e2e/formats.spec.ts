import { expect, test } from '@playwright/test';
import { createSlot, openClinic, post } from './support/clinic';

// An English-language browser; the app is set to Italian (the user's choice, remembered).
test.use({ locale: 'en-US' });

test('dates, times and phones follow the organization: YYYY-MM-DD, 12 hours, national numbers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The app's language as the user chose it (localStorage 'user-locale', SPEC §5).
  await page.addInitScript(() => window.localStorage.setItem('user-locale', 'it'));
  const clinic = await openClinic(page, 'Studio Formati');
  const settings = await page.request.put('/api/v1/settings', {
    data: { calendar: { dateFormat: 'YYYY-MM-DD', hoursFormat: '12h', phoneFormat: 'national' } },
  });
  expect(settings.status()).toBe(200);
  const giulia = await post(page.request, '/api/v1/patients', {
    firstName: 'Giulia',
    lastName: 'Bianchi',
    birthDate: '1985-12-10',
    mobile: '+393391122334',
    city: 'Roma',
    address: 'Via Appia 2',
  });
  // Wednesday 9 December 2026, 14:00–16:00 in Rome; Giulia at 14:30.
  const slot = await createSlot(page, clinic.doctorId, '2026-12-09T13:00:00Z', '2026-12-09T15:00:00Z');
  await post(page.request, '/api/v1/appointments', {
    slotId: slot.id,
    doctorId: clinic.doctorId,
    patientId: giulia.id,
    serviceId: clinic.serviceId,
    startsAt: '2026-12-09T13:30:00Z',
    endsAt: '2026-12-09T14:00:00Z',
  });

  // The agenda: times on 12 hours, the day's name in Italian.
  await page.goto('/appointments?day=2026-12-09');
  await expect(page.getByRole('main')).toContainText('mercoledì 9 dicembre 2026');
  const row = page
    .getByRole('list', { name: 'Appuntamenti' })
    .getByRole('listitem', { name: 'Bianchi Giulia' });
  await expect(row).toContainText('2:30 PM–3:00 PM');
  // The day field writes the day the organization's way, whatever the browser's language.
  const dayField = page
    .getByRole('search', { name: 'Filtri degli appuntamenti' })
    .getByLabel('Giorno', { exact: true });
  await expect(dayField).toHaveValue('2026-12-09');
  await dayField.fill('2026/12/10');
  await expect(page.getByRole('main')).toContainText('giovedì 10 dicembre 2026');

  // The calendar's week: the chips and the time axis on 12 hours too.
  await page.goto('/calendar?date=2026-12-09&view=week');
  await expect(page.getByRole('main')).toContainText(/2:30\s?PM/i);
  await expect(page.getByRole('main')).not.toContainText('14:30');
  // The time fields on 12 hours too: typed on 24 hours, written back the organization's way.
  await page.getByRole('button', { name: 'Nuova disponibilità' }).click();
  const newSlot = page.getByRole('dialog', { name: 'Nuova disponibilità' });
  await newSlot.getByLabel('Inizio', { exact: true }).fill('14:30');
  await newSlot.getByLabel('Fine', { exact: true }).focus();
  await expect(newSlot.getByLabel('Inizio', { exact: true })).toHaveValue('2:30 PM');
  await newSlot.getByRole('button', { name: 'Scegli un orario' }).last().click();
  await newSlot.getByRole('list', { name: 'Orari' }).getByRole('button', { name: '4:15 PM' }).click();
  await expect(newSlot.getByLabel('Fine', { exact: true })).toHaveValue('4:15 PM');
  await newSlot.getByRole('button', { name: 'Annulla' }).click();
  await page
    .getByRole('dialog', { name: 'Hai modifiche non salvate. Uscire senza salvare?' })
    .getByRole('button', { name: 'Esci senza salvare' })
    .click();
  await expect(newSlot).toBeHidden();

  // The patient list: birth date YYYY-MM-DD, the mobile without +39.
  await page.goto('/patients');
  const patientRow = page.getByRole('row', { name: /Bianchi Giulia/ });
  await expect(patientRow).toContainText('1985-12-10');
  await expect(patientRow).toContainText('339 112 2334');
  await expect(patientRow).not.toContainText('+39');

  // The record: the same, and the visit's date and time.
  await page.goto(`/patients/${giulia.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bianchi Giulia' })).toBeVisible();
  await expect(page.getByRole('link', { name: '339 112 2334' })).toHaveAttribute('href', 'tel:+393391122334');
  await expect(page.getByText('1985-12-10')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Appuntamenti in programma' })).toContainText(
    '2026-12-09, 2:30 PM',
  );

  // Back to 24 hours and DD/MM/YYYY: the record follows once the settings are read again.
  await page.request.put('/api/v1/settings', {
    data: { calendar: { dateFormat: 'DD/MM/YYYY', hoursFormat: '24h', phoneFormat: 'international' } },
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Appuntamenti in programma' })).toContainText(
    '09/12/2026, 14:30',
  );
  await expect(page.getByRole('link', { name: '+39 339 112 2334' })).toBeVisible();
});
