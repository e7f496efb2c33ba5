import { and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Letters folded to their base letter for search, each beside its base: Italian accents and the
 * letters of the other Latin alphabets patients' names come in (Šimić, Dvořák, Łukasz, Müller,
 * Øster, Ţepeş), and the typographic apostrophe (D’Amico). One table, used by both sides: the
 * database folds the stored names with it (`folded`, the generated search columns of
 * schema/patients.ts) and the server folds the typed words with it (`searchWords`), so a word
 * typed with or without its accents meets the name as stored. Letters that are not in the table
 * (ß, æ, other scripts) are left as they are, on both sides alike.
 */
const FOLDS: Record<string, string> = {
  a: 'àáâäãåāăą',
  c: 'çćčĉċ',
  d: 'ďđ',
  e: 'èéêëēĕėęě',
  g: 'ğĝġģ',
  h: 'ĥħ',
  i: 'ìíîïĩīĭįı',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺļľŀł',
  n: 'ñńņň',
  o: 'òóôöõøōŏő',
  r: 'ŕŗř',
  s: 'śŝşšș',
  t: 'ţťŧț',
  u: 'ùúûüũūŭůűų',
  w: 'ŵ',
  y: 'ýÿŷ',
  z: 'źżž',
  "'": '’',
};

/** Each folded letter, lower and upper case (so the database need not lowercase beyond ASCII), and its base. */
const FOLD_PAIRS = Object.entries(FOLDS).flatMap(([base, letters]) =>
  [...letters].flatMap((letter) => {
    const upper = letter.toUpperCase();
    const withUpper = upper.length === 1 && upper !== letter && upper > '\u007f' ? [letter, upper] : [letter];
    return withUpper.map((from) => [from, base] as const);
  }),
);
/** `translate()`'s two strings: FOLD_FROM's n-th character becomes FOLD_TO's n-th. */
export const FOLD_FROM = FOLD_PAIRS.map(([from]) => from).join('');
export const FOLD_TO = FOLD_PAIRS.map(([, to]) => to).join('');
const FOLD_MAP = new Map<string, string>(FOLD_PAIRS);

/** A string as an SQL literal, written into the statement: a generated column's expression takes no parameters. */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** Lower case, the letters of the table folded (immutable: usable in a generated column and an index). */
export const folded = (text: SQL) =>
  sql`translate(lower(${text}), ${literal(FOLD_FROM)}, ${literal(FOLD_TO)})`;

/** The same folding in TypeScript, for what the user types. */
export const foldText = (text: string) =>
  [...text.toLowerCase()].map((letter) => FOLD_MAP.get(letter) ?? letter).join('');

/** Words of a search as `folded` text holds them; something that looks like a phone number becomes its digits. */
export function searchWords(q: string): string[] {
  const trimmed = q.trim();
  if (/^[+\d\s\-().]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    return digits ? [digits] : [];
  }
  return foldText(trimmed).split(/\s+/).filter(Boolean).slice(0, 5);
}

/**
 * pg_trgm's word-similarity threshold for name searches: looser than its 0.6 default ('Mancni' →
 * Mancini is 0.57). The one value: the global search sets it for its transaction (`tolerateTypos`)
 * and the patient search passes it to app_search_patients, which applies it inside the function.
 */
export const NAME_SIMILARITY_THRESHOLD = 0.5;

/**
 * Every word found in `text` (folded) as a substring — a tax code, a phone, an email, the start of a
 * name — or, typos allowed, as a word similar to one of `name` (pg_trgm's `<%`, which a trigram
 * index can serve). Similarity is kept to name-like words (app_search_name_like: letters only,
 * three or more): on emails or codes it would match nearly anything. The patient search applies
 * the same rule, with the same SQL function, inside app_search_patients, where row-level security
 * cannot keep it from its indexes.
 */
export function matchesEveryWord(columns: { text: SQL; name: SQL }, words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const substring = sql`${columns.text} like ${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`;
      return sql`(${substring} or (app_search_name_like(${word}) and ${word} <% ${columns.name}))`;
    }),
  );
}

/** Applies NAME_SIMILARITY_THRESHOLD to the rest of this transaction (the patient search function sets its own). */
export const tolerateTypos = (db: Executor) =>
  db.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${NAME_SIMILARITY_THRESHOLD}`));
