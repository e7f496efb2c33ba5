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

/** Words worth a similarity match: letters only, three or more (digits and fragments must match as typed). */
const isNameLike = (word: string) => /^[\p{L}' -]{3,}$/u.test(word);

/**
 * Every word found in `text` (folded) as a substring — a tax code, a phone, an email, the start of a
 * name — or, typos allowed, as a word similar to one of `name` (pg_trgm's `<%`, which a trigram
 * index can serve). Similarity is kept to names: on emails or codes it would match nearly anything.
 * The patient search applies the same rule inside app_search_patients (migration 0014), where
 * row-level security cannot keep it from its indexes.
 */
export function matchesEveryWord(columns: { text: SQL; name: SQL }, words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const substring = sql`${columns.text} like ${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`;
      return isNameLike(word) ? sql`(${substring} or ${word} <% ${columns.name})` : substring;
    }),
  );
}

/** pg_trgm's word-similarity threshold for name searches: looser than its 0.6 default ('Mancni' → Mancini is 0.57). */
export const NAME_SIMILARITY_THRESHOLD = 0.5;

/** Applies NAME_SIMILARITY_THRESHOLD to the rest of this transaction (the patient search function sets its own). */
export const tolerateTypos = (db: Executor) =>
  db.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${NAME_SIMILARITY_THRESHOLD}`));
