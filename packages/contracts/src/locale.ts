import { z } from 'zod';

export const LOCALES = ['it', 'en'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;
export const DEFAULT_LOCALE: Locale = 'it';
/** localStorage key and cookie name of the user's language choice (SPEC §3). */
export const LOCALE_STORAGE_KEY = 'user-locale';
export const LOCALE_COOKIE = 'user-locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** it or en, anything else is ignored (SPEC §5). */
export function parseLocale(value: unknown): Locale | undefined {
  const parsed = Locale.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The locale of a BCP 47 tag such as a browser's `it-IT`, if it is one we speak. */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  return parseLocale(tag.split('-')[0]?.toLowerCase());
}
