import { z } from 'zod';
import { TaxCode, normalizeTaxCode } from './tax-code';
import { ItalianVatNumber } from './vat-number';

/**
 * Settings → 730 Integration: the clinic's access to the Sistema Tessera Sanitaria, which receives
 * its invoices for the patients' pre-filled 730 tax return. The password and the PIN code never
 * leave the server once saved (stored encrypted, answered only as `passwordSet` / `pincodeSet`).
 */

/** Where the submissions go: Sogei's test service (test credentials) or the real one. */
export const Tax730Environment = z.enum(['test', 'production']);
export type Tax730Environment = z.infer<typeof Tax730Environment>;

/**
 * Who sends (730 Spese Sanitarie WS v2.5, §1 'Sezione Proprietario'): a professional (doctor,
 * psychologist, nurse…, the kit's medico.xml) names only cfProprietario; a structure (clinic,
 * pharmacy, optician…) also its codiceRegione, codiceAsl and codiceSSA.
 */
export const Tax730SenderKind = z.enum(['professional', 'structure']);
export type Tax730SenderKind = z.infer<typeof Tax730SenderKind>;

/** Every field the integration has (docs/decisions/008: the structure's codes only for a structure). */
export const TAX730_FIELDS = [
  'username',
  'password',
  'pincode',
  'ownerTaxCode',
  'vatNumber',
  'regionCode',
  'aslCode',
  'ssaCode',
] as const;
export type Tax730Field = (typeof TAX730_FIELDS)[number];

/** The fields only a structure has. */
export const TAX730_STRUCTURE_FIELDS = ['regionCode', 'aslCode', 'ssaCode'] as const;

/** The fields a sender of that kind needs to send, in TAX730_FIELDS order. */
export const tax730FieldsFor = (kind: Tax730SenderKind): readonly Tax730Field[] =>
  kind === 'structure'
    ? TAX730_FIELDS
    : TAX730_FIELDS.filter((field) => !(TAX730_STRUCTURE_FIELDS as readonly string[]).includes(field));

/** The PIN code given with the Sistema TS credentials: digits only. */
export const TAX730_PINCODE_MAX_DIGITS = 20;

/**
 * A value the clinic may leave empty for now: blank (an emptied box) and null both mean 'not set'.
 * A pipe rather than a union with '', so that `schema`'s own message is the one reported even when
 * its first check aborts (TaxCode's does; a union would then answer a generic 'invalid').
 */
const blankOr = <T extends z.ZodType<string | null, string | null>>(schema: T) =>
  z
    .string()
    .transform((value) => (value.trim() === '' ? null : value))
    .pipe(schema.nullable())
    .nullable()
    .default(null);

const digits = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, { error: message });
/** 'Così come riportato nella lettera di assegnazione credenziali': letters and digits (AN). */
const code = (pattern: RegExp, message: string) =>
  z.string().trim().toUpperCase().regex(pattern, { error: message });

/**
 * The identities of the Sistema TS test kit (kit730P of 2020-12-18, UtenzeTest*.txt and the example
 * files) whose codes fail their check characters: accepted in the test environment only, where
 * Sogei's test service expects exactly them. Production checks every code.
 */
export const SISTEMATS_TEST_IDENTITIES = {
  taxCodes: ['PROVAX00X00X000Y'],
  vatNumbers: [
    '03213213210',
    '01201200121',
    '98765432101',
    '98765432102',
    '98765432104',
    '98765432105',
    '65432109876',
    '65498732105',
    '76543210987',
    '87654321098',
  ],
} as const;

/** Whether `value` is one of the kit's test codes of that kind (they fail the checks). */
export const isSistemaTsTestIdentity = (kind: 'taxCodes' | 'vatNumbers', value: string) =>
  (SISTEMATS_TEST_IDENTITIES[kind] as readonly string[]).includes(value);

const OWNER_TAX_CODE_FORM = /^[A-Z0-9]{16}$/;

/**
 * PUT /api/v1/tax730-settings: the whole configuration; a field left empty is saved as not set (a
 * partial configuration is allowed, it is reported as incomplete). The password and the PIN are
 * the exception: empty or absent keeps the stored one.
 */
export const Tax730SettingsInput = z
  .object({
    /** The Sistema TS user (for a doctor, their codice fiscale). */
    username: blankOr(z.string().trim().min(1).max(32)),
    /** '' or absent: keep the stored password. */
    password: z.string().max(100).optional(),
    /** '' or absent: keep the stored PIN. */
    pincode: z
      .union([z.literal(''), digits(new RegExp(`^[0-9]{1,${TAX730_PINCODE_MAX_DIGITS}}$`), 'tax730Pincode')])
      .optional(),
    /** cfProprietario: the codice fiscale of the doctor or of the structure's reference person. */
    ownerTaxCode: blankOr(
      z.string().overwrite(normalizeTaxCode).regex(OWNER_TAX_CODE_FORM, { error: 'taxCodeInvalid' }),
    ),
    /** pIva: the partita IVA the invoices are issued under. */
    vatNumber: blankOr(digits(/^[0-9]{11}$/, 'vatNumber')),
    /** A professional by default; a structure also gives the three codes below. */
    senderKind: Tax730SenderKind.default('professional'),
    /** codiceRegione, codiceAsl, codiceSSA: the structure as in its credentials letter. */
    regionCode: blankOr(code(/^[A-Z0-9]{3}$/, 'tax730RegionCode')),
    aslCode: blankOr(code(/^[A-Z0-9]{3}$/, 'tax730AslCode')),
    // The Sistema TS schemas want 5 or 6 characters (codiceSSA).
    ssaCode: blankOr(code(/^[A-Z0-9]{5,6}$/, 'tax730SsaCode')),
    environment: Tax730Environment.default('test'),
    /** Send each invoice to the Sistema TS by itself once it is paid. */
    automaticSubmission: z.boolean().default(false),
  })
  // The owner's code and the P.IVA with their check characters, except the kit's test identities in
  // the test environment. Run even when another field is wrong, so that every message shows at once.
  .superRefine(
    (values, ctx) => {
      const strict = [
        ['ownerTaxCode', 'taxCodes', OWNER_TAX_CODE_FORM, TaxCode],
        ['vatNumber', 'vatNumbers', /^[0-9]{11}$/, ItalianVatNumber],
      ] as const;
      for (const [field, kind, form, schema] of strict) {
        const value: unknown = values[field];
        // Not set, or already refused for its form.
        if (typeof value !== 'string' || !form.test(value)) continue;
        if (values.environment === 'test' && isSistemaTsTestIdentity(kind, value)) continue;
        const result = schema.safeParse(value);
        if (!result.success)
          ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]!.message });
      }
    },
    // Whenever the input is an object: never on null or a string (OpenAPI generation probes with
    // null, and so may a client), which the object check refuses by itself.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
export type Tax730SettingsInput = z.input<typeof Tax730SettingsInput>;
export type Tax730SettingsValues = z.output<typeof Tax730SettingsInput>;

/** GET /api/v1/tax730-settings: what is configured, without the secrets. */
export const Tax730Settings = z.object({
  username: z.string().nullable(),
  ownerTaxCode: z.string().nullable(),
  vatNumber: z.string().nullable(),
  regionCode: z.string().nullable(),
  aslCode: z.string().nullable(),
  ssaCode: z.string().nullable(),
  senderKind: Tax730SenderKind,
  environment: Tax730Environment,
  automaticSubmission: z.boolean(),
  /** A password is stored (and readable with the server's secret). */
  passwordSet: z.boolean(),
  pincodeSet: z.boolean(),
  /** Every field the sender kind needs is set: ready to send (tax730FieldsFor). */
  complete: z.boolean(),
  /** The fields the sender kind needs still to fill in, in TAX730_FIELDS order. */
  missing: z.array(z.enum(TAX730_FIELDS)),
  /** When it was last saved; null before the first save. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Tax730Settings = z.infer<typeof Tax730Settings>;
