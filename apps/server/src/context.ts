import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Auth } from './modules/auth/auth';
import type { Logger } from './logger';
import type { EmailPort } from './providers/email/port';
import type { PaymentsPort } from './providers/payments/port';
import type { StoragePort } from './providers/storage/port';
import type { Tax730Ports } from './providers/tax730/select';
import type { TimestampPort } from './providers/timestamp/port';
import type { TelephonyPort } from './providers/telephony/port';
import type { TranscriptionPort } from './providers/transcription/port';
import type { TriagePort } from './providers/triage/port';

/** Everything a module needs, built once by main.ts (or a test) and handed to buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  logger: Logger;
  email: EmailPort;
  storage: StoragePort;
  payments: PaymentsPort;
  /** The Sistema TS, one port per environment (an organization's 730 settings choose). */
  tax730: Tax730Ports;
  /** Calls: Twilio, or the simulator (which also plays simulated calls). */
  telephony: TelephonyPort;
  transcription: TranscriptionPort;
  /** The RFC 3161 time-stamping authority of the seal: TIMESTAMP_URL, or the installation's own. */
  timestamp: TimestampPort;
  triage: TriagePort;
  jobs: JobQueue;
  /**
   * The time now, for rules that follow the calendar (standing hours made through the booking
   * horizon): the system clock, moved by tests.
   */
  clock: () => Date;
  auth: Auth;
  /**
   * The server's secret (AUTH_SECRET, or outside production the one kept in DATA_DIR). Never used
   * as a key itself: each use derives its own (modules/tax730-settings/secrets.ts).
   */
  serverSecret: string;
}
