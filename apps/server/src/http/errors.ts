import type { ErrorCode, Problem, ValidationIssue } from '@studiolo/contracts';

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
