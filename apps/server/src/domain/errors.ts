import type { z } from 'zod';
import type { ErrorCode } from '@studiolo/contracts';
import { resources } from '@studiolo/i18n';

/** A field error before translation: `messageKey` is a key of the `validation` catalogue. */
export interface FieldIssue {
  path: string;
  code: string;
  messageKey: string;
  params?: Record<string, unknown>;
}

/**
 * The one error type a service throws for anything a user or client caused. The error handler
 * turns it into an RFC 9457 problem whose `detail` is the catalogue message in the user's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  details: Record<string, unknown> | undefined;
  readonly issues: FieldIssue[] | undefined;

  constructor(code: ErrorCode, status: number, details?: Record<string, unknown>, issues?: FieldIssue[]) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.issues = issues;
  }
}

/** A rule of the service broken by one field, reported as the contract's checks are. */
export function fieldError(path: string, messageKey: string): AppError {
  return new AppError('VALIDATION_FAILED', 400, undefined, [{ path, code: 'custom', messageKey }]);
}

/**
 * The catalogue key (namespace `validation`) and parameters for one zod issue, so a field error
 * reads as SPEC §5 says ('This field is required', 'Please enter a valid email', …).
 */
function messageOf(issue: z.core.$ZodIssue): Pick<FieldIssue, 'messageKey' | 'params'> {
  // A contract that names its own message (`{ error: 'taxCode' }`) gets that catalogue entry.
  if (issue.message in resources.en.validation) return { messageKey: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      // zod leaves `input` out of issues; its message names what it received.
      return { messageKey: /received (undefined|null)$/.test(issue.message) ? 'required' : 'invalidType' };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { messageKey: 'required' }
          : { messageKey: 'minLength', params: { min: issue.minimum } };
      }
      return { messageKey: 'tooSmall', params: { min: issue.minimum } };
    case 'too_big':
      return issue.origin === 'string'
        ? { messageKey: 'maxLength', params: { max: issue.maximum } }
        : { messageKey: 'tooBig', params: { max: issue.maximum } };
    case 'invalid_format':
      if (issue.format === 'email') return { messageKey: 'email' };
      if (issue.format === 'date') return { messageKey: 'date' };
      if (issue.format === 'time') return { messageKey: 'time' };
      return { messageKey: 'invalidFormat' };
    default:
      return { messageKey: 'invalid' };
  }
}

/**
 * A zod error as the one validation problem (the contracts' checks, or a document checked by a
 * service); the error handler translates the issues into the user's language.
 */
export function validationError(error: z.ZodError): AppError {
  const issues: FieldIssue[] = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    ...messageOf(issue),
  }));
  return new AppError('VALIDATION_FAILED', 400, undefined, issues);
}
