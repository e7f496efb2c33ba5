import { isApiError } from '../../lib/api-client';

/**
 * Which of the demo's messages (SPEC §8 'Demo:', catalogue `marketing:demo.errors`) an API failure
 * shows. `fallback` is the step's own: 'Failed to register for demo. Please try again.' for step 1,
 * 'Error fetching call status.' while the call is followed.
 */
export type DemoErrorKey =
  | 'network'
  | 'database'
  | 'register'
  | 'status'
  | 'DEMO_NUMBER_REGISTERED'
  | 'INVALID_CODE'
  | 'CODE_EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'RATE_LIMITED'
  | 'DEMO_UNAVAILABLE'
  | 'DEMO_CALL_MADE'
  | 'NOT_FOUND';

const BY_CODE: Partial<Record<string, DemoErrorKey>> = {
  DEMO_NUMBER_REGISTERED: 'DEMO_NUMBER_REGISTERED',
  INVALID_CODE: 'INVALID_CODE',
  CODE_EXPIRED: 'CODE_EXPIRED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  RATE_LIMITED: 'RATE_LIMITED',
  DEMO_UNAVAILABLE: 'DEMO_UNAVAILABLE',
  DEMO_CALL_MADE: 'DEMO_CALL_MADE',
  NOT_FOUND: 'NOT_FOUND',
  SMS_FAILED: 'register',
};

export interface DemoError {
  key: DemoErrorKey;
  /** INVALID_CODE: the tries left before the code is spent. */
  count?: number;
}

export function demoError(error: unknown, fallback: 'register' | 'status'): DemoError {
  if (!isApiError(error)) return { key: fallback };
  // No answer at all: the request never reached the server ('Network error...').
  if (error.status === 0) return { key: 'network' };
  const key = BY_CODE[error.code];
  if (key === 'INVALID_CODE') {
    const left = error.extensions.attemptsLeft;
    return { key, count: typeof left === 'number' ? left : 0 };
  }
  if (key) return { key };
  // Registering, the server failed to keep the demo's data ('Database error...'); while the call is
  // followed, any other failure is 'Error fetching call status.'.
  if (error.status >= 500 && fallback === 'register') return { key: 'database' };
  return { key: fallback };
}
