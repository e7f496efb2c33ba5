import validationCatalogue from '@studiolo/i18n/en/validation.json' with { type: 'json' };

/** The parts of a zod issue its message depends on (structural, so a caller needs no zod types). */
export interface FailedCheck {
  code: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
}

export type ValidationMessageKey = keyof typeof validationCatalogue;

/** A key of the `validation` catalogue and its parameters: what the server sends and the web shows. */
export interface ValidationMessage {
  key: ValidationMessageKey;
  params?: { min?: number; max?: number };
}

/**
 * The message of one failed check, worded as SPEC §5 says ('This field is required', 'Please
 * enter a valid email', …). The one mapping: the server translates it into a problem's field
 * errors and the web into the message under a field, so both always say the same.
 */
export function validationMessageOf(issue: FailedCheck): ValidationMessage {
  // A contract that names its own message (`{ error: 'taxCode' }`) gets that catalogue entry, with
  // the limit a size check broke ('at most {{max}} weeks').
  if (isValidationMessageKey(issue.message)) {
    if (issue.code === 'too_big') return { key: issue.message, params: { max: Number(issue.maximum) } };
    if (issue.code === 'too_small') return { key: issue.message, params: { min: Number(issue.minimum) } };
    return { key: issue.message };
  }
  switch (issue.code) {
    case 'invalid_type':
      // zod leaves `input` out of issues; its message names what it received.
      return { key: /received (undefined|null)$/.test(issue.message) ? 'required' : 'invalidType' };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'required' }
          : { key: 'minLength', params: { min: Number(issue.minimum) } };
      }
      return { key: 'tooSmall', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'maxLength', params: { max: Number(issue.maximum) } }
        : { key: 'tooBig', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email' };
      if (issue.format === 'date') return { key: 'date' };
      if (issue.format === 'time') return { key: 'time' };
      return { key: 'invalidFormat' };
    default:
      return { key: 'invalid' };
  }
}

function isValidationMessageKey(message: string): message is ValidationMessageKey {
  return Object.hasOwn(validationCatalogue, message);
}
