import type { ComponentProps } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../../../components/form';
import { PasswordField } from '../../../components/ui/password-field';

/** A password (with its show/hide button) bound to the form field `name`, with its message. */
export function FormPasswordField({
  name,
  ...props
}: Omit<ComponentProps<typeof PasswordField>, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
}) {
  const { register } = useFormContext<FieldValues>();
  return <PasswordField {...props} {...register(name)} error={useFieldError(name)} />;
}
