import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run against the built app (`npm run test:e2e` builds first), served by
 * `node apps/server/dist/main.js` on a free port with a fresh data directory. The port and the
 * directory are chosen once and stored in process.env, so that every worker (which loads this
 * file again) agrees on them.
 *
 * A second server, with Google configured, serves e2e/google.spec.ts (E2E_GOOGLE_URL): its calls to
 * Google go to the fake Google (e2e/fixtures/fake-google-server.mjs), whose codes the spec's consent
 * screen issues with the shared E2E_GOOGLE_CODE_KEY. The first server stays without Google.
 */

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH ` +
      'to a Chromium executable. The tests never download a browser.',
  );
}

/** Finds a free TCP port in 20000–40000 by listening on it from a short-lived child process. */
function pickFreePort(): string {
  const script = `
    const net = require('node:net');
    let attempts = 0;
    const tryPort = () => {
      const port = 20000 + Math.floor(Math.random() * 20001);
      const server = net.createServer();
      server.once('error', () => (++attempts < 50 ? tryPort() : process.exit(1)));
      server.listen(port, '127.0.0.1', () => server.close(() => process.stdout.write(String(port))));
    };
    tryPort();`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORT ??= pickFreePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'studiolo-e2e-'));
while (!process.env.E2E_GOOGLE_PORT || process.env.E2E_GOOGLE_PORT === process.env.E2E_PORT) {
  process.env.E2E_GOOGLE_PORT = pickFreePort();
}
process.env.E2E_GOOGLE_URL = `http://127.0.0.1:${process.env.E2E_GOOGLE_PORT}`;
process.env.E2E_GOOGLE_CLIENT_ID ??= 'studiolo-e2e.apps.googleusercontent.com';
process.env.E2E_GOOGLE_CLIENT_SECRET ??= 'GOCSPX-studiolo-e2e-secret';
process.env.E2E_GOOGLE_CODE_KEY ??= randomBytes(32).toString('base64url');
// The platform administrators of the first server, one per try: e2e/admin.spec.ts registers the
// first three, e2e/calls-number.spec.ts the next three, e2e/mobile-setup.spec.ts the two after.
process.env.E2E_ADMIN_EMAILS ??= [0, 1, 2, 3, 4, 5, 6, 7]
  .map((attempt) => `admin${attempt}-${randomBytes(4).toString('hex')}@example.com`)
  .join(',');

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

/** The built app on `url`'s port with a fresh data directory; `env` adds configuration. */
function server(url: string, env: Record<string, string>, command = 'node apps/server/dist/main.js') {
  return {
    command,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    // A fresh data directory is migrated at start: on a busy 2-core machine that can take minutes.
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: new URL(url).port,
      HOST: '127.0.0.1',
      // Better Auth trusts only this origin: the browser's requests come from it.
      PUBLIC_URL: url,
      // Every test comes from 127.0.0.1; the per-IP limits are proven by the API tests.
      AUTH_IP_RATE_LIMIT: 'off',
      NODE_ENV: 'test',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    server(baseURL, {
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAILS: process.env.E2E_ADMIN_EMAILS,
      // e2e/redirect-rules.spec.ts: an old path of the app and one moved elsewhere (the second server).
      REDIRECTS: JSON.stringify([
        { from: '/vecchia-agenda', to: '/calendar', status: 301 },
        { from: '/listino', to: `${process.env.E2E_GOOGLE_URL}/api/health`, status: 308 },
      ]),
    }),
    server(
      process.env.E2E_GOOGLE_URL,
      {
        // Inside the first server's directory, so the teardown removes it too.
        DATA_DIR: join(process.env.E2E_DATA_DIR, 'google'),
        GOOGLE_CLIENT_ID: process.env.E2E_GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: process.env.E2E_GOOGLE_CLIENT_SECRET,
        FAKE_GOOGLE_CODE_KEY: process.env.E2E_GOOGLE_CODE_KEY,
      },
      'node --import ./e2e/fixtures/fake-google-server.mjs apps/server/dist/main.js',
    ),
  ],
});
