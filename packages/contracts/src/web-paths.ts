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
