import { Temporal } from 'temporal-polyfill';
import { ORGANIZATION_TIME_ZONE } from '@studiolo/contracts';

/** Today in the organization's time zone (YYYY-MM-DD). */
export const todayThere = () => Temporal.Now.plainDateISO(ORGANIZATION_TIME_ZONE);

/** The instant a calendar day starts in the organization's time zone. */
export const startOf = (day: Temporal.PlainDate) =>
  new Date(day.toZonedDateTime({ timeZone: ORGANIZATION_TIME_ZONE }).epochMilliseconds);

/** `days` whole days ending with `until` (inclusive): the instants [from, to) and the first day. */
export function dayWindow(until: Temporal.PlainDate, days: number) {
  const first = until.subtract({ days: days - 1 });
  return { first, from: startOf(first), to: startOf(until.add({ days: 1 })) };
}
