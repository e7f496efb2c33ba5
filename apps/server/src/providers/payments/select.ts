import type { Db } from '../../db/client';
import { localPayments } from './local';
import type { PaymentsPort } from './port';

/** Only the local adapter exists yet; the Stripe one arrives with billing (issue #3 notes). */
export function selectPayments(db: Db, publicUrl: string): PaymentsPort {
  return localPayments(db, publicUrl);
}
