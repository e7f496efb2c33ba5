import type { ErrorCode, Problem, ValidationIssue } from '@studiolo/contracts';

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

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function problemBody(
  code: ErrorCode,
  status: number,
  detail: string,
  extra?: { errors?: ValidationIssue[]; details?: Record<string, unknown> },
): Problem & Record<string, unknown> {
  return {
    type: `urn:studiolo:problem:${code.toLowerCase().replaceAll('_', '-')}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    ...(extra?.errors ? { errors: extra.errors } : {}),
    ...(extra?.details ?? {}),
  };
}
