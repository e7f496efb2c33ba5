import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingBar } from '../components/layout/loading-bar';
import { SkipLink } from '../components/layout/skip-link';
import { useDocumentTitle, usePageTitle } from '../lib/page-title';

/** The root of every screen: loading bar, skip link, document title. */
export function Root() {
  useDocumentTitle(usePageTitle());
  return (
    <>
      <SkipLink />
      <LoadingBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first screen's code loads. */
export function RootFallback() {
  return <div className="min-h-screen bg-slate-50" aria-busy="true" />;
}
