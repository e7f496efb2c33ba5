import { z } from 'zod';

/**
 * Characters no text of ours may hold: NUL (U+0000), which PostgreSQL text cannot store, and a lone
 * UTF-16 surrogate (half of a pair, U+D800–U+DFFF alone), which is no character at all and has no
 * UTF-8 form (jsonb refuses it, text would store U+FFFD instead). A well-formed pair (an emoji) is
 * one code point under the `u` flag, so LONE_SURROGATE never matches it.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether `value` holds a character that cannot be stored: NUL or a lone surrogate. */
export const hasUnstorableCharacters = (value: string): boolean =>
  value.includes('\u0000') || LONE_SURROGATE.test(value);

/**
 * Free text: trimmed, at most `max` characters, and without NUL or a lone surrogate — refused here
 * as a field error ('invalidCharacters') rather than by the database as a 500. Every text field and
 * search box of the contracts is built on it; the server also refuses such characters in any JSON
 * body or query before a route sees them (apps/server/src/http/input-guard.ts).
 */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasUnstorableCharacters(value), { error: 'invalidCharacters' });

/** Text a form must fill in. */
export const requiredText = (max: number) => text(max).min(1, { error: 'required' });

/** Free text a form may leave empty: '' stored as null. */
export const optionalText = (max: number) =>
  text(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
