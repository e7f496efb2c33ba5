import { APP_SETTINGS_COOKIE } from '@studiolo/contracts';
import { apiSend, anyBody } from '../../../lib/api-client';
import { deleteCookie } from '../../../lib/cookies';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

/** Remembers the organization to work in (the server sets the currentOrganizationId cookie). */
export async function selectOrganization(organizationId: string): Promise<void> {
  await apiSend('/api/v1/organizations/select', { organizationId }, anyBody);
}

/** Switches organization: everything cached belonged to the previous one, so all is fetched again. */
export async function switchOrganization(organizationId: string): Promise<void> {
  await selectOrganization(organizationId);
  deleteCookie(APP_SETTINGS_COOKIE);
  await Promise.all([
    queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
    queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  ]);
}
