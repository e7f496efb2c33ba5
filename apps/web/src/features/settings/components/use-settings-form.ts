import { useEffect } from 'react';
import { useWatch, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { flatFieldErrors, useContractForm, type ContractForm } from '../../../components/form';
import type { fieldErrorsFromIssues, FieldErrors } from '../../../lib/form-errors';

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
 * One settings card's form on the shared form kit (react-hook-form checked with the contract):
 * `kit` for ContractFormRoot and FormStatus (failure or 'saved'), the values, `change` for a
 * control and the field messages keyed by the contract's paths. A failed save puts the cursor in
 * the first invalid field, leaving with changes asks first.
 */
export function useSettingsForm<V extends FieldValues, Input, Result>({
  initial,
  parse,
  mutation,
  valuesOf,
  errorsOf,
}: Options<V, Input, Result>): {
  kit: ContractForm<V, Input>;
  values: V;
  change: (patch: Partial<V>) => void;
  errors: FieldErrors;
} {
  const kit = useContractForm<V, Input, Result>({
    schema: { safeParse: (value) => parse(value as V) },
    defaultValues: initial as DefaultValues<V>,
    save: (input) => mutation.mutateAsync(input),
    valuesAfterSave: valuesOf,
    serverErrors: errorsOf,
  });
  const values = useWatch({ control: kit.form.control }) as V;
  // A newer copy from the server (a background refresh, another card's save) replaces the values
  // when the user has not changed them: nothing typed is ever lost.
  const { isDirty } = kit.form.formState;
  const serverCopy = JSON.stringify(initial);
  useEffect(() => {
    if (!isDirty) kit.form.reset(JSON.parse(serverCopy) as V);
    // Only a different copy matters, not a change of the form's own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverCopy]);
  const change = (patch: Partial<V>) => {
    for (const [name, value] of Object.entries(patch)) {
      kit.form.setValue(name as Path<V>, value as V[Path<V>], { shouldDirty: true });
    }
  };
  return { kit, values, change, errors: flatFieldErrors(kit.form.formState.errors) };
}
