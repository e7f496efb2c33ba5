import type { CallList, CallSummary } from '@studiolo/contracts';
import { romeDay } from '../../lib/format-date';

export interface DayGroup {
  day: string;
  calls: CallSummary[];
  /** The page that holds this day had more calls than it carries: this day's oldest are missing. */
  truncated: boolean;
}

/**
 * The calls of the list's pages by day in Italian time, in the order the server gives them (newest
 * first). Pages cover different days; in a truncated page the newest calls came, so its oldest day
 * shown is the incomplete one.
 */
export function callsByDay(pages: CallList[]): DayGroup[] {
  return pages.flatMap((page) => {
    const days = new Map<string, CallSummary[]>();
    for (const call of page.calls) {
      const day = romeDay(call.startedAt);
      days.set(day, [...(days.get(day) ?? []), call]);
    }
    const groups = [...days.entries()].map(([day, calls]) => ({ day, calls, truncated: false }));
    const oldest = groups.at(-1);
    if (page.truncated && oldest) oldest.truncated = true;
    return groups;
  });
}
