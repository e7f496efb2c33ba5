import { can, type MemberRole, type Permission } from '@studiolo/contracts';
import { AppError } from '../../domain/errors';

/** Refuses (403) what the member's role may not do; the matrix is PERMISSIONS in the contracts. */
export function requirePermission(role: MemberRole, permission: Permission): void {
  if (!can(role, permission)) throw new AppError('FORBIDDEN', 403);
}
