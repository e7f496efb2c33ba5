import i18next from 'i18next';
import { resources } from '@studiolo/i18n';
import { isApiError } from './api-client';

/** Field path (dotted, as the API reports it) → the message to show under that field. */
export type FieldErrors = Record<string, string>;

/** The parts of a zod issue the messages depend on (structural, so the web needs no zod import). */
interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
}

/** A contract that names its own message (`{ error: 'taxCode' }`) gets that catalogue entry, as on the server. */
type CustomKey = keyof (typeof resources)['it']['validation'];
function isCustomKey(message: string): message is CustomKey {
  return Object.hasOwn(resources.it.validation, message);
}

/** The `validation` message of one issue, chosen as the server chooses it (SPEC §5 wording). */
export function issueMessage(issue: Issue): string {
  const t = i18next.getFixedT(null, 'validation');
  if (isCustomKey(issue.message)) return t(issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return /received (undefined|null)$/.test(issue.message) ? t('required') : t('invalidType');
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? t('required') : t('minLength', { min: Number(issue.minimum) });
      }
      return t('tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('maxLength', { max: Number(issue.maximum) })
        : t('tooBig', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('email');
      if (issue.format === 'date') return t('date');
      if (issue.format === 'time') return t('time');
      return t('invalidFormat');
    default:
      return t('invalid');
  }
}

/** The first message for each field of a failed `safeParse`. */
export function fieldErrorsFromIssues(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issueMessage(issue);
  }
  return errors;
}

/** The server's field errors (already translated) of a 400 problem, or none. */
export function fieldErrorsFromProblem(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isApiError(error)) return errors;
  for (const issue of error.problem?.errors ?? []) errors[issue.path] ??= issue.message;
  return errors;
}
