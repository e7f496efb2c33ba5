import { data, type LoaderFunctionArgs } from 'react-router';

/** Every unmatched path raises a non-fatal 404 (SPEC §8), rendered by the root error page. */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  const path = new URL(request.url).pathname;
  throw data({ message: `Page not found: ${path}`, path }, { status: 404, statusText: 'Not Found' });
}
