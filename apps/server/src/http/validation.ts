import type { z } from 'zod';
import { resources } from '@studiolo/i18n';
import { AppError, type FieldIssue } from '../domain/errors';

/**
 * The catalogue key (namespace `validation`) and parameters for one zod issue, so a field error
 * reads as SPEC §5 says ('This field is required', 'Please enter a valid email', …).
 */
function messageOf(issue: z.core.$ZodIssue): Pick<FieldIssue, 'messageKey' | 'params'> {
  // A contract that names its own message (`{ message: 'taxCode' }`) gets that catalogue entry.
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

/** The error handler translates the issues into the user's language. */
export function validationError(error: z.ZodError): AppError {
  const issues: FieldIssue[] = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    ...messageOf(issue),
  }));
  return new AppError('VALIDATION_FAILED', 400, undefined, issues);
}
