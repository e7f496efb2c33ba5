import { ORGANIZATION_TIME_ZONE, type AppointmentStatus } from './calendar';

/**
 * When a move may be made besides being listed:
 * - 'anytime';
 * - 'started': once the visit's start time has come (what it records has happened: the visit began,
 *   ended, or the patient did not come). A future visit is never completed, so never invoiced as such.
 * - 'visitDay': from the start of the visit's day in Italy (the doctor begins early with a patient
 *   who is already there).
 */
export type VisitMoveGuard = 'anytime' | 'started' | 'visitDay';

/**
 * The state machine of a visit, as data: for each state, the states it may move to and when. The
 * way through is to confirm → scheduled (or planned) → arrived → in progress → completed; "completed"
 * is reached directly from any earlier state once the visit has started; a booked visit may be
 * cancelled or, once started, marked as a no-show. Undoing a step is a move back (check-in undone,
 * a visit started by mistake, a no-show who came after all). Completed is final: it is invoiced.
 * The server refuses any other move (409 INVALID_STATUS_TRANSITION, VISIT_NOT_STARTED,
 * VISIT_NOT_TODAY); the web offers only the moves `nextVisitStatuses` gives.
 */
export const VISIT_MOVES: Readonly<
  Record<AppointmentStatus, Partial<Record<AppointmentStatus, VisitMoveGuard>>>
> = {
  to_confirm: {
    scheduled: 'anytime',
    planned: 'anytime',
    arrived: 'anytime',
    active: 'started',
    completed: 'started',
    no_show: 'started',
    cancelled: 'anytime',
  },
  planned: {
    scheduled: 'anytime',
    to_confirm: 'anytime',
    arrived: 'anytime',
    active: 'started',
    completed: 'started',
    no_show: 'started',
    cancelled: 'anytime',
  },
  scheduled: {
    planned: 'anytime',
    to_confirm: 'anytime',
    arrived: 'anytime',
    active: 'started',
    completed: 'started',
    no_show: 'started',
    cancelled: 'anytime',
  },
  arrived: { scheduled: 'anytime', active: 'visitDay', completed: 'started', cancelled: 'anytime' },
  active: { arrived: 'anytime', completed: 'anytime' },
  completed: {},
  cancelled: { to_confirm: 'anytime', scheduled: 'anytime' },
  no_show: { scheduled: 'anytime', arrived: 'visitDay', completed: 'started' },
};

/** The states a visit is booked in, before anything happened: the first states a booking may take. */
export const BOOKED_STATUSES: readonly AppointmentStatus[] = ['to_confirm', 'planned', 'scheduled'];

/** Why a move is refused: not a move of the machine, or too early for it. */
export type VisitMoveRefusal = 'INVALID_STATUS_TRANSITION' | 'VISIT_NOT_STARTED' | 'VISIT_NOT_TODAY';

/** The day of an instant in the organization's zone, `YYYY-MM-DD`. */
const dayOf = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/**
 * Whether a visit starting at `startsAt` may move from `from` to `to` at `now`: null when it may,
 * else the error code that says why not. Staying in the same state is no move (null).
 */
export function visitMoveRefusal(
  from: AppointmentStatus,
  to: AppointmentStatus,
  startsAt: Date | string,
  now: Date,
  timeZone = ORGANIZATION_TIME_ZONE,
): VisitMoveRefusal | null {
  if (from === to) return null;
  const guard = VISIT_MOVES[from][to];
  const start = new Date(startsAt);
  if (!guard) return 'INVALID_STATUS_TRANSITION';
  if (guard === 'started' && now < start) return 'VISIT_NOT_STARTED';
  if (guard === 'visitDay' && dayOf(now, timeZone) < dayOf(start, timeZone)) return 'VISIT_NOT_TODAY';
  return null;
}

/** The states a visit may move to now, in the machine's order. */
export function nextVisitStatuses(
  visit: { status: AppointmentStatus; startsAt: Date | string },
  now: Date,
): AppointmentStatus[] {
  return (Object.keys(VISIT_MOVES[visit.status]) as AppointmentStatus[]).filter(
    (to) => visitMoveRefusal(visit.status, to, visit.startsAt, now) === null,
  );
}

/** A visit that is over, called off or missed stays at its time: it is not moved (409 APPOINTMENT_NOT_MOVABLE). */
export const visitIsMovable = (status: AppointmentStatus) =>
  status !== 'completed' && status !== 'cancelled' && status !== 'no_show';

/**
 * Whether the patient of a visit may be unlinked (SPEC §4): only before it takes place — booked or
 * cancelled, not checked in; a visit that happened keeps its patient.
 */
export const patientUnlinkable = (visit: { status: AppointmentStatus; checkedIn: boolean }) =>
  !visit.checkedIn && (BOOKED_STATUSES.includes(visit.status) || visit.status === 'cancelled');
