import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { listOutbox, outboxEmail } from './outbox';
import type { EmailMessage, EmailPort } from './port';
import { smtpEmail } from './smtp';

const message: EmailMessage = {
  to: 'paziente@example.it',
  subject: 'Promemoria appuntamento',
  text: 'Domani alle 10:00',
  html: '<p>Domani alle <b>10:00</b></p>',
  attachments: [
    {
      filename: 'appuntamento.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    },
  ],
};

/** What every email adapter must do; `received` tells what reached the other side. */
function emailContract(
  name: string,
  setup: () => Promise<{ port: EmailPort; received: () => Promise<string[]> }>,
) {
  describe(`email port: ${name}`, () => {
    it('delivers subject, recipient, text and html', async () => {
      const { port, received } = await setup();
      const { id } = await port.send(message);
      expect(id).toBeTruthy();
      const [delivered] = await received();
      expect(delivered).toContain('paziente@example.it');
      expect(delivered).toContain('Promemoria appuntamento');
      expect(delivered).toContain('Domani alle 10:00');
      expect(delivered).toContain('<b>10:00</b>');
      expect(delivered).toContain('appuntamento.ics');
      expect(delivered).toMatch(/text\/calendar/);
    });
  });
}

let t: TestApp;
let smtp: SMTPServer;
let smtpPort: number;
const smtpMessages: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        smtpMessages.push(raw.replace(/=\r?\n/g, ''));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await t.close();
});

emailContract('outbox', async () => ({
  port: outboxEmail(t.ctx.database.db, 'Studiolo <no-reply@studiolo.local>'),
  received: async () => (await listOutbox(t.ctx.database.db)).map((row) => JSON.stringify(row)),
}));

emailContract('smtp (against a local SMTP server)', async () => ({
  port: smtpEmail(`smtp://127.0.0.1:${smtpPort}`, 'Studiolo <no-reply@studiolo.local>'),
  received: async () => smtpMessages.slice(-1),
}));
