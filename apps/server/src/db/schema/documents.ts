import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DocumentStatus, DocumentType, Locale, SealStatus, SignerRole } from '@studiolo/contracts';
import { users } from './auth';
import { appointments } from './calendar';
import { patients } from './patients';
import { doctors, services } from './registry';
import { tenantColumns, timestamps } from './tenant';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A saved version of a consent template (#17). Each save adds the next version; documents keep the
 * version they were made from. Version 0, Studiolo's built-in text, is never a row.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    ...tenantColumns,
    type: text('type').$type<DocumentType>().notNull(),
    language: text('language').$type<Locale>().notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('document_templates_version_idx').on(t.organizationId, t.type, t.language, t.version),
    check(
      'document_templates_type_check',
      sql`${t.type} in ('general_consent', 'privacy_consent', 'treatment_consent')`,
    ),
    check('document_templates_language_check', sql`${t.language} in ('it', 'en')`),
    check('document_templates_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * A document sent for signing: one template version rendered for one patient, its target tablet
 * (null: any tablet of the organization; no foreign key, so deleting a tablet never widens or drops
 * a document), its states' times and the audit of its signing, and the sealing of its PDF.
 */
export const signingDocuments = pgTable(
  'signing_documents',
  {
    ...tenantColumns,
    patientId: uuid('patient_id').notNull(),
    type: text('type').$type<DocumentType>().notNull(),
    language: text('language').$type<Locale>().notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('sent'),
    /** 0: the built-in text. */
    templateVersion: integer('template_version').notNull(),
    /** Which edition of the built-in text (version 0) it was made from; null for a saved version. */
    templateEdition: smallint('template_edition'),
    title: text('title').notNull(),
    /** The text with the patient's and organization's data filled in, as shown and signed. */
    body: text('body').notNull(),
    /** SHA-256 (hex) of the body (NFC, UTF-8): signing/unsignedContentSha256. */
    contentSha256: text('content_sha256').notNull(),
    appointmentId: uuid('appointment_id'),
    serviceId: uuid('service_id'),
    doctorId: uuid('doctor_id'),
    tabletId: uuid('tablet_id'),
    tabletName: text('tablet_name'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    openOnTablet: boolean('open_on_tablet').notNull().default(false),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** Where and from what the last signature came. */
    signedTabletId: uuid('signed_tablet_id'),
    signedTabletName: text('signed_tablet_name'),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    /** SHA-256 of the content hash and every signature's hash, once all have signed. */
    signedContentSha256: text('signed_content_sha256'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id'),
    sealStatus: text('seal_status').$type<SealStatus>(),
    sealAttempts: integer('seal_attempts').notNull().default(0),
    sealLastError: text('seal_last_error'),
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
    /** Key of the sealed PDF in the storage port. */
    sealedPdfKey: text('sealed_pdf_key'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('signing_documents_list_idx').on(t.organizationId, t.sentAt.desc(), t.id),
    index('signing_documents_patient_idx').on(t.organizationId, t.patientId, t.type, t.sentAt.desc()),
    index('signing_documents_status_idx').on(t.organizationId, t.status, t.sentAt.desc()),
    /** A tablet's waiting documents; the expiry sweep. */
    index('signing_documents_pending_idx')
      .on(t.organizationId, t.expiresAt)
      .where(sql`${t.status} in ('sent', 'partially_signed')`),
    /** The sealing sweep: signed and not sealed. */
    index('signing_documents_unsealed_idx')
      .on(t.signedAt)
      .where(sql`${t.status} = 'signed' and ${t.sealStatus} <> 'sealed'`),
    /** One waiting document per patient and type (per visit for treatment consent). */
    uniqueIndex('signing_documents_one_pending_idx')
      .on(
        t.organizationId,
        t.patientId,
        t.type,
        sql`coalesce(${t.appointmentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.status} in ('sent', 'partially_signed')`),
    foreignKey({
      columns: [t.organizationId, t.patientId],
      foreignColumns: [patients.organizationId, patients.id],
      name: 'signing_documents_patient_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.appointmentId],
      foreignColumns: [appointments.organizationId, appointments.id],
      name: 'signing_documents_appointment_fk',
    }),
    foreignKey({
      columns: [t.organizationId, t.serviceId],
      foreignColumns: [services.organizationId, services.id],
      name: 'signing_documents_service_fk',
    }),
    foreignKey({
      columns: [t.organizationId, t.doctorId],
      foreignColumns: [doctors.organizationId, doctors.id],
      name: 'signing_documents_doctor_fk',
    }),
    foreignKey({
      columns: [t.organizationId, t.replacedById],
      foreignColumns: [t.organizationId, t.id],
      name: 'signing_documents_replaced_by_fk',
    }),
    check(
      'signing_documents_type_check',
      sql`${t.type} in ('general_consent', 'privacy_consent', 'treatment_consent')`,
    ),
    check('signing_documents_language_check', sql`${t.language} in ('it', 'en')`),
    check(
      'signing_documents_edition_check',
      sql`(${t.templateVersion} = 0) = (${t.templateEdition} is not null)`,
    ),
    check(
      'signing_documents_status_check',
      sql`${t.status} in ('sent', 'partially_signed', 'signed', 'declined', 'revoked', 'expired', 'voided')`,
    ),
    check(
      'signing_documents_seal_check',
      sql`(${t.sealStatus} is null) = (${t.signedAt} is null) and ${t.sealStatus} in ('pending', 'sealed', 'failed')`,
    ),
    check(
      'signing_documents_sealed_check',
      sql`(${t.sealStatus} = 'sealed') = (${t.sealedPdfKey} is not null)`,
    ),
    // A declined document keeps when it was declined once a resend voids it.
    check('signing_documents_declined_check', sql`${t.status} <> 'declined' or ${t.declinedAt} is not null`),
  ],
);

/**
 * Who signs a document, in order, and their signature once given: the PNG image and its SHA-256,
 * nothing else of the stroke (no pressure, speed or timing: biometric data, GDPR art. 9).
 */
export const signingDocumentSigners = pgTable(
  'signing_document_signers',
  {
    ...tenantColumns,
    documentId: uuid('document_id').notNull(),
    position: smallint('position').notNull(),
    role: text('role').$type<SignerRole>().notNull(),
    name: text('name').notNull(),
    taxCode: text('tax_code'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signaturePng: bytea('signature_png'),
    signatureSha256: text('signature_sha256'),
    signedTabletId: uuid('signed_tablet_id'),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('signing_document_signers_position_idx').on(t.organizationId, t.documentId, t.position),
    foreignKey({
      columns: [t.organizationId, t.documentId],
      foreignColumns: [signingDocuments.organizationId, signingDocuments.id],
      name: 'signing_document_signers_document_fk',
    }).onDelete('cascade'),
    check('signing_document_signers_role_check', sql`${t.role} in ('patient', 'guardian', 'doctor')`),
    check(
      'signing_document_signers_signed_check',
      sql`(${t.signedAt} is null) = (${t.signaturePng} is null) and (${t.signaturePng} is null) = (${t.signatureSha256} is null)`,
    ),
  ],
);
