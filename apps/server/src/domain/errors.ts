import type { z } from 'zod';
import { validationMessageOf, type ErrorCode } from '@studiolo/contracts';

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
 * A zod error as the one validation problem (the contracts' checks, or a document checked by a
 * service); the error handler translates the issues into the user's language.
 */
export function validationError(error: z.ZodError): AppError {
  const issues: FieldIssue[] = error.issues.map((issue) => {
    const { key, params } = validationMessageOf(issue);
    return { path: issue.path.map(String).join('.'), code: issue.code, messageKey: key, params };
  });
  return new AppError('VALIDATION_FAILED', 400, undefined, issues);
}
