import { z } from 'zod';

/**
 * Free text: trimmed, at most `max` characters, and without NUL (U+0000), the one character
 * PostgreSQL text cannot hold — refused here as a field error ('invalidCharacters') rather than by
 * the database as a 500. Every text field and search box of the contracts is built on it.
 */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !value.includes('\u0000'), { message: 'invalidCharacters' });

/** Text a form must fill in. */
export const requiredText = (max: number) => text(max).min(1, { message: 'required' });

/** Free text a form may leave empty: '' stored as null. */
export const optionalText = (max: number) =>
  text(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
