import i18next from 'i18next';
import { validationMessageOf, type FailedCheck } from '@studiolo/contracts';
import { isApiError } from './api-client';

/** Field path (dotted, as the API reports it) → the message to show under that field. */
export type FieldErrors = Record<string, string>;

/** A zod issue with where it is. */
interface Issue extends FailedCheck {
  path: PropertyKey[];
}

/** The `validation` message of one issue, chosen by the mapping the server uses (SPEC §5 wording). */
export function issueMessage(issue: FailedCheck): string {
  const { key, params } = validationMessageOf(issue);
  return i18next.getFixedT(null, 'validation')(key, params);
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
