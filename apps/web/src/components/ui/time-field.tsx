import { Clock } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTypedTime, timesOfDay } from '../../lib/typed-date-time';
import { useFormats } from '../../lib/use-formats';
import { FieldFrame, controlClasses, describedBy } from './field';
import {
  PickerButton,
  PickerFrame,
  popoverClasses,
  useReportUnreadable,
  useTypedPicker,
} from './popover-field';

export interface TimeFieldProps {
  label: ReactNode;
  /** `HH:mm` on 24 hours, or '' for none (what a native time input holds). */
  value: string;
  /** `HH:mm` once the typed text is a time, '' while it is not (or is empty). */
  onChange: (value: string) => void;
  /** Minutes between the times the list offers (the calendar's timeline interval); 15 by default. */
  stepMinutes?: number;
  hint?: ReactNode;
  error?: string;
  /** Red without a message of its own (the row's message says why). */
  invalid?: boolean;
  /** The label for assistive technology only (a grid whose headings say it). */
  labelHidden?: boolean;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  containerClassName?: string;
  /** Told whether the typed text stands for no value (a form refuses it instead of saving nothing). */
  onUnreadable?: (unreadable: boolean) => void;
}

/**
 * A time typed as the organization writes it (14:30, or 2:30 PM on 12 hours; '1430' or '9' are
 * taken too) or chosen from a list at the calendar's interval, a finger's height each — never the
 * browser's own time picker. A plain controlled field: `value` and `onChange` hold `HH:mm`.
 */
export function TimeField({
  label,
  value,
  onChange,
  stepMinutes = 15,
  hint,
  error,
  invalid: invalidRow = false,
  labelHidden = false,
  disabled,
  required,
  name,
  containerClassName,
  onUnreadable,
}: TimeFieldProps) {
  const id = useId();
  const f = useFormats();
  const { t } = useTranslation(['common', 'validation']);
  const { container, inputProps, invalid, unreadable, open, toggle, pick } = useTypedPicker({
    value,
    onChange,
    parse: parseTypedTime,
    write: f.clock,
    style: f.hour12 ? '12h' : '24h',
  });
  useReportUnreadable(unreadable, onUnreadable);
  const list = useRef<HTMLUListElement>(null);

  // The list opens on the time chosen, or the nearest one of the list after it.
  useEffect(() => {
    if (!open) return;
    const options = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const target = options.find((option) => (option.dataset.time ?? '') >= (value || '08:00')) ?? options[0];
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  }, [open, value]);

  const shownError = error ?? (invalid ? t('validation:time') : undefined);

  return (
    <FieldFrame
      id={id}
      label={labelHidden ? <span className="sr-only">{label}</span> : label}
      hint={hint}
      error={shownError}
      className={containerClassName}
    >
      <PickerFrame
        containerRef={container}
        input={
          <input
            {...inputProps}
            id={id}
            name={name}
            required={required}
            disabled={disabled}
            placeholder={t(f.hour12 ? 'common:timeField.placeholder12' : 'common:timeField.placeholder24')}
            aria-invalid={shownError || invalidRow ? true : undefined}
            aria-describedby={describedBy(id, hint, shownError)}
            className={controlClasses(Boolean(shownError) || invalidRow)}
          />
        }
        button={
          <PickerButton
            open={open}
            onToggle={toggle}
            label={t('common:timeField.open')}
            controls={`${id}-times`}
            disabled={disabled}
          >
            <Clock aria-hidden="true" className="h-5 w-5" />
          </PickerButton>
        }
        popover={
          open ? (
            <ul
              ref={list}
              id={`${id}-times`}
              aria-label={t('common:timeField.list')}
              className={`${popoverClasses} max-h-64 w-40 overflow-y-auto`}
            >
              {timesOfDay(stepMinutes).map((time) => (
                <li key={time}>
                  <button
                    type="button"
                    data-time={time}
                    aria-pressed={time === value}
                    className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm text-slate-800 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
                    onClick={() => pick(time)}
                  >
                    {f.clock(time)}
                  </button>
                </li>
              ))}
            </ul>
          ) : null
        }
      />
    </FieldFrame>
  );
}
