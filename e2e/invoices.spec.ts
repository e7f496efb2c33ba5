import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createSlot, openClinic, post, setIssuer } from './support/clinic';
import { createUser } from './support/users';

/** Two visits of Mario Rossi a few days ago (09:00 and 10:00 in Rome), both completed. */
async function twoCompletedVisits(page: Page, clinic: { doctorId: string; serviceId: string }) {
  const patients = (await (await page.request.get('/api/v1/patients?q=Rossi')).json()) as {
    items: { id: string }[];
  };
  const patientId = patients.items[0]!.id;
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const slot = await createSlot(page, clinic.doctorId, `${day}T07:00:00Z`, `${day}T10:00:00Z`);
  for (const hour of ['07', '08']) {
    const visit = await post(page.request, '/api/v1/appointments', {
      slotId: slot.id,
      doctorId: clinic.doctorId,
      patientId,
      serviceId: clinic.serviceId,
      startsAt: `${day}T${hour}:00:00Z`,
      endsAt: `${day}T${hour}:30:00Z`,
    });
    const done = await page.request.put(`/api/v1/appointments/${visit.id}/status`, {
      data: { status: 'completed' },
    });
    expect(done.status()).toBe(200);
  }
}

test('an invoice for two completed visits gets the stamp duty, its number when issued, is paid, shared, and corrected by a credit note and a new draft', async ({
  page,
  browser,
}) => {
  const clinic = await openClinic(page, 'Studio Fatture');
  await twoCompletedVisits(page, clinic);

  await page.goto('/invoices');
  await expect(page.getByText('Ancora nessuna fattura')).toBeVisible();
  await page.getByRole('link', { name: 'Nuova fattura' }).click();
  await page.getByRole('combobox', { name: 'Paziente' }).fill('Rossi');
  await page.getByRole('option', { name: /Rossi Mario/ }).click();
  await expect(page.getByLabel('Nome o ragione sociale')).toHaveValue('Rossi Mario');
  await expect(page.getByLabel('Indirizzo')).toHaveValue('Via Roma 1');
  const visits = page.getByRole('region', { name: 'Visite completate' });
  const ticks = visits.getByRole('checkbox');
  await expect(ticks).toHaveCount(2);
  await ticks.nth(0).check();
  await ticks.nth(1).check();
  await expect(page.getByRole('listitem', { name: 'Riga 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Crea fattura' }).click();

  // A draft has no number yet: it takes the year's next one when issued.
  await expect(page.getByRole('heading', { name: /^Bozza di fattura del / })).toBeVisible();
  const totals = page.getByRole('definition');
  await expect(page.getByText('Imposta di bollo', { exact: true })).toBeVisible();
  await expect(totals.filter({ hasText: '2,00' }).first()).toBeVisible();
  await expect(totals.filter({ hasText: '182,00' }).first()).toBeVisible(); // 2 × €90 + €2
  await expect(page.getByText('Bozza', { exact: true })).toBeVisible();

  // Sent: asked first, with the marca da bollo's identifier (no virtual authorization), then no more editing.
  await page.getByRole('button', { name: 'Emetti la fattura' }).click();
  const send = page.getByRole('dialog', { name: 'Emettere la fattura?' });
  await send.getByRole('button', { name: 'Emetti la fattura' }).click();
  await expect(
    send.getByText("Per emettere la fattura inserisci l'identificativo del contrassegno"),
  ).toBeVisible();
  await send.getByLabel('Identificativo del contrassegno (marca da bollo)').fill('01234567890123');
  await send.getByRole('button', { name: 'Emetti la fattura' }).click();
  await expect(page.getByText('Inviata', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Fattura n\. 1\/\d{4} del / })).toBeVisible();
  await expect(
    page.getByText(
      "Imposta di bollo di € 2,00 assolta sull'originale mediante contrassegno n. 01234567890123.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifica' })).toBeHidden();

  // Paid in cash: not traceable.
  await page.getByRole('button', { name: 'Segna come pagata' }).click();
  const pay = page.getByRole('dialog', { name: /Pagamento della fattura/ });
  await pay.getByLabel('Metodo di pagamento').selectOption({ label: 'Contanti' });
  await pay.getByRole('button', { name: 'Segna come pagata' }).click();
  await expect(page.getByText('Pagata', { exact: true })).toBeVisible();
  await expect(page.getByText(/pagamento non tracciato/)).toBeVisible();

  // The public link, opened by someone who is not signed in.
  await page.getByRole('button', { name: 'Crea link' }).click();
  const link = await page.getByLabel('Indirizzo', { exact: true }).last().inputValue();
  expect(link).toMatch(/\/shared\/invoices\/[A-Za-z0-9_-]{43}$/);
  const stranger = await browser.newContext({ locale: 'it-IT' });
  const patientView = await stranger.newPage();
  await patientView.goto(link);
  await expect(patientView.getByRole('heading', { name: /^Fattura n\. 1\/\d{4} del / })).toBeVisible();
  await expect(patientView.getByText('Rossi Mario')).toBeVisible();
  await expect(patientView.getByText(/mediante contrassegno n\. 01234567890123/)).toBeVisible();
  await expect(patientView.getByRole('link', { name: 'Scarica il PDF' })).toBeVisible();

  // The opening shows on the invoice.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Aperture del link' }).getByText(/^Pagina aperta il /),
  ).toBeVisible();

  // The link works for the clinic's 30 days, as the invoice says; renewed, it is a new address and
  // the old one opens nothing.
  const expiry = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + 30 * 86_400_000));
  await expect(page.getByText(`Il link funziona fino al ${expiry}`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Rinnova link' }).click();
  const address = page.getByLabel('Indirizzo', { exact: true }).last();
  await expect(address).not.toHaveValue(link);
  const renewed = await address.inputValue();
  expect(renewed).toMatch(/\/shared\/invoices\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText(`Il link funziona fino al ${expiry}`, { exact: false })).toBeVisible();
  await patientView.reload();
  await expect(patientView.getByText('Fattura non disponibile')).toBeVisible();
  await patientView.goto(renewed);
  await expect(patientView.getByRole('heading', { name: /^Fattura n\. 1\/\d{4} del / })).toBeVisible();

  // Revoked: the same link shows nothing.
  await page.getByRole('button', { name: 'Revoca link' }).click();
  await page
    .getByRole('dialog', { name: 'Revocare il link?' })
    .getByRole('button', { name: 'Revoca link' })
    .click();
  await expect(page.getByRole('button', { name: 'Crea link' })).toBeVisible();
  await patientView.reload();
  await expect(patientView.getByText('Fattura non disponibile')).toBeVisible();
  await expect(patientView.getByText('Chieda allo studio un nuovo link.', { exact: false })).toBeVisible();
  await stranger.close();

  // Corrected: it never goes back to draft; after a confirmation a credit note voids it (with its
  // own marca da bollo) and a new draft copied from it opens.
  await page.reload();
  await page.getByRole('button', { name: 'Correggi la fattura' }).click();
  const correct = page.getByRole('dialog', { name: /^Correggere la fattura 1\/\d{4}\?$/ });
  await expect(correct).toContainText('Una fattura emessa non torna in bozza.');
  await expect(correct).toContainText('prenderà un nuovo numero');
  await correct.getByLabel('Identificativo del contrassegno (marca da bollo)').fill('01234567890124');
  await correct.getByRole('button', { name: 'Emetti la nota e apri la bozza' }).click();
  await expect(page.getByRole('heading', { name: /^Bozza di fattura del / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifica' })).toBeVisible();
  await expect(totals.filter({ hasText: '182,00' }).first()).toBeVisible();

  await page.getByRole('link', { name: '← Tutte le fatture' }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: /^1\/\d{4}/ }).getByText('Annullata', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^NC 2\/\d{4}$/ })).toBeVisible();
  await expect(rows.filter({ hasText: 'Bozza' }).first()).toBeVisible();
});

test('issuing waits for the data the law asks: each missing item is shown with where to set it, and the draft is issued once they are', async ({
  page,
}) => {
  // A clinic that has not filled in its own data yet, and a patient without a codice fiscale.
  await createUser(page.request, { organization: 'Studio Dati Mancanti' });
  const patient = await post(page.request, '/api/v1/patients', {
    firstName: 'Paolo',
    lastName: 'Neri',
    mobile: '+393331230000',
    city: 'Milano',
    address: 'Via Po 4',
  });
  const invoice = await post(page.request, '/api/v1/invoices', {
    issuedOn: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    patientId: patient.id,
    clientName: 'Neri Paolo',
    clientAddress: 'Via Po 4',
    clientCity: 'Milano',
    lines: [{ description: 'Visita', quantity: 1, unitPriceCents: 5000 }],
  });
  await page.goto(`/invoices/${invoice.id}`);

  // Warned before issuing…
  const warning = page
    .getByRole('status')
    .filter({ hasText: 'Per emettere la fattura mancano dati obbligatori' });
  await expect(warning).toContainText('Manca la provincia dello studio');
  await expect(warning).toContainText('Manca il codice fiscale del cliente');
  // …and refused when issuing anyway, the draft kept.
  await page.getByRole('button', { name: 'Emetti la fattura' }).click();
  await page
    .getByRole('dialog', { name: 'Emettere la fattura?' })
    .getByRole('button', { name: 'Emetti la fattura' })
    .click();
  const refused = page.getByRole('alert').filter({ hasText: 'Fattura non emessa' });
  await expect(refused).toContainText('Manca la partita IVA dello studio');
  await expect(refused).toContainText('Manca il codice fiscale del cliente');
  await expect(page.getByText('Bozza', { exact: true })).toBeVisible();

  // The clinic's data are in Settings → Organization.
  await refused
    .getByRole('link', { name: 'Completa i dati dello studio (Impostazioni → Organizzazione)' })
    .click();
  await expect(page).toHaveURL(/\/settings\?tab=organization$/);
  await setIssuer(page.request, 'Studio Dati Mancanti');
  await page.goto(`/invoices/${invoice.id}`);
  await expect(warning).not.toContainText('dello studio');

  // The client's codice fiscale goes in the draft.
  await warning.getByRole('link', { name: "Completa l'intestatario nella bozza" }).click();
  await page.getByLabel('Codice fiscale', { exact: true }).fill('NRIPLA80A01F205O');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Bozza di fattura del / })).toBeVisible();
  await expect(warning).toBeHidden();
  await page.getByRole('button', { name: 'Emetti la fattura' }).click();
  await page
    .getByRole('dialog', { name: 'Emettere la fattura?' })
    .getByRole('button', { name: 'Emetti la fattura' })
    .click();
  await expect(page.getByText('Inviata', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Fattura n\. 1\/\d{4} del / })).toBeVisible();
});

test("a minor's invoice is addressed to the guardian who pays with the patient named apart, shows its VAT summary and payments, and is corrected by a credit note of chosen lines", async ({
  page,
}) => {
  await openClinic(page, 'Studio Pediatrico');
  await post(page.request, '/api/v1/patients', {
    firstName: 'Luca',
    lastName: 'Neri',
    taxCode: 'NRILCU18A01F205U',
    mobile: '+393331239999',
    city: 'Milano',
    address: 'Via Po 4',
    birthDate: '2018-01-01',
    guardians: [
      {
        relationship: 'parent',
        firstName: 'Giulia',
        lastName: 'Neri',
        taxCode: 'NREGLI85A41F205M',
        phone: '+393331238888',
        address: 'Via Po 4',
        city: 'Milano',
      },
    ],
  });
  await page.goto('/invoices/new');
  await page.getByRole('combobox', { name: 'Paziente' }).fill('Neri');
  await page.getByRole('option', { name: /Neri Luca/ }).click();
  // The guardian is proposed as the payer, the minor as the patient.
  await expect(page.getByLabel('Nome o ragione sociale')).toHaveValue('Neri Giulia');
  await expect(page.getByLabel('Codice fiscale', { exact: true })).toHaveValue('NREGLI85A41F205M');
  await expect(page.getByLabel(/Paga un'altra persona/)).toBeChecked();
  await expect(page.getByLabel('Nome del paziente')).toHaveValue('Neri Luca');
  await expect(page.getByLabel('Codice fiscale del paziente')).toHaveValue('NRILCU18A01F205U');
  await page.getByRole('button', { name: 'Aggiungi riga' }).click();
  const first = page.getByRole('listitem', { name: 'Riga 1' });
  await first.getByLabel('Descrizione').fill('Visita pediatrica');
  await first.getByLabel('Prezzo (€)').fill('60');
  await page.getByRole('button', { name: 'Aggiungi riga' }).click();
  const second = page.getByRole('listitem', { name: 'Riga 2' });
  await second.getByLabel('Descrizione').fill('Crema solare');
  await second.getByLabel('Prezzo (€)').fill('30');
  await second.getByLabel('Esente IVA (prestazione sanitaria)').uncheck();
  await page.getByRole('button', { name: 'Crea fattura' }).click();

  await expect(page.getByRole('heading', { name: /^Bozza di fattura del / })).toBeVisible();
  await expect(
    page.getByText('Paziente (titolare della tessera sanitaria): Neri Luca — C.F. NRILCU18A01F205U'),
  ).toBeVisible();
  // The VAT summary, as the PDF prints it: €60 exempt, €30 at 22% (€6.60).
  const summary = page.getByRole('table', { name: 'Riepilogo IVA' });
  await expect(summary.getByRole('row', { name: /Esente art\. 10 n\. 18/ })).toContainText('60,00');
  await expect(summary.getByRole('row', { name: /IVA 22%/ })).toContainText('30,00');
  await expect(summary.getByRole('row', { name: /IVA 22%/ })).toContainText('6,60');

  await page.getByRole('button', { name: 'Emetti la fattura' }).click();
  await page
    .getByRole('dialog', { name: 'Emettere la fattura?' })
    .getByRole('button', { name: 'Emetti la fattura' })
    .click();
  await expect(page.getByText('Inviata', { exact: true })).toBeVisible();

  // One payment of €50 by card: listed with its date, method, amount and traceability.
  await page.getByRole('button', { name: 'Segna come pagata' }).click();
  const pay = page.getByRole('dialog', { name: /Pagamento della fattura/ });
  await pay.getByLabel('Importo (€)').fill('50,00');
  await pay.getByRole('button', { name: 'Segna come pagata' }).click();
  await expect(page.getByText('Pagata in parte', { exact: true })).toBeVisible();
  const payments = page.getByRole('region', { name: 'Pagamenti registrati' });
  await expect(payments.getByRole('row')).toHaveCount(2);
  await expect(payments.getByRole('row').nth(1)).toContainText('Carta');
  await expect(payments.getByRole('row').nth(1)).toContainText('50,00');
  await expect(payments.getByRole('row').nth(1)).toContainText('Sì');

  // A credit note of the cream only (given back: it was paid).
  await page.getByRole('button', { name: 'Nota di credito' }).click();
  const note = page.getByRole('dialog', { name: /Emettere una nota di credito/ });
  await note.getByLabel(/^Crema solare/).check();
  await expect(note.getByText('La nota storna solo le righe scelte')).toBeVisible();
  await note.getByRole('button', { name: 'Emetti nota di credito' }).click();
  await expect(page.getByRole('heading', { name: /^Bozza di nota di credito/ })).toBeVisible();
  const lines = page.getByRole('table').first();
  await expect(lines).toContainText('Crema solare');
  await expect(lines).not.toContainText('Visita pediatrica');
  await expect(page.getByRole('definition').filter({ hasText: '36,60' }).first()).toBeVisible();
});

test('an invoice without a patient asks first, and keeps what was typed when a line is missing', async ({
  page,
}) => {
  await openClinic(page, 'Studio Fattura Libera');
  await page.goto('/invoices/new');
  await page.getByLabel('Nome o ragione sociale').fill('Azienda Srl');
  await page.getByRole('button', { name: 'Crea fattura' }).click();
  await page
    .getByRole('dialog', { name: 'Fattura senza paziente collegato?' })
    .getByRole('button', { name: 'Crea senza paziente' })
    .click();
  await expect(page.getByText('Aggiungi almeno una riga.')).toBeVisible();
  await expect(page.getByLabel('Nome o ragione sociale')).toHaveValue('Azienda Srl');

  await page.getByRole('button', { name: 'Aggiungi riga' }).click();
  const line = page.getByRole('listitem', { name: 'Riga 1' });
  await line.getByLabel('Descrizione').fill('Certificato medico');
  await line.getByLabel('Prezzo (€)').fill('50');
  await page.getByRole('button', { name: 'Crea fattura' }).click();
  await page
    .getByRole('dialog', { name: 'Fattura senza paziente collegato?' })
    .getByRole('button', { name: 'Crea senza paziente' })
    .click();
  await expect(page.getByRole('heading', { name: /^Bozza di fattura del / })).toBeVisible();
  await expect(page.getByText('Imposta di bollo', { exact: true })).toBeHidden();

  // Editing the draft asks again, and its button saves rather than creates.
  await page.getByRole('link', { name: 'Modifica' }).click();
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Fattura senza paziente collegato?' })
    .getByRole('button', { name: 'Salva senza paziente' })
    .click();
  await expect(page.getByRole('link', { name: 'Modifica' })).toBeVisible();
});

/**
 * A valid partita IVA of its own: the local Sistema TS, shared by the tests running at once, knows a
 * document by its owner's partita IVA, date and number, so two clinics with the same one collide.
 */
function uniqueVatNumber(): string {
  const digits = `${Date.now() % 10_000_000}${Math.floor(Math.random() * 1000)}`.padStart(10, '0').slice(-10);
  const sum = [...digits].reduce((total, char, index) => {
    const digit = Number(char);
    if (index % 2 === 0) return total + digit;
    return total + (digit * 2 > 9 ? digit * 2 - 9 : digit * 2);
  }, 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** 730 settings through the API (the Settings tab has its own test): the local Sistema TS, test environment. */
async function configure730(page: Page) {
  const owner = 'VRDNNA70A41F205I';
  const response = await page.request.put('/api/v1/tax730-settings', {
    data: {
      username: owner,
      password: 'Segreta-2026',
      pincode: '1234567890',
      ownerTaxCode: owner,
      vatNumber: uniqueVatNumber(),
      regionCode: '',
      aslCode: '',
      ssaCode: '',
      environment: 'test',
      automaticSubmission: false,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A paid invoice for a patient with a codice fiscale (or `taxCode`), issued on `issuedOn` (yesterday), paid on `paidOn`; its page. */
async function paidInvoice(
  page: Page,
  paidOn: string,
  issuedOn = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
  taxCode = 'BNCLCU80A41F205X',
) {
  const patient = await post(page.request, '/api/v1/patients', {
    firstName: 'Lucia',
    lastName: 'Bianchi',
    taxCode,
    mobile: '+393331112222',
    city: 'Milano',
    address: 'Via Verdi 3',
  });
  const invoice = await post(page.request, '/api/v1/invoices', {
    issuedOn,
    patientId: patient.id,
    clientName: 'Bianchi Lucia',
    clientTaxCode: taxCode,
    clientAddress: 'Via Verdi 3',
    clientCity: 'Milano',
    lines: [{ description: 'Visita', quantity: 1, unitPriceCents: 10000 }],
  });
  expect(
    (
      await page.request.put(`/api/v1/invoices/${invoice.id}/status`, {
        data: { status: 'sent', stampDutyId: '01234567890123' },
      })
    ).status(),
  ).toBe(200);
  const paid = await page.request.post(`/api/v1/invoices/${invoice.id}/payment`, {
    data: { paymentMethod: 'card', paidOn },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.goto(`/invoices/${invoice.id}`);
}

test('a paid invoice is sent to the Sistema TS and shows the accepted state with its protocol', async ({
  page,
}) => {
  await openClinic(page, 'Studio 730');
  await configure730(page);
  await paidInvoice(page, new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  const invoiceUrl = page.url();
  // The list says what the Sistema TS does not hold yet, and the 31 January deadline.
  const paidYear = new Date(Date.now() - 86_400_000).getFullYear();
  const daysLeft = (Date.parse(`${paidYear + 1}-01-31`) - Date.now()) / 86_400_000;
  await page.goto('/invoices');
  await expect(page.getByRole('table')).toBeVisible();
  const reminder = page.getByText(
    `1 fattura pagata nel ${paidYear} non è ancora nel Sistema Tessera Sanitaria`,
  );
  await expect(reminder).toBeVisible();
  // Within 90 days of the deadline it is a warning with its own title.
  const deadlineTitle = page.getByText('Scadenza 730', { exact: true });
  if (daysLeft <= 90) await expect(deadlineTitle).toBeVisible();
  else await expect(deadlineTitle).toBeHidden();
  await page.goto(invoiceUrl);

  const panel = page.getByRole('region', { name: 'Sistema Tessera Sanitaria (730)' });
  await expect(panel.getByText('Non ancora inviata.')).toBeVisible();
  await panel.getByRole('button', { name: 'Invia al Sistema TS' }).click();
  await expect(panel.getByText('Invio accettato')).toBeVisible({ timeout: 20_000 });
  await page.goto('/invoices');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(reminder).toBeHidden();
  await page.goto(invoiceUrl);
  await expect(panel.getByText(/protocollo \S+/)).toBeVisible();
  // The Sistema TS's PDF receipt of the accepted sending, downloaded.
  const accepted = panel.getByRole('listitem', { name: 'Invio accettato' });
  const downloading = page.waitForEvent('download');
  await accepted.getByRole('link', { name: 'Ricevuta (PDF)' }).click();
  const receipt = await downloading;
  expect(receipt.suggestedFilename()).toMatch(/^ricevuta-730-\d{17}\.pdf$/);
  expect((await readFile(await receipt.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Never back to draft: corrected by a credit note (whole, with a new draft, or in part).
  await expect(page.getByRole('button', { name: 'Correggi la fattura' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nota di credito' })).toBeVisible();
});

test("a foreign patient's STP code: the paid invoice says why it stays out of the Sistema TS and offers no sending", async ({
  page,
}) => {
  await openClinic(page, 'Studio 730 STP');
  await configure730(page);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await paidInvoice(page, yesterday, yesterday, 'STP1202010000123');
  const panel = page.getByRole('region', { name: 'Sistema Tessera Sanitaria (730)' });
  await expect(panel.getByText(/Il paziente ha un codice STP\/ENI, non un codice fiscale/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Invia al Sistema TS' })).toBeHidden();
});

test("last year's paid invoices not sent by the deadline are flagged late, with the sanction in words", async ({
  page,
}) => {
  await openClinic(page, 'Studio 730 Ritardo');
  await configure730(page);
  const year = new Date().getFullYear() - 1;
  await paidInvoice(page, `${year}-06-15`, `${year}-06-15`);
  const pending = (await (await page.request.get('/api/v1/invoices/tax730-pending')).json()) as {
    year: number;
    deadline: string;
    late: boolean;
  }[];
  const entry = pending.find((p) => p.year === year)!;
  // 31 January, or the next working day (31/01/2027 is a Sunday: 01/02/2027).
  expect(entry.deadline).toMatch(new RegExp(`^${year + 1}-0(1-31|2-0[1-3])$`));
  expect(entry.late).toBe(Date.now() > Date.parse(`${entry.deadline}T23:00:00Z`));
  await page.goto('/invoices');
  const [y, m, d] = entry.deadline.split('-');
  const reminder = page.getByText(`1 fattura pagata nel ${year} non è ancora nel Sistema Tessera Sanitaria`);
  await expect(reminder).toBeVisible();
  if (entry.late) {
    await expect(page.getByText('Invio in ritardo', { exact: true })).toBeVisible();
    await expect(reminder).toContainText(`il termine del ${d}/${m}/${y} è scaduto`);
    await expect(reminder).toContainText('sanzione di 100 €');
  } else {
    await expect(reminder).toContainText(`entro il ${d}/${m}/${y}`);
  }
});

test("a submission the Sistema TS rejects shows the service's message", async ({ page }) => {
  await openClinic(page, 'Studio 730 Scarto');
  await configure730(page);
  await paidInvoice(page, new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  const panel = page.getByRole('region', { name: 'Sistema Tessera Sanitaria (730)' });
  await panel.getByRole('button', { name: 'Invia al Sistema TS' }).click();
  const rejected = panel.getByRole('listitem', { name: 'Invio scartato' });
  await expect(rejected).toBeVisible({ timeout: 20_000 });
  await expect(rejected).toContainText('dataPagamento');
});

test("the year's paid invoices go to the Sistema TS in one file from the list, and the outcome follows", async ({
  page,
}) => {
  await openClinic(page, 'Studio 730 File');
  await configure730(page);
  await paidInvoice(page, new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  const invoiceUrl = page.url();
  const year = new Date(Date.now() - 86_400_000).getFullYear();
  await page.goto('/invoices');
  await page.getByRole('button', { name: `Invia la fattura del ${year}` }).click();
  await expect(
    page.getByText("1 fattura in invio in un file: l'esito verrà aggiornato automaticamente."),
  ).toBeVisible();
  await page.goto(invoiceUrl);
  const panel = page.getByRole('region', { name: 'Sistema Tessera Sanitaria (730)' });
  // The file's outcome is asked some seconds after the upload.
  await expect(panel.getByText('Invio accettato')).toBeVisible({ timeout: 45_000 });
});

test('an invoice issued with a contrassegno, paid in two instalments, and partly refunded reaches the Sistema TS as a refund', async ({
  page,
}) => {
  await openClinic(page, 'Studio rimborsi');
  await configure730(page);
  const patient = await post(page.request, '/api/v1/patients', {
    firstName: 'Anna',
    lastName: 'Verdi',
    taxCode: 'VRDNNA80A41F205K',
    mobile: '+393331112233',
    city: 'Milano',
    address: 'Via Verdi 5',
  });
  const invoice = await post(page.request, '/api/v1/invoices', {
    issuedOn: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    patientId: patient.id,
    clientName: 'Verdi Anna',
    clientTaxCode: 'VRDNNA80A41F205K',
    clientAddress: 'Via Verdi 5',
    clientCity: 'Milano',
    lines: [{ description: 'Visita specialistica', quantity: 1, unitPriceCents: 10000 }],
  });
  await page.goto(`/invoices/${invoice.id}`);

  // Issued with the 14-digit identifier of the physical stamp (€100 exempt: stamp duty due).
  await page.getByRole('button', { name: 'Emetti la fattura' }).click();
  const send = page.getByRole('dialog', { name: 'Emettere la fattura?' });
  await send.getByLabel('Identificativo del contrassegno (marca da bollo)').fill('01234567890123');
  await send.getByRole('button', { name: 'Emetti la fattura' }).click();
  await expect(page.getByText('Inviata', { exact: true })).toBeVisible();

  // Two payments: €40 by card, then the balance by other means the user says were traceable.
  await page.getByRole('button', { name: 'Segna come pagata' }).click();
  const pay = page.getByRole('dialog', { name: /Pagamento della fattura/ });
  // An amount that is not one: said under it, with the cursor there, and nothing recorded.
  await pay.getByLabel('Importo (€)').fill('quaranta');
  await pay.getByRole('button', { name: 'Segna come pagata' }).click();
  await expect(pay.getByLabel('Importo (€)')).toBeFocused();
  await expect(pay.getByLabel('Importo (€)')).toHaveAccessibleDescription('Inserisci un importo valido');
  await pay.getByLabel('Importo (€)').fill('40,00');
  await pay.getByRole('button', { name: 'Segna come pagata' }).click();
  await expect(page.getByText('Pagata in parte', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Segna come pagata' }).click();
  await pay.getByLabel('Metodo di pagamento').selectOption({ label: 'Altro' });
  await pay.getByLabel(/Pagamento tracciabile/).check();
  await pay.getByRole('button', { name: 'Segna come pagata' }).click();
  await expect(page.getByText('Pagata', { exact: true })).toBeVisible();

  const panel = page.getByRole('region', { name: 'Sistema Tessera Sanitaria (730)' });
  await panel.getByRole('button', { name: 'Invia al Sistema TS' }).click();
  await expect(panel.getByText('Invio accettato')).toBeVisible({ timeout: 20_000 });

  // €30 given back: a partial credit note, a refund, issued and sent as a refund (R).
  await page.getByRole('button', { name: 'Nota di credito' }).click();
  const note = page.getByRole('dialog', { name: /Emettere una nota di credito/ });
  await note.getByLabel('Importo da stornare (€, facoltativo)').fill('30,00');
  await expect(note.getByLabel(/Rimborso al paziente/)).toBeChecked();
  await note.getByRole('button', { name: 'Emetti nota di credito' }).click();
  await expect(page).not.toHaveURL(new RegExp(invoice.id));
  await page.getByRole('button', { name: 'Emetti la fattura' }).click();
  await page
    .getByRole('dialog', { name: /Emettere/ })
    .getByRole('button', { name: 'Emetti la fattura' })
    .click();
  await expect(page.getByText('Pagata', { exact: true })).toBeVisible();
  await expect(panel.getByText('Rimborso accettato')).toBeVisible({ timeout: 20_000 });
  // The invoice stands, paid.
  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByText('Pagata', { exact: true })).toBeVisible();
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('an issued invoice is corrected by a credit note and a new draft, never reset to draft', async ({
    page,
  }) => {
    await openClinic(page, 'Studio Correction');
    await paidInvoice(page, new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Correct the invoice' }).click();
    const correct = page.getByRole('dialog', { name: /^Correct invoice 1\/\d{4}\?$/ });
    await expect(correct).toContainText('An issued invoice does not go back to draft.');
    await expect(correct).toContainText('it will take a new number');
    await correct.getByLabel('Revenue stamp (contrassegno) identifier').fill('01234567890124');
    await correct.getByRole('button', { name: 'Issue the note and open the draft' }).click();
    await expect(page.getByRole('heading', { name: /^Draft invoice of / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  });
});
