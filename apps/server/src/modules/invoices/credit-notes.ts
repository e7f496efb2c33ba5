import type { CreditNoteInput } from '@studiolo/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, fieldError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { hasQueuedSubmission, queueDeletionIfTransmitted } from '../tax730-submissions/service';
import { invoicesRepo, type InvoiceLineRow, type InvoiceRow } from './repo';
import { activity, found, labelOf, load, write } from './service';
import { grossLineAmounts, invoiceTotals, netLineAmounts, spread } from './totals';

type CreditNoteValues = z.output<typeof CreditNoteInput>;
type NoteLine = Omit<InvoiceLineRow, 'id' | 'invoiceId'>;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The lines a credit note takes back: chosen ones (each at what it was charged), or all of them. */
function chosenLines(lines: InvoiceLineRow[], lineIds: string[] | undefined) {
  if (!lineIds) return lines;
  return lineIds.map((lineId, index) => {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) throw fieldError(`lineIds.${index}`, 'unknownLine');
    return line;
  });
}

/**
 * A partial note's lines: each chosen line at its amount less its share of the invoice's discount
 * (quantity 1), scaled down when an amount (VAT included, what the patient gets back) is asked.
 */
function partialLines(original: InvoiceRow, lines: InvoiceLineRow[], input: CreditNoteValues): NoteLine[] {
  const net = netLineAmounts(lines, original.discountCents);
  const gross = grossLineAmounts(lines, original.discountCents);
  const chosen = chosenLines(lines, input.lineIds);
  const chosenNet = chosen.map((line) => net[lines.indexOf(line)]!);
  const chosenGross = sum(chosen.map((line) => gross[lines.indexOf(line)]!));
  let amounts = chosenNet;
  if (input.amountCents !== undefined) {
    if (input.amountCents > chosenGross) throw fieldError('amountCents', 'creditTooLarge');
    amounts = spread(chosenNet, Math.round((input.amountCents * sum(chosenNet)) / chosenGross));
  }
  return chosen
    .map(({ id: _id, invoiceId: _invoiceId, ...line }, index) => ({
      ...line,
      quantity: 1,
      unitPriceCents: amounts[index]!,
      amountCents: amounts[index]!,
    }))
    .filter((line) => line.amountCents > 0)
    .map((line, position) => ({ ...line, position }));
}

/** The note's own columns: a copy of the invoice's client and terms, its totals, not paid yet. */
function noteColumns(original: InvoiceRow, lines: NoteLine[], whole: boolean) {
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    sentAt: _sent,
    paymentMethod: _method,
    paidOn: _paidOn,
    paymentDetails: _details,
    // The note's original carries a contrassegno of its own, entered when it is issued.
    stampDutyId: _stampDutyId,
    ...copied
  } = original;
  if (whole) return copied;
  // A partial note gives back services, not the stamp duty of the invoice (it bears its own, if due).
  const totals = invoiceTotals(lines, 0, 'clinic')!;
  return { ...copied, ...totals, discountCents: 0, stampDutyPayer: 'clinic' as const };
}

/**
 * Notes never give back more than was paid, nor take off more than the invoice: a partial note that
 * gives nothing back takes off what is left to pay (less the other such notes), so the balance
 * never goes below zero.
 */
async function refuseBeyond(
  tx: Tx,
  original: InvoiceRow,
  noteTotal: number,
  refund: boolean,
  whole: boolean,
) {
  const [ceiling, credited] = refund
    ? [original.paidCents, await invoicesRepo.creditedCents(tx, original.id, true)]
    : whole
      ? [original.totalCents, await invoicesRepo.creditedCents(tx, original.id)]
      : [original.totalCents - original.paidCents, await invoicesRepo.creditedCents(tx, original.id, false)];
  if (credited + noteTotal > ceiling) throw fieldError('amountCents', 'creditTooLarge');
}

/**
 * Corrects a sent (or paid) invoice the only way Italian rules allow: a credit note that references
 * it, numbered in the same sequence when issued. The whole invoice (which is then cancelled), chosen lines, or an
 * amount. A refund (money given back; the default once something was paid) is settled on the
 * note's date when the note is issued, and goes to the Sistema TS as a refund (R, idRimborso); a
 * whole note without a refund corrects data sent in error, which are deleted there (C).
 */
export async function createCreditNote(
  app: AppContext,
  tx: Tx,
  tenant: Tenant,
  id: string,
  input: CreditNoteValues,
) {
  const original = found(await invoicesRepo.findForUpdate(tx, id));
  if (original.kind !== 'invoice' || !['sent', 'partially_paid', 'paid'].includes(original.status)) {
    throw new AppError('INVOICE_STATUS_TRANSITION', 409, { from: original.status, to: 'cancelled' });
  }
  if (await hasQueuedSubmission(tx, id)) throw new AppError('TAX730_IN_PROGRESS', 409);
  const refund = input.refund ?? original.paidCents > 0;
  if (refund && original.paidCents === 0) throw new AppError('INVOICE_NOT_PAID', 409);
  const lines = await invoicesRepo.lines(tx, id);
  const whole = input.lineIds === undefined && input.amountCents === undefined;
  const noteLines: NoteLine[] = whole
    ? lines.map(({ id: _lineId, invoiceId: _invoiceId, ...line }) => line)
    : partialLines(original, lines, input);
  if (noteLines.length === 0) throw fieldError('amountCents', 'creditTooLarge');
  const columns = noteColumns(original, noteLines, whole);
  await refuseBeyond(tx, original, columns.totalCents, refund, whole);

  const note = await invoicesRepo.insert(tx, {
    ...columns,
    kind: 'credit_note',
    creditedInvoiceId: id,
    // Given back once issued (then settled and sent to the Sistema TS as a refund: refunds.ts).
    refund,
    status: 'draft',
    issuedOn: input.issuedOn,
    dueOn: null,
    // Numbered, like any invoice, when it is issued.
    year: null,
    sequence: null,
    number: null,
    paidCents: 0,
  });
  await invoicesRepo.replaceLines(
    tx,
    note.id,
    // The visits stay billed by the invoice; the note does not bill them again.
    noteLines.map((line) => ({ ...line, invoiceId: note.id, appointmentId: null })),
  );
  if (whole && !refund) await queueDeletionIfTransmitted(app, tx, tenant, original);
  if (whole) await invoicesRepo.update(tx, id, { status: 'cancelled' });
  await activity(tx, tenant, 'invoice.credit_note', note.id, labelOf(note));
  return note;
}

export const issueCreditNote = (app: AppContext, tenant: Tenant, id: string, input: CreditNoteValues) =>
  write(app, tenant, async (tx) => load(tx, (await createCreditNote(app, tx, tenant, id, input)).id));
