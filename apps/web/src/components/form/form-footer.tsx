import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { errorMessageKey, errorMessageValues } from '../../lib/error-message';
import type { ContractForm } from './use-contract-form';

/** Why the last save failed (when no field says it), or that it was saved. */
export function FormStatus<V extends FieldValues, O>({
  kit,
  errorTitle,
  savedMessage,
}: {
  kit: ContractForm<V, O>;
  errorTitle?: ReactNode;
  /** Shown after a save until the next change; forms that leave after saving have none. */
  savedMessage?: ReactNode;
}) {
  const { t } = useTranslation(['errors']);
  if (kit.failure) {
    return (
      <Alert title={errorTitle}>{t(errorMessageKey(kit.failure), errorMessageValues(kit.failure))}</Alert>
    );
  }
  return kit.saved && savedMessage ? <Alert tone="success">{savedMessage}</Alert> : null;
}

/** The form's submit button, busy while saving. */
export function SubmitButton<V extends FieldValues, O>({
  kit,
  disabled,
  className,
  children,
}: {
  kit: ContractForm<V, O>;
  disabled?: boolean;
  /** Its layout where the form needs one ('w-full' under a sign-in form…). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={kit.busy || disabled} className={className}>
      {kit.busy ? <Spinner className="h-4 w-4" /> : null}
      {children}
    </Button>
  );
}

/** The end of a form: the status (failure or saved) above the submit button. */
export function FormFooter<V extends FieldValues, O>({
  kit,
  label,
  errorTitle,
  savedMessage,
  disabled,
  children,
}: {
  kit: ContractForm<V, O>;
  label: ReactNode;
  errorTitle?: ReactNode;
  savedMessage?: ReactNode;
  disabled?: boolean;
  /** Further buttons beside the submit (Cancel…). */
  children?: ReactNode;
}) {
  return (
    <div className="space-y-3">
      <FormStatus kit={kit} errorTitle={errorTitle} savedMessage={savedMessage} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {children}
        <SubmitButton kit={kit} disabled={disabled}>
          {label}
        </SubmitButton>
      </div>
    </div>
  );
}
