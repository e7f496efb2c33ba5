import { z } from 'zod';

/**
 * Every action the activity log records: `recordActivity` takes nothing else, and each has a sentence
 * in every language (dashboard.activity.actions; a test checks), so the log never shows a raw key.
 */
export const ACTIVITY_ACTIONS = [
  'organization.created',
  'organization.updated',
  'settings.updated',
  'settings.imported',
  'tax730_settings.updated',
  'doctor.created',
  'doctor.updated',
  'doctor.deleted',
  'service.created',
  'service.updated',
  'service.deleted',
  'service_type.created',
  'service_type.updated',
  'service_type.deleted',
  'doctor_service.created',
  'doctor_service.updated',
  'doctor_service.deleted',
  'patient.created',
  'patient.updated',
  'patient.deleted',
  'tablet.created',
  'tablet.deleted',
  'tablet.password_reset',
  'organization.security_updated',
  'team.invitation_revoked',
  'team.invited',
  'team.joined',
  'team.member_removed',
  'team.role_changed',
  'slot.created',
  'slot.updated',
  'slot.deleted',
  'slot.duplicated',
  'slot.moved',
  'doctor.opening_hours_applied',
  'doctor.standing_hours_stopped',
  'doctor.opening_exception_set',
  'doctor.opening_exception_removed',
  'appointment.created',
  'appointment.status_changed',
  'appointment.moved',
  'appointment.cancelled',
  'appointment.restored',
  'appointment.checked_in',
  'appointment.check_in_undone',
  'appointment.patient_linked',
  'appointment.patient_unlinked',
  'appointment.paid',
  'waiting_list.added',
  'waiting_list.removed',
  'waiting_list.promoted',
  'invoice.created',
  'invoice.updated',
  'invoice.sent',
  'invoice.paid',
  'invoice.reset',
  'invoice.redrafted',
  'invoice.cancelled',
  'invoice.credit_note',
  'invoice.shared',
  'invoice.share_revoked',
  'invoice.share_renewed',
  'invoice.numbering_changed',
  'invoice.tax730_sent',
  'invoice.tax730_deleted',
  'invoice.tax730_batch',
  'invoice.partially_paid',
  'call.comment',
  'call.tags',
  'call.reply',
  'call.request_status',
  'call.transcript_read',
  'call.recording_played',
  'call.recording_deleted',
  'call.transcript_deleted',
  'call.recording_settings_updated',
  'api_key.created',
  'api_key.revoked',
  'document_template.saved',
  'document.sent',
  'document.resent',
  'document.revoked',
  'document.opened',
  'document.signed',
  'document.declined',
  'document.emailed',
  'document.pdf_downloaded',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ActivityEntry = z.object({
  id: z.uuid(),
  actorUserId: z.uuid().nullable(),
  /** Who did it, as their account is named now; null for Studiolo itself or a deleted account. */
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.uuid().nullable(),
  /**
   * What the entry says about itself; `name` is how the entity was called when it was written (a
   * patient's 'Rossi Mario', a doctor's 'Dott. Luca Verdi'), so a deleted one still has a label.
   */
  data: z.record(z.string(), z.unknown()),
  /**
   * Whether the entity still exists, where its record is a page of its own (patients): false once
   * deleted, so the log does not link to it. Null for the other kinds, whose entries link to lists.
   */
  entityExists: z.boolean().nullable(),
  /** The patient an appointment, invoice, waiting-list entry or document for signing is about, as named now. */
  patient: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/** The parts of the product the full history filters by ('Cosa'). */
export const ActivityArea = z.enum([
  'patients',
  'calendar',
  'invoices',
  'documents',
  'calls',
  'registry',
  'team',
  'settings',
]);
export type ActivityArea = z.infer<typeof ActivityArea>;

type PrefixOf<A> = A extends `${infer P}.${string}` ? P : never;
/**
 * The area of each action, by the action's first word: a new kind of action does not compile until
 * it is given one, so the filter never hides it.
 */
export const ACTIVITY_AREA_OF: Record<PrefixOf<ActivityAction>, ActivityArea> = {
  patient: 'patients',
  slot: 'calendar',
  appointment: 'calendar',
  waiting_list: 'calendar',
  invoice: 'invoices',
  document: 'documents',
  document_template: 'documents',
  call: 'calls',
  doctor: 'registry',
  service: 'registry',
  service_type: 'registry',
  doctor_service: 'registry',
  team: 'team',
  tablet: 'team',
  api_key: 'team',
  organization: 'settings',
  settings: 'settings',
  tax730_settings: 'settings',
};

/** The action prefixes of an area (`patient` for 'patients'), for the query. */
export const activityPrefixesOf = (area: ActivityArea): string[] =>
  Object.entries(ACTIVITY_AREA_OF)
    .filter(([, of]) => of === area)
    .map(([prefix]) => prefix);

export const ActivityQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** Cursor from the previous page's `nextCursor`. */
    cursor: z.uuid().optional(),
    /** Who did it ('Chi'). */
    actorUserId: z.uuid().optional(),
    /** What it was about ('Cosa'). */
    area: ActivityArea.optional(),
    /** When ('Dal' … 'Al'): days in the organization's time zone, both included. */
    from: z.iso.date().optional(),
    until: z.iso.date().optional(),
  })
  .refine((q) => !q.from || !q.until || q.from <= q.until, { path: ['until'], error: 'dateRangeOrder' });
export type ActivityQuery = z.infer<typeof ActivityQuery>;

export const ActivityPage = z.object({
  items: z.array(ActivityEntry),
  /** Pass as `cursor` for the next page; null when there is none. */
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPage>;

/** GET /api/v1/activity/actors: who has entries in the log, for the 'Chi' filter. */
export const ActivityActor = z.object({ userId: z.uuid(), name: z.string() });
export type ActivityActor = z.infer<typeof ActivityActor>;
export const ActivityActors = z.object({ items: z.array(ActivityActor) });
export type ActivityActors = z.infer<typeof ActivityActors>;
