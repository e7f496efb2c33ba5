import { MyOrganization, type CreateOrganizationInput } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';

/** Creates the user's organization, or returns the one they have (SPEC §4); the server selects it. */
export function createOrganization(input: CreateOrganizationInput) {
  return apiSend('/api/v1/organizations', input, MyOrganization);
}
