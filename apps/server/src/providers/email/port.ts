import type { EmailAttachment } from '@studiolo/contracts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
}

/** Sends one email; throws when the message could not be handed over (the job then retries). */
export interface EmailPort {
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<{ id: string }>;
}
