import { z } from 'zod';
import { ExpenseType, ExpenseTypeFlag, expenseFlagAllowed } from './expense-type';
import { isValidTaxCode, normalizeTaxCode } from './tax-code';
import { TAX730_PINCODE_MAX_DIGITS } from './tax730-settings';

/**
 * Sistema Tessera Sanitaria, health expenses for the 730 tax return (Agenzia delle Entrate, Sogei).
 * Names follow the official schemas (730_precompilata.xsd, DocumentoSpesa730pSchema.xsd); the
 * element each field becomes is named beside it.
 */

/** tipoSpesa, the schemas' whole enumeration: the invoices' own `ExpenseType`. */
export const ExpenseTypeCode = ExpenseType;
export type ExpenseTypeCode = ExpenseType;

/**
 * naturaIVA: why a line bears no VAT, with the FatturaPA 1.2.2 codes (the schema only says 2–10
 * characters). A documento commerciale (tipoDocumento D) takes only the two-character ones.
 */
export const VatNature = z.enum([
  'N1',
  'N2',
  'N2.1',
  'N2.2',
  'N3',
  'N3.1',
  'N3.2',
  'N3.3',
  'N3.4',
  'N3.5',
  'N3.6',
  'N4',
  'N5',
  'N6',
  'N6.1',
  'N6.2',
  'N6.3',
  'N6.4',
  'N6.5',
  'N6.6',
  'N6.7',
  'N6.8',
  'N6.9',
  'N7',
]);
export type VatNature = z.infer<typeof VatNature>;

/** Health services are VAT-exempt (art. 10 n. 18 DPR 633/72): natura N4, 'esenti'. */
export const EXEMPT_HEALTH_SERVICE_NATURE = 'N4' satisfies VatNature;

/** The largest importo the schema admits (`[0-9]{1,5}[.][0-9]{2}`): €99,999.99. */
export const MAX_EXPENSE_ITEM_CENTS = 9_999_999;

/** The oldest dates the file schema admits (dataEmissione, dataPagamento). */
export const MIN_ISSUED_ON = '2014-01-01';
export const MIN_PAID_ON = '2015-01-01';

const isoDate = z.iso.date({ error: 'date' });

/**
 * A person's codice fiscale, or the 11 digits of a company's, by their form: the settings check the
 * check characters in production, while the test environment's users (PROVAX00X00X000Y) fail them.
 */
const OwnerTaxCode = z
  .string()
  .overwrite(normalizeTaxCode)
  .regex(/^(?:[A-Z0-9]{16}|[0-9]{11})$/, { error: 'taxCodeInvalid' });

/** numDocumento: what the schema admits. */
const DocumentNumber = z.string().regex(/^[A-Za-z0-9_./\\-]{1,20}$/, { error: 'invalidFormat' });

/** voceSpesa: one line. The service wants either a VAT rate or a natura on every line. */
export const ExpenseItem = z
  .object({
    /** tipoSpesa */
    expenseType: ExpenseTypeCode,
    /** flagTipoSpesa: '1' TK emergency room, '2' SR intramoenia */
    expenseFlag: ExpenseTypeFlag.optional(),
    /** importo, always positive (a refund is its own operation) */
    amountCents: z.number().int().min(1).max(MAX_EXPENSE_ITEM_CENTS),
    /** naturaIVA, for a line without VAT */
    vatNature: VatNature.optional(),
    /** aliquotaIVA, e.g. 22 */
    vatRatePercent: z.number().min(0).max(100).multipleOf(0.01).optional(),
  })
  .refine((i) => (i.vatNature === undefined) !== (i.vatRatePercent === undefined), {
    error: 'vatRateOrNature',
    path: ['vatNature'],
  })
  .refine((i) => expenseFlagAllowed(i.expenseType, i.expenseFlag), {
    error: 'expenseFlag',
    path: ['expenseFlag'],
  });
export type ExpenseItem = z.infer<typeof ExpenseItem>;

/**
 * documentoSpesa: what the invoices module hands the Sistema TS port. The identifier of a document is
 * (owner.vatNumber, issuedOn, device, number).
 */
export const ExpenseDocument = z
  .object({
    owner: z.object({
      /** cfProprietario: the doctor or the clinic the expenses belong to */
      taxCode: OwnerTaxCode,
      /** pIva */
      vatNumber: z.string().regex(/^[0-9]{11}$/, { error: 'invalidFormat' }),
    }),
    /** codiceRegione, codiceAsl, codiceSSA: only for structures registered with an ASL. */
    structure: z
      .object({
        regionCode: z.string().regex(/^[A-Z0-9]{3}$/, { error: 'invalidFormat' }),
        aslCode: z.string().regex(/^[A-Z0-9]{3}$/, { error: 'invalidFormat' }),
        ssaCode: z.string().regex(/^[A-Z0-9]{5,6}$/, { error: 'invalidFormat' }),
      })
      .nullable()
      .default(null),
    /** numDocumento */
    number: DocumentNumber,
    /** dispositivo: the cash register's number on a receipt; always 1 for an invoice. */
    device: z.number().int().min(1).max(999).default(1),
    /** dataEmissione */
    issuedOn: isoDate.refine((d) => d >= MIN_ISSUED_ON, { error: 'date' }),
    /** dataPagamento; before issuedOn the document says so (flagPagamentoAnticipato). */
    paidOn: isoDate.refine((d) => d >= MIN_PAID_ON, { error: 'date' }),
    /** cfCittadino: the patient's code, absent when the patient opposes */
    citizenTaxCode: z.string().overwrite(normalizeTaxCode).nullable(),
    /** pagamentoTracciato SI/NO: paid by card, transfer, cheque (not cash) */
    traceablePayment: z.boolean(),
    /** flagOpposizione 1/0: the patient refused to have the expense in their 730 */
    opposition: z.boolean(),
    /** tipoDocumento: F fattura, D documento commerciale (scontrino) */
    documentType: z.enum(['F', 'D']).default('F'),
    items: z.array(ExpenseItem).min(1, { error: 'required' }).max(100),
    /**
     * idRimborso: on a refund (flagOperazione R), the document whose expense is given back; the
     * document itself is then the refund's (the credit note), with positive amounts.
     */
    refundOf: z
      .object({
        issuedOn: isoDate.refine((d) => d >= MIN_ISSUED_ON, { error: 'date' }),
        number: DocumentNumber,
        device: z.number().int().min(1).max(999).default(1),
      })
      .nullable()
      .default(null),
  })
  .refine((d) => (d.opposition ? d.citizenTaxCode === null : isValidTaxCode(d.citizenTaxCode ?? '')), {
    error: 'taxCodeInvalid',
    path: ['citizenTaxCode'],
  })
  // A refund is paid the day its document is issued (spec v2.5: dataPagamento = dataEmissione).
  .refine((d) => !d.refundOf || d.paidOn === d.issuedOn, { error: 'date', path: ['paidOn'] })
  .refine((d) => d.documentType === 'F' || d.items.every((i) => !i.vatNature || i.vatNature.length === 2), {
    error: 'vatNatureNotAllowed',
    path: ['items'],
  });
export type ExpenseDocument = z.output<typeof ExpenseDocument>;
export type ExpenseDocumentInput = z.input<typeof ExpenseDocument>;

/** The synchronous operations of DocumentoSpesa730p, and flagOperazione I/V/C/R in a file. */
export const SubmissionOperation = z.enum(['insert', 'update', 'delete', 'refund']);
export type SubmissionOperation = z.infer<typeof SubmissionOperation>;

/** One access to the Sistema TS: the user (a codice fiscale), its password and PIN code. */
export const SistemaTsCredentials = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(100),
  pincode: z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9]{1,${TAX730_PINCODE_MAX_DIGITS}}$`), { error: 'tax730Pincode' }),
});
export type SistemaTsCredentials = z.infer<typeof SistemaTsCredentials>;

/** tipo of a message: E error, W warning, anything else information. */
export const SubmissionMessage = z.object({
  code: z.string(),
  description: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
});
export type SubmissionMessage = z.infer<typeof SubmissionMessage>;

/**
 * The answer to one submission. `accepted`: the service keeps the data (maybe with warnings);
 * `rejected`: it keeps nothing, the messages say why; `pending`: a file waits to be processed.
 * `protocollo` is the service's receipt number (17 digits), absent when rejected.
 */
export const SubmissionReceipt = z.object({
  protocollo: z.string().nullable(),
  esito: z.enum(['accepted', 'rejected', 'pending']),
  messages: z.array(SubmissionMessage),
});
export type SubmissionReceipt = z.infer<typeof SubmissionReceipt>;

/** A document of a file that the service refused or warned about (DettaglioErrori). */
export const BatchDocumentMessage = SubmissionMessage.extend({
  vatNumber: z.string(),
  issuedOn: z.string(),
  device: z.number().int(),
  number: z.string(),
});
export type BatchDocumentMessage = z.infer<typeof BatchDocumentMessage>;

/** The outcome of a file (EsitoInvii): counts, and what went wrong document by document. */
export const BatchOutcome = SubmissionReceipt.extend({
  counts: z.object({
    sent: z.number().int(),
    accepted: z.number().int(),
    warnings: z.number().int(),
    errors: z.number().int(),
  }),
  documents: z.array(BatchDocumentMessage),
});
export type BatchOutcome = z.infer<typeof BatchOutcome>;
