import { z } from 'zod';

/** A file sent with an email, as text (an .ics invitation, say). */
export const EmailAttachment = z.object({
  filename: z.string().min(1).max(200),
  contentType: z.string().min(1).max(200),
  content: z.string().max(1_000_000),
  /** 'base64' for a binary file (a PDF); text otherwise. */
  encoding: z.literal('base64').optional(),
});
export type EmailAttachment = z.infer<typeof EmailAttachment>;

/** One message kept by the local email adapter, listed at GET /api/dev/outbox. */
export const OutboxEmail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(EmailAttachment),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OutboxEmail = z.infer<typeof OutboxEmail>;
export const OutboxEmailList = z.array(OutboxEmail);
