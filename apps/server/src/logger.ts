import pino from 'pino';
import type { Config } from './config';

export type Logger = pino.Logger;

/** JSON logs; credentials and session material never reach them. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'headers.authorization',
          'headers.cookie',
          '*.headers.authorization',
          '*.headers.cookie',
          'smtpUrl',
          'databaseUrl',
          'secretAccessKey',
          '*.secretAccessKey',
        ],
        censor: '[redacted]',
      },
    },
    destination ?? pino.destination(1),
  );
}
