import { z } from 'zod';
import { optionalText } from './text';
import { Cents } from './registry';
import { OptionalPhoneNumber } from './phone';

/** 'time' names a malformed instant only; a missing one stays 'required' (z.iso.datetime's `error` would name both). */
const instant = z.string().check(z.iso.datetime({ offset: true, error: 'time' }));

/** The organization's time zone: wall-clock times are Italian (per-organization zones may come later). */
export const ORGANIZATION_TIME_ZONE = 'Europe/Rome';

/** A new slot from a double click lasts two hours (SPEC §9). */
export const NEW_SLOT_MINUTES = 120;
/** Duplicating a slot: at most a year ahead. */
export const MAX_DUPLICATE_WEEKS = 52;
/** The widest window one calendar request may ask for (a month view with its edges). */
export const MAX_CALENDAR_RANGE_DAYS = 62;
/** The most doctors one calendar or day-schedule request may name in `doctorIds`. */
export const MAX_FILTER_DOCTORS = 100;

/**
 * The doctors a calendar request shows: `doctorIds=a,b` or `doctorIds=a&doctorIds=b` (both may
 * mix), each a doctor's id; absent for all doctors.
 */
export const DoctorIdsParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.uuid({ error: 'doctorIds' }))
      .min(1, { error: 'doctorIds' })
      .max(MAX_FILTER_DOCTORS, { error: 'tooManyDoctors' }),
  );

/** The doctors a query names, by `doctorId` (one) and `doctorIds` (several), once each; undefined for all. */
export function chosenDoctorIds(query: { doctorId?: string; doctorIds?: string[] }): string[] | undefined {
  const ids = [...(query.doctorId ? [query.doctorId] : []), ...(query.doctorIds ?? [])];
  return ids.length > 0 ? [...new Set(ids)] : undefined;
}

export const SlotStatus = z.enum(['available', 'booked', 'deleted']);
export type SlotStatus = z.infer<typeof SlotStatus>;

/** A pause inside a slot (lunch, a break), when nothing is booked. */
export const RestTime = z
  .object({ startsAt: instant, endsAt: instant })
  .refine((r) => Date.parse(r.endsAt) > Date.parse(r.startsAt), { error: 'time', path: ['endsAt'] });
export type RestTime = z.infer<typeof RestTime>;

const timeRange = <T extends { startsAt: string; endsAt: string }>(value: T) =>
  Date.parse(value.endsAt) > Date.parse(value.startsAt);

export const SlotInput = z
  .object({
    /** Null: a slot not yet assigned to a doctor. */
    doctorId: z.uuid().nullable(),
    startsAt: instant,
    endsAt: instant,
    notes: optionalText(2000),
    doctorNotes: optionalText(2000),
    restTimes: z.array(RestTime).max(10).default([]),
  })
  .refine(timeRange, { error: 'time', path: ['endsAt'] });
export type SlotInput = z.input<typeof SlotInput>;
export type SlotValues = z.output<typeof SlotInput>;

export const Slot = z.object({
  id: z.uuid(),
  doctorId: z.uuid().nullable(),
  startsAt: instant,
  endsAt: instant,
  durationMinutes: z.number().int(),
  status: SlotStatus,
  notes: z.string().nullable(),
  doctorNotes: z.string().nullable(),
  restTimes: z.array(RestTime),
  updatedAt: instant,
});
export type Slot = z.infer<typeof Slot>;

export const CalendarQuery = z
  .object({
    from: instant,
    to: instant,
    doctorId: z.uuid().optional(),
    doctorIds: DoctorIdsParam.optional(),
    includeDeleted: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { error: 'time', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_CALENDAR_RANGE_DAYS * 86_400_000, {
    error: 'tooBig',
    path: ['to'],
  });
export type CalendarQuery = z.input<typeof CalendarQuery>;

/** 'Please enter a positive number of weeks', and at most MAX_DUPLICATE_WEEKS ('maxWeeks'). */
export const DuplicateSlotInput = z.object({
  weeks: z
    .number({ error: 'positiveWeeks' })
    .int({ error: 'positiveWeeks' })
    .min(1, { error: 'positiveWeeks' })
    .max(MAX_DUPLICATE_WEEKS, { error: 'maxWeeks' }),
});
export type DuplicateSlotInput = z.infer<typeof DuplicateSlotInput>;

/**
 * Moving a slot a week on or back. A slot holding visits moves only with `moveAppointments` (else
 * 409 IN_USE, `details.appointments` how many): they move along by the same weeks, their patients
 * told by email with `notifyPatients`.
 */
export const MoveSlotInput = z.object({
  weeks: z.union([z.literal(1), z.literal(-1)]),
  moveAppointments: z.boolean().default(false),
  notifyPatients: z.boolean().default(false),
});
export type MoveSlotInput = z.input<typeof MoveSlotInput>;

/**
 * The states of a visit (SPEC §4 with two more, docs/decisions/027): booked (to confirm, planned,
 * scheduled), the patient arrived (checked in), in progress ('active'), completed, cancelled, and
 * no-show (the patient never came). Which may follow which is VISIT_MOVES (visit-states.ts).
 */
export const AppointmentStatus = z.enum([
  'to_confirm',
  'planned',
  'scheduled',
  'arrived',
  'active',
  'completed',
  'cancelled',
  'no_show',
]);
export type AppointmentStatus = z.infer<typeof AppointmentStatus>;

export const PaymentType = z.enum(['cash', 'card']);
export type PaymentType = z.infer<typeof PaymentType>;

export const AppointmentInput = z
  .object({
    /** The slot it is booked into, when booked from the calendar. */
    slotId: z.uuid().nullable().optional(),
    doctorId: z.uuid(),
    /** A patient of the organization, or a temporary name for someone not yet registered. */
    patientId: z.uuid().nullable().optional(),
    temporaryName: optionalText(200),
    serviceId: z.uuid().nullable().optional(),
    startsAt: instant,
    endsAt: instant,
    /** Cents; when left out, the doctor's price for the service (doctor-services), else the service's. */
    priceCents: Cents.nullable().optional(),
    status: AppointmentStatus.default('scheduled'),
    notes: optionalText(2000),
  })
  .refine(timeRange, { error: 'time', path: ['endsAt'] })
  .refine((a) => Boolean(a.patientId) || Boolean(a.temporaryName), {
    error: 'required',
    path: ['patientId'],
  });
export type AppointmentInput = z.input<typeof AppointmentInput>;
export type AppointmentValues = z.output<typeof AppointmentInput>;

export const AppointmentStatusInput = z.object({ status: AppointmentStatus });

/**
 * Moving a visit to another time, doctor or day; it keeps its length. The new time lies in a live slot
 * of the doctor (`slotId`, else the one that holds it), outside its rest times (else 422
 * OUTSIDE_AVAILABILITY), and meets no other visit of the doctor (409 APPOINTMENT_OVERLAP).
 */
export const MoveAppointmentInput = z.object({
  startsAt: instant,
  doctorId: z.uuid(),
  slotId: z.uuid().nullable().optional(),
  /** Email the patient the new time (in their language), when they have an address. */
  notifyPatient: z.boolean().default(false),
});
export type MoveAppointmentInput = z.input<typeof MoveAppointmentInput>;
export type MoveAppointmentValues = z.output<typeof MoveAppointmentInput>;

/** Cancelling a visit (asked first in the web), optionally telling the patient by email. */
export const CancelAppointmentInput = z.object({ notifyPatient: z.boolean().default(false) });
export type CancelAppointmentInput = z.input<typeof CancelAppointmentInput>;
/**
 * Undoing a cancellation, optionally telling the patient the visit is confirmed again (the web
 * offers it when the cancellation was told to them).
 */
export const RestoreAppointmentInput = z.object({ notifyPatient: z.boolean().default(false) });
export type RestoreAppointmentInput = z.input<typeof RestoreAppointmentInput>;
export const CheckInInput = z.object({ checkedIn: z.boolean() });
/** Linking a saved patient to a visit booked under a temporary name (SPEC §4). */
export const LinkPatientInput = z.object({ patientId: z.uuid() });
export type LinkPatientInput = z.infer<typeof LinkPatientInput>;
/** What was paid for a visit; an amount paid says how (cash or card). */
export const PaymentInput = z
  .object({ paidCents: Cents, paymentType: PaymentType.nullable() })
  .refine((p) => p.paidCents === 0 || p.paymentType !== null, {
    error: 'paymentTypeRequired',
    path: ['paymentType'],
  });
export type PaymentInput = z.infer<typeof PaymentInput>;

export const Appointment = z.object({
  id: z.uuid(),
  slotId: z.uuid().nullable(),
  doctorId: z.uuid(),
  patientId: z.uuid().nullable(),
  patientName: z.string(),
  serviceId: z.uuid().nullable(),
  serviceName: z.string().nullable(),
  startsAt: instant,
  endsAt: instant,
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
  paidCents: z.number().int(),
  paymentType: PaymentType.nullable(),
  /** The paid amount is more than the price: the web warns (SPEC §5). */
  overpaid: z.boolean(),
  status: AppointmentStatus,
  checkedIn: z.boolean(),
  notes: z.string().nullable(),
  updatedAt: instant,
});
export type Appointment = z.infer<typeof Appointment>;

/** 409 SLOT_HAS_APPOINTMENTS's `appointments`: the visits that still take the slot's time, by time. */
export const SlotHoldingVisits = z.array(Appointment.pick({ id: true, patientName: true, startsAt: true }));
export type SlotHoldingVisits = z.infer<typeof SlotHoldingVisits>;

/** A visit after a move, a cancellation or its undoing, and whether the patient was emailed. */
export const AppointmentChange = z.object({ appointment: Appointment, patientNotified: z.boolean() });
export type AppointmentChange = z.infer<typeof AppointmentChange>;

/** What happened to a visit: moved (from → to), cancelled, cancellation undone; who and when. */
export const AppointmentEvent = z.object({
  id: z.uuid(),
  action: z.enum(['appointment.moved', 'appointment.cancelled', 'appointment.restored']),
  at: instant,
  /** Who did it, as their account is named now; null for a deleted account. */
  actorName: z.string().nullable(),
  from: z.object({ startsAt: instant, doctorId: z.uuid() }).nullable(),
  to: z.object({ startsAt: instant, doctorId: z.uuid() }).nullable(),
  patientNotified: z.boolean(),
});
export type AppointmentEvent = z.infer<typeof AppointmentEvent>;
export const AppointmentEvents = z.array(AppointmentEvent);

/**
 * The free times on a day (Italy) where a visit of `durationMinutes` fits: the doctor's own, or with
 * no `doctorId` every active doctor's, each labelled with its doctor. Each offered time is bookable.
 */
export const FreeTimesQuery = z.object({
  day: z.iso.date({ error: 'date' }),
  doctorId: z.uuid().optional(),
  durationMinutes: z.coerce.number().int().min(5).max(720),
  /** A visit being moved: its own time counts as free. */
  appointmentId: z.uuid().optional(),
});
export type FreeTimesQuery = z.input<typeof FreeTimesQuery>;

/** A free time: the doctor's slot that holds it; once per doctor and start. */
export const FreeTime = z.object({
  doctorId: z.uuid(),
  slotId: z.uuid(),
  startsAt: instant,
  endsAt: instant,
});
export type FreeTime = z.infer<typeof FreeTime>;
export const FreeTimes = z.array(FreeTime);

/** What a calendar window shows. */
export const CalendarWindow = z.object({ slots: z.array(Slot), appointments: z.array(Appointment) });
export type CalendarWindow = z.infer<typeof CalendarWindow>;

/** A day in Italy, `YYYY-MM-DD`, or 'today'. */
export const CalendarDay = z.union([z.literal('today'), z.iso.date({ error: 'date' })]);

/**
 * The appointments list (/appointments): a day or a window, filtered; or one patient's visits
 * whenever they took place (`patientId` with neither: e.g. the completed ones to invoice).
 */
export const AppointmentListQuery = z
  .object({
    day: CalendarDay.optional(),
    from: instant.optional(),
    to: instant.optional(),
    doctorId: z.uuid().optional(),
    /** One patient's visits (e.g. the completed ones to invoice). */
    patientId: z.uuid().optional(),
    status: AppointmentStatus.optional(),
    checkedIn: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    /** 'false': leave cancelled visits out (the dashboard's 'today' counts what takes place). */
    cancelled: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    /** 'false': only visits on no invoice that stands (the invoice form's choices). */
    invoiced: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    limit: z.coerce.number().int().min(1).max(200).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine((q) => !(q.day && (q.from || q.to)) && Boolean(q.from) === Boolean(q.to), {
    error: 'required',
    path: ['day'],
  })
  .refine((q) => Boolean(q.day || q.from || q.patientId), { error: 'required', path: ['day'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from), { error: 'time', path: ['to'] })
  .refine(
    (q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= MAX_CALENDAR_RANGE_DAYS * 86_400_000,
    { error: 'tooBig', path: ['to'] },
  );
export type AppointmentListQuery = z.input<typeof AppointmentListQuery>;

/** The printable day schedule (PDF): a day in Italy, of one doctor, of several or of all. */
export const DayScheduleQuery = z.object({
  day: CalendarDay,
  doctorId: z.uuid().optional(),
  doctorIds: DoctorIdsParam.optional(),
});
export type DayScheduleQuery = z.infer<typeof DayScheduleQuery>;

export const AppointmentPage = z.object({ items: z.array(Appointment), total: z.number().int() });
export type AppointmentPage = z.infer<typeof AppointmentPage>;

// Waiting list: people waiting for a free slot ('failed to create or update a waiting list item').

export const WaitingListInput = z
  .object({
    patientId: z.uuid().nullable().optional(),
    /** For someone not registered as a patient. */
    patientName: optionalText(200),
    /** How to call back someone given by name only (a patient's mobile is on their record). */
    phone: OptionalPhoneNumber,
    serviceId: z.uuid().nullable().optional(),
    notes: optionalText(2000),
  })
  .refine((w) => Boolean(w.patientId) || Boolean(w.patientName), {
    error: 'required',
    path: ['patientName'],
  })
  .refine((w) => Boolean(w.patientId) || !w.patientName || Boolean(w.phone), {
    error: 'required',
    path: ['phone'],
  });
export type WaitingListInput = z.input<typeof WaitingListInput>;
export type WaitingListValues = z.output<typeof WaitingListInput>;

export const WaitingListItem = z.object({
  id: z.uuid(),
  patientId: z.uuid().nullable(),
  patientName: z.string(),
  /** The number to call: the patient's mobile, or the one given with the name. */
  phone: z.string().nullable(),
  serviceId: z.uuid().nullable(),
  serviceName: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.literal('waiting'),
  createdAt: instant,
});
export type WaitingListItem = z.infer<typeof WaitingListItem>;

/** Promoting a waiting person into a free time of a slot: the appointment is booked, the item leaves the list. */
export const PromoteWaitingInput = z
  .object({
    slotId: z.uuid(),
    startsAt: instant,
    endsAt: instant,
    priceCents: Cents.nullable().optional(),
  })
  .refine(timeRange, { error: 'time', path: ['endsAt'] });
export type PromoteWaitingInput = z.input<typeof PromoteWaitingInput>;
