import { Temporal } from 'temporal-polyfill';
import {
  italianHolidayOn,
  ORGANIZATION_TIME_ZONE,
  type ApplyOpeningHoursValues,
  type DayRange,
  type OpeningException,
  type OpeningRange,
  type OpeningSkip,
} from '@studiolo/contracts';

/** A slot the template makes: its Italian day and hours, and its instants. */
export interface PlannedSlot {
  date: string;
  start: string;
  end: string;
  startsAt: Date;
  endsAt: Date;
}

interface Busy {
  startsAt: Date;
  endsAt: Date;
}

/** The last day a template covers: `weeks` whole weeks from `from`, or `until` itself. */
export function lastDay(input: Pick<ApplyOpeningHoursValues, 'from' | 'weeks' | 'until'>): string {
  if (input.until) return input.until;
  return Temporal.PlainDate.from(input.from)
    .add({ days: (input.weeks ?? 1) * 7 - 1 })
    .toString();
}

export const instantOn = (date: string, time: string, timeZone = ORGANIZATION_TIME_ZONE) =>
  new Date(Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone).epochMilliseconds);

/** The day of `now` in Italy, `YYYY-MM-DD`. */
export const todayAt = (now: Date, timeZone = ORGANIZATION_TIME_ZONE) =>
  Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();

export const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();

/** The last day the standing hours are open for booking: `weeks` weeks from today (Italy). */
export const horizonEnd = (now: Date, weeks: number) => addDays(todayAt(now), weeks * 7);

/** [start of `from`, end of `until`) in Italy, as instants. */
export const daysWindow = (from: string, until: string) => ({
  from: instantOn(from, '00:00'),
  to: instantOn(addDays(until, 1), '00:00'),
});

/**
 * The slots a weekly template makes from `from` to its last day, in Italian wall-clock time (the
 * same hours either side of a daylight-saving change). A day with an exception (standing hours
 * only) takes the exception's ranges instead of the weekday's (none: closed), whose ranges are
 * reported skipped for it. Otherwise a range is skipped, with its reason, on a national holiday.
 * Any range is skipped when it would start before `now`, or when it meets a slot in `busy` (the
 * doctor's live slots). Pure: the rules of 'Orari settimanali', tested on their own.
 */
export function expandTemplate(
  input: Pick<ApplyOpeningHoursValues, 'ranges' | 'from' | 'weeks' | 'until'>,
  busy: readonly Busy[],
  now: Date,
  exceptions: ReadonlyMap<string, Pick<OpeningException, 'ranges'>> = new Map(),
  timeZone = ORGANIZATION_TIME_ZONE,
): { until: string; planned: PlannedSlot[]; skipped: OpeningSkip[] } {
  const until = lastDay(input);
  const byStart = (a: DayRange, b: DayRange) => a.start.localeCompare(b.start);
  const ranges = [...input.ranges].sort(byStart);
  const planned: PlannedSlot[] = [];
  const skipped: OpeningSkip[] = [];
  const place = (date: string, range: DayRange) => {
    const hours = { date, start: range.start, end: range.end };
    const startsAt = instantOn(date, range.start, timeZone);
    const endsAt = instantOn(date, range.end, timeZone);
    if (startsAt < now) skipped.push({ ...hours, reason: 'past' });
    else if (busy.some((b) => b.startsAt < endsAt && startsAt < b.endsAt))
      skipped.push({ ...hours, reason: 'overlap' });
    else planned.push({ ...hours, startsAt, endsAt });
  };
  const last = Temporal.PlainDate.from(until);
  for (
    let day = Temporal.PlainDate.from(input.from);
    Temporal.PlainDate.compare(day, last) <= 0;
    day = day.add({ days: 1 })
  ) {
    const date = day.toString();
    const usual = ranges.filter((r) => r.weekday === day.dayOfWeek);
    const exception = exceptions.get(date);
    const holiday = italianHolidayOn(date);
    if (exception) {
      for (const range of usual)
        skipped.push({ date, start: range.start, end: range.end, reason: 'exception' });
      for (const range of [...exception.ranges].sort(byStart)) place(date, range);
    } else if (holiday) {
      for (const range of usual) {
        skipped.push({ date, start: range.start, end: range.end, reason: 'holiday', holiday });
      }
    } else {
      for (const range of usual) place(date, range);
    }
  }
  return { until, planned, skipped };
}

export const byWeekdayAndStart = (a: OpeningRange, b: OpeningRange) =>
  a.weekday - b.weekday || a.start.localeCompare(b.start);
