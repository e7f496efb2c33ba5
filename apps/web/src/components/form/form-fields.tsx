import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormProvider,
  get,
  useController,
  useFormContext,
  useFormState,
  useWatch,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { DateField } from '../ui/date-field';
import { PasswordField } from '../ui/password-field';
import { Checkbox, SelectField, Switch, TextAreaField, TextField } from '../ui/field';
import { TimeField } from '../ui/time-field';
import type { ContractForm } from './use-contract-form';

/** Where the fields of a ContractFormRoot report text that reads as no value. */
const UnreadableReport = createContext<ContractForm<FieldValues, unknown>['reportUnreadable']>(undefined);

/**
 * The <form> of a `useContractForm`: its fields (the Form… components below find it), no browser
 * validation (the contract's messages are shown instead), and the 'unsaved changes' question.
 */
export function ContractFormRoot<V extends FieldValues, O>({
  kit,
  className,
  label,
  onSubmit,
  onSubmitStart,
  children,
}: {
  kit: ContractForm<V, O>;
  className?: string;
  /** The form's accessible name, when a page holds several. */
  label?: string;
  /** Instead of checking and saving at once (to ask something first, then call `kit.submit()`). */
  onSubmit?: () => void;
  /** Before each check and save (to clear what the last one said: a notice, a created key…). */
  onSubmitStart?: () => void;
  children: ReactNode;
}) {
  const { form, bindForm, submit, guardDialog, reportUnreadable } = kit;
  return (
    <FormProvider {...form}>
      <UnreadableReport.Provider value={reportUnreadable}>
        <form
          ref={bindForm}
          noValidate
          aria-label={label}
          onSubmit={(event) => {
            onSubmitStart?.();
            if (!onSubmit) return void submit(event);
            event.preventDefault();
            onSubmit();
          }}
          className={className}
        >
          {guardDialog}
          {children}
        </form>
      </UnreadableReport.Provider>
    </FormProvider>
  );
}

/** The message under the field `name` (the contract's or the server's), if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error: unknown = get(errors, name);
  return typeof error === 'object' && error && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
}

type Named<P> = Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'checked'> & {
  name: string;
};

/** A text input bound to the form field `name`, with its label and message. */
export function FormTextField({ name, ...props }: Named<ComponentProps<typeof TextField>>) {
  const { register } = useFormContext<FieldValues>();
  return <TextField {...props} {...register(name as Path<FieldValues>)} error={useFieldError(name)} />;
}

/** A password (with its show/hide button) bound to `name`. */
export function FormPasswordField({ name, ...props }: Named<ComponentProps<typeof PasswordField>>) {
  const { register } = useFormContext<FieldValues>();
  return <PasswordField {...props} {...register(name)} error={useFieldError(name)} />;
}

/** Several lines of text bound to `name`. */
export function FormTextAreaField({ name, ...props }: Named<ComponentProps<typeof TextAreaField>>) {
  const { register } = useFormContext<FieldValues>();
  return <TextAreaField {...props} {...register(name)} error={useFieldError(name)} />;
}

/**
 * A select bound to `name`; `onValueChange` follows the user's choice (a service that fills in its
 * price, a doctor whose services are offered).
 */
export function FormSelectField({
  name,
  onValueChange,
  ...props
}: Named<ComponentProps<typeof SelectField>> & { onValueChange?: (value: string) => void }) {
  const { register } = useFormContext<FieldValues>();
  return (
    <SelectField
      {...props}
      {...register(name, {
        onChange: onValueChange
          ? (event: { target: { value: string } }) => onValueChange(event.target.value)
          : undefined,
      })}
      error={useFieldError(name)}
    />
  );
}

/** A checkbox bound to the boolean field `name`. */
export function FormCheckbox({ name, ...props }: Named<ComponentProps<typeof Checkbox>>) {
  const { register } = useFormContext<FieldValues>();
  return <Checkbox {...props} {...register(name)} />;
}

/** The value of the form field `name` and a setter that counts as the user's change (for custom controls). */
export function useFormValue<T>(name: string): [T, (value: T) => void] {
  const { control, setValue } = useFormContext<FieldValues>();
  const value = useWatch({ control, name }) as T;
  return [value, (next: T) => setValue(name, next, { shouldDirty: true })];
}

/** An on/off switch bound to the boolean field `name`. */
export function FormSwitch({
  name,
  ...props
}: Omit<ComponentProps<typeof Switch>, 'checked' | 'onChange'> & { name: string }) {
  const [checked, setChecked] = useFormValue<boolean>(name);
  return <Switch {...props} checked={checked} onChange={setChecked} />;
}

/** Reports the field `name`'s unreadable text (`message`) to its ContractFormRoot, if any. */
function useUnreadableReport(name: string, message: string) {
  const report = useContext(UnreadableReport);
  return report ? (unreadable: boolean) => report(name, unreadable ? message : null) : undefined;
}

/**
 * A date (`YYYY-MM-DD`, '' for none) bound to `name`, typed in the organization's order or chosen
 * on the app's calendar; a day that does not exist is refused with 'Data non valida', never saved
 * as no date.
 */
export function FormDateField({ name, ...props }: Named<ComponentProps<typeof DateField>>) {
  const { field } = useController<FieldValues>({ name });
  const { t } = useTranslation('validation');
  return (
    <DateField
      {...props}
      name={name}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onUnreadable={useUnreadableReport(name, t('date'))}
      error={useFieldError(name)}
    />
  );
}

/** A time (`HH:mm`, '' for none) bound to `name`, typed or chosen from the day's list; 'Ora non valida' when unreadable. */
export function FormTimeField({ name, ...props }: Named<ComponentProps<typeof TimeField>>) {
  const { field } = useController<FieldValues>({ name });
  const { t } = useTranslation('validation');
  return (
    <TimeField
      {...props}
      name={name}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onUnreadable={useUnreadableReport(name, t('time'))}
      error={useFieldError(name)}
    />
  );
}
