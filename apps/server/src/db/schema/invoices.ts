import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ClientType,
  ExpenseType,
  ExpenseTypeFlag,
  InvoiceKind,
  InvoiceStatus,
  InvoicePaymentMethod,
  StampDutyPayer,
} from '@studiolo/contracts';
import { appointments } from './calendar';
import { organizations } from './organizations';
import { patients } from './patients';
import { tenantColumns, timestamps } from './tenant';

/**
 * The next invoice number of an organization for a year. Creating an invoice takes it with the
 * row locked, in the invoice's own transaction: numbers are never skipped nor given twice.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    nextNumber: integer('next_number').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.year] }),
    check('invoice_counters_next_check', sql`${t.nextNumber} >= 1`),
  ],
);

/**
 * An invoice (fattura) or a credit note (nota di credito) that corrects one. Numbered when issued
 * (a draft never issued has no number, so cancelling it leaves no gap), in date order;
 * never deleted (a mistaken one is cancelled, a sent one corrected by a credit note). The client's
 * data are copied in, so a later change to the patient never rewrites an issued invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...tenantColumns,
    kind: text('kind').$type<InvoiceKind>().notNull().default('invoice'),
    /** The year's sequence and the printed number: null until the invoice is issued. */
    year: integer('year'),
    sequence: integer('sequence'),
    number: text('number'),
    /** The invoice a credit note corrects. */
    creditedInvoiceId: uuid('credited_invoice_id'),
    /** A credit note giving money back to the patient: the Sistema TS gets it as a refund (R). */
    refund: boolean('refund').notNull().default(false),
    status: text('status').$type<InvoiceStatus>().notNull().default('draft'),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on'),
    patientId: uuid('patient_id'),
    clientType: text('client_type').$type<ClientType>().notNull().default('individual'),
    clientName: text('client_name').notNull(),
    clientTaxCode: text('client_tax_code'),
    clientVatNumber: text('client_vat_number'),
    clientAddress: text('client_address'),
    clientCity: text('client_city'),
    clientPostalCode: text('client_postal_code'),
    clientProvince: text('client_province'),
    clientEmail: text('client_email'),
    /** The patient (tessera sanitaria holder) when another person pays: cfCittadino is theirs. */
    patientName: text('patient_name'),
    patientTaxCode: text('patient_tax_code'),
    notes: text('notes'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    stampDutyCents: integer('stamp_duty_cents').notNull().default(0),
    stampDutyPayer: text('stamp_duty_payer').$type<StampDutyPayer>().notNull().default('patient'),
    /** The physical contrassegno (marca da bollo) on the original: its 14-digit identifier. */
    stampDutyId: text('stamp_duty_id'),
    /** The virtual stamp duty authorization (art. 15 DPR 642/72) the invoice states, if any. */
    stampDutyAuthorization: text('stamp_duty_authorization'),
    stampDutyAuthorizationOn: date('stamp_duty_authorization_on'),
    totalCents: integer('total_cents').notNull(),
    /** The sum of the invoice's payments (invoice_payments). */
    paidCents: integer('paid_cents').notNull().default(0),
    /** The last payment's method and details; paidOn is the day the balance reached zero. */
    paymentMethod: text('payment_method').$type<InvoicePaymentMethod>(),
    paymentDetails: text('payment_details'),
    paidOn: date('paid_on'),
    /** The patient refused that this expense reach the Sistema TS (flagOpposizione). */
    opposition730: boolean('opposition_730').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('invoices_number_unique').on(t.organizationId, t.year, t.sequence),
    // A contrassegno pays one document (DPR 642/72): its identifier once in the organization.
    unique('invoices_stamp_id_unique').on(t.organizationId, t.stampDutyId),
    index('invoices_issued_idx').on(t.organizationId, t.issuedOn.desc(), t.sequence.desc()),
    index('invoices_patient_idx').on(t.organizationId, t.patientId),
    foreignKey({
      columns: [t.organizationId, t.patientId],
      foreignColumns: [patients.organizationId, patients.id],
      name: 'invoices_patient_fk',
    }),
    foreignKey({
      columns: [t.organizationId, t.creditedInvoiceId],
      foreignColumns: [t.organizationId, t.id],
      name: 'invoices_credited_fk',
    }),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check(
      'invoices_status_check',
      sql`${t.status} in ('draft', 'sent', 'partially_paid', 'paid', 'cancelled')`,
    ),
    check(
      'invoices_client_type_check',
      sql`${t.clientType} in ('individual', 'company', 'freelancer', 'organization')`,
    ),
    check(
      'invoices_money_check',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.taxCents} >= 0 and ${t.stampDutyCents} >= 0 and ${t.totalCents} >= 0 and ${t.paidCents} >= 0`,
    ),
    check('invoices_sequence_check', sql`${t.sequence} >= 1`),
    check(
      'invoices_numbered_check',
      sql`(${t.year} is null) = (${t.sequence} is null) and (${t.sequence} is null) = (${t.number} is null) and (${t.sequence} is not null or ${t.status} in ('draft', 'cancelled'))`,
    ),
    check('invoices_stamp_payer_check', sql`${t.stampDutyPayer} in ('patient', 'clinic')`),
    check('invoices_stamp_id_check', sql`${t.stampDutyId} ~ '^[0-9]{14}$'`),
    check(
      'invoices_payment_method_check',
      sql`${t.paymentMethod} in ('cash', 'card', 'bank_transfer', 'cheque', 'other')`,
    ),
  ],
);

/** A line of an invoice; `appointmentId` when it bills a visit. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    ...tenantColumns,
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Health services are VAT-exempt (art. 10 n. 18 DPR 633/72); otherwise `vatRate` percent. */
    vatExempt: boolean('vat_exempt').notNull().default(true),
    vatRate: integer('vat_rate').notNull().default(0),
    /** The Sistema TS expense type (tipoSpesa); SR, a medical visit, unless said. */
    expenseType: text('expense_type').$type<ExpenseType>().notNull().default('SR'),
    /** flagTipoSpesa: '1' on TK (emergency room), '2' on SR (intramoenia). */
    expenseFlag: text('expense_flag').$type<ExpenseTypeFlag>(),
    /** false: not a health expense, left out of the 730 data. */
    healthExpense: boolean('health_expense').notNull().default(true),
    appointmentId: uuid('appointment_id'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('invoice_lines_invoice_idx').on(t.organizationId, t.invoiceId, t.position),
    index('invoice_lines_appointment_idx').on(t.organizationId, t.appointmentId),
    foreignKey({
      columns: [t.organizationId, t.invoiceId],
      foreignColumns: [invoices.organizationId, invoices.id],
      name: 'invoice_lines_invoice_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.appointmentId],
      foreignColumns: [appointments.organizationId, appointments.id],
      name: 'invoice_lines_appointment_fk',
    }),
    check(
      'invoice_lines_amount_check',
      sql`${t.quantity} >= 1 and ${t.unitPriceCents} >= 0 and ${t.amountCents} = ${t.quantity} * ${t.unitPriceCents}`,
    ),
    check('invoice_lines_vat_check', sql`${t.vatRate} between 0 and 100`),
    check(
      'invoice_lines_expense_type_check',
      sql`${t.expenseType} in ('SR', 'SP', 'IC', 'AD', 'AS', 'TK', 'CT', 'PI', 'FC', 'FV', 'SV', 'AA')`,
    ),
    check(
      'invoice_lines_expense_flag_check',
      sql`${t.expenseFlag} is null or (${t.expenseFlag} = '1' and ${t.expenseType} = 'TK') or (${t.expenseFlag} = '2' and ${t.expenseType} = 'SR')`,
    ),
  ],
);

/**
 * One payment of an invoice: an invoice may be paid in instalments, each with its method and date.
 * `traceable` is stored as decided when recorded (the method's, or what the user said for 'other').
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    ...tenantColumns,
    invoiceId: uuid('invoice_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentMethod: text('payment_method').$type<InvoicePaymentMethod>().notNull(),
    paidOn: date('paid_on').notNull(),
    traceable: boolean('traceable').notNull(),
    paymentDetails: text('payment_details'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('invoice_payments_invoice_idx').on(t.organizationId, t.invoiceId, t.paidOn),
    foreignKey({
      columns: [t.organizationId, t.invoiceId],
      foreignColumns: [invoices.organizationId, invoices.id],
      name: 'invoice_payments_invoice_fk',
    }).onDelete('cascade'),
    check('invoice_payments_amount_check', sql`${t.amountCents} > 0`),
    check(
      'invoice_payments_method_check',
      sql`${t.paymentMethod} in ('cash', 'card', 'bank_transfer', 'cheque', 'other')`,
    ),
    check('invoice_payments_traceable_check', sql`${t.paymentMethod} <> 'cash' or not ${t.traceable}`),
  ],
);

/**
 * A public link to one invoice: whoever has the token sees that invoice, read-only. Row-level
 * security lets the public route read the one row whose token it was given (migration 0020).
 */
export const invoiceShares = pgTable(
  'invoice_shares',
  {
    ...tenantColumns,
    invoiceId: uuid('invoice_id').notNull(),
    token: text('token').notNull().unique('invoice_shares_token_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The link opens nothing after this (the organization's invoicing.shareLinkDays). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('invoice_shares_invoice_idx').on(t.organizationId, t.invoiceId),
    foreignKey({
      columns: [t.organizationId, t.invoiceId],
      foreignColumns: [invoices.organizationId, invoices.id],
      name: 'invoice_shares_invoice_fk',
    }).onDelete('cascade'),
  ],
);

/**
 * Each opening of an invoice's public link (the page or its PDF): shown on the invoice, and the
 * proof that it reached the patient, after which it never returns to draft.
 */
export const invoiceShareOpenings = pgTable(
  'invoice_share_openings',
  {
    ...tenantColumns,
    invoiceId: uuid('invoice_id').notNull(),
    shareId: uuid('share_id').notNull(),
    /** What was opened: the page, or the PDF. */
    kind: text('kind').$type<'page' | 'pdf'>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('invoice_share_openings_invoice_idx').on(t.organizationId, t.invoiceId, t.openedAt.desc()),
    foreignKey({
      columns: [t.organizationId, t.invoiceId],
      foreignColumns: [invoices.organizationId, invoices.id],
      name: 'invoice_share_openings_invoice_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.shareId],
      foreignColumns: [invoiceShares.organizationId, invoiceShares.id],
      name: 'invoice_share_openings_share_fk',
    }).onDelete('cascade'),
    check('invoice_share_openings_kind_check', sql`${t.kind} in ('page', 'pdf')`),
  ],
);
