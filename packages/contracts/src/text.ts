import { z } from 'zod';

/** Free text a form may leave empty: trimmed, at most `max` characters, '' stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
