import { expect, test, type Page } from '@playwright/test';
import { bookVisit, createSlot, marioId, openClinic, post } from './support/clinic';

/** The page itself never scrolls sideways: what is wider scrolls inside its own box. */
async function expectFitsWidth(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
}

const sidebarToggle = (page: Page) => page.getByRole('button', { name: 'Menu laterale' });

const SETTINGS_TABS = [
  'Organizzazione',
  'Calendario',
  'Scheda paziente',
  'Team',
  'Tablet',
  'Numerazione fatture',
  'Integrazione 730',
  'Importa/Esporta',
  'API',
  'Sicurezza',
];

test('on a tablet held upright every screen fits its width, with the sidebar collapsed', async ({ page }) => {
  // Many screens and a few API set-ups: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  const clinic = await openClinic(page, 'Studio Tablet');
  const patientId = await marioId(page);
  const today = new Date().toISOString().slice(0, 10);
  const slot = await createSlot(page, clinic.doctorId, `${today}T07:00:00Z`, `${today}T11:00:00Z`);
  await bookVisit(page, clinic, {
    slotId: slot.id,
    patientId,
    startsAt: `${today}T07:00:00Z`,
    endsAt: `${today}T07:30:00Z`,
  });
  const invoice = await post(page.request, '/api/v1/invoices', {
    issuedOn: today,
    patientId,
    clientName: 'Rossi Mario',
    clientAddress: 'Via Roma 1',
    clientCity: 'Milano',
    lines: [{ description: 'Visita cardiologica', quantity: 1, unitPriceCents: 9000 }],
  });
  const call = await page.request.post('/api/v1/calls/simulate', {
    data: { caller: '+393331234567', outcome: 'missed', durationSeconds: 5 },
  });
  expect(call.status()).toBe(201);

  const screens = [
    '/dashboard',
    `/calendar?date=${today}&view=day`,
    `/calendar?date=${today}&view=week`,
    '/appointments',
    '/patients',
    `/patients/${patientId}`,
    '/invoices',
    `/invoices/${invoice.id}`,
    '/calls-m',
  ];
  for (const url of screens) {
    await test.step(url, async () => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('main').getByText('Caricamento…')).toHaveCount(0);
      await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expectFitsWidth(page);
    });
  }

  // The calls' heat map shows the whole day, 0 to 23, without scrolling.
  await page.goto('/calls-m?tab=history');
  const heatmap = page.getByRole('figure', { name: 'Orari di punta' });
  await heatmap.scrollIntoViewIfNeeded();
  await expect(heatmap.getByRole('columnheader', { name: '23', exact: true })).toBeInViewport({ ratio: 1 });
  const [table, box] = await Promise.all([heatmap.getByRole('table').boundingBox(), heatmap.boundingBox()]);
  expect(table!.x + table!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
  await expectFitsWidth(page);

  // Settings: the tabs wrap, all in view; every tab's panel fits (the team's table too).
  await page.goto('/settings');
  const tabs = page.getByRole('tablist', { name: 'Sezioni delle impostazioni' });
  for (const name of SETTINGS_TABS) {
    await test.step(`settings: ${name}`, async () => {
      const tab = tabs.getByRole('tab', { name, exact: true });
      await expect(tab).toBeInViewport({ ratio: 1 });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectFitsWidth(page);
    });
  }
});

test('turning a tablet upright collapses the sidebar; widening the window brings back the choice', async ({
  page,
}) => {
  await openClinic(page, 'Studio Rotazione');
  const toggle = sidebarToggle(page);
  const sidebar = page.getByRole('navigation', { name: "Navigazione dell'applicazione" });

  // Landscape: the tablet starts collapsed too; the user opens the sidebar.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/patients');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expectFitsWidth(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByText('Impostazioni')).toBeVisible();

  // Rotated upright: the sidebar gives the width back to the screen.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByText('Impostazioni')).toBeHidden();
  await expectFitsWidth(page);

  // On a wide window the sidebar is open again (the user's choice), and closes when narrowed.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expectFitsWidth(page);
});
