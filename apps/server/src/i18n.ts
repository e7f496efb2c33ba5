import i18next, { type TFunction } from 'i18next';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  localeFromLanguageTag,
  parseLocale,
  type Locale,
} from '@studiolo/contracts';
import { namespaces, resources } from '@studiolo/i18n';

/** The same catalogues the web uses, so a message exists once (DESIGN.md, principle 3). */
const instance = i18next.createInstance();
void instance.init({
  resources,
  ns: [...namespaces],
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function translator(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}

/**
 * The user's language from raw request headers, for code that runs outside a Hono route (Better
 * Auth callbacks): the locale cookie, then Accept-Language, then Italian (SPEC §5). Routes use
 * Hono's languageDetector, configured the same way in app.ts.
 */
export function localeOfHeaders(headers: Headers | undefined): Locale {
  const cookie = headers
    ?.get('cookie')
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  const tags = (headers?.get('accept-language') ?? '').split(',').map((tag) => tag.split(';')[0]!.trim());
  return parseLocale(cookie) ?? tags.map(localeFromLanguageTag).find(Boolean) ?? DEFAULT_LOCALE;
}
