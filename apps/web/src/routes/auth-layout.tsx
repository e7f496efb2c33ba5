import { Outlet } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { Logo } from '../components/ui/logo';

/** Sign-in, registration and password screens: one centred card, the footer below. */
export default function AuthLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50">
      <header className="px-6 py-4">
        <Logo />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 focus:outline-none sm:pt-10"
      >
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-900/5 sm:p-8">
          <Outlet />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
