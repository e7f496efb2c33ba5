import { z } from 'zod';
import { ITALIAN_HOLIDAYS } from './holidays';
import { optionalText } from './text';

/** A weekly template covers at most a year of weeks in one go. */
export const MAX_OPENING_WEEKS = 52;
/** At most this many time ranges in one week (ten a day). */
export const MAX_OPENING_RANGES = 70;

/** A wall-clock time in Italy, `HH:mm`. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time' });

/** A day in Italy, `YYYY-MM-DD`. */
const Day = z.iso.date({ error: 'date' });

/** ISO weekday: 1 Monday … 7 Sunday. */
export const Weekday = z.number().int().min(1).max(7);

/** One opening of a weekday, e.g. Monday 09:00–13:00. */
export const OpeningRange = z
  .object({ weekday: Weekday, start: ClockTime, end: ClockTime })
  .refine((r) => r.end > r.start, { error: 'time', path: ['end'] });
export type OpeningRange = z.infer<typeof OpeningRange>;

/** Whether two ranges of the same weekday share a minute (touching ends do not). */
const meet = (a: OpeningRange, b: OpeningRange) =>
  a.weekday === b.weekday && a.start < b.end && b.start < a.end;

/** The weekly opening hours of a doctor: several ranges per weekday, never overlapping. */
export const OpeningRanges = z
  .array(OpeningRange)
  .min(1, { error: 'required' })
  .max(MAX_OPENING_RANGES)
  .superRefine((ranges, ctx) => {
    ranges.forEach((range, i) => {
      if (ranges.some((other, j) => j < i && meet(range, other))) {
        ctx.addIssue({ code: 'custom', message: 'rangesOverlap', path: [i, 'start'] });
      }
    });
  });

/** Hours of one day, e.g. 09:00–13:00 (a day's exception to the standing hours). */
export const DayRange = z
  .object({ start: ClockTime, end: ClockTime })
  .refine((r) => r.end > r.start, { error: 'time', path: ['end'] });
export type DayRange = z.infer<typeof DayRange>;

/**
 * A day the standing hours do not hold as usual: no ranges for a closed day (leave, a closure),
 * else that day's hours instead of the weekday's. A national holiday needs none (always skipped).
 */
export const OpeningExceptionInput = z.object({
  ranges: z
    .array(DayRange)
    .max(10)
    .superRefine((ranges, ctx) => {
      ranges.forEach((range, i) => {
        if (ranges.some((other, j) => j < i && range.start < other.end && other.start < range.end)) {
          ctx.addIssue({ code: 'custom', message: 'rangesOverlap', path: [i, 'start'] });
        }
      });
    }),
  note: optionalText(200),
});
export type OpeningExceptionInput = z.input<typeof OpeningExceptionInput>;
export type OpeningExceptionValues = z.output<typeof OpeningExceptionInput>;

export const OpeningException = z.object({
  date: Day,
  ranges: z.array(DayRange),
  note: z.string().nullable(),
});
export type OpeningException = z.infer<typeof OpeningException>;

/** The doctor's hours: the template last applied (empty when never) and, when standing, since when and how far made. */
export const OpeningHours = z.object({
  doctorId: z.uuid(),
  ranges: z.array(OpeningRange),
  /** The hours stay in force every week: availabilities are made through the booking horizon by a daily job. */
  standing: z.boolean(),
  /** The first day the standing hours hold. */
  standingFrom: Day.nullable(),
  /** The last day the standing hours' availabilities are made through. */
  generatedUntil: Day.nullable(),
  /** Days from today on that do not follow the standing hours, earliest first. */
  exceptions: z.array(OpeningException),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OpeningHours = z.infer<typeof OpeningHours>;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * Applying the template from a day for a number of weeks, or up to a day (included): a slot per
 * range and day, in one transaction. Or `standing`: the hours stay in force from that day every week,
 * made now through the clinic's booking horizon and extended daily. `dryRun` answers what would be
 * made, writing nothing.
 */
export const ApplyOpeningHoursInput = z
  .object({
    ranges: OpeningRanges,
    from: Day,
    weeks: z
      .number({ error: 'positiveWeeks' })
      .int({ error: 'positiveWeeks' })
      .min(1, { error: 'positiveWeeks' })
      .max(MAX_OPENING_WEEKS, { error: 'maxWeeks' })
      .optional(),
    until: Day.optional(),
    standing: z.boolean().default(false),
    dryRun: z.boolean().default(false),
  })
  .refine(
    (i) =>
      i.standing
        ? i.weeks === undefined && i.until === undefined
        : (i.weeks === undefined) !== (i.until === undefined),
    { error: 'required', path: ['weeks'] },
  )
  .refine((i) => !i.until || daysBetween(i.from, i.until) >= 0, { error: 'date', path: ['until'] })
  .refine((i) => !i.until || daysBetween(i.from, i.until) < MAX_OPENING_WEEKS * 7, {
    error: 'tooBig',
    path: ['until'],
  });
export type ApplyOpeningHoursInput = z.input<typeof ApplyOpeningHoursInput>;
export type ApplyOpeningHoursValues = z.output<typeof ApplyOpeningHoursInput>;

/** Why a range of the template made no slot on a day ('exception': the day is closed or has other hours). */
export const OpeningSkipReason = z.enum(['holiday', 'overlap', 'past', 'exception']);
export type OpeningSkipReason = z.infer<typeof OpeningSkipReason>;

export const OpeningSkip = z.object({
  date: Day,
  start: ClockTime,
  end: ClockTime,
  reason: OpeningSkipReason,
  /** The national holiday of that day, when that is the reason. */
  holiday: z.enum(ITALIAN_HOLIDAYS).optional(),
});
export type OpeningSkip = z.infer<typeof OpeningSkip>;

/** What applying made (or, in a dry run, would make): how many slots, and each range skipped and why. */
export const OpeningHoursReport = z.object({
  dryRun: z.boolean(),
  standing: z.boolean(),
  from: Day,
  /** The last day covered. */
  until: Day,
  created: z.number().int(),
  skipped: z.array(OpeningSkip),
});
export type OpeningHoursReport = z.infer<typeof OpeningHoursReport>;
