import { expect, test } from '@playwright/test';
import { openClinic } from './support/clinic';

test('the invoice form shows its totals as the lines change, with the stamp duty above 77,47 € exempt, and a failed save puts the cursor in the first invalid field keeping what was typed', async ({
  page,
}) => {
  await openClinic(page, 'Studio Totali in Diretta');
  await page.goto('/invoices/new');
  const totals = page.getByRole('region', { name: 'Totali' });
  // The amount beside a label of the totals.
  const row = (label: string) => totals.locator(`dt:text-is("${label}") + dd`);

  await page.getByLabel('Nome o ragione sociale').fill('Azienda Srl');
  await page.getByRole('button', { name: 'Aggiungi riga' }).click();
  const first = page.getByRole('listitem', { name: 'Riga 1' });
  await first.getByLabel('Descrizione').fill('Visita specialistica');
  await first.getByLabel('Prezzo (€)').fill('77,47');
  await expect(row('Totale')).toHaveText('77,47 €');
  // Exactly the threshold: no stamp duty yet.
  await expect(totals.getByText('Imposta di bollo', { exact: true })).toBeHidden();

  // A cent above it: €2 of stamp duty, added to what the patient pays.
  await first.getByLabel('Prezzo (€)').fill('77,48');
  await expect(row('Imposta di bollo')).toHaveText('2,00 €');
  await expect(row('Totale')).toHaveText('79,48 €');

  // A taxable line adds its VAT (22 %), not to the exempt amount; two of them count twice.
  await page.getByRole('button', { name: 'Aggiungi riga' }).click();
  const second = page.getByRole('listitem', { name: 'Riga 2' });
  await second.getByLabel('Prezzo (€)').fill('1.000');
  await second.getByLabel('Esente IVA (prestazione sanitaria)').uncheck();
  await second.getByLabel('Quantità').fill('2');
  await expect(row('IVA')).toHaveText('440,00 €');
  await expect(row('Totale imponibile/esente')).toHaveText('2.077,48 €');
  await expect(row('Totale')).toHaveText('2.519,48 €');

  // Removing the first line leaves no exempt amount: no stamp duty.
  await page.getByRole('button', { name: 'Rimuovi riga 1' }).click();
  await expect(totals.getByText('Imposta di bollo', { exact: true })).toBeHidden();
  await expect(row('Totale')).toHaveText('2.440,00 €');

  // The second line (now the first) has no description, and the client's name is cleared: the save
  // fails, nothing is sent, the cursor goes to the first field in error and everything stays.
  await page.getByLabel('Nome o ragione sociale').fill('');
  await page.getByRole('button', { name: 'Crea fattura' }).click();
  const noPatient = page.getByRole('dialog', { name: 'Fattura senza paziente collegato?' });
  await noPatient.getByRole('button', { name: 'Crea senza paziente' }).click();
  await expect(page.getByLabel('Nome o ragione sociale')).toBeFocused();
  await expect(page.getByLabel('Nome o ragione sociale')).toBeInViewport();
  await expect(page.getByLabel('Nome o ragione sociale')).toHaveAccessibleDescription(
    'Questo campo è obbligatorio',
  );
  const line = page.getByRole('listitem', { name: 'Riga 1' });
  await expect(line.getByLabel('Descrizione')).toHaveAccessibleDescription('Questo campo è obbligatorio');
  await expect(line.getByLabel('Prezzo (€)')).toHaveValue('1.000');
  await expect(line.getByLabel('Quantità')).toHaveValue('2');
  await expect(row('Totale')).toHaveText('2.440,00 €');

  // Leaving the half-filled form asks first.
  const question = page.getByRole('dialog', { name: 'Hai modifiche non salvate. Uscire senza salvare?' });
  await page
    .getByRole('navigation', { name: "Navigazione dell'applicazione" })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Resta' }).click();

  // Put right, it saves (asked first, as it has no patient) and the draft has the totals shown.
  await page.getByLabel('Nome o ragione sociale').fill('Azienda Srl');
  await line.getByLabel('Descrizione').fill('Crema solare');
  await page.getByRole('button', { name: 'Crea fattura' }).click();
  await noPatient.getByRole('button', { name: 'Crea senza paziente' }).click();
  await expect(page.getByRole('heading', { name: /^Bozza di fattura del / })).toBeVisible();
  await expect(page.getByText('2.440,00 €').first()).toBeVisible();
  await expect(question).toBeHidden();
});
