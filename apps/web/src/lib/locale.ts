import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_STORAGE_KEY,
  localeFromLanguageTag,
  parseLocale,
  type Locale,
} from '@studiolo/contracts';
import { readStorage, writeStorage } from './storage';

/**
 * The locale to start with (SPEC §5): the stored choice, then the browser's languages in order,
 * then Italian. Anything but it/en is ignored.
 */
export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  const fromStorage = parseLocale(stored);
  if (fromStorage) return fromStorage;
  for (const tag of browserLanguages) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function detectBrowserLocale(): Locale {
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return detectLocale(readStorage(LOCALE_STORAGE_KEY), languages);
}

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** Remembers the user's choice in localStorage and in the cookie the server reads. */
export function persistLocale(locale: Locale): void {
  writeStorage(LOCALE_STORAGE_KEY, locale);
  document.cookie = localeCookie(locale);
}

export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
}
