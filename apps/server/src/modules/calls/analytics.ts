import type { AnalyticsRange, CallAnalytics } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/tenancy';
import type { Tenant } from '../../domain/tenant';
import { requirePermission } from '../organizations/permissions';
import { callAnalyticsRepo } from './repo';
import { dayWindow, startOf, todayThere } from './window';

/**
 * The last 7, 30 or 90 days (today included) in the organization's time zone, computed by the
 * database: totals, the mean length of answered calls, this week's count, calls per day, per type
 * and per weekday and hour.
 */
export async function callAnalytics(
  app: AppContext,
  tenant: Tenant,
  range: AnalyticsRange,
): Promise<CallAnalytics> {
  requirePermission(tenant.role, 'calls:handle');
  const today = todayThere();
  const window = dayWindow(today, Number(range));
  const weekStart = startOf(today.subtract({ days: today.dayOfWeek - 1 }));
  return withTenant(app.database.db, tenant, async (tx) => {
    const totals = await callAnalyticsRepo.totals(tx, window);
    const thisWeek = await callAnalyticsRepo.countSince(tx, weekStart);
    const daily = await callAnalyticsRepo.perDay(tx, window);
    const peak = await callAnalyticsRepo.perWeekdayAndHour(tx, window);
    const perDay = new Map(daily.map((row) => [row.day, row.calls]));
    const days = Array.from({ length: Number(range) }, (_, i) => window.first.add({ days: i }).toString());
    return {
      from: window.first.toString(),
      until: today.toString(),
      totalCalls: totals.total,
      averageDurationSeconds: totals.average,
      thisWeek,
      daily: days.map((day) => ({ day, calls: perDay.get(day) ?? 0 })),
      byType: {
        inbound: totals.inbound,
        outbound: totals.outbound,
        missed: totals.missed,
        voicemail: totals.voicemail,
      },
      peakHours: peak,
    };
  });
}
