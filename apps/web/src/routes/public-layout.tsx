import type { Me } from '@studiolo/contracts';
import { Outlet, useLoaderData } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { homeFor } from '../features/auth/redirect-rules';

/** The public site: header with logo, navigation and the way in (or back to the app), the page, the footer. */
export default function PublicLayout() {
  const me = useLoaderData<Me | null>();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader appHome={me ? homeFor(me) : null} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
