import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  SubmissionMessage,
  SubmissionOperation,
  Tax730Environment,
  Tax730SubmissionStatus,
} from '@studiolo/contracts';
import { invoices } from './invoices';
import { tenantColumns, timestamps } from './tenant';

/**
 * One sending of an invoice's expense data to the Sistema TS (insert, update after a correction, or
 * delete), with what the service answered: its protocollo, esito and messages. The history of an
 * invoice's transmissions, newest last.
 */
export const tax730Submissions = pgTable(
  'tax730_submissions',
  {
    ...tenantColumns,
    invoiceId: uuid('invoice_id').notNull(),
    operation: text('operation').$type<SubmissionOperation>().notNull(),
    environment: text('environment').$type<Tax730Environment>().notNull(),
    status: text('status').$type<Tax730SubmissionStatus>().notNull().default('queued'),
    protocollo: text('protocollo'),
    messages: jsonb('messages').$type<SubmissionMessage[]>().notNull().default([]),
    /** Why it could not be sent at all (the port's error code), when it could not. */
    errorCode: text('error_code'),
    attempts: integer('attempts').notNull().default(0),
    /** The submissions sent together in one file (inviaFileMtom) share it; null when sent alone. */
    batchId: uuid('batch_id'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('tax730_submissions_invoice_idx').on(t.organizationId, t.invoiceId, t.createdAt),
    index('tax730_submissions_batch_idx').on(t.organizationId, t.batchId),
    foreignKey({
      columns: [t.organizationId, t.invoiceId],
      foreignColumns: [invoices.organizationId, invoices.id],
      name: 'tax730_submissions_invoice_fk',
    }),
    check(
      'tax730_submissions_operation_check',
      sql`${t.operation} in ('insert', 'update', 'delete', 'refund')`,
    ),
    check('tax730_submissions_environment_check', sql`${t.environment} in ('test', 'production')`),
    check(
      'tax730_submissions_status_check',
      sql`${t.status} in ('queued', 'accepted', 'rejected', 'failed')`,
    ),
  ],
);
