import { Temporal } from 'temporal-polyfill';
import {
  italianHolidayOn,
  ORGANIZATION_TIME_ZONE,
  type ApplyOpeningHoursValues,
  type OpeningHours,
  type OpeningHoursReport,
  type OpeningRange,
  type OpeningSkip,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../db/errors';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import { doctorsRepo } from '../registry/repo';
import { calendarRepo, openingHoursRepo } from './repo';

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

const instant = (date: string, time: string, timeZone: string) =>
  new Date(Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone).epochMilliseconds);

/**
 * The slots a weekly template makes from `from` to its last day, in Italian wall-clock time (the
 * same hours either side of a daylight-saving change). A range is skipped, with its reason, on a
 * national holiday, when it would start before `now`, or when it meets a slot in `busy` (the
 * doctor's live slots). Pure: the rules of 'Orari settimanali', tested on their own.
 */
export function expandTemplate(
  input: Pick<ApplyOpeningHoursValues, 'ranges' | 'from' | 'weeks' | 'until'>,
  busy: readonly Busy[],
  now: Date,
  timeZone = ORGANIZATION_TIME_ZONE,
): { until: string; planned: PlannedSlot[]; skipped: OpeningSkip[] } {
  const until = lastDay(input);
  const ranges = [...input.ranges].sort((a, b) => a.start.localeCompare(b.start));
  const planned: PlannedSlot[] = [];
  const skipped: OpeningSkip[] = [];
  const last = Temporal.PlainDate.from(until);
  for (
    let day = Temporal.PlainDate.from(input.from);
    Temporal.PlainDate.compare(day, last) <= 0;
    day = day.add({ days: 1 })
  ) {
    const date = day.toString();
    const holiday = italianHolidayOn(date);
    for (const range of ranges.filter((r) => r.weekday === day.dayOfWeek)) {
      const hours = { date, start: range.start, end: range.end };
      const startsAt = instant(date, range.start, timeZone);
      const endsAt = instant(date, range.end, timeZone);
      if (holiday) skipped.push({ ...hours, reason: 'holiday', holiday });
      else if (startsAt < now) skipped.push({ ...hours, reason: 'past' });
      else if (busy.some((b) => b.startsAt < endsAt && startsAt < b.endsAt))
        skipped.push({ ...hours, reason: 'overlap' });
      else planned.push({ ...hours, startsAt, endsAt });
    }
  }
  return { until, planned, skipped };
}

const byWeekdayAndStart = (a: OpeningRange, b: OpeningRange) =>
  a.weekday - b.weekday || a.start.localeCompare(b.start);

/** The doctor's template as last applied, or none. */
export async function getOpeningHours(
  app: AppContext,
  tenant: Tenant,
  doctorId: string,
): Promise<OpeningHours> {
  return withTenant(app.database.db, tenant, async (tx) => {
    if (!(await doctorsRepo.findById(tx, doctorId))) throw new AppError('NOT_FOUND', 404);
    const row = await openingHoursRepo.find(tx, doctorId);
    return {
      doctorId,
      ranges: [...(row?.ranges ?? [])].sort(byWeekdayAndStart),
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  });
}

/**
 * Applies the doctor's weekly template to a range of weeks: every slot it makes, in one transaction
 * (all or none), skipping holidays, times before `now` and times the doctor already has a slot; the
 * template is kept for next time. A dry run answers the same report and writes nothing. `now` is
 * the clock's but for the demo seed, which applies a clinic's hours as it would have weeks ago.
 */
export async function applyOpeningHours(
  app: AppContext,
  tenant: Tenant,
  doctorId: string,
  input: ApplyOpeningHoursValues,
  now = new Date(),
): Promise<OpeningHoursReport> {
  requirePermission(tenant.role, 'calendar:write');
  try {
    return await withTenant(app.database.db, tenant, async (tx) => {
      if (!(await doctorsRepo.findById(tx, doctorId))) throw new AppError('NOT_FOUND', 404);
      const until = lastDay(input);
      const window = {
        from: instant(input.from, '00:00', ORGANIZATION_TIME_ZONE),
        to: instant(
          Temporal.PlainDate.from(until).add({ days: 1 }).toString(),
          '00:00',
          ORGANIZATION_TIME_ZONE,
        ),
      };
      const busy = await calendarRepo.slotsIn(tx, {
        ...window,
        doctorIds: [doctorId],
        includeDeleted: false,
      });
      const { planned, skipped } = expandTemplate(input, busy, now);
      const report = { dryRun: input.dryRun, from: input.from, until, created: planned.length, skipped };
      if (input.dryRun) return report;
      if (planned.length > 0) {
        await calendarRepo.insertSlots(
          tx,
          planned.map((slot) => ({
            organizationId: tenant.organizationId,
            doctorId,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
          })),
        );
      }
      await openingHoursRepo.save(tx, {
        organizationId: tenant.organizationId,
        doctorId,
        ranges: [...input.ranges].sort(byWeekdayAndStart),
      });
      await recordActivity(tx, tenant, {
        action: 'doctor.opening_hours_applied',
        entityType: 'doctor',
        entityId: doctorId,
        data: { from: input.from, until, created: planned.length, skipped: skipped.length },
      });
      return report;
    });
  } catch (error) {
    // A slot made meanwhile by someone else: nothing was written, trying again skips it.
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw new AppError('SLOT_OVERLAP', 409);
    throw error;
  }
}
