import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEFAULT_PASSWORD = 'Password-2026';

interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** An address no other test uses, so tests can run in parallel against one server. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The ids of the emails already sent to `to`, to tell a new one from the old ones. */
export async function sentEmailIds(api: APIRequestContext, to: string): Promise<string[]> {
  const response = await api.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  const emails = (await response.json()) as OutboxEmail[];
  return emails.filter((email) => email.to === to).map((email) => email.id);
}

/** Waits for a new email to `to` whose text matches `pattern`; returns the first capture group. */
export async function waitForEmail(
  api: APIRequestContext,
  to: string,
  pattern: RegExp,
  options: { exclude?: string[] } = {},
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get('/api/dev/outbox');
        const emails = (await response.json()) as OutboxEmail[];
        const email = emails.find(
          (e) => e.to === to && !options.exclude?.includes(e.id) && pattern.test(e.text),
        );
        found = email ? (pattern.exec(email.text)?.[1] ?? email.text) : undefined;
        return found;
      },
      { message: `an email to ${to} matching ${pattern}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found ?? '';
}

/** The 6-digit code of the newest matching email to `to`. */
export function waitForCode(api: APIRequestContext, to: string, exclude?: string[]): Promise<string> {
  return waitForEmail(api, to, /\b(\d{6})\b/, { exclude });
}

/** The path and query of the password-reset link emailed to `to` (the host may differ). */
export async function waitForResetLink(api: APIRequestContext, to: string): Promise<string> {
  const link = await waitForEmail(api, to, /(https?:\/\/\S*reset-password\S*)/);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export interface TestUser {
  name: string;
  email: string;
  password: string;
  organizationName?: string;
}

/**
 * Registers a user through the API and confirms the address with the emailed code; `api` is then
 * signed in (use `page.request` to sign the browser in, the `request` fixture to keep it out).
 * With `organization`, the user also creates it.
 */
export async function createUser(
  api: APIRequestContext,
  options: {
    name?: string;
    email?: string;
    password?: string;
    organization?: string | null;
    prefix?: string;
  } = {},
): Promise<TestUser> {
  const user: TestUser = {
    name: options.name ?? 'Giulia Bianchi',
    email: options.email ?? uniqueEmail(options.prefix),
    password: options.password ?? DEFAULT_PASSWORD,
  };
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: { name: user.name, email: user.email, password: user.password },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const otp = await waitForCode(api, user.email);
  const verify = await api.post('/api/auth/email-otp/verify-email', { data: { email: user.email, otp } });
  expect(verify.ok(), await verify.text()).toBe(true);

  const organization = options.organization === undefined ? 'Studio Bianchi' : options.organization;
  if (organization) {
    const created = await api.post('/api/v1/organizations', { data: { name: organization } });
    expect(created.status(), await created.text()).toBe(201);
    user.organizationName = organization;
  }
  return user;
}

/**
 * The owner (signed in on `ownerApi`) invites `member` with `role`, by their name; the person
 * (signed in on `memberApi`) accepts by the emailed link and then works in the owner's organization.
 */
export async function joinOrganization(
  ownerApi: APIRequestContext,
  memberApi: APIRequestContext,
  member: Pick<TestUser, 'name' | 'email'>,
  role: 'admin' | 'doctor' | 'secretary',
): Promise<void> {
  const [firstName, ...rest] = member.name.split(' ');
  const { email } = member;
  const invited = await ownerApi.post('/api/v1/team/invitations', {
    data: { firstName, lastName: rest.join(' ') || firstName, email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = await waitForEmail(memberApi, email, /\/invite\?token=([\w-]+)/);
  const accepted = await memberApi.post('/api/v1/invitations/accept', { data: { token } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

/**
 * The signed-in user's organizations as calls-only (no 'crm' application): a clinic can only be made
 * so by the subscription, so /api/v1/me is answered as the server would for one.
 */
export async function asCallsOnly(page: Page) {
  await page.route('**/api/v1/me', async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const me = (await response.json()) as { organizations: { applications: string[] }[] };
    for (const organization of me.organizations) organization.applications = [];
    return route.fulfill({ response, json: me });
  });
}
