import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ButtonLink } from '../ui/button';
import { Logo } from '../ui/logo';

const links = [
  { to: '/crm', key: 'crm' },
  { to: '/calls', key: 'demo' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
] as const;

/**
 * The header of the public site: logo, main navigation and the way in — "Accedi" and "Prova gratis" for
 * a visitor, "Apri Studiolo" (to `appHome`) for a signed-in member reading a public page.
 */
export function SiteHeader({ appHome }: { appHome: string | null }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-6 py-3">
        <Logo />
        <nav aria-label={t('nav.main')} className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <ul className="flex flex-wrap items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    clsx(
                      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  {t(`nav.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2">
            {appHome ? (
              <ButtonLink to={appHome}>{t('nav.openApp')}</ButtonLink>
            ) : (
              <>
                <ButtonLink to="/login" variant="ghost">
                  {t('nav.login')}
                </ButtonLink>
                <ButtonLink to="/register">{t('nav.tryFree')}</ButtonLink>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
