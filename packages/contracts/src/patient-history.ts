import { z } from 'zod';
import { AppointmentEvent, AppointmentStatus } from './calendar';
import { CallCategory, CallDirection, CallPriority, CallStatus, RequestStatus } from './calls';
import { InvoiceKind, InvoiceStatus } from './invoices';

const timestamp = z.iso.datetime({ offset: true });

/** How many of each section the record shows at once (the newest; `total` says how many there are). */
export const PatientHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type PatientHistoryQuery = z.input<typeof PatientHistoryQuery>;

export const PatientHistoryAppointment = z.object({
  id: z.uuid(),
  /** The slot it was booked in, whose page shows and changes it. */
  slotId: z.uuid().nullable(),
  startsAt: timestamp,
  endsAt: timestamp,
  status: AppointmentStatus,
  doctorName: z.string(),
  serviceName: z.string().nullable(),
  priceCents: z.number().int(),
  paidCents: z.number().int(),
  /** What happened to it: moves (from → to), cancellations and their undoing, newest first. */
  events: z.array(AppointmentEvent),
});
export type PatientHistoryAppointment = z.infer<typeof PatientHistoryAppointment>;

export const PatientHistoryInvoice = z.object({
  id: z.uuid(),
  kind: InvoiceKind,
  /** Null while a draft. */
  number: z.string().nullable(),
  status: InvoiceStatus,
  issuedOn: z.string(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
});
export type PatientHistoryInvoice = z.infer<typeof PatientHistoryInvoice>;

export const PatientHistoryCall = z.object({
  id: z.uuid(),
  direction: CallDirection,
  status: CallStatus,
  /** The number the call came from or went to: the patient's, or a guardian's for a minor. */
  caller: z.string(),
  startedAt: timestamp,
  durationSeconds: z.number().int().nullable(),
  category: CallCategory.nullable(),
  priority: CallPriority.nullable(),
  summary: z.string().nullable(),
  requestStatus: RequestStatus,
});
export type PatientHistoryCall = z.infer<typeof PatientHistoryCall>;

const section = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/**
 * A patient's history on one screen: visits to come (soonest first) and past ones (latest first),
 * the number of no-shows, invoices and credit notes (latest first), and calls from or to their phone (a minor's guardians'
 * too; latest first). Guardians and minors are on the patient itself.
 */
export const PatientHistory = z.object({
  upcoming: section(PatientHistoryAppointment),
  past: section(PatientHistoryAppointment),
  /** How many visits the patient missed (no-show), whenever. */
  noShows: z.number().int(),
  invoices: section(PatientHistoryInvoice),
  calls: section(PatientHistoryCall),
});
export type PatientHistory = z.infer<typeof PatientHistory>;
