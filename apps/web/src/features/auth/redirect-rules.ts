import type { Me } from '@studiolo/contracts';
import { currentOrganization } from './api/get-me';

/** SPEC §2: the paths reachable without login or without an organization. */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/reset-password',
  '/tablet-signing',
  '/calls',
  '/auth/callback',
  '/crm',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/mobile-setup',
  '/invite',
];

/**
 * Public pages a signed-in user still reads (decision 029): the legal and company pages, the
 * forwarding wizard that the 'Your number' banner opens, an invitation link, and SPEC §2's own
 * exceptions (the tablet, the callback that routes by itself). Every other public page follows SPEC
 * §2: without an organization to /settings, a calls-only organization to /calls-m.
 */
const READABLE_SIGNED_IN: readonly string[] = [
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/mobile-setup',
  '/invite',
  '/tablet-signing',
  '/auth/callback',
];

/**
 * The ways in (the marketing home, sign-in, registration, password reset) have nothing for someone
 * signed in: a member of a CRM organization goes on to /dashboard from them (decision 029), while
 * SPEC §2 leaves them on the product pages (/crm, /calls).
 */
const ENTRY_PAGES: readonly string[] = ['/', '/login', '/register', '/reset-password'];

/**
 * Reachable signed in or out, never redirected: the reset link works in any state, and the
 * development outbox (absent in production) is where a person reads their code before signing in.
 */
const OPEN_PATHS: readonly string[] = ['/update-password', '/dev/outbox'];

/** A shared invoice opens for anyone with its link, signed in or not, in any organization. */
const OPEN_PREFIXES: readonly string[] = ['/shared/invoices/'];

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(normalize(pathname));
}

/** Where a signed-in user belongs: the app of their organization, or /settings to create one. */
export function homeFor(me: Me): string {
  const organization = currentOrganization(me);
  if (!organization) return '/settings';
  return organization.applications.includes('crm') ? '/dashboard' : '/calls-m';
}

/** Paths of the app that need an organization; without one the user is sent to /settings. */
const NEEDS_ORGANIZATION: readonly string[] = [
  '/dashboard',
  '/calendar',
  '/appointments',
  '/invoices',
  '/calls-m',
  '/doctors',
  '/services',
  '/doctor-services',
  '/search',
];

/** The redirect SPEC §2 asks for on `pathname`, or null to stay. */
export function redirectFor(pathname: string, me: Me | null): string | null {
  const path = normalize(pathname);
  if (OPEN_PATHS.includes(path) || OPEN_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  if (isPublicPath(path)) {
    if (!me || READABLE_SIGNED_IN.includes(path)) return null;
    const crm = currentOrganization(me)?.applications.includes('crm');
    return crm && !ENTRY_PAGES.includes(path) ? null : homeFor(me);
  }
  if (!me) return '/login';
  if (NEEDS_ORGANIZATION.includes(path) && !currentOrganization(me)) return '/settings';
  return null;
}
