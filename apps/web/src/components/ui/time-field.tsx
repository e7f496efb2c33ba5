import { Clock } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTypedTime, timesOfDay } from '../../lib/typed-date-time';
import { useFormats } from '../../lib/use-formats';
import {
  TypedPickerField,
  popoverClasses,
  popoverId,
  useReportUnreadable,
  useTypedPicker,
  type TypedFieldProps,
} from './popover-field';

export interface TimeFieldProps extends TypedFieldProps {
  /** `HH:mm` on 24 hours, or '' for none (what a native time input holds). */
  value: string;
  /** `HH:mm` once the typed text is a time, '' while it is not (or is empty). */
  onChange: (value: string) => void;
  /** Minutes between the times the list offers (the calendar's timeline interval); 15 by default. */
  stepMinutes?: number;
  /** Red without a message of its own (the row's message says why). */
  invalid?: boolean;
  /** The label for assistive technology only (a grid whose headings say it). */
  labelHidden?: boolean;
}

/**
 * A time typed as the organization writes it (14:30, or 2:30 PM on 12 hours; '1430' or '9' are
 * taken too) or chosen from a list at the calendar's interval, a finger's height each — never the
 * browser's own time picker. A plain controlled field: `value` and `onChange` hold `HH:mm`.
 */
export function TimeField(props: TimeFieldProps) {
  const { label, value, onChange, stepMinutes = 15, invalid = false, labelHidden = false } = props;
  const id = useId();
  const f = useFormats();
  const { t } = useTranslation(['common', 'validation']);
  const picker = useTypedPicker({
    value,
    onChange,
    parse: parseTypedTime,
    write: f.clock,
    style: f.hour12 ? '12h' : '24h',
  });
  useReportUnreadable(picker.unreadable, props.onUnreadable);
  const list = useRef<HTMLUListElement>(null);

  const { open } = picker;
  // The list opens on the time chosen, or the nearest one of the list after it.
  useEffect(() => {
    if (!open) return;
    const options = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const target = options.find((option) => (option.dataset.time ?? '') >= (value || '08:00')) ?? options[0];
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  }, [open, value]);

  return (
    <TypedPickerField
      field={props}
      label={labelHidden ? <span className="sr-only">{label}</span> : label}
      id={id}
      picker={picker}
      ownError={picker.invalid ? t('validation:time') : undefined}
      invalid={invalid}
      placeholder={t(f.hour12 ? 'common:timeField.placeholder12' : 'common:timeField.placeholder24')}
      buttonLabel={t('common:timeField.open')}
      icon={<Clock aria-hidden="true" className="h-5 w-5" />}
      popover={
        <ul
          ref={list}
          id={popoverId(id)}
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
                onClick={() => picker.pick(time)}
              >
                {f.clock(time)}
              </button>
            </li>
          ))}
        </ul>
      }
    />
  );
}
