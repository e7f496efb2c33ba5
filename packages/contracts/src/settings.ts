import { z } from 'zod';
import { SigningSettings } from './documents';
import { Locale } from './locale';
import { OrganizationProfileInput } from './organizations';

/** Cookie caching the settings in the browser (SPEC §3/§9: 604800 s). */
export const APP_SETTINGS_COOKIE = 'app_settings';
export const APP_SETTINGS_COOKIE_MAX_AGE_SECONDS = 604_800;

/** The farthest booking horizon: a year. */
export const MAX_BOOKING_HORIZON_WEEKS = 52;

export const CalendarSettings = z.object({
  /** Minutes between timeline lines; SPEC §9 default 15. */
  timelineInterval: z
    .union([z.literal(5), z.literal(10), z.literal(15), z.literal(20), z.literal(30), z.literal(60)])
    .default(15),
  hoursFormat: z.enum(['24h', '12h']).default('24h'),
  dateFormat: z.enum(['DD/MM/YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY']).default('DD/MM/YYYY'),
  phoneFormat: z.enum(['international', 'national']).default('international'),
  /** How far ahead the doctors' standing hours are open for booking: weeks from today (decision 027). */
  bookingHorizonWeeks: z.number().int().min(1).max(MAX_BOOKING_HORIZON_WEEKS).default(12),
});

export const PatientFormSettings = z.object({
  showTitle: z.boolean().default(true),
  showPhone: z.boolean().default(true),
  showBirthPlace: z.boolean().default(true),
  showDocumentInfo: z.boolean().default(true),
  showNotes: z.boolean().default(true),
  showMarketingConsent: z.boolean().default(true),
  /** Country code proposed for a new patient's mobile; SPEC §3 default +39. */
  mobilePrefix: z
    .string()
    .regex(/^\+\d{1,4}$/, { error: 'mobilePrefix' })
    .default('+39'),
});

/** The appointment reminder emailed to the patient (with an .ics) before the visit. */
export const REMINDER_HOURS_MAX = 168;
export const ReminderSettings = z.object({
  enabled: z.boolean().default(true),
  /** How long before the appointment it goes out; 24 h unless the clinic says otherwise. */
  hoursBefore: z.number().int().min(1).max(REMINDER_HOURS_MAX).default(24),
  /**
   * Name the service ('Visita ginecologica', 'Test HIV') in the email and its .ics. Off by default:
   * a plain email crosses servers the clinic does not control and sits in shared inboxes and
   * calendars, and a service name is health data (GDPR art. 9); docs/decisions says more.
   */
  includeService: z.boolean().default(false),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;

export const SHARE_LINK_DAYS_MAX = 365;

/** Invoices: the number's prefix, who bears the stamp duty, the virtual stamp duty authorization. */
export const InvoiceSettings = z.object({
  prefix: z
    .string()
    .trim()
    .max(10)
    .regex(/^[A-Za-z0-9/_-]*$/, { error: 'invalidFormat' })
    .default(''),
  stampDutyPayer: z.enum(['patient', 'clinic']).default('patient'),
  /**
   * The Agenzia delle Entrate's authorization to pay the stamp duty virtually (art. 15 DPR 642/72):
   * its number and date. Only with both is an invoice's stamp duty 'assolta in modo virtuale';
   * otherwise each original carries a physical contrassegno whose identifier the invoice states.
   */
  stampDutyAuthorization: z.string().trim().max(100).default(''),
  stampDutyAuthorizationDate: z.union([z.iso.date({ error: 'date' }), z.literal('')]).default(''),
  /** Days an invoice's public link works once made or renewed (#14 point 16: health data). */
  shareLinkDays: z.number().int().min(1).max(SHARE_LINK_DAYS_MAX).default(30),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;

/**
 * Printed documents (invoices, credit notes, the day schedule, receipts' names): the organization's
 * language, Italian unless it says otherwise, whatever the language of whoever prints them (#16).
 */
export const DocumentSettings = z.object({
  language: Locale.default('it'),
});
export type DocumentSettings = z.infer<typeof DocumentSettings>;

export const AppSettings = z.object({
  calendar: CalendarSettings.default(CalendarSettings.parse({})),
  patientForm: PatientFormSettings.default(PatientFormSettings.parse({})),
  reminders: ReminderSettings.default(ReminderSettings.parse({})),
  invoicing: InvoiceSettings.default(InvoiceSettings.parse({})),
  documents: DocumentSettings.default(DocumentSettings.parse({})),
  /** Documents for signing on the tablet (#17): what check-in requires, lifetime, who signs. */
  signing: SigningSettings.default(SigningSettings.parse({})),
});
export type AppSettings = z.infer<typeof AppSettings>;
export const DEFAULT_SETTINGS: AppSettings = AppSettings.parse({});

/** PUT /api/v1/settings: any part may be sent; what is missing stays as it is. */
export const AppSettingsPatch = z.object({
  calendar: CalendarSettings.partial().optional(),
  patientForm: PatientFormSettings.partial().optional(),
  reminders: ReminderSettings.partial().optional(),
  invoicing: InvoiceSettings.partial().optional(),
  documents: DocumentSettings.partial().optional(),
  signing: SigningSettings.partial().optional(),
});
export type AppSettingsPatch = z.infer<typeof AppSettingsPatch>;

/** Settings → Import/Export: one JSON file. */
export const SettingsExport = z.object({
  format: z.literal('studiolo-settings'),
  version: z.literal(1),
  exportedAt: z.iso.datetime({ offset: true }),
  organization: OrganizationProfileInput,
  settings: AppSettings,
});
export type SettingsExport = z.infer<typeof SettingsExport>;

/** What an import changed: dotted paths such as `calendar.timelineInterval`. */
export const SettingsImportResult = z.object({ changed: z.array(z.string()) });
export type SettingsImportResult = z.infer<typeof SettingsImportResult>;
