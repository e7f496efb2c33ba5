import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SOURCE_CODE_PATH } from '../../lib/source-code';
import { Logo } from '../ui/logo';
import { LanguageSwitcher } from './language-switcher';

type FooterKey = 'crm' | 'home' | 'about' | 'contact' | 'privacy' | 'terms' | 'cookies';

const columns: { titleKey: 'product' | 'company' | 'legal'; links: { to: string; key: FooterKey }[] }[] = [
  {
    titleKey: 'product',
    links: [
      { to: '/crm', key: 'crm' },
      { to: '/', key: 'home' },
    ],
  },
  {
    titleKey: 'company',
    links: [
      { to: '/about', key: 'about' },
      { to: '/contact', key: 'contact' },
    ],
  },
  {
    titleKey: 'legal',
    links: [
      { to: '/privacy-policy', key: 'privacy' },
      { to: '/terms-of-service', key: 'terms' },
      { to: '/cookie-policy', key: 'cookies' },
    ],
  },
];

/** The footer of every layout (SPEC §2): tagline, link columns, copyright and language switcher. */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-slate-600">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.titleKey} aria-labelledby={`footer-${column.titleKey}`}>
            <h2 id={`footer-${column.titleKey}`} className="text-sm font-semibold text-slate-900">
              {t(`footer.${column.titleKey}`)}
            </h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-800 hover:underline">
                    {t(`footer.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            {t('footer.copyright', { year })}{' '}
            {/* A download or another site: a full page load, not the client router. */}
            <a href={SOURCE_CODE_PATH} className="text-slate-700 underline hover:text-brand-800">
              {t('footer.source')}
            </a>
          </p>
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
