/**
 * How amounts read on screen and on paper: integer cents in, "1.250,00 €" (Italian) or "€1,250.00"
 * (English) out. Thousands are always grouped: Italian's own rule leaves four-digit amounts
 * ungrouped ("1250,00 €"), which a clinic's accountant reads as a typo.
 */
export function intlLocale(language: string): 'it-IT' | 'en-GB' {
  return language === 'en' ? 'en-GB' : 'it-IT';
}

export function formatEuro(cents: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  }).format(cents / 100);
}

/** A count with thousands separators ("1.250"), as the dashboard shows it. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { useGrouping: 'always' }).format(value);
}
