/** Euro amounts: integer cents in the API, "1.250,00 €" on screen, "1250,00" typed in a field. */
import { intlLocale } from '@studiolo/contracts';

export { formatEuro } from '@studiolo/contracts';

/** What a price field starts with: `80,00` (Italian) or `80.00` (English). */
export function euroInput(cents: number | null | undefined, language: string): string {
  if (cents === null || cents === undefined) return '';
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}

// Whole euros, optionally grouped by thousands ('1.234', '1 234'), then up to two decimals after
// a comma or a point ('80,5', '80.50'); a euro sign around it is ignored.
const AMOUNT = /^(\d{1,3}(?:[.' ]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/** Cents of a typed amount; '' → null (nothing typed); undefined when it is not an amount. */
export function parseEuro(text: string): number | null | undefined {
  const value = text.replace(/€/g, '').trim();
  if (value === '') return null;
  const match = AMOUNT.exec(value);
  if (!match) return undefined;
  const euros = Number(match[1]!.replace(/[.' ]/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return euros * 100 + cents;
}

/** Minutes typed in a field: '' → null; undefined when it is not a whole number. */
export function parseMinutes(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : undefined;
}
