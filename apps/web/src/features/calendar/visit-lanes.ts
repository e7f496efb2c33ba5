/** A visit as the lanes need it: its doctor (its column) and its times. */
export interface LaneVisit {
  id: string;
  doctorId: string;
  startsAt: string;
  endsAt: string;
}

/** Where a visit sits across its column: `lane` of `lanes` side by side (0 the leftmost). */
export interface Lane {
  lane: number;
  lanes: number;
}

/**
 * Side by side only the visits of one doctor that overlap in time (a cancelled visit and the one
 * booked in its place): each group of overlapping visits shares the column, every other visit has
 * it whole. The availability around them is left out: it is the column's background (decision 021).
 */
export function visitLanes(visits: readonly LaneVisit[]): Map<string, Lane> {
  const result = new Map<string, Lane>();
  const byDoctor = new Map<string, LaneVisit[]>();
  for (const visit of visits) {
    const list = byDoctor.get(visit.doctorId) ?? [];
    list.push(visit);
    byDoctor.set(visit.doctorId, list);
  }
  for (const list of byDoctor.values()) {
    const sorted = [...list].sort(
      (a, b) =>
        Date.parse(a.startsAt) - Date.parse(b.startsAt) || Date.parse(b.endsAt) - Date.parse(a.endsAt),
    );
    let group: { id: string; lane: number }[] = [];
    let laneEnds: number[] = [];
    let groupEnd = -Infinity;
    const close = () => {
      for (const member of group) result.set(member.id, { lane: member.lane, lanes: laneEnds.length });
      group = [];
      laneEnds = [];
    };
    for (const visit of sorted) {
      const start = Date.parse(visit.startsAt);
      const end = Date.parse(visit.endsAt);
      if (start >= groupEnd) {
        close();
        groupEnd = end;
      } else groupEnd = Math.max(groupEnd, end);
      let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
      if (lane === -1) lane = laneEnds.push(end) - 1;
      else laneEnds[lane] = end;
      group.push({ id: visit.id, lane });
    }
    close();
  }
  return result;
}
