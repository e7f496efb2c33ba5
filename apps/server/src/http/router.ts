import { OpenAPIHono } from '@hono/zod-openapi';
import type { Locale } from '@studiolo/contracts';
import type { AppContext } from '../context';
import type { Logger } from '../logger';
import { validationError } from '../domain/errors';

/** What every handler finds on `c.var`. */
export interface AppEnv {
  Variables: {
    app: AppContext;
    log: Logger;
    requestId: string;
    language: Locale;
  };
}

/** A router whose request validation failures become VALIDATION_FAILED problems. */
export function router() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

export type Router = ReturnType<typeof router>;
