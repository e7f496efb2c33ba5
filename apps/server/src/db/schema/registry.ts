import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExpenseType } from '@studiolo/contracts';
import { tenantColumns, timestamps } from './tenant';

/** A kind of service ('Visita specialistica', 'Igiene dentale'); groups services. */
export const serviceTypes = pgTable(
  'service_types',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    description: text('description'),
    /** The Sistema TS expense type (tipoSpesa) of its services' invoice lines. */
    expenseType: text('expense_type').$type<ExpenseType>().notNull().default('SR'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    check(
      'service_types_expense_type_check',
      sql`${t.expenseType} in ('SR', 'SP', 'IC', 'AD', 'AS', 'TK', 'CT', 'PI', 'FC', 'FV', 'SV', 'AA')`,
    ),
    uniqueIndex('service_types_name_idx').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

/** A professional whose time the calendar books. Deactivated, not deleted, once they have history. */
export const doctors = pgTable(
  'doctors',
  {
    ...tenantColumns,
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    specialty: text('specialty'),
    email: text('email'),
    /** E.164. */
    phone: text('phone'),
    /** #rrggbb, the doctor's colour in the calendar. */
    color: text('color').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('doctors_name_idx').on(t.organizationId, t.lastName, t.firstName),
    check('doctors_color_check', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/** What the clinic offers, with its default duration and price (cents). */
export const services = pgTable(
  'services',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    serviceTypeId: uuid('service_type_id'),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    /** Check-in of a visit for this service needs a signed treatment consent (#17). */
    requiresTreatmentConsent: boolean('requires_treatment_consent').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('services_name_idx').on(t.organizationId, sql`lower(${t.name})`),
    foreignKey({
      columns: [t.organizationId, t.serviceTypeId],
      foreignColumns: [serviceTypes.organizationId, serviceTypes.id],
      name: 'services_service_type_fk',
    }),
    check('services_duration_check', sql`${t.durationMinutes} between 5 and 1440`),
    check('services_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** Which doctor performs which service; a price or duration set here overrides the service's. */
export const doctorServices = pgTable(
  'doctor_services',
  {
    ...tenantColumns,
    doctorId: uuid('doctor_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    priceCents: integer('price_cents'),
    durationMinutes: integer('duration_minutes'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('doctor_services_pair_idx').on(t.organizationId, t.doctorId, t.serviceId),
    index('doctor_services_service_idx').on(t.organizationId, t.serviceId),
    // The pairing is configuration, not history: it goes with its doctor or service.
    foreignKey({
      columns: [t.organizationId, t.doctorId],
      foreignColumns: [doctors.organizationId, doctors.id],
      name: 'doctor_services_doctor_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.serviceId],
      foreignColumns: [services.organizationId, services.id],
      name: 'doctor_services_service_fk',
    }).onDelete('cascade'),
    check('doctor_services_duration_check', sql`${t.durationMinutes} between 5 and 1440`),
    check('doctor_services_price_check', sql`${t.priceCents} >= 0`),
  ],
);
