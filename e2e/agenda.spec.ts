import { expect, test, type Page } from '@playwright/test';
import { openClinic } from './support/clinic';

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
  await dialog.getByLabel('Dal giorno').fill(first);
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
  await again.getByLabel('Dal giorno').fill(first);
  await expect(again.getByRole('status')).toHaveText(
    `Verranno create 0 disponibilità · ${created + skipped} fasce saltate`,
  );
});
