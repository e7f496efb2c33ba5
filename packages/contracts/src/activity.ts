import { z } from 'zod';

export const ActivityEntry = z.object({
  id: z.uuid(),
  actorUserId: z.uuid().nullable(),
  /** Who did it, as their account is named now; null for Studiolo itself or a deleted account. */
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.uuid().nullable(),
  /**
   * What the entry says about itself; `name` is how the entity was called when it was written (a
   * patient's 'Rossi Mario', a doctor's 'Dott. Luca Verdi'), so a deleted one still has a label.
   */
  data: z.record(z.string(), z.unknown()),
  /**
   * Whether the entity still exists, where its record is a page of its own (patients): false once
   * deleted, so the log does not link to it. Null for the other kinds, whose entries link to lists.
   */
  entityExists: z.boolean().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Cursor from the previous page's `nextCursor`. */
  cursor: z.uuid().optional(),
});
export type ActivityQuery = z.infer<typeof ActivityQuery>;

export const ActivityPage = z.object({
  items: z.array(ActivityEntry),
  /** Pass as `cursor` for the next page; null when there is none. */
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPage>;
