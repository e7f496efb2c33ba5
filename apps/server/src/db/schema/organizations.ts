import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AppSettings, Application } from '@studiolo/contracts';

/** A clinic or practice: the tenant every organization-scoped row belongs to. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    taxCode: text('tax_code'),
    vatNumber: text('vat_number'),
    professionalEmail: text('professional_email'),
    street: text('street'),
    city: text('city'),
    postalCode: text('postal_code'),
    province: text('province'),
    /** The data protection officer's name and contact, if designated (printed in the privacy notice). */
    dpoContact: text('dpo_contact'),
    applications: text('applications')
      .array()
      .$type<Application[]>()
      .notNull()
      .default(sql`'{crm}'`),
    /** Calendar and patient-form preferences; missing keys mean the defaults (contracts/settings.ts). */
    settings: jsonb('settings').$type<Partial<AppSettings>>().notNull().default({}),
    /** Members must have two-factor authentication on to work in this organization. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** The calls number's provisioning state (SPEC §3 aircall_number_status). */
    numberStatus: text('number_status')
      .$type<'none' | 'requested' | 'provisioned'>()
      .notNull()
      .default('none'),
    /** The area prefix the number was asked in ('02': SPEC §3 requested region), and when. */
    requestedPrefix: text('requested_prefix'),
    numberRequestedAt: timestamp('number_requested_at', { withTimezone: true }),
    /** The language of whoever asked: the number's email is written in it. */
    numberRequestLocale: text('number_request_locale').$type<'it' | 'en'>(),
    /**
     * Calls to the number: conversations recorded (off until the owner turns it on, docs/decisions/026),
     * and the days recordings and transcripts are kept (contracts CallRecordingSettings).
     */
    recordCalls: boolean('record_calls').notNull().default(false),
    recordingRetentionDays: integer('recording_retention_days').notNull().default(30),
    transcriptRetentionDays: integer('transcript_retention_days').notNull().default(90),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check(
      'organizations_number_status_check',
      sql`${t.numberStatus} in ('none', 'requested', 'provisioned')`,
    ),
    check(
      'organizations_call_retention_check',
      sql`${t.recordingRetentionDays} between 1 and 365 and ${t.transcriptRetentionDays} between 1 and 365`,
    ),
  ],
);
