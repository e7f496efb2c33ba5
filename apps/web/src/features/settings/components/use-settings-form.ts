import { useState, type SubmitEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { useServerForm } from '../../../lib/use-server-form';

type Issues = Parameters<typeof fieldErrorsFromIssues>[0];
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issues } };

interface Options<V, Input, Result> {
  /** The values as the server's copy gives them; a newer copy replaces them unless changed. */
  initial: V;
  /** The contract's check of the values: its messages go under the fields, nothing is sent. */
  parse: (values: V) => Parsed<Input>;
  mutation: UseMutationResult<Result, Error, Input>;
  /** The values after a save, from the server's answer. */
  valuesOf: (result: Result) => V;
  /** Field messages for a refused save; the problem's `errors[]` unless said otherwise. */
  errorsOf?: (cause: unknown) => FieldErrors;
}

/**
 * One settings card's form: values, field errors and the 'saved' state. `submit` checks with the
 * contract, saves, and shows the server's answer (or its field errors); `formError` is a failure
 * no field shows, for an alert above the form.
 */
export function useSettingsForm<V, Input, Result>({
  initial,
  parse,
  mutation,
  valuesOf,
  errorsOf = fieldErrorsFromProblem,
}: Options<V, Input, Result>) {
  const [values, setValues] = useServerForm<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);

  const change = (patch: Partial<V>) => {
    setSaved(false);
    setValues({ ...values, ...patch });
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = parse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: (result) => {
        setValues(valuesOf(result));
        setSaved(true);
      },
      onError: (cause) => setErrors(errorsOf(cause)),
    });
  };

  const formError = mutation.error && Object.keys(errors).length === 0 ? mutation.error : null;
  return { values, change, errors, saved, submit, formError };
}
