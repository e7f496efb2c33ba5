import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createUser } from './support/users';

const CALLER = '+39 333 987 6543';
const TRANSCRIPT =
  'Buongiorno, sono Luca Neri. Vorrei prenotare una visita cardiologica per martedì prossimo. Grazie.';

/** Nothing sticks out sideways: the screen needs no horizontal scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a simulated voicemail arrives live, plays, is transcribed and triaged, handled and counted', async ({
  page,
}) => {
  await createUser(page.request, { organization: 'Studio Chiamate' });
  await page.goto('/calls-m?tab=completed');
  await expect(page.getByRole('tab', { name: 'Chiamate completate' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Nessuna chiamata in questi giorni')).toBeVisible();
  await expect(page.getByText('Aggiornamenti in tempo reale')).toBeVisible();

  // The dialog checks the number with the shared schema before sending.
  await page.getByRole('button', { name: 'Simula chiamata' }).click();
  const dialog = page.getByRole('dialog', { name: 'Simula una chiamata' });
  await dialog.getByLabel('Numero di chi chiama').fill('12');
  await dialog.getByRole('button', { name: 'Simula' }).click();
  await expect(dialog.getByText('Inserisci un numero di telefono valido')).toBeVisible();
  // Without a country code the number is Italian: CALLER (#16).
  await dialog.getByLabel('Numero di chi chiama').fill('333 987 6543');
  await dialog.getByLabel('Esito').selectOption({ label: 'Messaggio in segreteria' });
  await dialog.getByLabel('Durata (secondi)').fill('20');
  await dialog.getByLabel('Cosa dice chi chiama (facoltativo)').fill(TRANSCRIPT);
  await dialog.getByRole('button', { name: 'Simula' }).click();
  await expect(dialog).toBeHidden();

  // Live: the call appears under 'Oggi' without reloading the page.
  const today = page.getByRole('region', { name: 'Oggi' });
  const row = today.getByRole('link', { name: new RegExp(CALLER.replaceAll('+', '\\+')) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Messaggio in segreteria');
  await expect(row).toContainText('In attesa');
  await row.focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: CALLER })).toBeVisible();
  // Who took it (SPEC §3 Call.agent): the answering service recorded the message.
  const overview = page.getByRole('region', { name: 'Dettagli della chiamata' });
  await expect(overview.getByRole('definition').filter({ hasText: 'Segreteria di Studiolo' })).toBeVisible();

  // The voicemail plays: its source answers WAV audio and the player reads its length.
  const player = page.getByRole('region', { name: 'Messaggio in segreteria' });
  const audio = player.locator('audio');
  const src = await audio.getAttribute('src');
  const recording = await page.request.get(src ?? '');
  expect(recording.status()).toBe(200);
  expect(recording.headers()['content-type']).toBe('audio/wav');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect(player.getByRole('link', { name: 'Scarica' })).toHaveAttribute('href', `${src}?download=true`);

  // Transcript and triage come by themselves once the jobs are done.
  const transcript = page.getByRole('region', { name: 'Trascrizione' });
  await expect(transcript).toContainText('Vorrei prenotare una visita cardiologica', { timeout: 20_000 });
  await expect(transcript.getByText(/^Affidabilità: \d{1,3}\s?%$/)).toBeVisible();
  const triage = page.getByRole('region', { name: 'Analisi IA' });
  await expect(triage.getByText(/^Priorità (alta|normale|bassa)$/)).toBeVisible({ timeout: 20_000 });
  await expect(triage).toContainText('Luca Neri');
  await expect(triage).toContainText('Prenotazione');
  await expect(triage).toContainText('Rispondere su WhatsApp');

  // Request handling, with who and when.
  const handling = page.getByRole('region', { name: 'Gestione della richiesta' });
  await handling.getByRole('button', { name: 'In lavorazione' }).click();
  await expect(handling.getByRole('button', { name: 'In lavorazione' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await handling.getByRole('button', { name: 'Completata' }).click();
  await expect(handling.getByRole('button', { name: 'Completata' })).toHaveAttribute('aria-pressed', 'true');
  const history = handling.getByRole('list', { name: 'Cronologia' }).getByRole('listitem');
  await expect(history.filter({ hasText: 'In lavorazione' })).toContainText('Giulia Bianchi');
  await expect(history.filter({ hasText: 'Completata' })).toContainText('Giulia Bianchi');

  // The WhatsApp reply opens the chat with the triage's draft.
  const reply = page.getByRole('region', { name: 'Rispondi' });
  const draft = await reply.getByLabel('Messaggio WhatsApp').inputValue();
  expect(draft).toContain('Luca Neri');
  const whatsApp = reply.getByRole('link', { name: 'Apri WhatsApp' });
  const href = (await whatsApp.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/393339876543?text=')).toBe(true);
  expect(href).toContain(encodeURIComponent(draft.trim()));
  await expect(reply.getByRole('link', { name: 'Richiama' })).toHaveAttribute('href', 'tel:+393339876543');

  // Tags and comments.
  const tags = page.getByRole('region', { name: 'Etichette' });
  await tags.getByLabel('Nuova etichetta').fill('cardiologia');
  await tags.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(tags.getByRole('button', { name: "Rimuovi l'etichetta cardiologia" })).toBeVisible();
  const comments = page.getByRole('region', { name: 'Commenti' });
  await comments.getByLabel('Nuovo commento').fill('Fissata per martedì alle 10.');
  await comments.getByRole('button', { name: 'Aggiungi commento' }).click();
  await expect(comments.getByRole('listitem')).toContainText('Fissata per martedì alle 10.');
  await expect(comments.getByRole('listitem')).toContainText('Giulia Bianchi');

  // The analytics count it.
  await page.getByRole('link', { name: 'Tutte le chiamate' }).click();
  await page.getByRole('tab', { name: 'Storico e statistiche' }).click();
  await expect(page.getByRole('group', { name: 'Chiamate totali' })).toHaveText(/^Chiamate totali\s*1$/);
  await expect(page.getByRole('group', { name: 'Questa settimana' })).toHaveText(/^Questa settimana\s*1$/);
  await expect(page.getByRole('region', { name: 'Storico delle chiamate' }).getByRole('link')).toContainText(
    'Completata',
  );

  // A call made meanwhile (here through the API, as a provider's would arrive) shows up by itself in
  // the list and the figures; the screen stays readable on a tablet held upright.
  await page.setViewportSize({ width: 768, height: 1024 });
  const missed = await page.request.post('/api/v1/calls/simulate', {
    data: { caller: '+393471112233', outcome: 'missed', durationSeconds: 5 },
  });
  expect(missed.status()).toBe(201);
  await expect(
    page
      .getByRole('region', { name: 'Storico delle chiamate' })
      .getByRole('link', { name: /\+39 347 111 2233/ }),
  ).toContainText('Persa', { timeout: 15_000 });
  await expect(page.getByRole('group', { name: 'Chiamate totali' })).toHaveText(/^Chiamate totali\s*2$/);
  await expectNoSidewaysScroll(page);
  await page.getByRole('tab', { name: 'Chiamate completate' }).click();
  await expect(page.getByRole('region', { name: 'Oggi' }).getByRole('link')).toHaveCount(2);
  // No older call exists: nothing more to load.
  await expect(page.getByRole('button', { name: 'Carica altri 3 giorni' })).toBeHidden();
  await expectNoSidewaysScroll(page);
});

test('calls, a call and a recording that cannot be loaded say so', async ({ page }) => {
  await createUser(page.request, { organization: 'Studio Guasti' });
  const simulated = await page.request.post('/api/v1/calls/simulate', {
    data: {
      caller: '+393331112222',
      outcome: 'voicemail',
      durationSeconds: 10,
      transcript: 'Salve, richiamatemi.',
    },
  });
  expect(simulated.status()).toBe(201);
  // The provider's events are handled by a job: the call exists a moment later.
  let callId = '';
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/v1/calls?tab=completed')).json()) as {
        calls: { id: string }[];
      };
      callId = list.calls[0]?.id ?? '';
      return callId;
    })
    .not.toBe('');

  await page.route('**/api/v1/calls?*', (route) => route.fulfill({ status: 503 }));
  await page.goto('/calls-m?tab=completed');
  await expect(page.getByRole('alert')).toContainText('Impossibile caricare le chiamate');
  await page.unrouteAll();

  await page.goto('/calls-m/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('Impossibile caricare i dettagli della chiamata');

  await page.route('**/recording*', (route) => route.fulfill({ status: 500 }));
  await page.goto(`/calls-m/${callId}`);
  const player = page.getByRole('region', { name: 'Messaggio in segreteria' });
  await expect(player.getByRole('alert')).toHaveText(
    'Impossibile caricare il file audio. Prova a scaricarlo.',
  );
  await player.getByRole('link', { name: 'Scarica' }).click();
  await expect(
    player.getByText('Impossibile scaricare la registrazione o il messaggio in segreteria.'),
  ).toBeVisible();
});

/** The day `days` after (or before) `day`, both `YYYY-MM-DD`. */
function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in Italian time, `YYYY-MM-DD`. */
const romeToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A day as the list's heading writes it ('venerdì 6 marzo 2026'). */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));

const italianDay = (day: string) => day.split('-').reverse().join('/');

/** A call of a list answer (CallSummary), missed, from `caller`. */
function listedCall(startedAt: string, caller: string) {
  return {
    id: randomUUID(),
    direction: 'inbound',
    status: 'missed',
    caller: { number: caller, patientId: null, name: null, patients: [] },
    number: '+390212345678',
    startedAt,
    answeredAt: null,
    endedAt: startedAt,
    durationSeconds: 0,
    recordingKind: null,
    priority: null,
    category: null,
    summary: null,
    requestStatus: 'pending',
    agent: null,
  };
}

test('the list goes back 3 days at a time, keeps what it shows when a load fails, and says when a period is cut', async ({
  page,
}) => {
  await createUser(page.request, { organization: 'Studio Archivio' });
  const today = romeToday();
  const older = shiftDay(today, -4);
  // The server's answers, by the last day asked (none: today); what a page holds is made up here,
  // as a clinic with months of calls would have them.
  const pages: Record<string, { from: string; calls: unknown[]; hasMore: boolean; truncated: boolean }> = {
    [today]: {
      from: shiftDay(today, -2),
      calls: [listedCall(new Date().toISOString(), '')],
      hasMore: true,
      truncated: false,
    },
    [shiftDay(today, -3)]: {
      from: shiftDay(today, -5),
      calls: [
        listedCall(`${older}T15:00:00Z`, '+393471112233'),
        listedCall(`${older}T09:00:00Z`, '+393471112244'),
      ],
      hasMore: true,
      truncated: true,
    },
    [shiftDay(today, -6)]: { from: shiftDay(today, -8), calls: [], hasMore: false, truncated: false },
  };
  const asked: { until: string | null; days: string | null }[] = [];
  let failing: 'none' | 'oldest' | 'all' = 'none';
  await page.route(
    (url) => url.pathname === '/api/v1/calls',
    (route) => {
      const params = new URL(route.request().url()).searchParams;
      const until = params.get('until');
      asked.push({ until, days: params.get('days') });
      const answer = pages[until ?? today];
      if (!answer || failing === 'all' || (failing === 'oldest' && until === shiftDay(today, -6))) {
        return route.fulfill({ status: 503 });
      }
      return route.fulfill({ json: { ...answer, until: until ?? today } });
    },
  );

  await page.goto('/calls-m?tab=completed');
  await expect(page.getByText('Aggiornamenti in tempo reale')).toBeVisible();
  const todays = page.getByRole('region', { name: 'Oggi' });
  // A caller without a number is named as such.
  await expect(todays.getByRole('link')).toHaveCount(1);
  await expect(todays.getByRole('link')).toContainText('Numero sconosciuto');
  await expect(page.getByText(`Chiamate dal ${italianDay(shiftDay(today, -2))} a oggi`)).toBeVisible();
  const loadMore = page.getByRole('button', { name: 'Carica altri 3 giorni' });

  // The next 3 days come below the first ones; the cut period says so in its day.
  await loadMore.click();
  const olderDay = page.getByRole('region', { name: longDay(older) });
  await expect(olderDay.getByRole('link')).toHaveCount(2);
  await expect(olderDay).toContainText(
    'Sono mostrate le chiamate più recenti di questo periodo; usa i filtri per vedere le altre',
  );
  await expect(todays.getByRole('link')).toHaveCount(1);
  await expect(todays).not.toContainText('Sono mostrate le chiamate più recenti');
  await expect(page.getByText(`Chiamate dal ${italianDay(shiftDay(today, -5))} a oggi`)).toBeVisible();
  expect(asked).toContainEqual({ until: shiftDay(today, -3), days: '3' });

  // A 'load more' that fails says so by the button; the calls shown stay.
  failing = 'oldest';
  await loadMore.click();
  await expect(page.getByRole('alert')).toContainText('Impossibile caricare le chiamate', {
    timeout: 15_000,
  });
  await expect(olderDay.getByRole('link')).toHaveCount(2);
  await expect(todays.getByRole('link')).toHaveCount(1);

  // Again, once it answers: nothing older exists, so the button goes.
  failing = 'none';
  await loadMore.click();
  await expect(page.getByText(`Chiamate dal ${italianDay(shiftDay(today, -8))} a oggi`)).toBeVisible();
  await expect(loadMore).toBeHidden();
  await expect(page.getByRole('alert')).toBeHidden();
  expect(asked).toContainEqual({ until: shiftDay(today, -6), days: '3' });
  // Every page is 3 days: the window never grows.
  expect(asked.every((request) => request.days === '3')).toBe(true);

  // A refresh that fails (here after a new call's live event) keeps the list and says so above it.
  failing = 'all';
  const simulated = await page.request.post('/api/v1/calls/simulate', {
    data: { caller: '+393331112222', outcome: 'missed', durationSeconds: 5 },
  });
  expect(simulated.status()).toBe(201);
  await expect(page.getByRole('alert')).toContainText('Impossibile caricare le chiamate', {
    timeout: 20_000,
  });
  await expect(olderDay.getByRole('link')).toHaveCount(2);
  await expect(todays.getByRole('link')).toHaveCount(1);
});

test('a call from a hidden number says so, offers no reply, and tells a failed transcription plainly', async ({
  page,
}) => {
  await createUser(page.request, { organization: 'Studio Anonimo' });
  const id = randomUUID();
  const startedAt = new Date().toISOString();
  const detail = {
    ...listedCall(startedAt, 'anonymous'),
    id,
    status: 'voicemail',
    participants: [],
    forwarding: { originalCaller: null, forwardedVia: null, forwardedTo: null },
    recording: null,
    transcription: {
      state: 'failed',
      text: null,
      confidence: null,
      segments: [],
      error: 'whisper: upstream returned HTTP 502',
    },
    triage: { state: 'failed', result: null, error: 'triage: no transcript' },
    tags: [],
    comments: [],
    requestHistory: [],
    replies: [],
    canCallBack: false,
  };
  await page.route(
    (url) => url.pathname === `/api/v1/calls/${id}`,
    (route) => route.fulfill({ json: detail }),
  );

  await page.goto(`/calls-m/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Numero sconosciuto' })).toBeVisible();
  const reply = page.getByRole('region', { name: 'Rispondi' });
  await expect(reply).toContainText('Il numero di chi ha chiamato non è disponibile');
  await expect(reply.getByRole('link')).toHaveCount(0);

  const transcript = page.getByRole('region', { name: 'Trascrizione' });
  await expect(transcript.getByRole('alert')).toContainText('Trascrizione non riuscita');
  const reason = transcript.getByText('whisper: upstream returned HTTP 502');
  await expect(reason).toBeHidden();
  await transcript.getByText('Dettagli tecnici').click();
  await expect(reason).toBeVisible();
  const triage = page.getByRole('region', { name: 'Analisi IA' });
  await expect(triage.getByRole('alert')).toContainText('Analisi non riuscita');
  await expect(triage.getByText('triage: no transcript')).toBeHidden();
});

test('a call made while the live updates connect is in the list once they are live', async ({ page }) => {
  await createUser(page.request, { organization: 'Studio Avvio' });
  // The live updates connect only once the call exists: no event will ever tell of it.
  let connect: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (connect = resolve));
  await page.route(
    (url) => url.pathname === '/api/v1/calls/events',
    async (route) => {
      await connected;
      await route.continue();
    },
  );
  await page.goto('/calls-m?tab=completed');
  await expect(page.getByText('Nessuna chiamata in questi giorni')).toBeVisible();
  await expect(page.getByText('Collegamento agli aggiornamenti…')).toBeVisible();

  const simulated = await page.request.post('/api/v1/calls/simulate', {
    data: { caller: '+393471119999', outcome: 'missed', durationSeconds: 5 },
  });
  expect(simulated.status()).toBe(201);
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/v1/calls?tab=completed')).json()) as {
        calls: { status: string }[];
      };
      return list.calls.map((call) => call.status);
    })
    .toEqual(['missed']);

  connect();
  await expect(page.getByText('Aggiornamenti in tempo reale')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Oggi' }).getByRole('link', { name: /\+39 347 111 9999/ }),
  ).toBeVisible();
});

test('an urgent call on top of Da gestire', async ({ page }) => {
  await createUser(page.request, { organization: 'Studio Urgenze' });
  await page.goto('/calls-m');
  await expect(page.getByRole('tab', { name: 'Da gestire' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Nessuna richiesta da gestire')).toBeVisible();
  await expect(page.getByText('Aggiornamenti in tempo reale')).toBeVisible();

  for (const [caller, transcript] of [
    ['+393331230001', 'Buongiorno, vorrei prenotare una visita di controllo. Grazie.'],
    ['+393331230002', 'Mio padre ha un forte dolore al petto e non respira bene!'],
  ]) {
    const simulated = await page.request.post('/api/v1/calls/simulate', {
      data: { caller, outcome: 'voicemail', durationSeconds: 20, transcript },
    });
    expect(simulated.status()).toBe(201);
  }

  // Live, once triaged: the urgent one on top although it came last, and the sidebar counts both.
  const list = page.getByRole('list', { name: /^\d+ richiest[ae] da gestire$/ });
  await expect(list.getByRole('link')).toHaveCount(2, { timeout: 20_000 });
  await expect(list.getByRole('link').first()).toContainText('+39 333 123 0002', { timeout: 20_000 });
  await expect(list.getByRole('link').first()).toContainText('Priorità alta');
  const calls = page
    .getByRole('navigation', { name: "Navigazione dell'applicazione" })
    .getByRole('link', { name: /^Chiamate/ });
  await expect(calls).toHaveAccessibleName('Chiamate, 2 richieste da gestire');

  // Handled, it leaves the list and the count.
  await list.getByRole('link').first().click();
  await page
    .getByRole('region', { name: 'Gestione della richiesta' })
    .getByRole('button', { name: 'Completata' })
    .click();
  await expect(calls).toHaveAccessibleName('Chiamate, 1 richiesta da gestire', { timeout: 15_000 });
  await page.goto('/calls-m');
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link')).toContainText('+39 333 123 0001');

  // The figures count the voicemails apart from the missed calls and say what the average is.
  await page.getByRole('tab', { name: 'Storico e statistiche' }).click();
  await expect(page.getByText('Durata media delle chiamate risposte')).toBeVisible();
  const types = page.getByRole('figure', { name: 'Tipi di chiamata' });
  await expect(types.getByRole('definition').nth(2)).toHaveText('0');
  await expect(types.getByRole('definition').nth(3)).toHaveText('2');
});

test("the simulate dialog offers +39 and takes '333 1234567'; a wrong number gets the cursor", async ({
  page,
}) => {
  await createUser(page.request, { organization: 'Studio Prefisso' });
  await page.goto('/calls-m?tab=completed');
  await expect(page.getByText('Aggiornamenti in tempo reale')).toBeVisible();
  await page.getByRole('button', { name: 'Simula chiamata' }).click();
  const dialog = page.getByRole('dialog', { name: 'Simula una chiamata' });
  const caller = dialog.getByLabel('Numero di chi chiama');
  const question = page.getByRole('dialog', { name: 'Hai modifiche non salvate. Uscire senza salvare?' });

  // What the caller says is work: closing the dialog with it asks first, and 'Resta' keeps it.
  await dialog.getByLabel('Cosa dice chi chiama (facoltativo)').fill('Vorrei spostare la visita.');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await question.getByRole('button', { name: 'Resta' }).click();
  await expect(dialog.getByLabel('Cosa dice chi chiama (facoltativo)')).toHaveValue(
    'Vorrei spostare la visita.',
  );

  // Entering the empty field offers the Italian prefix; the number is typed after it as people write it.
  await caller.click();
  await expect(caller).toHaveValue('+39 ');
  await caller.press('End');
  await caller.pressSequentially('333 12');
  await dialog.getByLabel('Durata (secondi)').fill('15');
  await dialog.getByRole('button', { name: 'Simula' }).click();
  await expect(caller).toBeFocused();
  await expect(caller).toHaveAccessibleDescription(/^Inserisci un numero di telefono valido/);

  await caller.press('End');
  await caller.pressSequentially('34567');
  await caller.blur();
  await expect(caller).toHaveValue('+39 333 123 4567');
  await dialog.getByRole('button', { name: 'Simula' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Oggi' }).getByRole('link', { name: /\+39 333 123 4567/ }),
  ).toBeVisible({ timeout: 15_000 });
});
