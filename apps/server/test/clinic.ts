import type { MemberRole } from '@studiolo/contracts';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { signedInUser } from './auth';
import { addMember } from './factories';
import { cookiesOf, send } from './http';

export interface SignedInMember {
  userId: string;
  email: string;
  organizationId: string;
  /** Session cookie and the selected organization. */
  cookie: string;
}

/** A signed-in user who created an organization through the API (its owner), with it selected. */
export async function clinicOwner(
  t: TestApp,
  name = 'Studio Medico Test',
  userName?: string,
): Promise<SignedInMember> {
  const owner = await signedInUser(t, userName);
  const res = await send(t, 'POST', '/api/v1/organizations', { name }, { cookie: owner.cookie });
  if (res.status !== 201 && res.status !== 200) throw new Error(`organization not created: ${res.status}`);
  const { id } = (await res.json()) as { id: string };
  return { ...owner, organizationId: id, cookie: `${owner.cookie}; ${cookiesOf(res)}` };
}

/**
 * A test file's app and its clinic's owner, made before the file's tests and closed after them:
 * read `clinic.t` and `clinic.owner` inside the tests.
 */
export function clinicForTests(): { t: TestApp; owner: SignedInMember } {
  const clinic = {} as { t: TestApp; owner: SignedInMember };
  beforeAll(async () => {
    clinic.t = await createTestApp();
    clinic.owner = await clinicOwner(clinic.t);
  });
  afterAll(() => clinic.t.close());
  return clinic;
}

/** Another signed-in user who is a member of `organizationId` with `role`, with it selected. */
export async function colleague(
  t: TestApp,
  organizationId: string,
  role: MemberRole,
): Promise<SignedInMember> {
  const user = await signedInUser(t);
  await addMember(t.ctx.database.db, organizationId, user.userId, role);
  return { ...user, organizationId, cookie: `${user.cookie}; currentOrganizationId=${organizationId}` };
}

/** A JSON request by `who` with English messages; checks the status and gives the parsed body. */
export async function callAs<T>(
  t: TestApp,
  who: SignedInMember,
  method: string,
  path: string,
  body?: unknown,
  status = 200,
): Promise<T> {
  const res = await send(t, method, path, body, { cookie: `${who.cookie}; user-locale=en` });
  const text = await res.text();
  if (res.status !== status)
    throw new Error(`${method} ${path}: ${res.status} instead of ${status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** `stranger` with `organizationId` selected in their cookie: a member of another organization trying it. */
export const choosingOrganization = (stranger: SignedInMember, organizationId: string): SignedInMember => ({
  ...stranger,
  cookie: stranger.cookie.replace(/currentOrganizationId=[^;]+/, `currentOrganizationId=${organizationId}`),
});
