import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AppointmentStatus,
  DayRange,
  OpeningRange,
  PaymentType,
  RestTime,
  SlotStatus,
} from '@studiolo/contracts';
import { patients } from './patients';
import { doctors, services } from './registry';
import { tenantColumns, timestamps } from './tenant';

/**
 * A doctor's bookable time (or an unassigned one). Two live slots of one doctor never overlap: an
 * exclusion constraint in migration 0015 (drizzle-kit cannot express it) guarantees it.
 */
export const slots = pgTable(
  'slots',
  {
    ...tenantColumns,
    doctorId: uuid('doctor_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<SlotStatus>().notNull().default('available'),
    notes: text('notes'),
    doctorNotes: text('doctor_notes'),
    restTimes: jsonb('rest_times').$type<RestTime[]>().notNull().default([]),
    /** Made by the doctor's standing hours (not by hand): a day's exception replaces it. */
    standing: boolean('standing').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('slots_window_idx').on(t.organizationId, t.startsAt),
    // The longest slot bounds the calendar's windows from below (calendar/repo.ts, within).
    index('slots_length_idx').on(t.organizationId, sql`extract(epoch from (${t.endsAt} - ${t.startsAt}))`),
    foreignKey({
      columns: [t.organizationId, t.doctorId],
      foreignColumns: [doctors.organizationId, doctors.id],
      name: 'slots_doctor_fk',
    }),
    check('slots_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('slots_status_check', sql`${t.status} in ('available', 'booked', 'deleted')`),
  ],
);

/**
 * A visit: a patient (or a temporary name) with a doctor at a time. Two appointments of one doctor
 * that are not cancelled never overlap (exclusion constraint, migration 0015).
 */
export const appointments = pgTable(
  'appointments',
  {
    ...tenantColumns,
    slotId: uuid('slot_id'),
    doctorId: uuid('doctor_id').notNull(),
    patientId: uuid('patient_id'),
    temporaryName: text('temporary_name'),
    serviceId: uuid('service_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    priceCents: integer('price_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    paymentType: text('payment_type').$type<PaymentType>(),
    status: text('status').$type<AppointmentStatus>().notNull().default('scheduled'),
    checkedIn: boolean('checked_in').notNull().default(false),
    notes: text('notes'),
    /** When the reminder email was queued; set once, so a reminder is never sent twice. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('appointments_window_idx').on(t.organizationId, t.startsAt),
    // The longest appointment bounds the calendar's windows from below (calendar/repo.ts, within).
    index('appointments_length_idx').on(
      t.organizationId,
      sql`extract(epoch from (${t.endsAt} - ${t.startsAt}))`,
    ),
    index('appointments_patient_idx').on(t.organizationId, t.patientId),
    index('appointments_slot_idx').on(t.organizationId, t.slotId),
    foreignKey({
      columns: [t.organizationId, t.slotId],
      foreignColumns: [slots.organizationId, slots.id],
      name: 'appointments_slot_fk',
    }),
    foreignKey({
      columns: [t.organizationId, t.doctorId],
      foreignColumns: [doctors.organizationId, doctors.id],
      name: 'appointments_doctor_fk',
    }),
    foreignKey({
      columns: [t.organizationId, t.patientId],
      foreignColumns: [patients.organizationId, patients.id],
      name: 'appointments_patient_fk',
    }),
    foreignKey({
      columns: [t.organizationId, t.serviceId],
      foreignColumns: [services.organizationId, services.id],
      name: 'appointments_service_fk',
    }),
    check('appointments_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_who_check', sql`${t.patientId} is not null or ${t.temporaryName} is not null`),
    check('appointments_money_check', sql`${t.priceCents} >= 0 and ${t.paidCents} >= 0`),
    check(
      'appointments_status_check',
      sql`${t.status} in ('to_confirm', 'planned', 'scheduled', 'arrived', 'active', 'completed', 'cancelled', 'no_show')`,
    ),
    check('appointments_payment_type_check', sql`${t.paymentType} in ('cash', 'card')`),
  ],
);

/** Someone waiting for a free slot (SPEC §3: patient name, service, created at, status Waiting). */
export const waitingList = pgTable(
  'waiting_list',
  {
    ...tenantColumns,
    patientId: uuid('patient_id'),
    patientName: text('patient_name'),
    /** How to call someone who is not a patient yet (E.164); a patient's is on their record. */
    phone: text('phone'),
    serviceId: uuid('service_id'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('waiting_list_created_idx').on(t.organizationId, t.createdAt),
    // A patient leaving the practice takes their place in the queue with them.
    foreignKey({
      columns: [t.organizationId, t.patientId],
      foreignColumns: [patients.organizationId, patients.id],
      name: 'waiting_list_patient_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.serviceId],
      foreignColumns: [services.organizationId, services.id],
      name: 'waiting_list_service_fk',
    }),
    check('waiting_list_who_check', sql`${t.patientId} is not null or ${t.patientName} is not null`),
  ],
);

/**
 * A doctor's weekly opening hours as last applied to the calendar ('Orari settimanali'): the dialog
 * offers them again next time. One row per doctor. Standing hours (docs/decisions/027) stay in force
 * from `standingFrom`: the daily job keeps their availabilities made through the booking horizon,
 * `generatedUntil` being the last day made.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    ...tenantColumns,
    doctorId: uuid('doctor_id').notNull(),
    ranges: jsonb('ranges').$type<OpeningRange[]>().notNull(),
    standing: boolean('standing').notNull().default(false),
    standingFrom: date('standing_from'),
    generatedUntil: date('generated_until'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('opening_hours_doctor_idx').on(t.organizationId, t.doctorId),
    foreignKey({
      columns: [t.organizationId, t.doctorId],
      foreignColumns: [doctors.organizationId, doctors.id],
      name: 'opening_hours_doctor_fk',
    }).onDelete('cascade'),
  ],
);

/**
 * A day a doctor's standing hours do not hold as usual: closed (leave, a closure: no ranges) or
 * other hours that day. National holidays need none: they are skipped anyway.
 */
export const openingHoursExceptions = pgTable(
  'opening_hours_exceptions',
  {
    ...tenantColumns,
    doctorId: uuid('doctor_id').notNull(),
    date: date('date').notNull(),
    ranges: jsonb('ranges').$type<DayRange[]>().notNull(),
    note: text('note'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('opening_hours_exceptions_day_idx').on(t.organizationId, t.doctorId, t.date),
    foreignKey({
      columns: [t.organizationId, t.doctorId],
      foreignColumns: [doctors.organizationId, doctors.id],
      name: 'opening_hours_exceptions_doctor_fk',
    }).onDelete('cascade'),
  ],
);
