import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outboxEmail } from './outbox';
import type { EmailPort } from './port';
import { smtpEmail } from './smtp';

export function selectEmail(config: Config, db: Db): EmailPort {
  return config.email.smtpUrl
    ? smtpEmail(config.email.smtpUrl, config.email.from)
    : outboxEmail(db, config.email.from);
}
