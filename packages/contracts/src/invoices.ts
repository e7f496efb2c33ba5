import { z } from 'zod';
import { OptionalPatientTaxCode } from './patients';
import { ExpenseType, ExpenseTypeFlag, expenseFlagAllowed } from './expense-type';
import { Cents } from './registry';
import { optionalText, requiredText } from './text';

export const InvoiceKind = z.enum(['invoice', 'credit_note']);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

/**
 * SPEC §4: draft, sent, paid, cancelled; partially_paid while some of it is paid and a balance is
 * left (paid only when the balance is zero).
 */
export const InvoiceStatus = z.enum(['draft', 'sent', 'partially_paid', 'paid', 'cancelled']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** SPEC §3: Individual, Company, Self-employed/Freelancer, Organization. */
export const ClientType = z.enum(['individual', 'company', 'freelancer', 'organization']);
export type ClientType = z.infer<typeof ClientType>;

export const InvoicePaymentMethod = z.enum(['cash', 'card', 'bank_transfer', 'cheque', 'other']);
export type InvoicePaymentMethod = z.infer<typeof InvoicePaymentMethod>;

/** Who pays the €2 stamp duty: added to the patient's total, or borne by the clinic. */
export const StampDutyPayer = z.enum(['patient', 'clinic']);
export type StampDutyPayer = z.infer<typeof StampDutyPayer>;

/** Stamp duty (imposta di bollo) on a VAT-exempt invoice above €77.47: €2 (DPR 642/72). */
export const STAMP_DUTY_THRESHOLD_CENTS = 7747;
export const STAMP_DUTY_CENTS = 200;

/**
 * The identifier of a physical stamp duty contrassegno (marca da bollo): the 14 digits printed
 * under its bar code, stated on the invoice whose original carries it.
 */
export const StampDutyId = z
  .string()
  .trim()
  .regex(/^\d{14}$/, { error: 'stampDutyId' });

/**
 * How an invoice's stamp duty was paid, as its wording says: virtually under the organization's
 * authorization (number and date, copied onto the invoice), or by a contrassegno on the original
 * (its identifier, entered when the invoice is issued). None when the invoice bears no stamp duty.
 */
export type StampDutyWording =
  | { kind: 'none' }
  | { kind: 'virtual'; authorization: string; date: string }
  | { kind: 'contrassegno'; id: string | null };

export function stampDutyWording(invoice: {
  stampDutyCents: number;
  stampDutyId: string | null;
  stampDutyAuthorization: string | null;
  stampDutyAuthorizationDate: string | null;
}): StampDutyWording {
  if (invoice.stampDutyCents === 0) return { kind: 'none' };
  if (invoice.stampDutyAuthorization && invoice.stampDutyAuthorizationDate) {
    return {
      kind: 'virtual',
      authorization: invoice.stampDutyAuthorization,
      date: invoice.stampDutyAuthorizationDate,
    };
  }
  return { kind: 'contrassegno', id: invoice.stampDutyId };
}

/**
 * Whether a method is traceable by itself (L. 160/2019 art. 1 c. 679: bank or postal transfer, card,
 * cheque and the other systems of art. 23 D.Lgs. 241/1997 keep the patient's 19% deduction): cash
 * never is; 'other' tells nothing, so whoever records the payment says (`traceable`), and it is not
 * traceable unless they do.
 */
export const METHOD_TRACEABILITY: Record<InvoicePaymentMethod, boolean | null> = {
  cash: false,
  card: true,
  bank_transfer: true,
  cheque: true,
  other: null,
};

/** A payment's traceability: the method's when it tells, else what the user said (false unsaid). */
export const isTraceablePayment = (method: InvoicePaymentMethod, said?: boolean | null) =>
  METHOD_TRACEABILITY[method] ?? said ?? false;

/**
 * Who may move an invoice where: a draft is issued ('sent': it takes its number then) or cancelled
 * (a draft never issued burns no number); an issued one is paid (partially paid meanwhile, when
 * paid in instalments). An issued invoice never goes back to draft (art. 21 and 26 DPR 633/72,
 * decision 022): a credit note voids it, and a new draft copied from it takes a new number
 * (POST /api/v1/invoices/{id}/redraft).
 */
export const INVOICE_TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  draft: ['sent', 'cancelled'],
  sent: ['paid'],
  partially_paid: ['paid'],
  paid: [],
  cancelled: [],
};

/** The statuses of an invoice issued and not voided: it is corrected only by a credit note. */
export const ISSUED_INVOICE_STATUSES: readonly InvoiceStatus[] = ['sent', 'partially_paid', 'paid'];

const isoDate = z.iso.date({ error: 'date' });

/** A line's amount stays within what the database's amounts hold (€1,000,000). */
export const MAX_LINE_AMOUNT_CENTS = 100_000_000;

export const InvoiceLineInput = z
  .object({
    description: requiredText(300),
    quantity: z.number().int().min(1).max(9999),
    unitPriceCents: Cents,
    vatExempt: z.boolean().default(true),
    vatRate: z.number().int().min(0).max(100).default(0),
    /** Unless given: the visit's service type's, else SR (medical visit). */
    expenseType: ExpenseType.optional(),
    /** flagTipoSpesa: '1' with TK (emergency room), '2' with SR (intramoenia). */
    expenseFlag: ExpenseTypeFlag.nullable().optional(),
    /** false: not a health expense (a certificate for sport, a product…), left out of the 730 data. */
    healthExpense: z.boolean().default(true),
    appointmentId: z.uuid().nullable().optional(),
  })
  .refine((line) => line.quantity * line.unitPriceCents <= MAX_LINE_AMOUNT_CENTS, {
    error: 'lineAmountTooBig',
    path: ['unitPriceCents'],
  })
  .refine((line) => expenseFlagAllowed(line.expenseType ?? 'SR', line.expenseFlag), {
    error: 'expenseFlag',
    path: ['expenseFlag'],
  });
export type InvoiceLineInput = z.input<typeof InvoiceLineInput>;

/** Create or edit (a draft): the client, the lines, the terms. */
export const InvoiceInput = z
  .object({
    issuedOn: isoDate,
    dueOn: isoDate.nullable().optional(),
    patientId: z.uuid().nullable().optional(),
    clientType: ClientType.default('individual'),
    clientName: requiredText(200),
    /**
     * A person's codice fiscale (also the 11-digit provisional one, or a company's), or the STP/ENI
     * code of a foreigner assisted without one (whose expenses do not go to the Sistema TS).
     */
    clientTaxCode: OptionalPatientTaxCode,
    clientVatNumber: optionalText(20),
    clientAddress: optionalText(200),
    clientCity: optionalText(100),
    clientPostalCode: optionalText(10),
    clientProvince: optionalText(2),
    clientEmail: optionalText(200),
    /**
     * The patient (holder of the tessera sanitaria) when someone else pays and the invoice is
     * addressed to them (a parent for a minor): the 730 data carry the patient's code (cfCittadino).
     */
    patientName: optionalText(200),
    patientTaxCode: OptionalPatientTaxCode,
    notes: optionalText(2000),
    discountCents: Cents.default(0),
    opposition730: z.boolean().default(false),
    lines: z.array(InvoiceLineInput).min(1, { error: 'required' }).max(100),
  })
  .refine((i) => !i.dueOn || i.dueOn >= i.issuedOn, { error: 'date', path: ['dueOn'] });
export type InvoiceInput = z.input<typeof InvoiceInput>;
export type InvoiceValues = z.output<typeof InvoiceInput>;

export const InvoiceLine = z.object({
  id: z.uuid(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  amountCents: z.number().int(),
  vatExempt: z.boolean(),
  vatRate: z.number().int(),
  expenseType: ExpenseType,
  expenseFlag: ExpenseTypeFlag.nullable(),
  healthExpense: z.boolean(),
  appointmentId: z.uuid().nullable(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const InvoiceSummary = z.object({
  id: z.uuid(),
  kind: InvoiceKind,
  /** Given when the invoice is issued; null for a draft that never was. */
  number: z.string().nullable(),
  status: InvoiceStatus,
  issuedOn: z.string(),
  dueOn: z.string().nullable(),
  patientId: z.uuid().nullable(),
  clientName: z.string(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/** One payment of an invoice (several when paid in instalments). */
export const InvoicePayment = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  paymentMethod: InvoicePaymentMethod,
  paidOn: z.string(),
  traceable: z.boolean(),
  paymentDetails: z.string().nullable(),
});
export type InvoicePayment = z.infer<typeof InvoicePayment>;

export const Invoice = InvoiceSummary.extend({
  creditedInvoiceId: z.uuid().nullable(),
  /** A credit note that gives money back to the patient (sent to the Sistema TS as a refund). */
  refund: z.boolean(),
  clientType: ClientType,
  clientTaxCode: z.string().nullable(),
  clientVatNumber: z.string().nullable(),
  clientAddress: z.string().nullable(),
  clientCity: z.string().nullable(),
  clientPostalCode: z.string().nullable(),
  clientProvince: z.string().nullable(),
  clientEmail: z.string().nullable(),
  patientName: z.string().nullable(),
  patientTaxCode: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(InvoiceLine),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  stampDutyCents: z.number().int(),
  stampDutyPayer: StampDutyPayer,
  /** The physical contrassegno's identifier (14 digits), when the stamp duty was paid so. */
  stampDutyId: z.string().nullable(),
  /** The virtual stamp duty authorization (number, date) in force when the invoice was written. */
  stampDutyAuthorization: z.string().nullable(),
  stampDutyAuthorizationDate: z.string().nullable(),
  /** The last payment's method, details and date; paidOn once the balance is zero. */
  paymentMethod: InvoicePaymentMethod.nullable(),
  /** Every payment traceable (null before any). */
  traceablePayment: z.boolean().nullable(),
  paymentDetails: z.string().nullable(),
  paidOn: z.string().nullable(),
  payments: z.array(InvoicePayment),
  opposition730: z.boolean(),
  /** Who may do what next (INVOICE_TRANSITIONS), as the server decides. */
  nextStatuses: z.array(InvoiceStatus),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: InvoiceStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuery>;

/** A page of invoices; `hasMore` says whether another follows (the list never counts them all). */
export const InvoicePage = z.object({ items: z.array(InvoiceSummary), hasMore: z.boolean() });
export type InvoicePage = z.infer<typeof InvoicePage>;

/**
 * A payment: how, when, how much (the balance unless said; never more than it). `traceable` says
 * whether a payment by 'other' means was traceable; the other methods tell by themselves.
 */
export const InvoicePaymentInput = z.object({
  paymentMethod: InvoicePaymentMethod,
  paidOn: isoDate,
  paidCents: Cents.refine((c) => c > 0, { error: 'required' }).optional(),
  traceable: z.boolean().optional(),
  paymentDetails: optionalText(500),
});
export type InvoicePaymentInput = z.input<typeof InvoicePaymentInput>;

/**
 * A credit note: the whole invoice, or chosen lines, or an amount (spread over the chosen lines, or
 * all). `refund`: money goes back to the patient (sent to the Sistema TS as a refund, R); otherwise
 * it corrects an invoice not paid, and the Sistema TS data of a whole one are deleted (C).
 */
export const CreditNoteInput = z.object({
  issuedOn: isoDate,
  lineIds: z.array(z.uuid()).min(1).max(100).optional(),
  amountCents: Cents.refine((c) => c > 0, { error: 'required' }).optional(),
  refund: z.boolean().optional(),
});
export type CreditNoteInput = z.input<typeof CreditNoteInput>;

/**
 * Issue (sent) or cancel a draft; 'draft' is answered 409 INVOICE_ISSUED for an issued invoice
 * (it is corrected by POST …/redraft). Issuing an invoice that bears the stamp duty without a
 * virtual authorization needs the contrassegno's identifier (`stampDutyId`).
 */
export const InvoiceStatusInput = z.object({
  status: z.enum(['sent', 'draft', 'cancelled']),
  stampDutyId: StampDutyId.optional(),
});
export type InvoiceStatusInput = z.input<typeof InvoiceStatusInput>;

/**
 * SPEC §4's "reset to draft" of an issued invoice: a credit note voiding it, issued at once (with
 * its own contrassegno's identifier when the stamp duty needs one), and a new draft copied from it.
 */
export const InvoiceRedraftInput = z.object({ stampDutyId: StampDutyId.optional() });
export type InvoiceRedraftInput = z.input<typeof InvoiceRedraftInput>;
export const InvoiceRedraft = z.object({ creditNote: Invoice, draft: Invoice });
export type InvoiceRedraft = z.infer<typeof InvoiceRedraft>;

/** Settings → Invoice Numbering: the prefix and the next number of a year. */
export const InvoiceNumbering = z.object({
  year: z.number().int().min(2000).max(2100),
  prefix: z
    .string()
    .trim()
    .max(10)
    .regex(/^[A-Za-z0-9/_-]*$/, { error: 'invalidFormat' }),
  nextNumber: z.number().int().min(1).max(999_999),
});
export type InvoiceNumbering = z.infer<typeof InvoiceNumbering>;

/** A public link: its address is shown to the clinic, the token is the whole secret. */
export const InvoiceShare = z.object({
  token: z.string(),
  createdAt: z.string(),
  /** After this the link opens nothing (settings: invoicing.shareLinkDays); renewing makes a new one. */
  expiresAt: z.string(),
  expired: z.boolean(),
  /** Each opening of the invoice's public link (page or PDF), newest first (at most 50). */
  openings: z.array(z.object({ kind: z.enum(['page', 'pdf']), openedAt: z.string() })),
});
export type InvoiceShare = z.infer<typeof InvoiceShare>;

/** What the public link shows: the invoice and who issued it, nothing else. */
export const PublicInvoice = z.object({
  organization: z.object({
    name: z.string(),
    legalName: z.string().nullable(),
    taxCode: z.string().nullable(),
    vatNumber: z.string().nullable(),
    address: z.string().nullable(),
  }),
  invoice: Invoice.omit({
    patientId: true,
    nextStatuses: true,
    creditedInvoiceId: true,
  }).extend({
    lines: z.array(InvoiceLine.omit({ appointmentId: true, id: true })),
  }),
});
export type PublicInvoice = z.infer<typeof PublicInvoice>;

/**
 * A sending to the Sistema TS: queued (the job will send it), accepted (with its protocollo),
 * rejected (the service's messages say why), failed (it could not be sent: credentials, service).
 */
export const Tax730SubmissionStatus = z.enum(['queued', 'accepted', 'rejected', 'failed']);
export type Tax730SubmissionStatus = z.infer<typeof Tax730SubmissionStatus>;

export const Tax730Submission = z.object({
  id: z.uuid(),
  operation: z.enum(['insert', 'update', 'delete', 'refund']),
  environment: z.enum(['test', 'production']),
  status: Tax730SubmissionStatus,
  protocollo: z.string().nullable(),
  messages: z.array(
    z.object({ code: z.string(), description: z.string(), severity: z.enum(['error', 'warning', 'info']) }),
  ),
  errorCode: z.string().nullable(),
  /**
   * The service accepted it under a protocollo: its PDF receipt can be downloaded
   * (GET /api/v1/invoices/{id}/tax730/{submissionId}/receipt).
   */
  receiptAvailable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tax730Submission = z.infer<typeof Tax730Submission>;

/**
 * Paid invoices of a year not yet held by the Sistema TS, and the day their data are due
 * (31 January of the next year); `dueSoon` within TAX730_REMINDER_DAYS of it, or past it.
 */
export const TAX730_REMINDER_DAYS = 90;
export const Tax730Pending = z.object({
  year: z.number().int(),
  count: z.number().int(),
  /**
   * Of `count`, those without the patient's codice fiscale (and no opposition): the Sistema TS
   * refuses them until it is added (back to draft, edit, sent and paid again).
   */
  withoutTaxCode: z.number().int(),
  /** 31 January of the next year, or the next working day after it. */
  deadline: z.string(),
  dueSoon: z.boolean(),
  /** The deadline has passed: each document sent now is late (a sanction, art. 3 c. 5-bis D.Lgs. 175/2014). */
  late: z.boolean(),
});
export type Tax730Pending = z.infer<typeof Tax730Pending>;

/** POST /api/v1/invoices/tax730-batch: a year's paid invoices not yet sent, in one file. */
export const Tax730BatchInput = z.object({ year: z.number().int().min(2015).max(2100) });
export const Tax730BatchResult = z.object({
  /** Invoices put in the file. */
  queued: z.number().int(),
  /** Invoices left out because their data are incomplete (e.g. no codice fiscale). */
  skipped: z.array(z.object({ invoiceId: z.uuid(), number: z.string() })),
});
export type Tax730BatchResult = z.infer<typeof Tax730BatchResult>;
