import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../lib/form-errors';

type Issues = Parameters<typeof fieldErrorsFromIssues>[0];

/** A contract schema, seen structurally (the web validates with the server's own schemas). */
export interface Contract<O> {
  safeParse(value: unknown): { success: true; data: O } | { success: false; error: { issues: Issues } };
}

export interface ContractMapping<V> {
  /**
   * What the contract reads from the form's values (an amount typed as text becomes cents…);
   * `fail(field, message)` refuses a field that cannot be read at all. Default: the values as they are.
   */
  toInput?: (values: V, fail: (field: string, message: string) => void) => unknown;
  /** The form field that shows the message of a contract path (`lines.0.unitPriceCents` → `lines.0.unitPrice`). */
  fieldOf?: (path: string) => string;
}

const same = (path: string) => path;

/**
 * The mapping, with the fields whose typed text reads as nothing (a date '31/02/1985': its value is
 * empty) refused with their message before the contract, which would otherwise take them as empty.
 */
export function refusingUnreadable<V>(
  mapping: ContractMapping<V>,
  unreadable: ReadonlyMap<string, string>,
): ContractMapping<V> {
  return {
    ...mapping,
    toInput: (values, fail) => {
      for (const [field, message] of unreadable) fail(field, message);
      return mapping.toInput ? mapping.toInput(values, fail) : values;
    },
  };
}

/**
 * Checks a form's values with the contract schema the server checks the request with: each field
 * gets the first message of its path, in the catalogue's words (SPEC §5), and a valid form hands
 * the contract's output (what is sent) to the submit handler.
 */
export function contractResolver<V extends FieldValues, O>(
  schema: Contract<O>,
  { toInput, fieldOf = same }: ContractMapping<V> = {},
): Resolver<V, unknown, O> {
  return (values, _context, options) => {
    const refused: FieldErrors = {};
    const input = toInput
      ? toInput(values, (field, message) => {
          refused[field] ??= message;
        })
      : values;
    const parsed = schema.safeParse(input);
    const messages: FieldErrors = {};
    if (!parsed.success) {
      for (const [path, message] of Object.entries(fieldErrorsFromIssues(parsed.error.issues))) {
        messages[fieldOf(path)] ??= message;
      }
    }
    Object.assign(messages, refused);
    if (parsed.success && Object.keys(messages).length === 0) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(messages)) flat[field] = { type: 'contract', message };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** The field messages of a refused save (the server's words), keyed by the form's field names. */
export function serverFieldErrors(cause: unknown, fieldOf: (path: string) => string = same): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fieldErrorsFromProblem(cause))) {
    errors[fieldOf(path)] ??= message;
  }
  return errors;
}

/** The messages of react-hook-form's nested errors, keyed by dotted path ('invoicing.shareLinkDays'). */
export function flatFieldErrors(errors: object, prefix = ''): FieldErrors {
  const flat: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') flat[path] = value.message;
    else Object.assign(flat, flatFieldErrors(value, path));
  }
  return flat;
}
