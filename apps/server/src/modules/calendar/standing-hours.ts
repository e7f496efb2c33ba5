import type {
  ApplyOpeningHoursValues,
  OpeningException,
  OpeningExceptionValues,
  OpeningHours,
  OpeningHoursReport,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../db/errors';
import { withTenant, type TenantContext } from '../../db/tenancy';
import { AppError, fieldError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import { doctorsRepo } from '../registry/repo';
import { settingsIn } from '../settings/service';
import {
  addDays,
  byWeekdayAndStart,
  daysWindow,
  expandTemplate,
  horizonEnd,
  lastDay,
  todayAt,
} from './opening-hours';
import { openingHoursRepo } from './opening-hours-repo';
import { calendarRepo } from './repo';

/**
 * 'Orari settimanali' in the database: a doctor's weekly template applied to a range of weeks, or
 * kept standing (docs/decisions/027): in force every week from a day, with exceptions (a closed day,
 * other hours one day), its availabilities made through the clinic's booking horizon and extended
 * by the daily job (standing-hours-job.ts).
 */

type ExceptionRow = Awaited<ReturnType<typeof openingHoursRepo.exceptions>>[number];
const toException = (row: ExceptionRow): OpeningException => ({
  date: row.date,
  ranges: row.ranges,
  note: row.note,
});
const exceptionMap = (rows: ExceptionRow[]) => new Map(rows.map((row) => [row.date, row]));

async function requireDoctor(tx: Tx, doctorId: string) {
  if (!(await doctorsRepo.findById(tx, doctorId))) throw new AppError('NOT_FOUND', 404);
}

/** A doctor's slot made meanwhile by someone else: nothing was written, trying again skips it. */
async function refusingOverlap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw new AppError('SLOT_OVERLAP', 409);
    throw error;
  }
}

/**
 * Makes the doctor's slots of [from, until] from the template (with the exceptions), beside the
 * slots they already have; `standing` marks them as the standing hours'. Nothing written on a dry run.
 */
async function makeSlots(
  tx: Tx,
  tenant: TenantContext,
  doctorId: string,
  plan: { ranges: ApplyOpeningHoursValues['ranges']; from: string; until: string; standing: boolean },
  exceptions: ReadonlyMap<string, Pick<OpeningException, 'ranges'>>,
  now: Date,
  dryRun = false,
) {
  const busy = await calendarRepo.slotsIn(tx, {
    ...daysWindow(plan.from, plan.until),
    doctorIds: [doctorId],
    includeDeleted: false,
  });
  const expanded = expandTemplate(plan, busy, now, exceptions);
  if (!dryRun && expanded.planned.length > 0) {
    await calendarRepo.insertSlots(
      tx,
      expanded.planned.map((slot) => ({
        organizationId: tenant.organizationId,
        doctorId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        standing: plan.standing,
      })),
    );
  }
  return expanded;
}

/** The doctor's template as last applied (or none), whether it stands, and its exceptions to come. */
export async function getOpeningHours(
  app: AppContext,
  tenant: Tenant,
  doctorId: string,
): Promise<OpeningHours> {
  return withTenant(app.database.db, tenant, async (tx) => {
    await requireDoctor(tx, doctorId);
    const row = await openingHoursRepo.find(tx, doctorId);
    const exceptions = await openingHoursRepo.exceptions(tx, doctorId, todayAt(app.clock()));
    return {
      doctorId,
      ranges: [...(row?.ranges ?? [])].sort(byWeekdayAndStart),
      standing: row?.standing ?? false,
      standingFrom: row?.standing ? row.standingFrom : null,
      generatedUntil: row?.standing ? row.generatedUntil : null,
      exceptions: exceptions.map(toException),
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  });
}

/**
 * Applies the doctor's weekly template: to a range of weeks, or standing from a day on, made now
 * through the booking horizon (the organization's setting). Every slot in one transaction (all or
 * none), skipping holidays, times before now and times the doctor already has a slot; standing
 * hours follow their exceptions. The template is kept (a range of weeks stops standing hours). A
 * dry run answers the same report and writes nothing. `now` is the clock's but for the demo seed,
 * which applies a clinic's hours as it would have weeks ago.
 */
export async function applyOpeningHours(
  app: AppContext,
  tenant: Tenant,
  doctorId: string,
  input: ApplyOpeningHoursValues,
  now = app.clock(),
): Promise<OpeningHoursReport> {
  requirePermission(tenant.role, 'calendar:write');
  return refusingOverlap(() =>
    withTenant(app.database.db, tenant, async (tx) => {
      await requireDoctor(tx, doctorId);
      const ranges = [...input.ranges].sort(byWeekdayAndStart);
      const today = todayAt(now);
      const horizon = (await settingsIn(app, tx, tenant.organizationId)).calendar.bookingHorizonWeeks;
      const from = input.standing && input.from < today ? today : input.from;
      const until = input.standing ? horizonEnd(now, horizon) : lastDay(input);
      const exceptions = input.standing
        ? exceptionMap(await openingHoursRepo.exceptions(tx, doctorId, from))
        : new Map();
      const plan = { ranges, from, until, standing: input.standing };
      const { planned, skipped } = await makeSlots(tx, tenant, doctorId, plan, exceptions, now, input.dryRun);
      const report = {
        dryRun: input.dryRun,
        standing: input.standing,
        from,
        until,
        created: planned.length,
        skipped,
      };
      if (input.dryRun) return report;
      await openingHoursRepo.save(tx, {
        organizationId: tenant.organizationId,
        doctorId,
        ranges,
        standing: input.standing,
        standingFrom: input.standing ? input.from : null,
        generatedUntil: input.standing ? until : null,
      });
      await recordActivity(tx, tenant, {
        action: 'doctor.opening_hours_applied',
        entityType: 'doctor',
        entityId: doctorId,
        data: { from, until, standing: input.standing, created: planned.length, skipped: skipped.length },
      });
      return report;
    }),
  );
}

/** Standing hours stop: no more availabilities are made; those made stay bookable. */
export const stopStandingHours = (app: AppContext, tenant: Tenant, doctorId: string) => {
  requirePermission(tenant.role, 'calendar:write');
  return withTenant(app.database.db, tenant, async (tx) => {
    await requireDoctor(tx, doctorId);
    const row = await openingHoursRepo.lock(tx, doctorId);
    if (!row?.standing) throw new AppError('NOT_FOUND', 404);
    await openingHoursRepo.update(tx, doctorId, { standing: false, generatedUntil: null });
    await recordActivity(tx, tenant, {
      action: 'doctor.standing_hours_stopped',
      entityType: 'doctor',
      entityId: doctorId,
    });
  });
};

/**
 * Makes `date` again as the standing hours now say (its exception, or the weekday's hours), when
 * the day's availabilities were made already: the standing slots of that day go (409 IN_USE, with
 * how many visits, while one holds a visit: the desk moves them first) and the day's are made.
 */
async function remakeDay(tx: Tx, tenant: TenantContext, doctorId: string, date: string, now: Date) {
  const row = await openingHoursRepo.lock(tx, doctorId);
  if (!row?.standing || !row.generatedUntil || date > row.generatedUntil || date < todayAt(now)) return;
  const { from, to } = daysWindow(date, date);
  const made = await openingHoursRepo.standingSlotsIn(tx, doctorId, from, to);
  const visits = await openingHoursRepo.liveVisitsIn(tx, made);
  if (visits > 0) throw new AppError('IN_USE', 409, { appointments: visits });
  await openingHoursRepo.deleteSlots(tx, made);
  const exceptions = exceptionMap(await openingHoursRepo.exceptions(tx, doctorId, date));
  await makeSlots(
    tx,
    tenant,
    doctorId,
    { ranges: row.ranges, from: date, until: date, standing: true },
    exceptions,
    now,
  );
}

/** Sets a day's exception to the doctor's standing hours (closed, or other hours), remaking the day if made. */
export const setOpeningException = (
  app: AppContext,
  tenant: Tenant,
  doctorId: string,
  date: string,
  input: OpeningExceptionValues,
) => {
  requirePermission(tenant.role, 'calendar:write');
  const now = app.clock();
  if (date < todayAt(now)) throw fieldError('date', 'pastDate');
  return refusingOverlap(() =>
    withTenant(app.database.db, tenant, async (tx) => {
      await requireDoctor(tx, doctorId);
      await openingHoursRepo.saveException(tx, {
        organizationId: tenant.organizationId,
        doctorId,
        date,
        ranges: input.ranges,
        note: input.note ?? null,
      });
      await remakeDay(tx, tenant, doctorId, date, now);
      await recordActivity(tx, tenant, {
        action: 'doctor.opening_exception_set',
        entityType: 'doctor',
        entityId: doctorId,
        data: { date, ranges: input.ranges.length },
      });
      return toException(exceptionMap(await openingHoursRepo.exceptions(tx, doctorId, date)).get(date)!);
    }),
  );
};

/** Removes a day's exception: the day follows the weekly hours again (remade if made). */
export const removeOpeningException = (app: AppContext, tenant: Tenant, doctorId: string, date: string) => {
  requirePermission(tenant.role, 'calendar:write');
  return refusingOverlap(() =>
    withTenant(app.database.db, tenant, async (tx) => {
      await requireDoctor(tx, doctorId);
      if (!(await openingHoursRepo.deleteException(tx, doctorId, date))) throw new AppError('NOT_FOUND', 404);
      await remakeDay(tx, tenant, doctorId, date, app.clock());
      await recordActivity(tx, tenant, {
        action: 'doctor.opening_exception_removed',
        entityType: 'doctor',
        entityId: doctorId,
        data: { date },
      });
    }),
  );
};

/**
 * Extends one doctor's standing hours through the organization's booking horizon as of `now`: the
 * days after the last made, with their exceptions. The doctor's row is locked first and the last
 * day made read under the lock, so two servers running the job at once make each day once (the
 * second finds it made). A doctor no longer active is left as is. Returns how many slots it made.
 */
export async function extendDoctor(app: AppContext, tenant: TenantContext, doctorId: string, now: Date) {
  return withTenant(app.database.db, tenant, async (tx) => {
    const row = await openingHoursRepo.lock(tx, doctorId);
    const doctor = await doctorsRepo.findById(tx, doctorId);
    if (!row?.standing || !doctor?.active) return 0;
    const horizon = (await settingsIn(app, tx, tenant.organizationId)).calendar.bookingHorizonWeeks;
    const until = horizonEnd(now, horizon);
    const today = todayAt(now);
    const next = row.generatedUntil ? addDays(row.generatedUntil, 1) : (row.standingFrom ?? today);
    const from = [next, row.standingFrom ?? today, today].sort().at(-1)!;
    if (from > until) return 0;
    const exceptions = exceptionMap(await openingHoursRepo.exceptions(tx, doctorId, from));
    const plan = { ranges: row.ranges, from, until, standing: true };
    const { planned } = await makeSlots(tx, tenant, doctorId, plan, exceptions, now);
    await openingHoursRepo.update(tx, doctorId, { generatedUntil: until });
    return planned.length;
  });
}
