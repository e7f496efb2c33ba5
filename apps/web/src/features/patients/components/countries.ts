import { COUNTRY_CODES } from '@studiolo/contracts';

const cache = new Map<string, { value: string; label: string }[]>();

/**
 * The countries of residence (ISO 3166-1 codes in force, from the contracts), named in the UI's
 * language by the browser (Intl.DisplayNames), Italy first then alphabetical.
 */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  options.sort((a, b) =>
    a.value === 'IT' ? -1 : b.value === 'IT' ? 1 : a.label.localeCompare(b.label, locale),
  );
  cache.set(locale, options);
  return options;
}
