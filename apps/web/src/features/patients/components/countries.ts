/** Region codes Intl knows that are not countries of residence. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const cache = new Map<string, { value: string; label: string }[]>();

/**
 * Every ISO 3166-1 alpha-2 country the browser can name, in the UI's language, Italy first then
 * alphabetical (no table shipped: Intl.DisplayNames has the names).
 */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const options: { value: string; label: string }[] = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      const label = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (label) options.push({ value: code, label });
    }
  }
  options.sort((a, b) =>
    a.value === 'IT' ? -1 : b.value === 'IT' ? 1 : a.label.localeCompare(b.label, locale),
  );
  cache.set(locale, options);
  return options;
}
