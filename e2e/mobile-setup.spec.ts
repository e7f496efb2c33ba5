import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createUser } from './support/users';

const MOBILE = '+393339998877';

/** Nothing sticks out sideways: the screen needs no horizontal scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The owner (signed in on `owner`) asks for a Milano 02 number and the team provisions it: the number. */
async function provisionedNumber(browser: Browser, owner: APIRequestContext, organization: string) {
  const asked = await owner.post('/api/v1/calls/number/request', { data: { prefix: '02' } });
  expect(asked.status(), await asked.text()).toBe(200);
  const email = process.env.E2E_ADMIN_EMAILS!.split(',')[6 + test.info().retry]!;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await createUser(context.request, { email, name: 'Otto Operatore', organization: null });
  const listed = await context.request.get('/api/v1/admin/organizations');
  const row = ((await listed.json()) as { id: string; name: string }[]).find((o) => o.name === organization);
  const provisioned = await context.request.post(`/api/v1/admin/organizations/${row!.id}/number/provision`);
  expect(provisioned.status(), await provisioned.text()).toBe(200);
  const { number } = (await provisioned.json()) as { number: string };
  await context.close();
  return number;
}

test('WindTre, no answer after 20 s: the codes, the QR code to the phone, and the test call detected on both', async ({
  page,
  browser,
  context,
}) => {
  // The whole wizard on two devices, an admin's provisioning and a simulated call: over a minute on a
  // busy 2-core runner (it ran out at the test call), so three.
  test.slow();
  const organization = `Studio Inoltro ${Date.now()}`;
  await createUser(page.request, { organization });
  const number = await provisionedNumber(browser, page.request, organization);
  const spaced = `+39 02 ${number.slice(5, 9)} ${number.slice(9)}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // 'Il tuo numero' on /calls-m opens the wizard, on a laptop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/calls-m');
  await page.getByRole('region', { name: 'Il tuo numero' }).getByRole('link', { name: spaced }).click();
  await expect(page).toHaveURL(/\/mobile-setup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Inoltra le chiamate al numero dello studio',
  );

  // 1. City and area code, and the mobile the calls will come from.
  const step = page.getByRole('region', { name: 'Città e prefisso' });
  await expect(step.getByText('Passo 1 di 7')).toBeVisible();
  await expect(step.getByText(spaced)).toBeVisible();
  await expect(step.getByText('Milano (02), Lombardia')).toBeVisible();
  // The mobile field offers +39; '333 9998877' typed after it is the Italian mobile (#16).
  const mobile = step.getByRole('textbox', { name: 'Il tuo cellulare' });
  await mobile.click();
  await expect(mobile).toHaveValue('+39 ');
  await mobile.press('End');
  await mobile.pressSequentially('333 9998877');
  await step.getByRole('button', { name: 'Salva il cellulare' }).click();
  await expect(mobile).toHaveValue('+39 333 999 8877');
  await expect(step.getByText('Cellulare salvato.')).toBeVisible();
  await page.getByRole('button', { name: 'Continua' }).click();

  // 2. The operator first.
  const operatorStep = page.getByRole('region', { name: 'Operatore' });
  await expect(operatorStep.getByText('Passo 2 di 7')).toBeVisible();
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(operatorStep.getByRole('alert')).toHaveText('Seleziona prima un operatore qui sotto');
  for (const name of ['TIM', 'Vodafone', 'Iliad', 'Fastweb', 'PosteMobile', 'ho.', 'Kena', 'Very', 'Altro']) {
    await expect(operatorStep.getByRole('radio', { name })).toBeVisible();
  }
  await operatorStep.getByRole('radio', { name: 'WindTre' }).check();
  await expect(operatorStep.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continua' }).click();

  // 3. No answer, after 20 seconds of ringing.
  const typeStep = page.getByRole('region', { name: 'Tipo di inoltro' });
  await typeStep.getByRole('radio', { name: /Se non rispondi/ }).check();
  await typeStep.getByLabel('Squilli per').selectOption({ label: '20 secondi' });
  await page.getByRole('button', { name: 'Continua' }).click();

  // 4. The terms, and the QR code they unlock.
  const terms = page.getByRole('region', { name: 'Condizioni' });
  await expect(terms).toContainText('almeno 1 euro di credito');
  await expect(terms).toContainText('fino a 15 minuti');
  const qr = terms.getByRole('region', { name: 'Continua sul telefono' });
  await expect(qr).toContainText('Accetta le condizioni qui sopra per generare il codice QR');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(terms.getByRole('alert')).toHaveText('Accetta le condizioni qui sotto per continuare');
  await terms.getByRole('checkbox', { name: 'Ho letto e accetto queste condizioni' }).check();
  await expect(qr.getByRole('img', { name: 'Codice QR per aprire la procedura sul telefono' })).toBeVisible();
  const phoneLink = await qr.getByRole('link', { name: 'Link per il telefono' }).getAttribute('href');
  expect(phoneLink).toMatch(
    /\/mobile-setup\?token=[\w-]+\.[\w-]+&operator=windtre&type=noAnswer&delay=20&step=codes$/,
  );
  await page.getByRole('button', { name: 'Continua' }).click();

  // 5. The codes, exactly, with copy and call buttons (# written %23 in the tel: link).
  const codes = page.getByRole('region', { name: 'Codici di attivazione' });
  const activate = `**61*${number}**20#`;
  await expect(codes.getByText(activate, { exact: true })).toBeVisible();
  await expect(codes.getByText('##61#', { exact: true })).toBeVisible();
  await expect(codes.getByText('##002#', { exact: true })).toBeVisible();
  await expect(codes.getByRole('link', { name: "Chiama il codice: Attiva l'inoltro" })).toHaveAttribute(
    'href',
    `tel:**61*${number}**20%23`,
  );
  await expect(
    codes.getByRole('link', { name: 'Chiama il codice: Disattiva tutti gli inoltri' }),
  ).toHaveAttribute('href', 'tel:%23%23002%23');
  await codes.getByRole('button', { name: "Copia il codice: Attiva l'inoltro" }).click();
  await expect(codes.getByText('Codice copiato.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(activate);
  await expect(codes).toContainText('Note per WindTre');
  await expect(codes).toContainText("L'inoltro di solito richiede almeno 1 euro di credito.");
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Continua' }).click();
  const test6 = page.getByRole('region', { name: 'Chiamata di prova' });
  await expect(test6.getByText('In attesa della chiamata di prova…')).toBeVisible();
  await expect(test6).toContainText('Aspettiamo una chiamata inoltrata da +39 333 999 8877.');

  // On the phone (390 px, no session, in English), the QR code's link opens at the codes.
  const phoneContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  const phone = await phoneContext.newPage();
  await phone.goto(new URL(phoneLink!).pathname + new URL(phoneLink!).search);
  await expect(phone.getByText(organization)).toBeVisible();
  const phoneCodes = phone.getByRole('region', { name: 'Activation codes' });
  await expect(phoneCodes.getByText('Step 5 of 7')).toBeVisible();
  await expect(phoneCodes.getByText(activate, { exact: true })).toBeVisible();
  await expect(phoneCodes.getByRole('link', { name: 'Call the code: Turn forwarding on' })).toHaveAttribute(
    'href',
    `tel:**61*${number}**20%23`,
  );
  await expect(phoneCodes).toContainText('Activation can take up to 15 minutes');
  await expectNoSidewaysScroll(phone);
  await phone.getByRole('button', { name: 'Continue' }).click();
  const phoneTest = phone.getByRole('region', { name: 'Test call' });
  await expect(phoneTest.getByText('Waiting for the test call…')).toBeVisible();
  await expect(phoneTest).toContainText('after 20 seconds the call should reach');
  await expect(phoneTest).toContainText(
    'We are waiting for a call forwarded from your mobile ending in 8877.',
  );

  // A patient calls the mobile, nobody answers, the network forwards the call to the number.
  const simulated = await page.request.post('/api/v1/calls/simulate', {
    data: { caller: '+39 320 123 4567', forwardedFrom: MOBILE, outcome: 'voicemail', durationSeconds: 30 },
  });
  expect(simulated.status(), await simulated.text()).toBe(201);

  await expect(phoneTest.getByText('Test call received')).toBeVisible({ timeout: 15_000 });
  await expect(phoneTest).toContainText(
    /At \d{2}:\d{2} a call forwarded from your mobile arrived: forwarding works\./,
  );
  await expectNoSidewaysScroll(phone);
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone.getByRole('region', { name: 'Done' }).getByText('Forwarding is on')).toBeVisible();
  await expect(phone.getByText('You can close this page.')).toBeVisible();

  // From the start on the phone: the operator first, then the terms (no QR code on the phone itself).
  const token = new URL(phoneLink!).searchParams.get('token')!;
  await phone.goto(`/mobile-setup?token=${token}`);
  const first = phone.getByRole('region', { name: 'City and area code' });
  await expect(first).toContainText('Milano (02), Lombardia');
  await expect(first).toContainText('Your mobile as set in Studiolo ends in 8877');
  await phone.getByRole('button', { name: 'Continue' }).click();
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone.getByRole('alert')).toHaveText('Please select an operator below first');
  await phone.getByRole('radio', { name: 'Iliad' }).check();
  await phone.getByRole('button', { name: 'Continue' }).click();
  await phone.getByRole('button', { name: 'Continue' }).click();
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone.getByRole('alert')).toHaveText('Please accept the terms below to continue');
  await expect(phone.getByRole('region', { name: 'Continue on your phone' })).toHaveCount(0);
  await phone.getByRole('checkbox', { name: 'I have read and accept these terms' }).check();
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(
    phone.getByRole('region', { name: 'Activation codes' }).getByText(`**21*${number}#`, { exact: true }),
  ).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await phoneContext.close();

  // The laptop saw the same call.
  await expect(test6.getByText('Chiamata di prova ricevuta')).toBeVisible({ timeout: 15_000 });
  await expect(test6).toContainText(
    "è arrivata una chiamata inoltrata dal tuo cellulare: l'inoltro funziona.",
  );
  await page.getByRole('button', { name: 'Continua' }).click();
  const done = page.getByRole('region', { name: 'Fatto' });
  await expect(done.getByText("L'inoltro è attivo")).toBeVisible();
  await expect(done).toContainText('Le chiamate a cui non rispondi arrivano al numero dello studio.');
  await done.getByRole('link', { name: 'Vai alle chiamate' }).click();
  await expect(page).toHaveURL(/\/calls-m$/);

  // Settings → Chiamate opens the wizard too.
  await page.goto('/settings?tab=calls');
  await page.getByRole('link', { name: "Imposta l'inoltro delle chiamate" }).click();
  await expect(page.getByRole('region', { name: 'Città e prefisso' })).toBeVisible();
});

test('in English on a phone: a wrong or expired link, and no link at all', async ({ browser }) => {
  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    locale: 'en-GB',
  });
  const page = await phone.newPage();
  await page.goto('/mobile-setup?token=not-a-link.at-all');
  await expect(page.getByRole('alert')).toContainText('Invalid or expired link');
  await page.goto('/mobile-setup');
  await expect(page.getByText('Open the setup from Studiolo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute(
    'href',
    '/login?next=%2Fmobile-setup',
  );
  await expectNoSidewaysScroll(page);
  await phone.close();
});
