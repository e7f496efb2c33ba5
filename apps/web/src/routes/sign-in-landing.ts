import { currentOrganization, refreshMe } from '../features/auth/api/get-me';
import { homeFor } from '../features/auth/redirect-rules';
import { selectOrganization } from '../features/organizations/api/select-organization';

/**
 * After a sign-in (SPEC §2): ask who the user is now, remember their organization in the
 * currentOrganizationId cookie, and say where they land: / (which routes on) or /settings.
 */
export async function landingAfterSignIn(): Promise<string> {
  const me = await refreshMe();
  if (!me) return '/login';
  const organization = currentOrganization(me);
  if (!organization) return '/settings';
  try {
    await selectOrganization(organization.id);
  } catch {
    // The server already falls back to the user's first organization.
  }
  return homeFor(me);
}
