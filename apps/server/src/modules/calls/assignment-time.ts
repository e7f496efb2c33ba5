import { Temporal } from 'temporal-polyfill';
import { italianHolidayOn, ORGANIZATION_TIME_ZONE } from '@studiolo/contracts';

/** The team's hours (SPEC §9): 9:00 to 18:00, Monday to Friday, Italian national holidays aside. */
export const BUSINESS_OPENS_AT = 9;
export const BUSINESS_CLOSES_AT = 18;
/** A number is assigned within 2 business hours of the request (SPEC §9). */
export const ASSIGNMENT_BUSINESS_MINUTES = 120;

const isBusinessDay = (day: Temporal.PlainDate) => day.dayOfWeek < 6 && !italianHolidayOn(day.toString());

const at = (day: Temporal.PlainDate, hour: number) =>
  day.toZonedDateTime({ timeZone: ORGANIZATION_TIME_ZONE, plainTime: { hour } });

/**
 * When a number requested at `requestedAt` will have been assigned: two business hours later. A
 * request at 10:00 on a Wednesday is done by 12:00; at 17:00 by 10:00 the next business day; in the
 * evening, at a weekend or on a holiday, by 11:00 the next business morning.
 */
export function expectedAssignmentBy(requestedAt: Date): Date {
  let now = Temporal.Instant.fromEpochMilliseconds(requestedAt.getTime()).toZonedDateTimeISO(
    ORGANIZATION_TIME_ZONE,
  );
  let remaining = ASSIGNMENT_BUSINESS_MINUTES;
  for (;;) {
    const day = now.toPlainDate();
    const opens = at(day, BUSINESS_OPENS_AT);
    const closes = at(day, BUSINESS_CLOSES_AT);
    if (isBusinessDay(day) && Temporal.ZonedDateTime.compare(now, closes) < 0) {
      const start = Temporal.ZonedDateTime.compare(now, opens) < 0 ? opens : now;
      const left = start.until(closes).total({ unit: 'minutes' });
      if (remaining <= left) return new Date(start.add({ minutes: remaining }).epochMilliseconds);
      remaining -= left;
    }
    now = at(day.add({ days: 1 }), 0);
  }
}
