import { useState, type Ref, type SubmitEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

type Issues = Parameters<typeof fieldErrorsFromIssues>[0];

/** A contract schema, seen structurally (the web validates with the server's own schemas). */
interface Contract<O> {
  safeParse(value: unknown): { success: true; data: O } | { success: false; error: { issues: Issues } };
}

type SaveMutation<I> = UseMutationResult<unknown, Error, { id?: string; input: I }>;

type Values = Record<string, string | boolean>;
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * One registry form: its values (what is typed, kept on failure), checked with the contract, then
 * a create (no `id`) or a full replace of the row; the server's field errors land under their
 * fields, anything else above the form, and the first field in error gets the cursor (give
 * `formRef` to the FormDialog).
 */
export function useRegistryForm<I, V extends Values>(
  contract: Contract<I>,
  save: SaveMutation<I>,
  id: string | undefined,
  initial: () => V,
) {
  const { t } = useTranslation(['registry', 'errors']);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const set = (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch }));
  /** The props of a text field or select bound to `name`; its error is the one at `path`. */
  const field = (name: TextKey<V>, path: string = name) => ({
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value } as Partial<V>),
    error: errors[path],
  });
  const submit = (raw: unknown, onSaved: () => void, extra: FieldErrors = {}) => {
    save.reset();
    const parsed = contract.safeParse(raw);
    const found = { ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues)), ...extra };
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    save.mutate(
      { id, input: parsed.data },
      {
        onSuccess: onSaved,
        onError: (cause) => {
          setErrors(fieldErrorsFromProblem(cause));
          focusFirstInvalid();
        },
      },
    );
  };
  const formError =
    save.error && Object.keys(errors).length === 0 ? t(errorMessageKey(save.error)) : undefined;
  return { values, set, field, errors, submit, formError, busy: save.isPending, formRef };
}

/** Euro and minutes are typed as text: what does not read as one is refused before the contract. */
export function amountErrors(
  t: (key: 'form.priceInvalid' | 'form.minutesInvalid') => string,
  priceCents: number | null | undefined,
  durationMinutes: number | null | undefined,
): FieldErrors {
  const invalid: FieldErrors = {};
  if (priceCents === undefined) invalid.priceCents = t('form.priceInvalid');
  if (durationMinutes === undefined) invalid.durationMinutes = t('form.minutesInvalid');
  return invalid;
}

/** A dialog holding a form: its fields, a failure above them (under `errorTitle`), Cancel and Save. */
export function FormDialog({
  title,
  submitLabel,
  busy,
  error,
  errorTitle,
  onSubmit,
  onClose,
  formRef,
  children,
}: {
  title: ReactNode;
  submitLabel: string;
  busy: boolean;
  error?: string;
  errorTitle?: string;
  onSubmit: () => void;
  onClose: () => void;
  /** The form's `formRef` from useRegistryForm (its first invalid field is focused). */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        {error ? <Alert title={errorTitle}>{error}</Alert> : null}
        {children}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner className="h-4 w-4" /> : null}
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
