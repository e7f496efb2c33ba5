import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { isExternalTarget, redirectRuleFor, redirectTarget } from '@studiolo/contracts';
import { serverRedirects } from '../lib/server-redirects';

/**
 * An unmatched path: followed if the server marks it with a redirect rule (SPEC §2; a target
 * elsewhere by a full page load), otherwise a non-fatal 404 (SPEC §8) for the root error page.
 */
export async function notFoundLoader({ request }: LoaderFunctionArgs): Promise<never> {
  const url = new URL(request.url);
  const rule = redirectRuleFor(await serverRedirects(), url.pathname);
  if (rule && isExternalTarget(rule.to)) {
    window.location.assign(rule.to);
    return new Promise<never>(() => {}); // the page is leaving
  }
  if (rule) throw redirect(redirectTarget(rule, url.search));
  const path = url.pathname;
  throw data({ message: `Page not found: ${path}`, path }, { status: 404, statusText: 'Not Found' });
}
