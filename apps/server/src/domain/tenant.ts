import type { MemberRole } from '@studiolo/contracts';
import type { TenantContext } from '../db/tenancy';

/** The member a request acts for, in the organization it acts in: what every service is given. */
export interface Tenant extends TenantContext {
  userId: string;
  role: MemberRole;
}

/** The signed-in user of a request. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}
