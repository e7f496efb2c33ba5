/** A span of time, as instants. */
export interface Span {
  startsAt: Date;
  endsAt: Date;
}

const meets = (a: Span, b: Span) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** Rest times are stored as ISO strings in the slot. */
const restSpans = (restTimes: readonly { startsAt: string; endsAt: string }[]): Span[] =>
  restTimes.map((rest) => ({ startsAt: new Date(rest.startsAt), endsAt: new Date(rest.endsAt) }));

/** Whether a visit at `time` lies wholly within the slot and outside its rest times. */
export function fitsSlot(
  slot: Span & { restTimes: readonly { startsAt: string; endsAt: string }[] },
  time: Span,
): boolean {
  return (
    slot.startsAt <= time.startsAt &&
    time.endsAt <= slot.endsAt &&
    !restSpans(slot.restTimes).some((rest) => meets(rest, time))
  );
}

type FreeSlot = Span & {
  id: string;
  doctorId: string | null;
  restTimes: readonly { startsAt: string; endsAt: string }[];
};

/**
 * The times of [from, to) where a visit of `durationMinutes` fits: starting every `stepMinutes` from
 * each slot's start (the calendar's timeline interval), wholly inside a slot of a doctor, outside its
 * rest times, meeting none of that doctor's `booked` visits, and not before `now`. Once per doctor and
 * start (two slots of one doctor may meet, e.g. one deleted and remade); a slot of no doctor offers
 * nothing, since a visit is always some doctor's. Earliest first, then by doctor.
 */
export function freeTimes(q: {
  slots: readonly FreeSlot[];
  booked: readonly (Span & { doctorId: string })[];
  durationMinutes: number;
  stepMinutes: number;
  from: Date;
  to: Date;
  now: Date;
}): { doctorId: string; slotId: string; startsAt: Date; endsAt: Date }[] {
  const duration = q.durationMinutes * 60_000;
  const step = q.stepMinutes * 60_000;
  const times = new Map<string, { doctorId: string; slotId: string; startsAt: Date; endsAt: Date }>();
  for (const slot of q.slots) {
    const doctorId = slot.doctorId;
    if (!doctorId) continue;
    const booked = q.booked.filter((visit) => visit.doctorId === doctorId);
    for (let start = slot.startsAt.getTime(); start + duration <= slot.endsAt.getTime(); start += step) {
      const time = { startsAt: new Date(start), endsAt: new Date(start + duration) };
      const key = `${doctorId} ${start}`;
      if (times.has(key) || time.startsAt < q.now || time.startsAt < q.from || time.startsAt >= q.to)
        continue;
      if (!fitsSlot(slot, time) || booked.some((visit) => meets(visit, time))) continue;
      times.set(key, { doctorId, slotId: slot.id, ...time });
    }
  }
  return [...times.values()].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.doctorId.localeCompare(b.doctorId),
  );
}
