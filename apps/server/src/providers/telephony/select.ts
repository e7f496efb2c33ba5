import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { hkdfSync } from 'node:crypto';
import type { TelephonyPort } from './port';
import { simulatorTelephony, type SimulatorTelephony } from './simulator';
import { smsOutbox } from './sms-outbox';
import { twilioTelephony } from './twilio';

/** Where a number's calls report: the full public URL, as the provider signs it. */
export const hooksBase = (config: Config) => `${config.publicUrl}/api/v1/telephony`;

/**
 * Twilio when TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set; otherwise the simulator, whose
 * signing token is derived from the server's secret so every server process checks the same way,
 * and whose SMS are kept in the database's outbox.
 */
export function selectTelephony(
  config: Config,
  serverSecret: string,
  /** Where the simulator keeps its SMS; a script that only signs webhooks needs none. */
  db?: Db,
): TelephonyPort | SimulatorTelephony {
  const base = hooksBase(config);
  if (config.twilio) return twilioTelephony({ ...config.twilio, hooksBase: base });
  const authToken = Buffer.from(
    hkdfSync('sha256', serverSecret, 'studiolo/telephony', 'simulator-signing/v1', 32),
  ).toString('hex');
  return simulatorTelephony({ authToken, hooksBase: base, ...(db ? { keepSms: smsOutbox(db) } : {}) });
}
