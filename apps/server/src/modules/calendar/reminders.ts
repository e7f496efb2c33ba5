import { z } from 'zod';
import {
  firstGuardianWith,
  isMinorOn,
  ORGANIZATION_TIME_ZONE,
  type ReminderSettings,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { translator } from '../../i18n';
import type { EmailMessage } from '../../providers/email/port';
import { queueEmail } from '../email/service';
import { patientsRepo } from '../patients/repo';
import { toGuardians } from '../patients/service';
import { settingsIn } from '../settings/service';
import { appointmentIcs } from './ics';
import { remindersRepo } from './repo';

/**
 * The appointment reminder: an email to the patient, in their language, `hoursBefore` hours before
 * the visit (organization setting, 24 by default), with the visit as an .ics attachment.
 *
 * Booking enqueues one 'appointment.reminder' job due at that time, in the booking's transaction.
 * When it runs, it marks the appointment (reminder_sent_at, only if still unset and the visit still
 * ahead and not cancelled) and queues the email in one transaction: a job run twice — a retry, or
 * a second process after a crash took it back — finds the mark and sends nothing. So the patient
 * gets exactly one reminder, and none for a visit cancelled in between. A change of the notice
 * applies to visits booked after it; those already planned keep their time.
 *
 * A visit moved to another time gets a new job for its new time (and may be reminded again); the
 * job planned for the old time carries that time (`startsAt`) and, finding the visit elsewhere,
 * sends nothing.
 */
export const reminderJob = {
  queue: 'appointment.reminder',
  schema: z.object({
    organizationId: z.uuid(),
    appointmentId: z.uuid(),
    /** The visit's time when the job was planned (jobs planned before moves existed have none). */
    startsAt: z.iso.datetime({ offset: true }).optional(),
  }),
  maxAttempts: 5,
};

const HOUR_MS = 60 * 60_000;

export const reminderDueAt = (startsAt: Date, settings: ReminderSettings) =>
  new Date(startsAt.getTime() - settings.hoursBefore * HOUR_MS);

/** Plans the reminder of a visit just booked (or re-opened); nothing for a temporary name. */
export async function scheduleReminder(
  app: AppContext,
  tx: Tx,
  appointment: { id: string; organizationId: string; patientId: string | null; startsAt: Date },
): Promise<void> {
  if (!appointment.patientId || appointment.startsAt.getTime() <= Date.now()) return;
  const settings = (await settingsIn(app, tx, appointment.organizationId)).reminders;
  if (!settings.enabled) return;
  await app.jobs.enqueue(
    reminderJob,
    {
      organizationId: appointment.organizationId,
      appointmentId: appointment.id,
      startsAt: appointment.startsAt.toISOString(),
    },
    {
      executor: tx,
      runAt: new Date(Math.max(Date.now(), reminderDueAt(appointment.startsAt, settings).getTime())),
    },
  );
}

export type ReminderDetails = NonNullable<Awaited<ReturnType<typeof remindersRepo.details>>>;

/** A visit's day and time as the patient reads them ('martedì 1 dicembre 2026', '09:30'), in Italy. */
export function visitWhen(startsAt: Date, locale: string): { date: string; time: string } {
  const intlLocale = locale === 'it' ? 'it-IT' : 'en-GB';
  const zone = { timeZone: ORGANIZATION_TIME_ZONE };
  return {
    date: startsAt.toLocaleDateString(intlLocale, {
      ...zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
    time: startsAt.toLocaleTimeString(intlLocale, {
      ...zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  };
}

/**
 * Whom a visit's emails are written to: the patient, or for a minor without an email of their own,
 * the first guardian who has one (as Patient.standIns says), told whose visit it is (`about`).
 */
export interface Recipient {
  email: string;
  /** 'Rosa Neri', after 'Gentile'. */
  name: string;
  /** The minor the guardian is written about ('l'appuntamento di Luca Neri'), else null. */
  about: string | null;
}

/** The visit's recipient; null when there is nobody to write to. */
export async function recipientOf(tx: Tx, { patient }: ReminderDetails): Promise<Recipient | null> {
  const name = `${patient.firstName} ${patient.lastName}`;
  if (patient.email) return { email: patient.email, name, about: null };
  if (!isMinorOn(patient.birthDate)) return null;
  const guardian = firstGuardianWith(toGuardians(await patientsRepo.guardiansOf(tx, patient.id)), 'email');
  return guardian && { email: guardian.value, name: guardian.name, about: name };
}

/** 'le ricordiamo il suo appuntamento', or to a guardian 'le ricordiamo l'appuntamento di Luca Neri'. */
export const introOf = (
  t: ReturnType<typeof translator>,
  key: 'reminder' | 'appointmentMoved' | 'appointmentCancelled' | 'appointmentRestored',
  recipient: Recipient,
  values: Record<string, string> = {},
) =>
  recipient.about
    ? t(`emails:${key}.introFor`, { ...values, patient: recipient.about })
    : t(`emails:${key}.intro`, values);

/** The doctor as the patient reads it ('Dott. Anna Verdi'), and where the clinic is. */
export const doctorName = ({ doctor }: ReminderDetails) =>
  [doctor.title, doctor.firstName, doctor.lastName].filter(Boolean).join(' ');
export const clinicPlace = ({ organization }: ReminderDetails) =>
  [organization.name, organization.street, organization.city].filter(Boolean).join(', ');

/** The visit as an .ics the patient's calendar adds (or updates: the same UID). */
export function visitIcs(details: ReminderDetails, summary: string, description?: string) {
  const { appointment, organization } = details;
  return {
    filename: translator(details.patient.language)('emails:reminder.filename'),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: appointmentIcs({
      uid: `${appointment.id}@studiolo`,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      summary,
      description,
      location: clinicPlace(details),
      organizerName: organization.name,
      organizerEmail: organization.email ?? undefined,
    }),
  };
}

/**
 * The email itself, in the patient's language; exported for the tests. The service is named, in the
 * text and in the .ics, only when the clinic chose so (`includeService`): it is health data.
 */
export function reminderEmail(
  details: ReminderDetails,
  settings: Pick<ReminderSettings, 'includeService'>,
  recipient: Recipient,
): EmailMessage & { to: string } {
  const { appointment, patient, organization } = details;
  const serviceName = settings.includeService ? details.serviceName : null;
  const t = translator(patient.language);
  const doctor = doctorName(details);
  const values = {
    name: recipient.name,
    ...visitWhen(appointment.startsAt, patient.language),
    organization: organization.name,
  };
  const lines = [
    t('emails:reminder.greeting', values),
    '',
    introOf(t, 'reminder', recipient),
    '',
    `${t('emails:reminder.when')}: ${t('emails:reminder.at', values)}`,
    `${t('emails:reminder.doctor')}: ${doctor}`,
    ...(serviceName ? [`${t('emails:reminder.service')}: ${serviceName}`] : []),
    `${t('emails:reminder.where')}: ${clinicPlace(details)}`,
    '',
    t('emails:reminder.cannotCome'),
    t('emails:reminder.attachment'),
    '',
    `— ${organization.name}`,
  ];
  const summary = t('emails:reminder.eventSummary', { doctor, organization: organization.name });
  return {
    to: recipient.email,
    subject: t('emails:reminder.subject', values),
    text: lines.join('\n'),
    attachments: [visitIcs(details, summary, serviceName ?? undefined)],
  };
}

/** Runs a reminder job; see the module comment for why it sends at most once. */
export async function sendReminder(
  app: AppContext,
  { organizationId, appointmentId, startsAt }: z.infer<typeof reminderJob.schema>,
): Promise<void> {
  await withTenant(app.database.db, { organizationId, userId: null }, async (tx) => {
    const details = await remindersRepo.details(tx, appointmentId);
    const recipient = details && (await recipientOf(tx, details));
    if (!details || !recipient) return; // deleted meanwhile, or nobody to write to
    // Planned for a time the visit has left: the job of its new time reminds instead.
    if (startsAt && Date.parse(startsAt) !== details.appointment.startsAt.getTime()) return;
    const settings = (await settingsIn(app, tx, organizationId)).reminders;
    if (!settings.enabled) return; // turned off since
    if (!(await remindersRepo.claim(tx, appointmentId))) return;
    await queueEmail(app, reminderEmail(details, settings, recipient), tx);
  });
}

export function registerReminderJobs(app: AppContext): void {
  app.jobs.register({ ...reminderJob, handler: (payload) => sendReminder(app, payload) });
}
