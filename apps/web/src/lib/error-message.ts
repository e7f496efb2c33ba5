import type { ErrorCode } from '@studiolo/contracts';
import type { resources } from '@studiolo/i18n';
import { isApiError } from './api-client';

type MissingMessage = Exclude<ErrorCode, keyof (typeof resources)['it']['errors']>;
/** Fails to compile when an ErrorCode has no message in the `errors` catalogue. */
export const everyErrorCodeHasAMessage: [MissingMessage] extends [never] ? true : MissingMessage = true;

/** The catalogue key of the message for any error: the API's code, or the generic one. */
export function errorMessageKey(error: unknown): `errors:${ErrorCode}` {
  return `errors:${isApiError(error) ? error.code : 'INTERNAL'}`;
}

/** The values of a message's {{placeholders}}: ORIGIN_NOT_TRUSTED names the address refused and PUBLIC_URL. */
export function errorMessageValues(error: unknown): { origin?: string; publicUrl?: string } {
  if (!isApiError(error)) return {};
  const text = (key: string) => {
    const value = error.extensions[key];
    return typeof value === 'string' ? value : undefined;
  };
  return { origin: text('origin'), publicUrl: text('publicUrl') };
}
