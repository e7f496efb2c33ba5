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

/**
 * The times of [from, to) where a visit of `durationMinutes` fits: starting every `stepMinutes` from
 * each slot's start (the calendar's timeline interval), wholly inside the slot, outside its rest
 * times, meeting none of the `booked` visits, and not before `now`. Earliest first.
 */
export function freeTimes<
  S extends Span & { id: string; restTimes: readonly { startsAt: string; endsAt: string }[] },
>(q: {
  slots: readonly S[];
  booked: readonly Span[];
  durationMinutes: number;
  stepMinutes: number;
  from: Date;
  to: Date;
  now: Date;
}): { slotId: string; startsAt: Date; endsAt: Date }[] {
  const duration = q.durationMinutes * 60_000;
  const step = q.stepMinutes * 60_000;
  const times: { slotId: string; startsAt: Date; endsAt: Date }[] = [];
  for (const slot of q.slots) {
    for (let start = slot.startsAt.getTime(); start + duration <= slot.endsAt.getTime(); start += step) {
      const time = { startsAt: new Date(start), endsAt: new Date(start + duration) };
      if (time.startsAt < q.now || time.startsAt < q.from || time.startsAt >= q.to) continue;
      if (!fitsSlot(slot, time) || q.booked.some((visit) => meets(visit, time))) continue;
      times.push({ slotId: slot.id, ...time });
    }
  }
  return times.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
