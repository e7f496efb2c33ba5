import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable } from './errors';

const seen = new AsyncLocalStorage<unknown[]>();

/**
 * Runs `work` (a library's handler that answers a failure with a response of its own, such as
 * Better Auth's 500) and tells whether the database was unavailable meanwhile: `noteIfUnavailable`,
 * called from the library's error hook, records it.
 */
export async function watchDatabase<T>(
  work: () => Promise<T>,
): Promise<{ result: T; unavailable?: unknown }> {
  const errors: unknown[] = [];
  const result = await seen.run(errors, work);
  return { result, unavailable: errors[0] };
}

/** Records `error` for the enclosing `watchDatabase` when it means the database is unavailable. */
export function noteIfUnavailable(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  seen.getStore()?.push(error);
  return true;
}
