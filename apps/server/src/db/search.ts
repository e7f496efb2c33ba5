import { and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** Lower case without the accents of Italian names, so 'Nicolò' is found by 'nicolo' (immutable: usable in an index). */
export const folded = (text: SQL) =>
  sql`translate(lower(${text}), 'àáâäãèéêëìíîïòóôöõùúûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;

/** Words of a search as `folded` text holds them; something that looks like a phone number becomes its digits. */
export function searchWords(q: string): string[] {
  const trimmed = q.trim();
  if (/^[+\d\s\-().]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    return digits ? [digits] : [];
  }
  return trimmed
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
}

/**
 * Every word found in `text` (folded) as a substring — a tax code, a phone, an email, the start of a
 * name — or, typos allowed, as a similar word (pg_trgm's `<%`, which a trigram index can serve).
 */
export function matchesEveryWord(text: SQL, words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (word) => sql`(${text} like ${`%${word.replace(/[\\%_]/g, '\\$&')}%`} or ${word} <% ${text})`,
    ),
  );
}

/** How well `text` matches, for ordering the best matches first. */
export const relevance = (text: SQL, words: string[]) =>
  sql`${sql.join(
    words.map((word) => sql`word_similarity(${word}, ${text})`),
    sql` + `,
  )}`;

/** Looser than pg_trgm's 0.6 default, for this transaction: one wrong letter in a short surname still matches. */
export const tolerateTypos = (db: Executor) =>
  db.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
