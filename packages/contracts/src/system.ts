import { z } from 'zod';

export const DatabaseEngine = z.enum(['pglite', 'postgres']);
export type DatabaseEngine = z.infer<typeof DatabaseEngine>;

export const Health = z.object({
  status: z.literal('ok'),
  db: DatabaseEngine,
  version: z.string(),
});
export type Health = z.infer<typeof Health>;

/** A page error reported by the browser, written to the server log (SPEC §8). */
export const ClientErrorReport = z.object({
  statusCode: z.number().int().min(0).max(999),
  message: z.string().max(2000),
  url: z.string().max(2000),
  stack: z.string().max(20000).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;
