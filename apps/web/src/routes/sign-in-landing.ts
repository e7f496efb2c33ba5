import { currentOrganization, refreshMe } from '../features/auth/api/get-me';
import { selectOrganization } from '../features/organizations/api/select-organization';

/** /auth/callback's `type` after registration: a new user without an organization sets it up. */
export const SIGNUP_CALLBACK_TYPE = 'signup';

/**
 * After a sign-in (SPEC §2): ask who the user is now, remember their organization in the
 * currentOrganizationId cookie, and say where they land: / (whose redirect rules route on to the
 * organization's home), else `withoutOrganization` (/settings; /setup after registration).
 */
export async function landingAfterSignIn(withoutOrganization = '/settings'): Promise<string> {
  const me = await refreshMe();
  if (!me) return '/login';
  const organization = currentOrganization(me);
  if (!organization) return withoutOrganization;
  try {
    await selectOrganization(organization.id);
  } catch {
    // The server already falls back to the user's first organization.
  }
  return '/';
}
