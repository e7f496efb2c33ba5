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
 * Public paths that send a signed-in user into the app (SPEC §2's redirect): the marketing home, and
 * the screens for signing in or registering, which have nothing for someone signed in. Every other
 * public page (product, about, contact, privacy, terms, cookies, the tablet, an invitation link, the
 * callback that routes by itself) stays open to a member reading it.
 */
const SIGNED_IN_GOES_HOME: readonly string[] = ['/', '/login', '/register', '/reset-password'];

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
    if (!me || !SIGNED_IN_GOES_HOME.includes(path)) return null;
    return homeFor(me);
  }
  if (!me) return '/login';
  if (NEEDS_ORGANIZATION.includes(path) && !currentOrganization(me)) return '/settings';
  return null;
}
