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
