import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ApplyOpeningHoursInput,
  type ApplyOpeningHoursValues,
  type OpeningHoursReport,
  type OpeningRange,
  type OpeningSkip,
} from '@studiolo/contracts';
import {
  ContractFormRoot,
  FormDateField,
  FormFooter,
  FormTextField,
  flatFieldErrors,
  useContractForm,
  type ContractForm,
} from '../../../components/form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useApplyOpeningHours, useOpeningHours, useOpeningHoursPreview } from '../api/opening-hours';
import type { CalendarDoctor } from '../calendar-view-state';
import { instantOf } from '../time';
import { useFormats } from '../../../lib/use-formats';
import { ChoiceGroup } from './choice-group';
import { TimeField } from '../../../components/ui/time-field';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
type WeekdayKey = (typeof WEEKDAYS)[number];
/** Monday to Friday, 9 to 1 and 2 to 6: what most clinics open, until a doctor's own are saved. */
const DEFAULT_RANGES: OpeningRange[] = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, start: '09:00', end: '13:00' },
  { weekday, start: '14:00', end: '18:00' },
]);
const DEFAULT_WEEKS = '4';
const PREVIEW_DELAY_MS = 300;

/** For a number of weeks, up to a day, or standing: every week from the first day on. */
type Span = 'weeks' | 'until' | 'standing';
const SPANS: readonly Span[] = ['weeks', 'until', 'standing'];

interface HoursValues {
  ranges: OpeningRange[];
  from: string;
  span: Span;
  /** As typed. */
  weeks: string;
  until: string;
}

/** What the contract reads from the form: the weeks, the last day or standing, whichever is chosen. */
const hoursInput = (values: HoursValues): ApplyOpeningHoursInput => ({
  ranges: values.ranges,
  from: values.from,
  ...(values.span === 'weeks'
    ? { weeks: Number(values.weeks.trim() || Number.NaN) }
    : values.span === 'until'
      ? { until: values.until }
      : { standing: true }),
});

/** The way out of the form shown, for the dialog around it (a form not shown lets it go at once). */
type Leave = (go: () => void) => void;
const leaveAtOnce: Leave = (go) => go();

/** The value after `delay` ms without a change. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * 'Orari settimanali': a doctor's hours for each weekday (several ranges a day), made into slots
 * from a day for a number of weeks or up to a day, in one go; or standing, in force every week (the
 * server makes them through the clinic's booking horizon and extends them daily). It shows
 * beforehand how many slots it will make, and afterwards what it made and which ranges it skipped
 * and why (a national holiday, a slot already there, a time already past, a day's exception).
 */
export function WeeklyHoursDialog({
  doctors,
  doctorId: initialDoctor,
  from: initialFrom,
  timelineInterval,
  onClose,
}: {
  doctors: CalendarDoctor[];
  doctorId: string;
  /** The first day offered (today or later). */
  from: string;
  timelineInterval: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(['calendar', 'errors', 'validation', 'common']);
  const [doctorId, setDoctorId] = useState(initialDoctor);
  const saved = useOpeningHours(doctorId);
  // Closing the dialog, or another doctor, asks first when the hours shown are changed.
  const leave = useRef<Leave>(leaveAtOnce);
  return (
    <Dialog
      title={t('hours.title')}
      description={t('hours.description')}
      onClose={() => leave.current(onClose)}
      wide
    >
      <SelectField
        label={t('hours.doctor')}
        value={doctorId}
        onChange={(event) => {
          const next = event.target.value;
          leave.current(() => setDoctorId(next));
        }}
        options={doctors.map((doctor) => ({ value: doctor.id, label: doctor.name }))}
      />
      <div className="mt-4">
        {saved.isPending ? (
          <Loading />
        ) : saved.isError ? (
          <Alert title={t('hours.loadFailed')}>{t(errorMessageKey(saved.error))}</Alert>
        ) : (
          <WeeklyHoursForm
            key={doctorId}
            doctorId={doctorId}
            initialRanges={saved.data.ranges.length > 0 ? saved.data.ranges : DEFAULT_RANGES}
            initialSpan={saved.data.standing ? 'standing' : 'weeks'}
            initialFrom={initialFrom}
            timelineInterval={timelineInterval}
            leaveRef={leave}
            onClose={onClose}
          />
        )}
      </div>
    </Dialog>
  );
}

function WeeklyHoursForm({
  doctorId,
  initialRanges,
  initialSpan,
  initialFrom,
  timelineInterval,
  leaveRef,
  onClose,
}: {
  doctorId: string;
  initialRanges: OpeningRange[];
  initialSpan: Span;
  initialFrom: string;
  timelineInterval: number;
  leaveRef: RefObject<Leave>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['calendar', 'errors', 'validation', 'common']);
  const apply = useApplyOpeningHours();
  const [report, setReport] = useState<OpeningHoursReport | null>(null);
  const kit: ContractForm<HoursValues, ApplyOpeningHoursValues> = useContractForm<
    HoursValues,
    ApplyOpeningHoursValues,
    OpeningHoursReport
  >({
    schema: ApplyOpeningHoursInput,
    defaultValues: {
      ranges: initialRanges,
      from: initialFrom,
      span: initialSpan,
      weeks: DEFAULT_WEEKS,
      until: '',
    },
    toInput: hoursInput,
    // Up to a day, a missing end shows under that day.
    fieldOf: (path: string): string =>
      path === 'weeks' && kit.form.getValues('span') === 'until' ? 'until' : path,
    save: (input) => apply.mutateAsync({ doctorId, input }),
    onSaved: setReport,
  });
  const { form } = kit;
  useEffect(() => {
    leaveRef.current = kit.leave;
    return () => {
      leaveRef.current = leaveAtOnce;
    };
  });
  const values = useWatch({ control: form.control }) as HoursValues;
  const { ranges, span } = values;
  const readable = ApplyOpeningHoursInput.safeParse(hoursInput(values)).success;
  // The preview follows the form once typing pauses (compared as text: a new object every render).
  const settled = useSettled(readable ? JSON.stringify(hoursInput(values)) : null, PREVIEW_DELAY_MS);
  const preview = useOpeningHoursPreview(
    doctorId,
    settled ? (JSON.parse(settled) as ApplyOpeningHoursInput) : null,
  );
  const shownErrors = flatFieldErrors(form.formState.errors);

  if (report) return <WeeklyHoursResult report={report} onClose={onClose} />;

  const day = (weekday: number) => t(`hours.weekdays.${String(weekday) as WeekdayKey}`);
  const setRanges = (next: OpeningRange[]) => form.setValue('ranges', next, { shouldDirty: true });
  const change = (index: number, field: 'start' | 'end', value: string) =>
    setRanges(ranges.map((range, i) => (i === index ? { ...range, [field]: value } : range)));
  const add = (weekday: number) => {
    const last = ranges.filter((r) => r.weekday === weekday).at(-1);
    const start = last && last.end < '23:00' ? last.end : '09:00';
    const end = `${String(Math.min(Number(start.slice(0, 2)) + 1, 23)).padStart(2, '0')}:${start.slice(3)}`;
    setRanges([...ranges, { weekday, start, end: end > start ? end : '23:59' }]);
  };

  const rangeError = (index: number) =>
    shownErrors[`ranges.${index}.start`] ?? shownErrors[`ranges.${index}.end`];

  return (
    <ContractFormRoot kit={kit} className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('hours.week')}</legend>
        {shownErrors.ranges ? (
          <p className="mt-1 text-sm font-medium text-red-700">{t('hours.noRanges')}</p>
        ) : null}
        <ul className="mt-2 divide-y divide-slate-100">
          {WEEKDAYS.map(Number).map((weekday) => {
            const own = ranges.flatMap((range, index) =>
              range.weekday === weekday ? [{ range, index }] : [],
            );
            return (
              <li key={weekday} className="grid grid-cols-[6rem_1fr] items-start gap-2 py-2">
                <span className="pt-2.5 text-sm font-medium text-slate-900">{day(weekday)}</span>
                <div className="flex flex-wrap items-center gap-2">
                  {own.length === 0 ? (
                    <span className="text-sm text-slate-500">{t('hours.closed')}</span>
                  ) : null}
                  {own.map(({ range, index }, n) => (
                    <span key={index} className="flex flex-wrap items-center gap-1">
                      {(['start', 'end'] as const).map((field) => (
                        <TimeField
                          key={field}
                          containerClassName="w-36"
                          label={t(`hours.${field}`, { day: day(weekday), number: n + 1 })}
                          labelHidden
                          invalid={Boolean(rangeError(index))}
                          stepMinutes={timelineInterval}
                          value={range[field]}
                          onChange={(value) => change(index, field, value)}
                        />
                      ))}
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('hours.remove', { day: day(weekday), number: n + 1 })}
                        onClick={() => setRanges(ranges.filter((_, i) => i !== index))}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                      </Button>
                      {rangeError(index) ? (
                        <span role="alert" className="w-full text-sm font-medium text-red-700">
                          {rangeError(index)}
                        </span>
                      ) : null}
                    </span>
                  ))}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('hours.add', { day: day(weekday) })}
                    onClick={() => add(weekday)}
                  >
                    <Plus aria-hidden="true" className="h-4 w-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDateField name="from" label={t('hours.from')} />
        {span === 'weeks' ? (
          <FormTextField name="weeks" label={t('hours.weeks')} inputMode="numeric" />
        ) : span === 'until' ? (
          <FormDateField name="until" label={t('hours.until')} min={values.from || undefined} />
        ) : (
          <p className="text-sm text-slate-700 sm:pt-6">{t('hours.standingHint')}</p>
        )}
      </div>
      <ChoiceGroup
        legend={t('hours.span')}
        options={SPANS.map((value) => ({
          value,
          label: t(`hours.spanOptions.${value}`),
        }))}
        value={span}
        onChange={(next) => form.setValue('span', next, { shouldDirty: true })}
      />
      <p role="status" className="min-h-6 text-sm text-slate-700">
        {!readable ? null : preview.isFetching || !preview.data ? (
          t('hours.previewing')
        ) : (
          <>
            <span className="font-semibold">{t('hours.preview', { count: preview.data.created })}</span>
            {preview.data.skipped.length > 0
              ? ` · ${t('hours.previewSkipped', { count: preview.data.skipped.length })}`
              : null}
          </>
        )}
      </p>
      <FormFooter kit={kit} label={t('hours.submit')} errorTitle={t('hours.failed')}>
        <Button variant="secondary" onClick={() => kit.leave(onClose)} disabled={kit.busy}>
          {t('common:cancel')}
        </Button>
      </FormFooter>
    </ContractFormRoot>
  );
}

/** 'Create 36 disponibilità' and each range skipped, with its day, hours and reason. */
function WeeklyHoursResult({ report, onClose }: { report: OpeningHoursReport; onClose: () => void }) {
  const f = useFormats();
  const { t } = useTranslation('calendar');
  const reason = (skip: OpeningSkip) =>
    skip.holiday
      ? t('hours.reasons.holiday', { holiday: t(`hours.holidays.${skip.holiday}`) })
      : t(`hours.reasons.${skip.reason}`);
  const day = (date: string) => f.longDay(instantOf(date, '12:00') ?? date);
  return (
    <div className="space-y-4">
      <Alert tone="success">
        {t('hours.created', { count: report.created, from: day(report.from), until: day(report.until) })}
        {report.standing ? ` ${t('hours.standingCreated')}` : null}
      </Alert>
      {report.skipped.length > 0 ? (
        <section aria-labelledby="weekly-hours-skipped">
          <h3 id="weekly-hours-skipped" className="text-sm font-semibold text-slate-900">
            {t('hours.skipped', { count: report.skipped.length })}
          </h3>
          <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto text-sm text-slate-700">
            {report.skipped.map((skip) => (
              <li key={`${skip.date} ${skip.start}`}>
                {t('hours.skip', {
                  day: day(skip.date),
                  start: skip.start,
                  end: skip.end,
                  reason: reason(skip),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex justify-end">
        <Button onClick={onClose}>{t('hours.close')}</Button>
      </div>
    </div>
  );
}
