import { errorCodeForStatus, type ErrorCode } from '@studiolo/contracts';
import { AppError } from '../../domain/errors';

/** Better Auth's error codes, as our stable codes (whose messages are SPEC §8's). */
const CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_OTP: 'INVALID_CODE',
  OTP_NOT_FOUND: 'INVALID_CODE',
  INVALID_CODE: 'INVALID_CODE',
  OTP_EXPIRED: 'CODE_EXPIRED',
  OTP_HAS_EXPIRED: 'CODE_EXPIRED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'TOO_MANY_ATTEMPTS',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  USER_ALREADY_EXISTS: 'USER_EXISTS',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'USER_EXISTS',
  PASSWORD_TOO_SHORT: 'WEAK_PASSWORD',
  PASSWORD_TOO_LONG: 'WEAK_PASSWORD',
  INVALID_EMAIL: 'VALIDATION_FAILED',
  VALIDATION_ERROR: 'VALIDATION_FAILED',
  RATE_LIMITED: 'RATE_LIMITED',
  INVALID_PHONE_NUMBER_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PHONE_NUMBER: 'VALIDATION_FAILED',
  PHONE_NUMBER_EXIST: 'PHONE_TAKEN',
  PASSWORD_NOT_ALLOWED: 'PASSWORD_NOT_ALLOWED',
  SMS_FAILED: 'SMS_FAILED',
};

/** A failed Better Auth answer as an AppError, keeping its status. */
export function authError(status: number, code: string | undefined): AppError {
  const mapped = (code ? CODES[code] : undefined) ?? errorCodeForStatus(status);
  return new AppError(mapped, status >= 400 && status < 600 ? status : 500);
}

/**
 * The first factor was right but two-factor is on: no session, 401 TWO_FACTOR_PENDING. The route
 * forwards `setCookies` (the pending two-factor cookie) with the problem.
 */
export class TwoFactorPendingError extends AppError {
  constructor(readonly setCookies: string[]) {
    super('TWO_FACTOR_PENDING', 401);
  }
}

/**
 * Reads a Better Auth response: its JSON body and the cookies it sets; a failure becomes the
 * matching AppError.
 */
export async function readAuthResponse<T>(response: Response): Promise<{ body: T; setCookies: string[] }> {
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const code = body && typeof body === 'object' && 'code' in body ? String(body.code) : undefined;
    throw authError(response.status, code);
  }
  return { body: body as T, setCookies: response.headers.getSetCookie() };
}
