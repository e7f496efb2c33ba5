import { createMiddleware } from 'hono/factory';
import { AppError } from '../../domain/errors';
import type { AppEnv } from '../../http/router';
import type { TabletRow } from './repo';
import { currentTablet } from './service';

export type TabletEnv = AppEnv & { Variables: { tablet: TabletRow } };

/** The signed-in signing tablet; any other account is refused ('This user is not authorized as a tablet device'). */
export const requireTablet = createMiddleware<TabletEnv>(async (c, next) => {
  const session = await c.var.app.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError('UNAUTHENTICATED', 401);
  c.set('tablet', await currentTablet(c.var.app, session.user.id, session.user.kind ?? 'person'));
  await next();
});
