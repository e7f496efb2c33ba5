import type { ActivityAction } from '@studiolo/contracts';
import { randomBytes } from 'node:crypto';
import {
  INVOICE_TRANSITIONS,
  ISSUED_INVOICE_STATUSES,
  isTraceablePayment,
  MISSING_DATA_MESSAGE_KEYS,
  missingInvoiceData,
  stampDutyWording,
  todayInRome,
  type AppSettings,
  type Invoice,
  type InvoiceNumbering,
  type InvoicePage,
  type InvoiceShare,
  type InvoiceStatusInput,
  type InvoiceValues,
} from '@studiolo/contracts';
import type { z } from 'zod';
import type { InvoiceListQuery } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../db/errors';
import { withTenant } from '../../db/tenancy';
import { AppError, fieldError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import { organizationsRepo } from '../organizations/repo';
import { patientsRepo } from '../patients/repo';
import { settingsIn, updateSettingsIn } from '../settings/service';
import { settleByCredit, settleRefund } from './refunds';
import { invoicesRepo, type InvoiceLineRow, type InvoicePaymentRow, type InvoiceRow } from './repo';
import { invoiceNumber, invoiceTotals } from './totals';

/**
 * The invoice as the API gives it. `creditedOffCents`: what issued credit notes giving no money
 * back took off it, which the patient no longer owes.
 */
export function toInvoice(
  row: InvoiceRow,
  lines: InvoiceLineRow[],
  payments: InvoicePaymentRow[] = [],
  creditedOffCents = 0,
): Invoice {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    patientId: row.patientId,
    clientName: row.clientName,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    balanceCents: balanceOf(row, creditedOffCents),
    creditedInvoiceId: row.creditedInvoiceId,
    refund: row.refund,
    clientType: row.clientType,
    clientTaxCode: row.clientTaxCode,
    clientVatNumber: row.clientVatNumber,
    clientAddress: row.clientAddress,
    clientCity: row.clientCity,
    clientPostalCode: row.clientPostalCode,
    clientProvince: row.clientProvince,
    clientEmail: row.clientEmail,
    patientName: row.patientName,
    patientTaxCode: row.patientTaxCode,
    notes: row.notes,
    lines: lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      amountCents: line.amountCents,
      vatExempt: line.vatExempt,
      vatRate: line.vatRate,
      expenseType: line.expenseType,
      expenseFlag: line.expenseFlag,
      healthExpense: line.healthExpense,
      appointmentId: line.appointmentId,
    })),
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    taxCents: row.taxCents,
    stampDutyCents: row.stampDutyCents,
    stampDutyPayer: row.stampDutyPayer,
    stampDutyId: row.stampDutyId,
    stampDutyAuthorization: row.stampDutyAuthorization,
    stampDutyAuthorizationDate: row.stampDutyAuthorizationOn,
    paymentMethod: row.paymentMethod,
    traceablePayment:
      payments.length > 0
        ? payments.every((payment) => payment.traceable)
        : row.paymentMethod
          ? isTraceablePayment(row.paymentMethod, false)
          : null,
    paymentDetails: row.paymentDetails,
    paidOn: row.paidOn,
    payments: payments.map((payment) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      paymentMethod: payment.paymentMethod,
      paidOn: payment.paidOn,
      traceable: payment.traceable,
      paymentDetails: payment.paymentDetails,
    })),
    opposition730: row.opposition730,
    nextStatuses: [...INVOICE_TRANSITIONS[row.status]],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What is left to pay: the total less the payments and the credit notes that give nothing back. */
export const balanceOf = (row: Pick<InvoiceRow, 'totalCents' | 'paidCents'>, creditedOffCents: number) =>
  Math.max(0, row.totalCents - row.paidCents - creditedOffCents);

/** What issued credit notes giving no money back took off the invoice. */
export const creditedOff = async (tx: Tx, id: string) =>
  (await invoicesRepo.creditedOff(tx, [id])).get(id) ?? 0;

export function found<T>(row: T | undefined): T {
  if (!row) throw new AppError('NOT_FOUND', 404);
  return row;
}

/** An invoice write: allowed roles only; a row that vanished meanwhile answers 404, never a 500. */
export async function write<T>(app: AppContext, tenant: Tenant, work: (tx: Tx) => Promise<T>): Promise<T> {
  requirePermission(tenant.role, 'invoices:write');
  try {
    return await withTenant(app.database.db, tenant, work);
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === PG_FOREIGN_KEY_VIOLATION) throw new AppError('NOT_FOUND', 404);
    if (code === PG_UNIQUE_VIOLATION) {
      // Two invoices issued at once with one contrassegno: the second meets the database's key.
      if (pgConstraint(error) === 'invoices_stamp_id_unique') throw new AppError('STAMP_DUTY_ID_USED', 409);
      throw new AppError('INVOICE_NUMBER_TAKEN', 409);
    }
    throw error;
  }
}

export const activity = (tx: Tx, tenant: Tenant, action: ActivityAction, entityId: string, label: string) =>
  recordActivity(tx, tenant, { action, entityType: 'invoice', entityId, data: { label } });

/** What the activity log calls an invoice: its number, or its client's name while never issued. */
export const labelOf = (row: Pick<InvoiceRow, 'number' | 'clientName'>) => row.number ?? row.clientName;

export async function load(tx: Tx, id: string): Promise<Invoice> {
  const row = found(await invoicesRepo.find(tx, id));
  const invoice = toInvoice(
    row,
    await invoicesRepo.lines(tx, id),
    await invoicesRepo.payments(tx, id),
    await creditedOff(tx, id),
  );
  return invoice;
}

/**
 * Each billed visit must be this organization's, the invoice's patient's, completed, and on no other
 * live invoice. The visit rows stay locked until the invoice commits: two invoices of one visit at
 * the same moment wait for each other, and the second sees the first's line.
 */
async function checkAppointments(tx: Tx, input: InvoiceValues, invoiceId: string | null) {
  for (const [index, line] of input.lines.entries()) {
    if (!line.appointmentId) continue;
    const appointment = found(await invoicesRepo.appointmentForUpdate(tx, line.appointmentId));
    if (appointment.patientId !== (input.patientId ?? null)) {
      throw fieldError(`lines.${index}.appointmentId`, 'visitOtherPatient');
    }
    if (appointment.status !== 'completed') {
      throw new AppError('APPOINTMENT_NOT_COMPLETED', 409, { line: index });
    }
    const other = await invoicesRepo.invoiceBilling(tx, line.appointmentId, invoiceId);
    if (other) throw new AppError('APPOINTMENT_INVOICED', 409, { line: index, invoiceNumber: other.number });
  }
}

/**
 * The virtual stamp duty authorization an invoice states: only with both its number and its date
 * configured; otherwise the stamp duty is paid by a contrassegno on the original.
 */
function virtualStampDuty(settings: AppSettings['invoicing']) {
  const virtual = settings.stampDutyAuthorization !== '' && settings.stampDutyAuthorizationDate !== '';
  return {
    stampDutyAuthorization: virtual ? settings.stampDutyAuthorization : null,
    stampDutyAuthorizationOn: virtual ? settings.stampDutyAuthorizationDate : null,
  };
}

/** The columns an invoice's content sets, with its totals computed here, never taken from the client. */
async function contentColumns(app: AppContext, tx: Tx, tenant: Tenant, input: InvoiceValues) {
  if (input.patientId) found(await patientsRepo.findById(tx, input.patientId));
  const settings = (await settingsIn(app, tx, tenant.organizationId)).invoicing;
  const totals = invoiceTotals(input.lines, input.discountCents, settings.stampDutyPayer);
  if (!totals) {
    throw fieldError('discountCents', 'discountTooLarge');
  }
  const { lines: _lines, ...fields } = input;
  return {
    columns: {
      ...fields,
      dueOn: fields.dueOn ?? null,
      patientId: fields.patientId ?? null,
      // The patient apart from the payer only when someone else pays; else the client is the patient.
      patientName: fields.patientTaxCode ? (fields.patientName ?? null) : null,
      patientTaxCode: fields.patientTaxCode ?? null,
      ...totals,
      stampDutyPayer: settings.stampDutyPayer,
      ...virtualStampDuty(settings),
    },
    prefix: settings.prefix,
  };
}

/**
 * The lines as stored; a line's Sistema TS expense type is the one given, else its visit's service
 * type's, else SR (medical services).
 */
async function lineRows(tx: Tx, tenant: Tenant, invoiceId: string, input: InvoiceValues) {
  return Promise.all(
    input.lines.map(async (line, position) => ({
      organizationId: tenant.organizationId,
      invoiceId,
      position,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      amountCents: line.quantity * line.unitPriceCents,
      vatExempt: line.vatExempt,
      vatRate: line.vatExempt ? 0 : line.vatRate,
      expenseType:
        line.expenseType ??
        (line.appointmentId ? await invoicesRepo.expenseTypeOfVisit(tx, line.appointmentId) : undefined) ??
        ('SR' as const),
      expenseFlag: line.expenseFlag ?? null,
      healthExpense: line.healthExpense,
      appointmentId: line.appointmentId ?? null,
    })),
  );
}

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/** A new invoice in draft, without a number: it takes the next one of its year when issued. */
export async function createDraft(app: AppContext, tx: Tx, tenant: Tenant, input: InvoiceValues) {
  await checkAppointments(tx, input, null);
  const { columns } = await contentColumns(app, tx, tenant, input);
  const row = await invoicesRepo.insert(tx, { organizationId: tenant.organizationId, ...columns });
  await invoicesRepo.replaceLines(tx, row.id, await lineRows(tx, tenant, row.id, input));
  await activity(tx, tenant, 'invoice.created', row.id, labelOf(row));
  return load(tx, row.id);
}

export const createInvoice = (app: AppContext, tenant: Tenant, input: InvoiceValues) =>
  write(app, tenant, (tx) => createDraft(app, tx, tenant, input));

/** Changes a draft; a draft issued before keeps its number (and so its year). */
export const updateInvoice = (app: AppContext, tenant: Tenant, id: string, input: InvoiceValues) =>
  write(app, tenant, async (tx) => {
    const current = found(await invoicesRepo.findForUpdate(tx, id));
    if (current.status !== 'draft') throw new AppError('INVOICE_NOT_DRAFT', 409);
    if (current.year !== null && yearOf(input.issuedOn) !== current.year) {
      throw fieldError('issuedOn', 'invoiceYear');
    }
    await checkAppointments(tx, input, id);
    const { columns } = await contentColumns(app, tx, tenant, input);
    await invoicesRepo.update(tx, id, columns);
    await invoicesRepo.replaceLines(tx, id, await lineRows(tx, tenant, id, input));
    await activity(tx, tenant, 'invoice.updated', id, labelOf(current));
    return load(tx, id);
  });

export const getInvoice = (app: AppContext, tenant: Tenant, id: string) =>
  withTenant(app.database.db, tenant, (tx) => load(tx, id));

export async function listInvoices(
  app: AppContext,
  tenant: Tenant,
  query: z.output<typeof InvoiceListQuery>,
): Promise<InvoicePage> {
  return withTenant(app.database.db, tenant, async (tx) => {
    const { rows, hasMore } = await invoicesRepo.page(tx, query);
    const credited = await invoicesRepo.creditedOff(
      tx,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => toInvoice(row, [], [], credited.get(row.id) ?? 0)), hasMore };
  });
}

/** A contrassegno pays one document: refused when another invoice or note of the organization has it. */
async function refuseUsedStampDutyId(tx: Tx, stampDutyId: string, invoiceId: string) {
  const holder = await invoicesRepo.withStampDutyId(tx, stampDutyId, invoiceId);
  if (!holder) return;
  throw new AppError('STAMP_DUTY_ID_USED', 409, { invoiceNumber: holder.number }, [
    {
      path: 'stampDutyId',
      code: 'taken',
      messageKey: 'stampDutyIdUsed',
      params: { invoiceNumber: holder.number },
    },
  ]);
}

/**
 * What issuing adds to the invoice: the stamp duty's way of payment as the settings say now, and
 * for a contrassegno its identifier, which must then be given.
 */
async function stampDutyAtIssue(app: AppContext, tx: Tx, tenant: Tenant, current: InvoiceRow, id?: string) {
  const virtual = virtualStampDuty((await settingsIn(app, tx, tenant.organizationId)).invoicing);
  const wording = stampDutyWording({
    stampDutyCents: current.stampDutyCents,
    stampDutyId: id ?? null,
    stampDutyAuthorization: virtual.stampDutyAuthorization,
    stampDutyAuthorizationDate: virtual.stampDutyAuthorizationOn,
  });
  if (wording.kind === 'contrassegno' && !wording.id) throw fieldError('stampDutyId', 'stampDutyIdRequired');
  if (wording.kind === 'contrassegno') await refuseUsedStampDutyId(tx, wording.id!, current.id);
  return { ...virtual, stampDutyId: wording.kind === 'contrassegno' ? wording.id : null };
}

/**
 * The number an invoice takes when issued, in date order: its date may be neither in the future nor
 * before the date of the year's last numbered invoice. A draft issued before keeps its number, and
 * its date stays between its neighbours'. The year's counter stays locked until the transaction
 * ends, so two invoices issued at once are numbered one after the other, without gaps.
 */
async function numberAtIssue(app: AppContext, tx: Tx, tenant: Tenant, current: InvoiceRow) {
  const today = todayInRome();
  if (current.issuedOn > today) {
    throw new AppError('INVOICE_DATE_OUT_OF_ORDER', 409, { notAfter: today });
  }
  const year = current.year ?? yearOf(current.issuedOn);
  const sequence = current.sequence ?? (await invoicesRepo.takeNumber(tx, tenant.organizationId, year));
  const bounds = await invoicesRepo.dateBounds(tx, year, current.sequence);
  if (bounds.notBefore && current.issuedOn < bounds.notBefore) {
    throw new AppError('INVOICE_DATE_OUT_OF_ORDER', 409, { notBefore: bounds.notBefore });
  }
  if (bounds.notAfter && current.issuedOn > bounds.notAfter) {
    throw new AppError('INVOICE_DATE_OUT_OF_ORDER', 409, { notAfter: bounds.notAfter });
  }
  if (current.number) return {};
  const { prefix } = (await settingsIn(app, tx, tenant.organizationId)).invoicing;
  return { year, sequence, number: invoiceNumber(prefix, sequence, year) };
}

/**
 * Refuses to issue an invoice (or a credit note) that lacks what art. 21 DPR 633/72 asks it to
 * state: the issuer's name, address with province, partita IVA and codice fiscale, and the client's
 * address and codice fiscale (partita IVA for a business). The draft stays as it was.
 */
async function requireMandatoryData(tx: Tx, tenant: Tenant, current: InvoiceRow) {
  const organization = found(await organizationsRepo.findById(tx, tenant.organizationId));
  const missing = missingInvoiceData(organization, current);
  if (missing.length === 0) return;
  throw new AppError(
    'INVOICE_DATA_MISSING',
    422,
    { missing },
    missing.map((path) => ({ path, code: 'missing', messageKey: MISSING_DATA_MESSAGE_KEYS[path] })),
  );
}

/**
 * Issues a draft (or a credit note): the mandatory data checked, the stamp duty's way of payment
 * and the number taken now; a refund note is settled, a note giving nothing back takes its amount
 * off the invoice it corrects.
 */
export async function issue(
  app: AppContext,
  tx: Tx,
  tenant: Tenant,
  current: InvoiceRow,
  stampDutyId?: string,
) {
  await requireMandatoryData(tx, tenant, current);
  await invoicesRepo.update(tx, current.id, {
    status: 'sent',
    sentAt: new Date(),
    ...(await stampDutyAtIssue(app, tx, tenant, current, stampDutyId)),
    ...(await numberAtIssue(app, tx, tenant, current)),
  });
  await activity(tx, tenant, 'invoice.sent', current.id, labelOf(current));
  if (current.kind === 'credit_note' && current.refund) {
    await settleRefund(app, tx, tenant, current.id);
  } else if (current.creditedInvoiceId) {
    await settleByCredit(app, tx, tenant, current.creditedInvoiceId);
  }
}

/**
 * Issues or cancels a draft (INVOICE_TRANSITIONS); paying is apart. An issued invoice never goes
 * back to draft (decision 022): it is corrected by a credit note and a new draft (redraft.ts).
 */
export const setInvoiceStatus = (
  app: AppContext,
  tenant: Tenant,
  id: string,
  { status, stampDutyId }: InvoiceStatusInput,
) =>
  write(app, tenant, async (tx) => {
    const current = found(await invoicesRepo.findForUpdate(tx, id));
    if (status === 'draft' && ISSUED_INVOICE_STATUSES.includes(current.status))
      throw new AppError('INVOICE_ISSUED', 409);
    if (!INVOICE_TRANSITIONS[current.status].includes(status)) {
      throw new AppError('INVOICE_STATUS_TRANSITION', 409, { from: current.status, to: status });
    }
    // A credit note, once made, stands: cancelling it would leave its invoice voided without one.
    if (current.kind === 'credit_note' && status === 'cancelled') {
      throw new AppError('INVOICE_STATUS_TRANSITION', 409, { from: current.status, to: status });
    }
    if (status === 'sent') {
      await issue(app, tx, tenant, current, stampDutyId);
    } else {
      await invoicesRepo.update(tx, id, { status });
      await activity(tx, tenant, 'invoice.cancelled', id, labelOf(current));
    }
    return load(tx, id);
  });

// Numbering (Settings → Invoice Numbering)

export const getNumbering = (app: AppContext, tenant: Tenant, year: number): Promise<InvoiceNumbering> =>
  withTenant(app.database.db, tenant, async (tx) => ({
    year,
    prefix: (await settingsIn(app, tx, tenant.organizationId)).invoicing.prefix,
    nextNumber: (await invoicesRepo.counter(tx, year))?.nextNumber ?? 1,
  }));

/**
 * Sets the prefix and a year's next number: never back to a number already given that year, nor
 * past the next one (a gap); only a year without invoices here may start from any number, to go
 * on with a sequence begun elsewhere.
 */
export const setNumbering = (app: AppContext, tenant: Tenant, input: InvoiceNumbering) => {
  requirePermission(tenant.role, 'settings:update');
  return withTenant(app.database.db, tenant, async (tx) => {
    // The counter locked first: an invoice being numbered meanwhile is counted in `highest`.
    await invoicesRepo.lockCounter(tx, tenant.organizationId, input.year);
    const highest = await invoicesRepo.highestSequence(tx, input.year);
    if (input.nextNumber <= highest) {
      throw new AppError('INVOICE_NUMBER_TAKEN', 409, { highest });
    }
    if (highest > 0 && input.nextNumber !== highest + 1) {
      throw new AppError('INVOICE_NUMBER_GAP', 409, { highest });
    }
    await invoicesRepo.setCounter(tx, tenant.organizationId, input.year, input.nextNumber);
    await updateSettingsIn(app, tx, tenant, { invoicing: { prefix: input.prefix } });
    await recordActivity(tx, tenant, {
      action: 'invoice.numbering_changed',
      entityType: 'organization',
      entityId: tenant.organizationId,
      data: { year: input.year, nextNumber: input.nextNumber },
    });
    return input;
  });
};

// Public link

const DAY_MS = 86_400_000;

const shareOf = async (
  tx: Tx,
  row: { token: string; createdAt: Date; expiresAt: Date; invoiceId: string },
): Promise<InvoiceShare> => ({
  token: row.token,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt.getTime() <= Date.now(),
  openings: (await invoicesRepo.openings(tx, row.invoiceId)).map((opening) => ({
    kind: opening.kind,
    openedAt: opening.openedAt.toISOString(),
  })),
});

export const getShare = (app: AppContext, tenant: Tenant, id: string) =>
  withTenant(app.database.db, tenant, async (tx) => {
    found(await invoicesRepo.find(tx, id));
    const share = await invoicesRepo.liveShare(tx, id);
    return share ? shareOf(tx, share) : null;
  });

/** A new unguessable token (256 bits), working for the organization's invoicing.shareLinkDays. */
async function newShare(app: AppContext, tx: Tx, tenant: Tenant, invoiceId: string) {
  const { shareLinkDays } = (await settingsIn(app, tx, tenant.organizationId)).invoicing;
  return invoicesRepo.insertShare(tx, {
    organizationId: tenant.organizationId,
    invoiceId,
    token: randomBytes(32).toString('base64url'),
    expiresAt: new Date(Date.now() + shareLinkDays * DAY_MS),
  });
}

/** The invoice's public link: the live one while it works, otherwise a new one. */
export const shareInvoice = (app: AppContext, tenant: Tenant, id: string) =>
  write(app, tenant, async (tx) => {
    const invoice = found(await invoicesRepo.findForUpdate(tx, id));
    const live = await invoicesRepo.liveShare(tx, id);
    if (live && live.expiresAt.getTime() > Date.now()) return shareOf(tx, live);
    await invoicesRepo.revokeShares(tx, id);
    const share = await newShare(app, tx, tenant, id);
    await activity(tx, tenant, 'invoice.shared', id, labelOf(invoice));
    return shareOf(tx, share);
  });

/**
 * Renews the public link, expired or not: a new token with a new expiry, the old link revoked. A
 * new address rather than a longer life for the old one: whoever got the old link (a forwarded
 * email, a shared computer) does not get the invoice back with the renewal; only those the clinic
 * sends the new link to do. 404 when the invoice has no link to renew.
 */
export const renewShare = (app: AppContext, tenant: Tenant, id: string) =>
  write(app, tenant, async (tx) => {
    const invoice = found(await invoicesRepo.findForUpdate(tx, id));
    if ((await invoicesRepo.revokeShares(tx, id)).length === 0) throw new AppError('NOT_FOUND', 404);
    const share = await newShare(app, tx, tenant, id);
    await activity(tx, tenant, 'invoice.share_renewed', id, labelOf(invoice));
    return shareOf(tx, share);
  });

/** Revokes the public link: whoever has it sees nothing any more. */
export const revokeShare = (app: AppContext, tenant: Tenant, id: string) =>
  write(app, tenant, async (tx) => {
    const invoice = found(await invoicesRepo.find(tx, id));
    if ((await invoicesRepo.revokeShares(tx, id)).length === 0) throw new AppError('NOT_FOUND', 404);
    await activity(tx, tenant, 'invoice.share_revoked', id, labelOf(invoice));
  });
