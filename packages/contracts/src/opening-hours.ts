import { z } from 'zod';
import { ITALIAN_HOLIDAYS } from './holidays';

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

/** The template a doctor's opening hours were last applied with (empty when never). */
export const OpeningHours = z.object({
  doctorId: z.uuid(),
  ranges: z.array(OpeningRange),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OpeningHours = z.infer<typeof OpeningHours>;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * Applying the template from a day for a number of weeks, or up to a day (included): a slot per
 * range and day, in one transaction. `dryRun` answers what would be made, writing nothing.
 */
export const ApplyOpeningHoursInput = z
  .object({
    ranges: OpeningRanges,
    from: Day,
    weeks: z
      .number({ error: 'positiveWeeks' })
      .int({ error: 'positiveWeeks' })
      .min(1, { error: 'positiveWeeks' })
      .max(MAX_OPENING_WEEKS)
      .optional(),
    until: Day.optional(),
    dryRun: z.boolean().default(false),
  })
  .refine((i) => (i.weeks === undefined) !== (i.until === undefined), { error: 'required', path: ['weeks'] })
  .refine((i) => !i.until || daysBetween(i.from, i.until) >= 0, { error: 'date', path: ['until'] })
  .refine((i) => !i.until || daysBetween(i.from, i.until) < MAX_OPENING_WEEKS * 7, {
    error: 'tooBig',
    path: ['until'],
  });
export type ApplyOpeningHoursInput = z.input<typeof ApplyOpeningHoursInput>;
export type ApplyOpeningHoursValues = z.output<typeof ApplyOpeningHoursInput>;

/** Why a range of the template made no slot on a day. */
export const OpeningSkipReason = z.enum(['holiday', 'overlap', 'past']);
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
  from: Day,
  /** The last day covered. */
  until: Day,
  created: z.number().int(),
  skipped: z.array(OpeningSkip),
});
export type OpeningHoursReport = z.infer<typeof OpeningHoursReport>;
