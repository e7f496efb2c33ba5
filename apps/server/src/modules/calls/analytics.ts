import { sql } from 'drizzle-orm';
import { ORGANIZATION_TIME_ZONE, type AnalyticsRange, type CallAnalytics } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import type { Tenant } from '../../http/session';
import { requirePermission } from '../organizations/permissions';
import { dayWindow, startOf, todayThere } from './window';

const local = sql.raw(`(started_at at time zone '${ORGANIZATION_TIME_ZONE}')`);
/** An inbound call that ended without anybody answering (a voicemail too): 'Missed'. */
const MISSED = sql`direction = 'inbound' and answered_at is null and ended_at is not null`;

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
  const inWindow = sql`started_at >= ${window.from.toISOString()}::timestamptz and started_at < ${window.to.toISOString()}::timestamptz`;
  return withTenant(app.database.db, tenant, async (tx) => {
    const [totals] = await queryRows<{
      total: number;
      average: number | null;
      inbound: number;
      outbound: number;
      missed: number;
    }>(
      tx,
      sql`select count(*)::int as total,
            round(avg(duration_seconds) filter (where answered_at is not null))::int as average,
            count(*) filter (where direction = 'inbound' and not (${MISSED}))::int as inbound,
            count(*) filter (where direction = 'outbound')::int as outbound,
            count(*) filter (where ${MISSED})::int as missed
          from calls where ${inWindow}`,
    );
    const [week] = await queryRows<{ calls: number }>(
      tx,
      sql`select count(*)::int as calls from calls where started_at >= ${weekStart.toISOString()}::timestamptz`,
    );
    const daily = await queryRows<{ day: string; calls: number }>(
      tx,
      sql`select to_char(${local}::date, 'YYYY-MM-DD') as day, count(*)::int as calls
          from calls where ${inWindow} group by 1`,
    );
    const peak = await queryRows<{ weekday: number; hour: number; calls: number }>(
      tx,
      sql`select extract(isodow from ${local})::int as weekday, extract(hour from ${local})::int as hour,
            count(*)::int as calls
          from calls where ${inWindow} group by 1, 2 order by 1, 2`,
    );
    const perDay = new Map(daily.map((row) => [row.day, row.calls]));
    const days = Array.from({ length: Number(range) }, (_, i) => window.first.add({ days: i }).toString());
    return {
      from: window.first.toString(),
      until: today.toString(),
      totalCalls: totals!.total,
      averageDurationSeconds: totals!.average,
      thisWeek: week!.calls,
      daily: days.map((day) => ({ day, calls: perDay.get(day) ?? 0 })),
      byType: { inbound: totals!.inbound, outbound: totals!.outbound, missed: totals!.missed },
      peakHours: peak,
    };
  });
}
