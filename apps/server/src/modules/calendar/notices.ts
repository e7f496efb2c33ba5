import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { translator } from '../../i18n';
import type { EmailMessage } from '../../providers/email/port';
import { queueEmail } from '../email/service';
import {
  clinicPlace,
  doctorName,
  introOf,
  recipientOf,
  visitIcs,
  visitWhen,
  type Recipient,
  type ReminderDetails,
} from './reminders';
import { remindersRepo } from './repo';

/**
 * What the patient is told when the clinic moves or cancels their visit: an email in their language
 * (Italian with 'Lei', or English), queued in the change's transaction so it goes only if the change
 * commits. The service is never named (health data), as in the reminder by default.
 */
export type VisitNotice =
  { kind: 'moved'; from: { startsAt: Date } } | { kind: 'cancelled' } | { kind: 'restored' };

type Letter = Omit<EmailMessage, 'to'>;

/** The email of a moved visit: before and now, with the updated .ics (same UID: calendars update it). */
export function movedEmail(details: ReminderDetails, from: { startsAt: Date }, recipient: Recipient): Letter {
  const { appointment, patient, organization } = details;
  const t = translator(patient.language);
  const now = visitWhen(appointment.startsAt, patient.language);
  const before = visitWhen(from.startsAt, patient.language);
  const doctor = doctorName(details);
  const values = { name: recipient.name, ...now, organization: organization.name };
  const lines = [
    t('emails:appointmentMoved.greeting', values),
    '',
    introOf(t, 'appointmentMoved', recipient),
    '',
    `${t('emails:appointmentMoved.before')}: ${t('emails:appointmentMoved.at', before)}`,
    `${t('emails:appointmentMoved.now')}: ${t('emails:appointmentMoved.at', now)}`,
    `${t('emails:appointmentMoved.doctor')}: ${doctor}`,
    `${t('emails:appointmentMoved.where')}: ${clinicPlace(details)}`,
    '',
    t('emails:appointmentMoved.cannotCome'),
    t('emails:appointmentMoved.attachment'),
    '',
    `— ${organization.name}`,
  ];
  const summary = t('emails:reminder.eventSummary', { doctor, organization: organization.name });
  return {
    subject: t('emails:appointmentMoved.subject', values),
    text: lines.join('\n'),
    attachments: [visitIcs(details, summary)],
  };
}

/** The email of a cancelled visit: which one, and how to book again. */
export function cancelledEmail(details: ReminderDetails, recipient: Recipient): Letter {
  const { appointment, patient, organization } = details;
  const t = translator(patient.language);
  const values = {
    name: recipient.name,
    ...visitWhen(appointment.startsAt, patient.language),
    doctor: doctorName(details),
    organization: organization.name,
  };
  return {
    subject: t('emails:appointmentCancelled.subject', values),
    text: [
      t('emails:appointmentCancelled.greeting', values),
      '',
      introOf(t, 'appointmentCancelled', recipient, values),
      t('emails:appointmentCancelled.rebook'),
      '',
      `— ${organization.name}`,
    ].join('\n'),
  };
}

/** The email of a visit whose cancellation was undone: it takes place after all, with its .ics. */
export function restoredEmail(details: ReminderDetails, recipient: Recipient): Letter {
  const { appointment, patient, organization } = details;
  const t = translator(patient.language);
  const doctor = doctorName(details);
  const values = {
    name: recipient.name,
    ...visitWhen(appointment.startsAt, patient.language),
    doctor,
    organization: organization.name,
  };
  const summary = t('emails:reminder.eventSummary', { doctor, organization: organization.name });
  return {
    subject: t('emails:appointmentRestored.subject', values),
    text: [
      t('emails:appointmentRestored.greeting', values),
      '',
      introOf(t, 'appointmentRestored', recipient, values),
      `${t('emails:appointmentMoved.where')}: ${clinicPlace(details)}`,
      '',
      t('emails:appointmentRestored.apology'),
      t('emails:appointmentMoved.attachment'),
      '',
      `— ${organization.name}`,
    ].join('\n'),
    attachments: [visitIcs(details, summary)],
  };
}

/**
 * Queues the notice to the visit's patient (a minor's guardian standing in: recipientOf); false when
 * there is nobody to write to (a temporary name, nobody with an email address).
 */
export async function notifyPatient(
  app: AppContext,
  tx: Tx,
  appointmentId: string,
  notice: VisitNotice,
): Promise<boolean> {
  const details = await remindersRepo.details(tx, appointmentId);
  const recipient = details && (await recipientOf(tx, details));
  if (!details || !recipient) return false;
  const message =
    notice.kind === 'moved'
      ? movedEmail(details, notice.from, recipient)
      : notice.kind === 'restored'
        ? restoredEmail(details, recipient)
        : cancelledEmail(details, recipient);
  await queueEmail(app, { ...message, to: recipient.email }, tx);
  return true;
}
