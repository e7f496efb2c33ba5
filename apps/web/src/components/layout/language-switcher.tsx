import clsx from 'clsx';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, parseLocale } from '@studiolo/contracts';
import { changeLocale, currentLocale } from '../../lib/i18n';

/** Italian or English; the choice is remembered (localStorage and cookie). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = parseLocale(i18n.resolvedLanguage) ?? currentLocale();
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <Languages aria-hidden="true" className="h-4 w-4 text-slate-500" />
      <label htmlFor={id} className="text-sm text-slate-600">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const locale = parseLocale(event.target.value);
          if (locale) void changeLocale(locale);
        }}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 shadow-sm hover:border-slate-400"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
