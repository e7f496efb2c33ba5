import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createUser, joinOrganization } from './support/users';
import { setIssuer } from './support/clinic';

test('the organization name and the timeline interval are saved and survive a reload', async ({
  page,
  context,
}) => {
  await createUser(page.request);
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Organizzazione' })).toHaveAttribute('aria-selected', 'true');

  const name = page.getByLabel("Nome dell'organizzazione");
  await expect(name).toHaveValue('Studio Bianchi');
  await name.fill('');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Questo campo è obbligatorio')).toBeVisible();

  await page.getByLabel('CAP', { exact: true }).fill('123');
  await name.fill('Studio Bianchi & Associati');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Inserisci un CAP valido (5 cifre)')).toBeVisible();
  await page.getByLabel('CAP', { exact: true }).fill('20121');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Dati salvati.')).toBeVisible();

  await page.getByRole('tab', { name: 'Calendario' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=calendar$/);
  await expect(page.getByLabel('Intervallo della griglia')).toHaveValue('15');
  await page.getByLabel('Intervallo della griglia').selectOption('30');
  await page.getByLabel('Formato orario').selectOption('12h');
  const calendar = page.getByRole('region', { name: 'Calendario' });
  await calendar.getByRole('button', { name: 'Salva' }).click();
  await expect(calendar.getByText('Impostazioni salvate.')).toBeVisible();

  // The settings are cached in the app_settings cookie (SPEC §4).
  const cookie = (await context.cookies()).find((c) => c.name === 'app_settings');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
    calendar: { timelineInterval: 30, hoursFormat: '12h' },
  });

  await page.reload();
  await expect(page.getByLabel('Intervallo della griglia')).toHaveValue('30');
  await expect(page.getByLabel('Formato orario')).toHaveValue('12h');

  // A forced reload forgets the cookie and asks the server again.
  const refetch = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/settings');
  await page.getByRole('button', { name: 'Ricarica impostazioni' }).click();
  expect((await refetch).status()).toBe(200);
  await expect(page.getByText('Impostazioni ricaricate dal server.')).toBeVisible();
  await expect(page.getByLabel('Intervallo della griglia')).toHaveValue('30');

  await page.getByRole('tab', { name: 'Organizzazione' }).click();
  await expect(page.getByLabel("Nome dell'organizzazione")).toHaveValue('Studio Bianchi & Associati');
  await expect(page.getByLabel('CAP', { exact: true })).toHaveValue('20121');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Stai lavorando in Studio Bianchi & Associati')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attività recenti' })).toContainText(
    "Dati dell'organizzazione aggiornati",
  );
});

test('the patient form switches and the mobile prefix are saved', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/settings?tab=patient-form');
  const notes = page.getByRole('switch', { name: 'Note' });
  await expect(notes).toHaveAttribute('aria-checked', 'true');
  await notes.click();
  await page.getByLabel('Prefisso del cellulare').fill('39');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Il prefisso internazionale è obbligatorio')).toBeVisible();
  await page.getByLabel('Prefisso del cellulare').fill('+41');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Impostazioni salvate.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Note' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('Prefisso del cellulare')).toHaveValue('+41');
});

test('export, then import a modified file: the changed settings are named in words', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/settings?tab=import-export');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica il file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('studiolo-settings.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    format: string;
    organization: { name: string };
    settings: { calendar: { timelineInterval: number } };
  };
  expect(exported.format).toBe('studiolo-settings');

  const upload = (content: unknown) =>
    page.getByLabel('File delle impostazioni (JSON)').setInputFiles({
      name: 'studiolo-settings.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(content)),
    });

  await upload(exported);
  await page.getByRole('button', { name: 'Importa il file' }).click();
  await expect(page.getByText('Nessuna modifica')).toBeVisible();

  exported.settings.calendar.timelineInterval = 60;
  exported.organization.name = 'Studio Importato';
  await upload(exported);
  await page.getByRole('button', { name: 'Importa il file' }).click();
  const changed = page.getByRole('list', { name: 'Valori modificati' });
  // Named in words, as on the forms, not as the file's keys.
  await expect(changed.getByRole('listitem')).toHaveText([
    "Dati dell'organizzazione › Nome dell'organizzazione",
    'Calendario › Intervallo della griglia',
  ]);

  await upload({ format: 'something-else' });
  await page.getByRole('button', { name: 'Importa il file' }).click();
  await expect(page.getByText("Il file non è un'esportazione valida di Studiolo.")).toBeVisible();

  await page.getByRole('tab', { name: 'Calendario' }).click();
  await expect(page.getByLabel('Intervallo della griglia')).toHaveValue('60');
});

test('patient reminders: hours before within 1–168, saved, and turned off', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/settings?tab=calendar');
  const reminders = page.getByRole('region', { name: 'Promemoria ai pazienti' });
  const hours = reminders.getByLabel("Ore prima dell'appuntamento");
  await expect(hours).toHaveValue('24');
  await hours.fill('0');
  await reminders.getByRole('button', { name: 'Salva' }).click();
  await expect(reminders.getByText('Il valore deve essere almeno 1')).toBeVisible();
  await expect(reminders.getByText('Impostazioni salvate.')).toBeHidden();
  await hours.fill('48');
  // The service is health data: named in the email only when chosen.
  const service = reminders.getByRole('switch', { name: "Indica la prestazione nell'email e nel file .ics" });
  await expect(service).toHaveAttribute('aria-checked', 'false');
  await service.click();
  await reminders.getByRole('button', { name: 'Salva' }).click();
  await expect(reminders.getByText('Impostazioni salvate.')).toBeVisible();

  await reminders.getByRole('switch', { name: 'Invia il promemoria via email' }).click();
  await expect(hours).toBeDisabled();
  await reminders.getByRole('button', { name: 'Salva' }).click();
  await expect(reminders.getByText('Impostazioni salvate.')).toBeVisible();

  await page.reload();
  await expect(reminders.getByRole('switch', { name: 'Invia il promemoria via email' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(hours).toHaveValue('48');
  await expect(service).toHaveAttribute('aria-checked', 'true');
});

/** Today in Italy, as the clinic's invoices are dated. */
const todayInRome = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

test('invoice numbering: the next number previewed and saved, never back to a number given nor skipping ahead; the stamp duty', async ({
  page,
}) => {
  await createUser(page.request);
  const year = Number(todayInRome().slice(0, 4));
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Numerazione fatture' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=invoice-numbering$/);
  const numbering = page.getByRole('region', { name: 'Numerazione fatture' });
  await expect(numbering.getByLabel('Anno')).toHaveValue(String(year));
  await expect(numbering.getByLabel('Prossimo numero')).toHaveValue('1');
  await expect(numbering.getByText(`1/${year}`, { exact: true })).toBeVisible();

  await numbering.getByLabel('Prefisso').fill('FT 1');
  await numbering.getByLabel('Prossimo numero').fill('100');
  await numbering.getByRole('button', { name: 'Salva' }).click();
  await expect(numbering.getByText('Questo valore non è nel formato previsto')).toBeVisible();
  await numbering.getByLabel('Prefisso').fill('FT-');
  await expect(numbering.getByText(`FT-100/${year}`, { exact: true })).toBeVisible();
  await numbering.getByRole('button', { name: 'Salva' }).click();
  await expect(numbering.getByText('Impostazioni salvate.')).toBeVisible();

  // The next invoice takes that number (issued with the clinic's and the client's data the law asks).
  await setIssuer(page.request, 'Studio Numerazione');
  const created = await page.request.post('/api/v1/invoices', {
    data: {
      issuedOn: todayInRome(),
      clientName: 'Mario Rossi',
      clientTaxCode: 'RSSMRA80A01F205X',
      clientAddress: 'Via Roma 1',
      clientCity: 'Milano',
      lines: [{ description: 'Visita cardiologica', quantity: 1, unitPriceCents: 9000 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const issued = await page.request.put(
    `/api/v1/invoices/${((await created.json()) as { id: string }).id}/status`,
    {
      data: { status: 'sent', stampDutyId: '01234567890123' },
    },
  );
  expect(issued.status(), await issued.text()).toBe(200);
  expect(((await issued.json()) as { number: string }).number).toBe(`FT-100/${year}`);

  await page.reload();
  await expect(numbering.getByLabel('Prefisso')).toHaveValue('FT-');
  await expect(numbering.getByLabel('Prossimo numero')).toHaveValue('101');
  await expect(numbering.getByText(`FT-101/${year}`, { exact: true })).toBeVisible();

  // Going back to a number already given is refused, with the message under the field.
  await numbering.getByLabel('Prossimo numero').fill('50');
  await numbering.getByRole('button', { name: 'Salva' }).click();
  await expect(
    numbering.getByText(
      `Esiste già una fattura con questo numero o con uno successivo per l'anno scelto. L'ultimo numero usato nel ${year} è 100.`,
    ),
  ).toBeVisible();
  await expect(numbering.getByText('Impostazioni salvate.')).toBeHidden();
  await expect(numbering.getByLabel('Prossimo numero')).toHaveValue('50');
  // Skipping ahead would leave a gap: refused too.
  await numbering.getByLabel('Prossimo numero').fill('150');
  await numbering.getByRole('button', { name: 'Salva' }).click();
  await expect(
    numbering.getByText(
      `Il prossimo numero deve seguire l'ultimo usato nell'anno: la numerazione non può avere salti. L'ultimo numero usato nel ${year} è 100.`,
    ),
  ).toBeVisible();

  // Next year has its own sequence, from 1.
  await numbering.getByLabel('Anno').selectOption(String(year + 1));
  await expect(numbering.getByLabel('Prossimo numero')).toHaveValue('1');
  await expect(numbering.getByText(`FT-1/${year + 1}`, { exact: true })).toBeVisible();

  const stampDuty = page.getByRole('region', { name: 'Imposta di bollo e link pubblico' });
  await expect(stampDuty.getByLabel('Chi paga il bollo')).toHaveValue('patient');
  await stampDuty.getByLabel('Chi paga il bollo').selectOption('clinic');
  await stampDuty.getByLabel('Autorizzazione al bollo virtuale').fill('2019/12345');
  await stampDuty.getByLabel("Data dell'autorizzazione").fill('15/03/2019');
  await expect(stampDuty.getByLabel('Link pubblico della fattura: giorni di validità')).toHaveValue('30');
  await stampDuty.getByLabel('Link pubblico della fattura: giorni di validità').fill('400');
  await stampDuty.getByRole('button', { name: 'Salva' }).click();
  await expect(stampDuty.getByLabel('Link pubblico della fattura: giorni di validità')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await stampDuty.getByLabel('Link pubblico della fattura: giorni di validità').fill('15');
  await stampDuty.getByRole('button', { name: 'Salva' }).click();
  await expect(stampDuty.getByText('Impostazioni salvate.')).toBeVisible();
  await page.reload();
  await expect(stampDuty.getByLabel('Chi paga il bollo')).toHaveValue('clinic');
  await expect(stampDuty.getByLabel('Autorizzazione al bollo virtuale')).toHaveValue('2019/12345');
  await expect(stampDuty.getByLabel("Data dell'autorizzazione")).toHaveValue('15/03/2019');
  await expect(stampDuty.getByLabel('Link pubblico della fattura: giorni di validità')).toHaveValue('15');

  // Printed documents are in Italian unless the clinic chooses otherwise, whoever prints them (#16).
  const documents = page.getByRole('region', { name: 'Lingua dei documenti' });
  await expect(documents.getByLabel('Lingua dei documenti')).toHaveValue('it');
  await documents.getByLabel('Lingua dei documenti').selectOption({ label: 'Inglese' });
  await documents.getByRole('button', { name: 'Salva' }).click();
  await expect(documents.getByText('Impostazioni salvate.')).toBeVisible();
  await page.reload();
  await expect(documents.getByLabel('Lingua dei documenti')).toHaveValue('en');
});

test('730 integration: saved partial then complete, shown again without the secrets', async ({ page }) => {
  await createUser(page.request);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Integrazione 730' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=tax730$/);
  const section = page.getByRole('region', { name: 'Integrazione 730 (Sistema Tessera Sanitaria)' });
  await expect(section.getByText('Configurazione incompleta')).toBeVisible();

  // Wrong codice fiscale and partita IVA: the messages under the fields, nothing saved.
  await section.getByLabel('Nome utente Sistema TS').fill('RSSMRA85T10A562S');
  await section.getByLabel('Password', { exact: true }).fill('Sogei-Pass-2026!');
  await section.getByLabel('Codice fiscale del titolare').fill('RSSMRA85T10A562X');
  await section.getByLabel('Partita IVA').fill('12345678901');
  await section.getByRole('button', { name: 'Salva' }).click();
  await expect(section.getByText('Codice fiscale non valido')).toBeVisible();
  await expect(section.getByText('Partita IVA non valida (controlla le cifre)')).toBeVisible();
  await expect(section.getByText('Impostazioni salvate.')).toBeHidden();

  // A partial configuration saves, and says what is still needed to send.
  await section.getByLabel('Codice fiscale del titolare').fill('rssmra85t10a562s');
  await section.getByLabel('Partita IVA').fill('12345678903');
  await section.getByRole('button', { name: 'Salva' }).click();
  await expect(section.getByText('Impostazioni salvate.')).toBeVisible();
  await expect(section.getByText('Per inviare al Sistema TS mancano: Codice PIN.')).toBeVisible();
  await expect(section.getByLabel('Codice fiscale del titolare')).toHaveValue('RSSMRA85T10A562S');
  await expect(section.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(section.getByLabel('Password', { exact: true })).toHaveAttribute(
    'placeholder',
    '•••• impostato',
  );

  // A professional has no structure codes; a structure shows and needs them.
  await expect(section.getByLabel('Chi invia')).toHaveValue('professional');
  await expect(section.getByLabel('Codice SSA')).toBeHidden();
  await section.getByLabel('Chi invia').selectOption('structure');

  // The rest; the password box left empty keeps the saved one.
  await section.getByLabel('Codice PIN').fill('4815162342');
  await section.getByLabel('Codice regione').fill('030');
  await section.getByLabel('Codice ASL').fill('308');
  await section.getByLabel('Codice SSA').fill('123456');
  await section.getByLabel('Ambiente').selectOption('production');
  await section.getByRole('switch', { name: 'Invia automaticamente le fatture pagate' }).click();
  await section.getByRole('button', { name: 'Salva' }).click();
  await expect(section.getByText('Impostazioni salvate.')).toBeVisible();
  await expect(section.getByText("Configurazione completa: pronta per l'invio.")).toBeVisible();

  await page.reload();
  await expect(section.getByLabel('Nome utente Sistema TS')).toHaveValue('RSSMRA85T10A562S');
  await expect(section.getByLabel('Partita IVA')).toHaveValue('12345678903');
  await expect(section.getByLabel('Chi invia')).toHaveValue('structure');
  await expect(section.getByLabel('Codice SSA')).toHaveValue('123456');
  await expect(section.getByLabel('Ambiente')).toHaveValue('production');
  await expect(
    section.getByRole('switch', { name: 'Invia automaticamente le fatture pagate' }),
  ).toHaveAttribute('aria-checked', 'true');
  for (const secret of ['Password', 'Codice PIN']) {
    await expect(section.getByLabel(secret, { exact: true })).toHaveValue('');
    await expect(section.getByLabel(secret, { exact: true })).toHaveAttribute(
      'placeholder',
      '•••• impostato',
    );
  }
  await expect(section.getByText("Configurazione completa: pronta per l'invio.")).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain('Sogei-Pass-2026!');
  expect(html).not.toContain('4815162342');
});

test('a secretary sees the invoice numbering and the 730 integration without changing them', async ({
  page,
  browser,
}) => {
  const owner = page.request;
  await createUser(owner, { organization: 'Studio Sola Lettura' });
  const saved = await owner.put('/api/v1/tax730-settings', {
    data: { username: 'RSSMRA85T10A562S', password: 'Sogei-Pass-2026!', vatNumber: '12345678903' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const secretaryContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const secretary = await createUser(secretaryContext.request, { organization: null, prefix: 'secretary' });
  await joinOrganization(owner, secretaryContext.request, secretary, 'secretary');

  const secretaryPage = await secretaryContext.newPage();
  await secretaryPage.goto('/settings?tab=invoice-numbering');
  const numbering = secretaryPage.getByRole('region', { name: 'Numerazione fatture' });
  await expect(numbering.getByLabel('Prossimo numero')).toBeDisabled();
  await expect(
    numbering.getByText('Solo il titolare o un amministratore può modificare le impostazioni.'),
  ).toBeVisible();
  await expect(secretaryPage.getByRole('button', { name: 'Salva' })).toHaveCount(0);

  await secretaryPage.getByRole('tab', { name: 'Integrazione 730' }).click();
  const section = secretaryPage.getByRole('region', { name: 'Integrazione 730 (Sistema Tessera Sanitaria)' });
  await expect(section.getByLabel('Nome utente Sistema TS')).toHaveValue('RSSMRA85T10A562S');
  await expect(section.getByLabel('Nome utente Sistema TS')).toBeDisabled();
  await expect(section.getByLabel('Password', { exact: true })).toHaveAttribute(
    'placeholder',
    '•••• impostato',
  );
  await expect(secretaryPage.getByRole('button', { name: 'Salva' })).toHaveCount(0);
  await secretaryContext.close();
});
