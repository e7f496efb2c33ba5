import { z } from 'zod';

/** Cookie holding the organization the user works in (SPEC §3: 7 days). */
export const CURRENT_ORGANIZATION_COOKIE = 'currentOrganizationId';
export const CURRENT_ORGANIZATION_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** The same choice for clients without cookies (the tablet, scripts). */
export const ORGANIZATION_HEADER = 'x-organization-id';

export const MemberRole = z.enum(['owner', 'admin', 'member']);
export type MemberRole = z.infer<typeof MemberRole>;
