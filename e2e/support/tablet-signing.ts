import { crc32, deflateSync } from 'node:zlib';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { post } from './clinic';

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A signature as the tablet's pad draws it: a transparent 300×100 RGBA PNG with a dark stroke
 * (a wave across the box), base64.
 */
export function drawnSignature(): string {
  const width = 300;
  const height = 100;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) {
      const stroke = Math.abs(y - (50 + 30 * Math.sin(x / 20))) < 2;
      if (stroke) row.set([20, 30, 60, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return png.toString('base64');
}

/** A signing tablet of the page's organization, created through the staff API; its login and password. */
export async function createTablet(page: Page, name: string) {
  const login = `tablet-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const password = 'Tablet-Password-2026';
  const tablet = await post<{ id: string; name: string }>(page.request, '/api/v1/tablets', {
    name,
    login,
    password,
  });
  return { ...tablet, login, password };
}

/**
 * Signs a document as the patient would on the tablet, without its screen: the tablet signs in
 * (`request`, a context of its own, never the staff's session), opens the document and signs every
 * signer with a drawn stroke.
 */
export async function signOnTablet(
  request: APIRequestContext,
  tablet: { login: string; password: string },
  documentId: string,
) {
  const login = await request.post('/api/v1/tablet/login', {
    data: { username: tablet.login, password: tablet.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const opened = await request.post(`/api/v1/tablet/documents/${documentId}/open`, { headers });
  expect(opened.status(), await opened.text()).toBe(200);
  const document = (await opened.json()) as {
    contentSha256: string;
    signers: { position: number; signed: boolean }[];
  };
  const signed = await request.post(`/api/v1/tablet/documents/${documentId}/sign`, {
    headers,
    data: {
      contentSha256: document.contentSha256,
      signatures: document.signers
        .filter((signer) => !signer.signed)
        .map((signer) => ({ position: signer.position, imagePng: drawnSignature() })),
    },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}

/** The patient's documents as the staff API answers them (to find the id of the one just sent). */
export async function patientDocuments(page: Page, patientId: string) {
  const response = await page.request.get(`/api/v1/patients/${patientId}/documents`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { documents: { id: string; type: string; status: string }[] };
}

/** The tablet's browser, signed in past the tutorial, waiting for documents. */
export async function tabletPage(
  browser: Browser,
  tablet: { login: string; password: string },
  options: { viewport?: { width: number; height: number }; withoutEvents?: boolean } = {},
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: options.viewport ?? { width: 768, height: 1024 },
  });
  // The events stream failing: the tablet polls every 2 s instead.
  if (options.withoutEvents)
    await context.route('**/api/v1/tablet/documents/events', (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/tablet-signing');
  await page.getByLabel('Nome utente').fill(tablet.login);
  await page.getByLabel('Password').fill(tablet.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText('Passo 1 di 3')).toBeVisible();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('button', { name: 'Inizia' }).click();
  await expect(page.getByRole('heading', { name: 'Documenti da firmare' })).toBeVisible();
  await expect(page.getByText('Nessun documento in attesa.', { exact: false })).toBeVisible();
  return page;
}

/** Scrolls the document's text to its end as a finger would (wheel over the box). */
export async function readToTheEnd(tablet: Page) {
  const text = tablet.getByTestId('document-text');
  await text.hover();
  for (let i = 0; i < 40 && !(await tablet.getByText('Ha letto tutto il documento.').isVisible()); i++) {
    await tablet.mouse.wheel(0, 600);
  }
  await expect(tablet.getByText('Ha letto tutto il documento.')).toBeVisible();
}

/** Draws a wavy stroke across the signature pad with the mouse, as a finger would. */
/** A tap in the middle of the pad: a dot, not a signature. */
export async function tapPad(device: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await device.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await device.mouse.down();
  await device.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2 + 1);
  await device.mouse.up();
}

export async function drawStroke(device: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await device.mouse.move(box.x + 30, box.y + box.height / 2);
  await device.mouse.down();
  for (let step = 1; step <= 20; step++) {
    await device.mouse.move(box.x + 30 + step * 15, box.y + box.height / 2 + Math.sin(step / 2) * 30);
  }
  await device.mouse.up();
}
