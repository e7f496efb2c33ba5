import { z } from 'zod';

/** One message kept by the local email adapter, listed at GET /api/dev/outbox. */
export const OutboxEmail = z.object({
  id: z.string().uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string().datetime({ offset: true }),
});
export type OutboxEmail = z.infer<typeof OutboxEmail>;
export const OutboxEmailList = z.array(OutboxEmail);
