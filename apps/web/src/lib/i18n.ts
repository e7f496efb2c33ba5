import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, parseLocale, type Locale } from '@studiolo/contracts';
import { defaultNamespace, namespaces, resources } from '@studiolo/i18n';
import { applyDocumentLocale, detectBrowserLocale, persistLocale } from './locale';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)['it'];
  }
}

export function initI18n(): typeof i18next {
  const locale = detectBrowserLocale();
  void i18next.use(initReactI18next).init({
    resources,
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyDocumentLocale(locale);
  return i18next;
}

export function currentLocale(): Locale {
  return parseLocale(i18next.resolvedLanguage) ?? DEFAULT_LOCALE;
}

/** Switches the language, remembers the choice and updates `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  await i18next.changeLanguage(locale);
  persistLocale(locale);
  applyDocumentLocale(locale);
}
