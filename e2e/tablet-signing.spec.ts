import { expect, test, type Page } from '@playwright/test';
import { post, setIssuer } from './support/clinic';
import { drawStroke, readToTheEnd, tabletPage, tapPad } from './support/tablet-signing';
import { createUser } from './support/users';

/**
 * The signing tablet (#17): two browser contexts, the clinic's (owner, through the API) and the
 * tablet's own, which signs in with its device account at /tablet-signing.
 */

interface Setup {
  patientId: string;
  tablet: { login: string; password: string };
}

/** An owner with a patient and a tablet, through the API of the owner's page. */
async function clinicWithTablet(page: Page): Promise<Setup> {
  await createUser(page.request, { organization: 'Studio Firma' });
  await setIssuer(page.request, 'Studio Firma');
  const patient = await post(page.request, '/api/v1/patients', {
    firstName: 'Mario',
    lastName: 'Rossi',
    taxCode: 'RSSMRA80A01F205X',
    mobile: '+393331234567',
    city: 'Milano',
    address: 'Via Roma 1',
  });
  const login = `tablet-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const password = 'Tablet-Password-2026';
  await post(page.request, '/api/v1/tablets', { name: 'Reception', login, password });
  return { patientId: patient.id, tablet: { login, password } };
}

async function sendDocument(page: Page, patientId: string, type: string) {
  return post<{ id: string; title: string }>(page.request, '/api/v1/documents', { patientId, type });
}

async function documentStatus(page: Page, id: string) {
  const response = await page.request.get(`/api/v1/documents/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { status: string; declineReason: string | null; openOnTablet: boolean };
}

/** A privacy consent the clinic sends: listed on the tablet within 2 s, opened there, open for the desk. */
async function sendAndOpen(page: Page, device: Page, patientId: string) {
  const document = await sendDocument(page, patientId, 'privacy_consent');
  const listed = device.getByRole('button', { name: /Mario R\./ });
  await expect(listed).toBeVisible({ timeout: 2_000 });
  await listed.click();
  await expect(device.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
  await expect.poll(async () => (await documentStatus(page, document.id)).openOnTablet).toBe(true);
  return document;
}

test('the tablet signs in with its own account; a staff member is not sent away from it', async ({
  page,
  browser,
}) => {
  const { tablet } = await clinicWithTablet(page);
  // The owner's browser opens the tablet's page: it stays there, on the tablet's sign-in.
  await page.goto('/tablet-signing');
  await expect(page).toHaveURL(/\/tablet-signing$/);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Inserisci sia il nome utente sia la password')).toBeVisible();
  await page.getByLabel('Nome utente').fill('giulia@example.com');
  await page.getByLabel('Password').fill('Password-2026');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Questo utente non è autorizzato come dispositivo tablet')).toBeVisible();
  await page.getByLabel('Nome utente').fill(tablet.login);
  await page.getByLabel('Password').fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Autenticazione non riuscita')).toBeVisible();

  const device = await tabletPage(browser, tablet);
  // The tutorial is remembered on the device; the token is not kept in localStorage.
  expect(await device.evaluate(() => JSON.stringify(window.localStorage))).not.toContain('token');
  await device.reload();
  await expect(device.getByRole('heading', { name: 'Documenti da firmare' })).toBeVisible();
  await device.getByRole('button', { name: 'Debug' }).click();
  const debug = device.getByRole('region', { name: 'Debug' });
  await expect(debug).toContainText('Accesso come Reception');
  await expect(debug).toContainText('Studio Firma');
  // Words a patient may read: no 'polling', 'SSE' nor 'mapped'.
  await expect(debug).toContainText('Documenti ricevuti');
  await expect(debug).toContainText('Aggiornamento');
  await expect(debug).toContainText('in tempo reale');
  await expect(debug).not.toContainText(/polling|SSE|mappati/);
  await device.getByRole('button', { name: 'Esci' }).click();
  await expect(device.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await device.context().close();
});

test('a privacy consent sent by the clinic shows on the tablet within 2 s, is read, signed with a stroke and is Signed', async ({
  page,
  browser,
}) => {
  const { patientId, tablet } = await clinicWithTablet(page);
  const device = await tabletPage(browser, tablet);

  const document = await sendAndOpen(page, device, patientId);
  const confirm = device.getByRole('button', { name: 'Confermi la firma' });
  await expect(confirm).toBeDisabled();
  await readToTheEnd(device);
  await expect(confirm).toBeDisabled(); // not signed yet

  const pad = device.getByRole('img', { name: /^Firma di Mario Rossi/ });
  // A tap leaves a dot: not a signature, 'Confermi' stays disabled and the tablet says why.
  await tapPad(device, pad);
  await expect(device.getByText('La firma è troppo breve: firmi per esteso nel riquadro.')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await drawStroke(device, pad);
  await expect(device.getByText('La firma è troppo breve', { exact: false })).toBeHidden();
  await expect(confirm).toBeEnabled();
  // Clear and redo.
  await device.getByRole('button', { name: 'Cancelli' }).click();
  await expect(confirm).toBeDisabled();
  await drawStroke(device, pad);
  await confirm.click();

  await expect(device.getByText('Grazie, il documento è stato firmato.')).toBeVisible();
  await expect(device.getByText('Nessun documento in attesa.', { exact: false })).toBeVisible();
  await expect(device.getByText('Mario R.')).toBeHidden();
  await expect.poll(async () => (await documentStatus(page, document.id)).status).toBe('signed');
  await device.context().close();
});

test('a document left open can be reopened, and the patient declines it with a reason', async ({
  page,
  browser,
}) => {
  const { patientId, tablet } = await clinicWithTablet(page);
  const device = await tabletPage(browser, tablet, {
    viewport: { width: 1024, height: 768 },
    withoutEvents: true,
  });
  await expect(device.getByText('Problema di sincronizzazione')).toBeVisible();

  const document = await sendDocument(page, patientId, 'general_consent');
  // A poll (every 2 s) brings it: two polls' time, so a busy machine's slow answer is not a failure.
  await expect(device.getByRole('button', { name: /Mario R\./ })).toBeVisible({ timeout: 4_500 });
  await device.getByRole('button', { name: /Mario R\./ }).click();
  await expect(device.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
  await device.getByRole('button', { name: 'Chiuda senza firmare' }).click();
  await expect(device.getByText('Documento aperto')).toBeVisible();
  await expect.poll(async () => (await documentStatus(page, document.id)).openOnTablet).toBe(false);

  await device.getByRole('button', { name: 'Riapri' }).click();
  await expect(device.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
  await device.getByRole('button', { name: 'Non desidero firmare' }).click();
  await device.getByLabel('Ci indichi il motivo del rifiuto').fill('Preferisco parlarne con il medico');
  await device.getByRole('button', { name: 'Confermi il rifiuto' }).click();
  await expect(device.getByText('Il documento è stato rifiutato.')).toBeVisible();

  await expect.poll(async () => (await documentStatus(page, document.id)).status).toBe('declined');
  expect((await documentStatus(page, document.id)).declineReason).toBe('Preferisco parlarne con il medico');
  await device.context().close();
});

test('a document on the tablet when its tab closes is no longer shown as open to the desk', async ({
  page,
  browser,
}) => {
  const { patientId, tablet } = await clinicWithTablet(page);
  const device = await tabletPage(browser, tablet);
  const document = await sendAndOpen(page, device, patientId);
  await device.close({ runBeforeUnload: true });
  await expect.poll(async () => (await documentStatus(page, document.id)).openOnTablet).toBe(false);
  expect((await documentStatus(page, document.id)).status).toBe('sent');
  await device.context().close();
});
