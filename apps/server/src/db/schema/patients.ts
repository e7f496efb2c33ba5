import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Gender, GuardianRelationship, PatientLanguage } from '@studiolo/contracts';
import { users } from './auth';
import { organizations } from './organizations';
import { folded } from '../search';
import { tenantColumns } from './tenant';

/** A patient of the clinic (SPEC §3). Phones in E.164, dates of birth as dates. */
export const patients = pgTable(
  'patients',
  {
    ...tenantColumns,
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    /** Null only for a minor whose guardian's phone stands in (PatientInput). */
    mobile: text('mobile'),
    birthDate: date('birth_date'),
    gender: text('gender').$type<Gender>(),
    birthCity: text('birth_city'),
    birthProvince: text('birth_province'),
    country: text('country').notNull().default('IT'),
    /** Null only for a minor whose guardian's address stands in. */
    city: text('city'),
    address: text('address'),
    province: text('province'),
    postalCode: text('postal_code'),
    taxCode: text('tax_code'),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    notes: text('notes'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** Language of the messages sent to the patient (reminders). */
    language: text('language').$type<PatientLanguage>().notNull().default('it'),
    /** The name as searched with typos tolerated (trigram similarity). */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => folded(sql`${patients.lastName} || ' ' || ${patients.firstName}`)),
    /** Everything the search box finds as typed: names, tax code, phone, email. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        folded(
          sql`${patients.lastName} || ' ' || ${patients.firstName} || ' ' || coalesce(${patients.taxCode}, '') || ' ' || coalesce(${patients.mobile}, '') || ' ' || coalesce(${patients.email}, '')`,
        ),
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    // btree_gin puts the organization in the same index: one tenant's search never scans another's.
    index('patients_search_text_idx').using('gin', t.organizationId, t.searchText.op('gin_trgm_ops')),
    index('patients_search_name_idx').using('gin', t.organizationId, t.searchName.op('gin_trgm_ops')),
    // The list's three orders, each served by an index (id last: a stable order for pages).
    index('patients_name_idx').on(t.organizationId, t.lastName, t.firstName, t.id),
    index('patients_recent_idx').on(t.organizationId, t.updatedAt.desc(), t.id),
    index('patients_created_idx').on(t.organizationId, t.createdAt.desc(), t.id),
    index('patients_tax_code_idx').on(t.organizationId, t.taxCode),
    /** A call's caller is matched to a patient by mobile number. */
    index('patients_mobile_idx').on(t.organizationId, t.mobile),
    check('patients_gender_check', sql`${t.gender} in ('male', 'female', 'other')`),
    check('patients_language_check', sql`${t.language} in ('it', 'en')`),
  ],
);

/**
 * A guardian of a minor patient: another patient of the clinic (guardian_patient_id, which cannot be
 * deleted while it guards someone), or a person described here.
 */
export const patientGuardians = pgTable(
  'patient_guardians',
  {
    ...tenantColumns,
    patientId: uuid('patient_id').notNull(),
    guardianPatientId: uuid('guardian_patient_id'),
    relationship: text('relationship').$type<GuardianRelationship>().notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    taxCode: text('tax_code'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    province: text('province'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('patient_guardians_patient_idx').on(t.organizationId, t.patientId),
    index('patient_guardians_guardian_idx').on(t.organizationId, t.guardianPatientId),
    foreignKey({
      columns: [t.organizationId, t.patientId],
      foreignColumns: [patients.organizationId, patients.id],
      name: 'patient_guardians_patient_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.guardianPatientId],
      foreignColumns: [patients.organizationId, patients.id],
      name: 'patient_guardians_guardian_fk',
    }),
    check(
      'patient_guardians_relationship_check',
      sql`${t.relationship} in ('parent', 'legal_guardian', 'grandparent')`,
    ),
    check(
      'patient_guardians_who_check',
      sql`${t.guardianPatientId} is not null or (${t.firstName} is not null and ${t.lastName} is not null and ${t.phone} is not null)`,
    ),
    check('patient_guardians_not_self_check', sql`${t.guardianPatientId} is distinct from ${t.patientId}`),
  ],
);

/**
 * How many patients an organization has, kept exact by statement triggers on patients (migration
 * 0033): the list and the dashboard read one row instead of counting 100,000 on every page.
 */
export const patientCounts = pgTable('patient_counts', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  patients: bigint('patients', { mode: 'number' }).notNull().default(0),
});
