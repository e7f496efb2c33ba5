/**
 * How soon the calendar's week view is usable in a real browser on a busy practice (the seed of
 * bench:calendar): the built app served over HTTP, the system Chromium opening
 * /calendar?view=week on a full week of 20 doctors, then the 'next week' button, then 'Giorno' (a
 * column per doctor, decision 018). Each figure runs from the navigation (or the click) until the
 * events are painted and the main thread has been free for a frame; median and p95 of RUNS fresh
 * pages, with the longest main-thread task of the week.
 *
 *   npm run build && npm run bench:calendar-browser
 *
 * Issue #5's bar: interactive in under 1 s.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { chromium, type Page } from '@playwright/test';
import { createTestApp } from '../test/app';
import { DOCTORS, seedBusyPractice } from './busy-practice';
import { print } from './measure';

const RUNS = Number(process.env.RUNS ?? 10);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Waits until the calendar shows events, then two animation frames: painted, and the thread free. */
async function eventsPainted(page: Page) {
  // A morning slot of one of the doctors (busy-practice.ts), as the calendar names its events.
  await page
    .getByRole('button', { name: /^09:00–13:00 Medico Numero/ })
    .first()
    .waitFor();
  // Evaluated in the page (a string: the server's TypeScript has no DOM types).
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}

/** Keeps the longest main-thread task (Long Tasks API) of the page in window.longestTask. */
const LONGEST_TASK_OBSERVER = `
  window.longestTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });`;

function summary(label: string, timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
  print(`${label.padEnd(34)}${median.toFixed(0).padStart(9)}${p95.toFixed(0).padStart(9)}`);
}

async function main() {
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('Build the web app first: npm run build');
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath} (apt-get install chromium)`);
  const t = await createTestApp({ WEB_DIST_DIR: webDist });
  const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((ready) => server.once('listening', ready));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const owner = await seedBusyPractice(t);
    const cookies = owner.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: baseURL };
    });
    const load: number[] = [];
    const windowAnswered: number[] = [];
    const nextWeek: number[] = [];
    const longestTask: number[] = [];
    const dayColumns: number[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const context = await browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Rome' });
      await context.addCookies(cookies);
      await context.addInitScript(LONGEST_TASK_OBSERVER);
      const page = await context.newPage();
      const begin = performance.now();
      let answeredAt = 0;
      const firstWindow = page
        .waitForResponse((res) => res.url().includes('/api/v1/calendar?'))
        .then(() => (answeredAt = performance.now() - begin));
      await page.goto(`${baseURL}/calendar?date=2026-06-08&view=week`);
      await eventsPainted(page).catch(async (error: unknown) => {
        const shot = path.join(os.tmpdir(), 'calendar-browser-failure.png');
        await page.screenshot({ path: shot });
        print(`the calendar did not show its events; what the page showed: ${shot}`);
        throw error;
      });
      const loaded = performance.now() - begin;
      await firstWindow;

      const clicked = performance.now();
      await Promise.all([
        page.waitForResponse((res) => res.url().includes('/api/v1/calendar?')),
        // FullCalendar's 'next' arrow, labelled in Italian.
        page.getByRole('button', { name: 'Succ', exact: true }).click(),
      ]);
      await eventsPainted(page);
      const moved = performance.now() - clicked;
      const task = Number(await page.evaluate('window.longestTask'));

      // The toolbar's 'Giorno': that Monday, a column per doctor.
      const dayClicked = performance.now();
      await Promise.all([
        page.waitForResponse((res) => res.url().includes('/api/v1/calendar?')),
        page.getByRole('button', { name: 'Giorno', exact: true }).click(),
      ]);
      await page
        .getByRole('columnheader', { name: /^Medico Numero/ })
        .first()
        .waitFor();
      await eventsPainted(page);
      const dayByDoctor = performance.now() - dayClicked;
      await context.close();
      if (run === 0) continue; // the first run warms the server's caches
      load.push(loaded);
      windowAnswered.push(answeredAt);
      nextWeek.push(moved);
      longestTask.push(task);
      dayColumns.push(dayByDoctor);
    }
    print(`week of 2026-06-08, all ${DOCTORS} doctors, ${RUNS} fresh pages`);
    print('measure                            median ms   p95 ms');
    summary('open /calendar week → data in', windowAnswered);
    summary('open /calendar week → painted', load);
    summary("'next week' click → painted", nextWeek);
    summary('longest main-thread task (week)', longestTask);
    summary(`'Giorno' click → ${DOCTORS} columns painted`, dayColumns);
  } finally {
    await browser.close();
    server.close();
    await t.close();
  }
}

await main();
