import { z } from 'zod';
import { TaxCode } from './tax-code';
import { ItalianVatNumber } from './vat-number';

/**
 * Settings → 730 Integration: the clinic's access to the Sistema Tessera Sanitaria, which receives
 * its invoices for the patients' pre-filled 730 tax return. The password and the PIN code never
 * leave the server once saved (stored encrypted, answered only as `passwordSet` / `pincodeSet`).
 */

/** Where the submissions go: Sogei's test service (test credentials) or the real one. */
export const Tax730Environment = z.enum(['test', 'production']);
export type Tax730Environment = z.infer<typeof Tax730Environment>;

/** Every field the integration has; SPEC §5: all of them are required for production submission. */
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

const digits = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, { message });

/**
 * PUT /api/v1/tax730-settings: the whole configuration; a field left empty is saved as not set (a
 * partial configuration is allowed, it is reported as incomplete). The password and the PIN are
 * the exception: empty or absent keeps the stored one.
 */
export const Tax730SettingsInput = z.object({
  /** The Sistema TS user (for a doctor, their codice fiscale). */
  username: blankOr(z.string().trim().min(1).max(32)),
  /** '' or absent: keep the stored password. */
  password: z.string().max(100).optional(),
  /** '' or absent: keep the stored PIN. */
  pincode: z
    .union([z.literal(''), digits(new RegExp(`^[0-9]{1,${TAX730_PINCODE_MAX_DIGITS}}$`), 'tax730Pincode')])
    .optional(),
  /** cfProprietario: the codice fiscale of the doctor or of the clinic's owner. */
  ownerTaxCode: blankOr(TaxCode),
  /** pIva: the partita IVA the invoices are issued under. */
  vatNumber: blankOr(ItalianVatNumber),
  /** codiceRegione, codiceAsl, codiceSSA: the structure as registered with its ASL. */
  regionCode: blankOr(digits(/^[0-9]{3}$/, 'tax730RegionCode')),
  aslCode: blankOr(digits(/^[0-9]{3}$/, 'tax730AslCode')),
  // The Sistema TS schemas want 5 or 6 characters (codiceSSA).
  ssaCode: blankOr(digits(/^[0-9]{5,6}$/, 'tax730SsaCode')),
  environment: Tax730Environment.default('test'),
  /** Send each invoice to the Sistema TS by itself once it is issued. */
  automaticSubmission: z.boolean().default(false),
});
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
  environment: Tax730Environment,
  automaticSubmission: z.boolean(),
  /** A password is stored (and readable with the server's secret). */
  passwordSet: z.boolean(),
  pincodeSet: z.boolean(),
  /** Every field is set: ready for production submission (SPEC §5). */
  complete: z.boolean(),
  /** The fields still to fill in, in TAX730_FIELDS order. */
  missing: z.array(z.enum(TAX730_FIELDS)),
  /** When it was last saved; null before the first save. */
  updatedAt: z.string().datetime({ offset: true }).nullable(),
});
export type Tax730Settings = z.infer<typeof Tax730Settings>;
