import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame } from '../../../components/ui/field';

const input =
  'block h-11 rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 sm:text-sm';

/**
 * A phone number as two parts: the country code (the organization's default, '+39') and the number.
 * The form joins them for the API; the number alone may also carry its own '+…' code.
 */
export function PhoneField({
  label,
  hint,
  prefix,
  number,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  prefix: string;
  number: string;
  error?: string;
  onChange: (value: { prefix: string; number: string }) => void;
}) {
  const { t } = useTranslation('patients');
  const id = useId();
  const border = error ? 'border-red-500' : 'border-slate-300 hover:border-slate-400';
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="flex gap-2">
        <input
          aria-label={t('form.mobilePrefix')}
          inputMode="tel"
          autoComplete="tel-country-code"
          maxLength={5}
          placeholder="+39"
          value={prefix}
          onChange={(event) => onChange({ prefix: event.target.value, number })}
          aria-invalid={error ? true : undefined}
          className={clsx(input, border, 'w-20 shrink-0')}
        />
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          onChange={(event) => onChange({ prefix, number: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={clsx(input, border, 'min-w-0 flex-1')}
        />
      </div>
    </FieldFrame>
  );
}
