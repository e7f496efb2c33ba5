import nodemailer from 'nodemailer';
import type { EmailMessage, EmailPort } from './port';

/** The real adapter: any SMTP server, e.g. smtps://user:pass@smtp.example.com:465. */
export function smtpEmail(smtpUrl: string, from: string): EmailPort {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: EmailMessage) {
      const info = await transport.sendMail({ from, ...message });
      return { id: info.messageId };
    },
  };
}
