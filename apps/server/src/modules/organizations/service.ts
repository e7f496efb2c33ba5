import type { AppContext } from '../../context';
import { withUser } from '../../db/tenancy';
import { organizationsRepo } from './repo';

/** The user's membership in the organization, if active; read within the user's own scope. */
export function findActiveMembership(app: AppContext, userId: string, organizationId: string) {
  return withUser(app.database.db, userId, (tx) =>
    organizationsRepo.findActiveMembership(tx, userId, organizationId),
  );
}
