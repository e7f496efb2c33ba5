import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { dateOutsideBounds, parseTypedDate } from '../../lib/typed-date-time';
import { useFormats } from '../../lib/use-formats';
import {
  TypedPickerField,
  popoverClasses,
  popoverId,
  useReportUnreadable,
  useTypedPicker,
  type TypedFieldProps,
} from './popover-field';

const PLACEHOLDER_KEYS = { 'DD/MM/YYYY': 'dmy', 'YYYY-MM-DD': 'ymd', 'MM/DD/YYYY': 'mdy' } as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** A picked calendar day (local midnight) as `YYYY-MM-DD`. */
const isoOfLocal = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** `YYYY-MM-DD` as the picker's local midnight. */
const localOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

export interface DateFieldProps extends TypedFieldProps {
  /** `YYYY-MM-DD`, or '' for none (what a native date input holds). */
  value: string;
  /** `YYYY-MM-DD` once the typed text is a real day, '' while it is not (or is empty). */
  onChange: (value: string) => void;
  /** `YYYY-MM-DD` bounds of the picker and of what may be typed. */
  min?: string;
  max?: string;
}

/**
 * A date typed in the organization's order (25/11/2026, 2026-11-25 or 11/25/2026; an ISO day is
 * taken too) or chosen on a calendar in the app's language, Monday first — never the browser's own
 * date picker, which speaks the browser's language. A plain controlled field: `value` and
 * `onChange` hold `YYYY-MM-DD`. A day typed outside [min, max] is not taken: the field says which
 * bound it crosses.
 */
export function DateField(props: DateFieldProps) {
  const { value, onChange, min, max } = props;
  const id = useId();
  const f = useFormats();
  const { t, i18n } = useTranslation(['common', 'validation']);
  const format = f.settings.dateFormat;
  const picker = useTypedPicker({
    value,
    onChange,
    parse: (text) => parseTypedDate(text, format),
    write: f.date,
    style: format,
    accepts: (day) => dateOutsideBounds(day, min, max) === null,
  });
  useReportUnreadable(picker.unreadable, props.onUnreadable);
  const bound = picker.refused ? dateOutsideBounds(picker.refused, min, max) : null;
  const ownError =
    bound === 'min'
      ? t('validation:dateMin', { date: f.date(min!) })
      : bound === 'max'
        ? t('validation:dateMax', { date: f.date(max!) })
        : picker.invalid
          ? t('validation:date')
          : undefined;

  return (
    <TypedPickerField
      field={props}
      id={id}
      picker={picker}
      ownError={ownError}
      inputMode="numeric"
      placeholder={t(`common:dateField.placeholders.${PLACEHOLDER_KEYS[format]}`)}
      buttonLabel={t('common:dateField.open')}
      icon={<CalendarDays aria-hidden="true" className="h-5 w-5" />}
      popover={
        <div
          id={popoverId(id)}
          role="dialog"
          aria-label={t('common:dateField.calendar')}
          className={popoverClasses}
        >
          <DayPicker
            mode="single"
            locale={i18n.language.startsWith('it') ? it : enGB}
            weekStartsOn={1}
            captionLayout="dropdown"
            selected={value ? localOf(value) : undefined}
            defaultMonth={value ? localOf(value) : min ? localOf(min) : undefined}
            startMonth={min ? localOf(min) : new Date(1900, 0)}
            endMonth={max ? localOf(max) : new Date(new Date().getFullYear() + 10, 11)}
            disabled={[...(min ? [{ before: localOf(min) }] : []), ...(max ? [{ after: localOf(max) }] : [])]}
            labels={{
              labelMonthDropdown: () => t('common:dateField.month'),
              labelYearDropdown: () => t('common:dateField.year'),
              labelNext: () => t('common:dateField.nextMonth'),
              labelPrevious: () => t('common:dateField.previousMonth'),
            }}
            autoFocus
            onSelect={(date) => {
              if (date) picker.pick(isoOfLocal(date));
            }}
          />
        </div>
      }
    />
  );
}
