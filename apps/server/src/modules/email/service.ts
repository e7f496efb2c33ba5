import { z } from 'zod';
import { EmailAttachment } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { EmailMessage } from '../../providers/email/port';

const EmailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(500),
  text: z.string().min(1),
  html: z.string().optional(),
  attachments: z.array(EmailAttachment).max(5).optional(),
});

/**
 * Every email goes through the job queue: it survives a restart and retries when SMTP is down.
 * Once sent (or given up), only the recipient stays in the job: the subject and body may hold a
 * sign-in code, a link or health data.
 */
export const emailJob = {
  queue: 'email.send',
  schema: EmailMessageSchema,
  maxAttempts: 8,
  redact: ({ to }: z.infer<typeof EmailMessageSchema>) => ({ to }),
};

/** Queues an email; pass the transaction of the write that causes it, so both commit together. */
export function queueEmail(app: AppContext, message: EmailMessage, executor?: Executor): Promise<string> {
  return app.jobs.enqueue(emailJob, message, { executor });
}

export function registerEmailJobs(app: AppContext): void {
  app.jobs.register({
    ...emailJob,
    handler: async (message) => {
      await app.email.send(message);
    },
  });
}
