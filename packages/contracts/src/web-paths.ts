import { z } from 'zod';

/**
 * Every path the web app has a screen for, as its router writes them (`:name` is one segment). The
 * server answers these with the app (200) and anything else with the app's 'Page not found' page
 * and HTTP 404 (SPEC §2, §8); apps/web/src/router.test.ts keeps this list and the router in step.
 */
export const WEB_PATHS = [
  '/',
  '/crm',
  '/calls',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/mobile-setup',
  '/shared/invoices/:token',
  '/login',
  '/register',
  '/reset-password',
  '/update-password',
  '/auth/callback',
  '/auth/callback-checkout',
  '/setup',
  '/invite',
  '/dashboard',
  '/activity',
  '/calendar',
  '/appointments',
  '/invoices',
  '/documents',
  '/invoices/new',
  '/invoices/:id',
  '/invoices/:id/edit',
  '/slots/:id',
  '/slots/:id/patient',
  '/patients',
  '/patients/new',
  '/patients/:id',
  '/patients/:id/edit',
  '/search',
  '/settings',
  '/doctors',
  '/services',
  '/doctor-services',
  '/admin',
  '/calls-m',
  '/calls-m/:id',
  '/dev/outbox',
  '/tablet-signing',
] as const;

const patterns = WEB_PATHS.map((path) => path.split('/').filter(Boolean));

/** Whether the web app has a screen at `pathname` (a trailing slash aside). */
export function isWebPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === decodeSegment(segments[i]!)),
  );
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A redirect the server answers (SPEC §2: "routes that the server marks with a redirect rule are
 * followed"): an old or moved path (`from`, never a screen of WEB_PATHS) to another path of the app
 * or to a page elsewhere (`to`, an absolute http(s) URL), permanent: 301 or 308 (which keeps the
 * method and body).
 */
export const RedirectRule = z.object({
  from: z
    .string()
    .regex(/^(\/[^/?#\s]+)+$/, 'a path such as /old-page, without query or trailing slash')
    .refine((path) => !isWebPath(path), 'a screen of the app cannot be redirected')
    .refine((path) => !/^\/(api|assets)(\/|$)/.test(path), 'the API and the assets cannot be redirected'),
  to: z
    .string()
    .regex(/^(\/(?!\/)|https?:\/\/)/, 'a path of the app (/…) or an http(s) address')
    .refine((to) => !/\s/.test(to), 'no spaces'),
  status: z.union([z.literal(301), z.literal(308)]).default(301),
});
export type RedirectRule = z.infer<typeof RedirectRule>;
export const RedirectRules = z.array(RedirectRule);

/** The rule for `pathname` (a trailing slash aside), if any. */
export function redirectRuleFor(rules: readonly RedirectRule[], pathname: string): RedirectRule | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return rules.find((rule) => rule.from === path);
}

/** Whether `to` leaves the app (a full page load in the browser). */
export const isExternalTarget = (to: string) => /^https?:\/\//.test(to);

/**
 * Where `rule` sends a request whose query is `search` ('' or '?…'): a path of the app keeps the
 * query unless the rule gives its own; an address elsewhere is taken as written.
 */
export function redirectTarget(rule: RedirectRule, search: string): string {
  return isExternalTarget(rule.to) || rule.to.includes('?') ? rule.to : `${rule.to}${search}`;
}
