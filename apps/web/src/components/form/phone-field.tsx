import type { ComponentProps } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { DEFAULT_PHONE_COUNTRY, PhoneNumber, formatPhone } from '@studiolo/contracts';
import { TextField } from '../ui/field';
import { useFieldError } from './form-fields';

/** The prefix of a number typed without one: Studiolo's clinics are Italian (DEFAULT_PHONE_COUNTRY). */
export const DEFAULT_PHONE_PREFIX = DEFAULT_PHONE_COUNTRY === 'IT' ? '+39 ' : '+';

const prefixOnly = (typed: string) => typed.trim() === DEFAULT_PHONE_PREFIX.trim();

/**
 * What was typed, without the offered prefix when a whole number with its own country code was
 * typed or pasted after it ('+39 +44 7911 123456', '+39 0039 333…' → the number as given).
 */
export function withoutOfferedPrefix(typed: string): string {
  const prefix = DEFAULT_PHONE_PREFIX.trim();
  const start = typed.trimStart();
  if (!start.startsWith(prefix)) return typed;
  const rest = start.slice(prefix.length).trimStart();
  return rest.startsWith('+') || rest.startsWith('00') ? rest : typed;
}

/**
 * How a typed number reads once the field is left: '+39 333 123 4567' for '333 1234567' or
 * '3331234567'; a number that is not one (yet) as it was typed; the prefix alone is nothing.
 */
export function displayPhone(typed: string): string {
  const value = withoutOfferedPrefix(typed).trim();
  if (value === '' || prefixOnly(value)) return '';
  const parsed = PhoneNumber.safeParse(value);
  return parsed.success ? formatPhone(parsed.data) : typed;
}

type PhoneFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'type'
> & { name: string };

/**
 * A phone number bound to the form field `name`: an empty field offers the +39 prefix as soon as it
 * is entered (a number typed without one is Italian: '333 1234567' is accepted) and shows the
 * number formatted once left ('+39 333 123 4567'). The contract's phone schema reads it; the
 * prefix alone counts as empty, so that entering the field changes nothing; a whole number pasted
 * after the prefix keeps its own country code.
 */
export function PhoneField({ name, placeholder, ...props }: PhoneFieldProps) {
  const { register, setValue, getValues } = useFormContext<FieldValues>();
  const registration = register(name, {
    setValueAs: (typed: unknown) => (typeof typed === 'string' && prefixOnly(typed) ? '' : typed),
  });
  return (
    <TextField
      {...props}
      {...registration}
      type="tel"
      autoComplete={props.autoComplete ?? 'tel'}
      placeholder={placeholder ?? `${DEFAULT_PHONE_PREFIX}333 123 4567`}
      onFocus={(event) => {
        if (event.target.value === '') event.target.value = DEFAULT_PHONE_PREFIX;
      }}
      onChange={(event) => {
        const typed = withoutOfferedPrefix(event.target.value);
        if (typed !== event.target.value) event.target.value = typed;
        void registration.onChange(event);
      }}
      onBlur={(event) => {
        const typed = event.target.value;
        const shown = displayPhone(typed);
        if (shown !== typed) {
          const current: unknown = getValues(name);
          if (shown === '' && (current === '' || current === null || current === undefined)) {
            event.target.value = '';
          } else {
            setValue(name, shown, { shouldDirty: true });
          }
        }
        void registration.onBlur(event);
      }}
      error={useFieldError(name)}
    />
  );
}
