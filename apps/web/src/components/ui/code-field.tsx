import type { ComponentProps } from 'react';
import { OTP_LENGTH } from '@studiolo/contracts';
import { TextField } from './field';

/** The 6-digit emailed code: digits only, filled by the phone's one-time-code suggestion. */
export function CodeField({
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <TextField
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      className="text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl"
    />
  );
}
