import { z } from 'zod';
import { optionalText, requiredText, text } from './text';
import { CountryCode } from './countries';
import { isMinorOn } from './minor';
import { OptionalMobileNumber, OptionalPhoneNumber, PhoneE164, PhoneNumber } from './phone';
import { TaxCode, todayInRome } from './tax-code';
import { PatientTaxCode } from './tax-code-compute';

const optionalOf = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullable()
    .optional();
const timestamp = z.iso.datetime({ offset: true });

export const Gender = z.enum(['male', 'female', 'other']);
export type Gender = z.infer<typeof Gender>;

/** SPEC §3: Parent, Legal Guardian, Grandparent. */
/** The language of the messages the clinic sends the patient (reminders); Italian unless said. */
export const PatientLanguage = z.enum(['it', 'en']);
export type PatientLanguage = z.infer<typeof PatientLanguage>;

export const GuardianRelationship = z.enum(['parent', 'legal_guardian', 'grandparent']);
export type GuardianRelationship = z.infer<typeof GuardianRelationship>;

/** A date of birth, `YYYY-MM-DD` (shown DD/MM/YYYY), a real day and not after today in Italy. */
export const BirthDate = z.iso
  .date({ error: 'date' })
  .refine((value) => value <= todayInRome() && value >= '1900-01-01', {
    error: 'date',
  });

const OptionalEmail = optionalOf(
  z
    .string()
    .trim()
    .toLowerCase()
    .check(z.email({ error: 'email' }))
    .max(254),
);
export const OptionalTaxCode = optionalOf(TaxCode);
/** On a patient's or guardian's record: also an STP/ENI code or the 11-digit provisional code. */
export const OptionalPatientTaxCode = optionalOf(PatientTaxCode);

/**
 * A guardian of a minor: an existing patient of the clinic (`patientId`), or a person given here
 * with name, phone (country code included) and optionally tax code, email and address.
 */
export const GuardianInput = z
  .object({
    relationship: GuardianRelationship,
    patientId: z.uuid().nullable().optional(),
    firstName: optionalText(100),
    lastName: optionalText(100),
    taxCode: OptionalPatientTaxCode,
    phone: OptionalPhoneNumber,
    email: OptionalEmail,
    address: optionalText(200),
    city: optionalText(100),
    postalCode: optionalText(10),
    province: optionalText(2),
  })
  .superRefine((guardian, ctx) => {
    if (guardian.patientId) return;
    for (const field of ['firstName', 'lastName', 'phone'] as const) {
      // 'Please fill in all required guardian fields including country code'
      if (!guardian[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'guardianRequired' });
    }
  });
export type GuardianInput = z.input<typeof GuardianInput>;

/**
 * The two checkboxes the user ticks to save a tax code another patient already has (SPEC §5), and
 * the code they were ticked for: boxes ticked for another code (changed before saving) count for nothing.
 */
export const DuplicateTaxCodeAcknowledgement = z.object({
  /** The code whose existing patients the user was shown; normalized like PatientInput.taxCode. */
  taxCode: PatientTaxCode,
  /** 'I have seen the existing patient with this tax code' */
  reviewedExisting: z.boolean(),
  /** 'This is a different person, or I want a separate record' */
  confirmedSeparateRecord: z.boolean(),
});

export const PatientInput = z
  .object({
    title: optionalText(30),
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: OptionalEmail,
    /**
     * With its country code; the form prefixes the organization's default (+39). Required, but for a
     * minor with a guardian, whose guardian's phone stands in (as for `city` and `address`).
     */
    mobile: OptionalMobileNumber,
    birthDate: optionalOf(BirthDate),
    gender: optionalOf(Gender),
    birthCity: optionalText(100),
    birthProvince: optionalText(2),
    /** ISO 3166-1 alpha-2 of residence; Italy unless said. */
    country: CountryCode.default('IT'),
    city: optionalText(100),
    address: optionalText(200),
    province: optionalText(2),
    postalCode: optionalText(10),
    taxCode: OptionalPatientTaxCode,
    documentType: optionalText(40),
    documentNumber: optionalText(40),
    notes: optionalText(4000),
    marketingConsent: z.boolean().default(false),
    language: PatientLanguage.default('it'),
    /** A minor's (by `birthDate`, see isMinorOn) 1 to 4 guardians; an adult's are not kept. */
    guardians: z.array(GuardianInput).max(4).default([]),
    /** Needed only when another patient of the organization has the same tax code. */
    duplicateTaxCodeAcknowledgement: DuplicateTaxCodeAcknowledgement.optional(),
  })
  .superRefine(
    (patient, ctx) => {
      // Run even when other fields are refused, so that the form shows every missing field at once
      // (a refused field then holds what was sent).
      const guardians = Array.isArray(patient.guardians) ? patient.guardians.length : 0;
      const minor = isMinorOn(typeof patient.birthDate === 'string' ? patient.birthDate : null);
      // 'A minor patient needs at least one guardian'
      if (minor && guardians === 0) {
        ctx.addIssue({ code: 'custom', path: ['guardians'], message: 'minorNeedsGuardian' });
      }
      // A minor's guardian's phone and address stand in for the minor's own; anyone else gives theirs.
      if (!(minor && guardians > 0)) {
        for (const field of ['mobile', 'city', 'address'] as const) {
          if (!patient[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
        }
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .superRefine((patient, ctx) => {
    // 'This patient is already one of the guardians'
    const linked = patient.guardians.map((guardian) => guardian.patientId);
    linked.forEach((id, index) => {
      if (id && linked.indexOf(id) < index) {
        ctx.addIssue({ code: 'custom', path: ['guardians', index, 'patientId'], message: 'guardianTwice' });
      }
    });
  });
export type PatientInput = z.input<typeof PatientInput>;
export type PatientValues = z.output<typeof PatientInput>;

/** A guardian's phone, email or address used for a minor who has none of their own. */
export const StandIn = z.object({
  guardianId: z.uuid(),
  /** 'Giulia Neri', as a letter addresses them. */
  name: z.string(),
  value: z.string(),
});
export type StandIn = z.infer<typeof StandIn>;

export const PatientSummary = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  taxCode: z.string().nullable(),
  /** Null only for a minor whose guardian's phone stands in. */
  mobile: PhoneE164.nullable(),
  email: z.string().nullable(),
  birthDate: z.string().nullable(),
  /**
   * For 'nato' / 'nata': the sex on the record, else the one its codice fiscale says; null when
   * neither tells. (The full `Patient` gives the record's own value, for editing.)
   */
  gender: Gender.nullable(),
  birthCity: z.string().nullable(),
  /** 'EE' (estero) when `birthCity` is a foreign country. */
  birthProvince: z.string().nullable(),
  city: z.string().nullable(),
  /** Under 18 today by `birthDate` (isMinorOn): computed on every read, never stored. */
  isMinor: z.boolean(),
  /**
   * For a minor without a mobile of their own, the first guardian's phone standing in (as
   * `Patient.standIns.phone`): lists and search show it as the guardian's. Null otherwise.
   */
  phoneStandIn: StandIn.nullable(),
  updatedAt: timestamp,
});
export type PatientSummary = z.infer<typeof PatientSummary>;

export const Guardian = z.object({
  id: z.uuid(),
  relationship: GuardianRelationship,
  /** Set when the guardian is a patient of the clinic; the fields below are then theirs. */
  patientId: z.uuid().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  taxCode: z.string().nullable(),
  phone: PhoneE164.nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  province: z.string().nullable(),
});
export type Guardian = z.infer<typeof Guardian>;

export const StandIns = z.object({
  phone: StandIn.nullable(),
  email: StandIn.nullable(),
  address: StandIn.nullable(),
});
export type StandIns = z.infer<typeof StandIns>;

type ContactField = keyof StandIns;
const guardianContact: Record<ContactField, (guardian: Guardian) => string | null> = {
  phone: (guardian) => guardian.phone,
  email: (guardian) => guardian.email,
  address: (guardian) =>
    guardian.address
      ? [guardian.address, [guardian.postalCode, guardian.city].filter(Boolean).join(' '), guardian.province]
          .filter(Boolean)
          .join(', ')
      : null,
};

/** The first of `guardians` who has a `field` (phone, email or address), as a stand-in. */
export function firstGuardianWith(guardians: Guardian[], field: ContactField): StandIn | null {
  for (const guardian of guardians) {
    const value = guardianContact[field](guardian);
    if (value) return { guardianId: guardian.id, name: `${guardian.firstName} ${guardian.lastName}`, value };
  }
  return null;
}

/**
 * For a minor without a phone, an email or an address of their own, the first guardian who has one
 * stands in for each: reminders are written to them, the record shows 'telefono del tutore'. An
 * adult, or a minor with their own, has none.
 */
export function standInsOf(
  patient: { isMinor: boolean; mobile: string | null; email: string | null; address: string | null },
  guardians: Guardian[],
): StandIns {
  const own: Record<ContactField, string | null> = {
    phone: patient.mobile,
    email: patient.email,
    address: patient.address,
  };
  const standIn = (field: ContactField) =>
    !patient.isMinor || own[field] ? null : firstGuardianWith(guardians, field);
  return { phone: standIn('phone'), email: standIn('email'), address: standIn('address') };
}

export const Patient = PatientSummary.extend({
  email: z.string().nullable(),
  /** The sex recorded (the summary's may come from the codice fiscale). */
  gender: Gender.nullable(),
  country: z.string(),
  address: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  documentType: z.string().nullable(),
  documentNumber: z.string().nullable(),
  notes: z.string().nullable(),
  marketingConsent: z.boolean(),
  language: PatientLanguage,
  guardians: z.array(Guardian),
  /** A minor's guardians' contacts standing in for those the minor has not (standInsOf). */
  standIns: StandIns,
  /** Minors this patient is a guardian of: they block deleting this patient. */
  dependents: z.array(PatientSummary.pick({ id: true, firstName: true, lastName: true })),
  createdAt: timestamp,
});
export type Patient = z.infer<typeof Patient>;

export const PatientSort = z.enum(['name', 'recent', 'created']);
export type PatientSort = z.infer<typeof PatientSort>;

export const PatientListQuery = z.object({
  /** Name (typos tolerated), tax code, phone or email. */
  q: text(100).optional(),
  /** 'recent' = recently edited first. */
  sort: PatientSort.default('name'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PatientListQuery = z.input<typeof PatientListQuery>;

export const PatientPage = z.object({
  items: z.array(PatientSummary),
  total: z.number().int(),
});
export type PatientPage = z.infer<typeof PatientPage>;

export const TaxCodeCheckQuery = z.object({
  taxCode: PatientTaxCode,
  /** The patient being edited, who does not count as a duplicate of themselves. */
  excludeId: z.uuid().optional(),
});

/**
 * GET /api/v1/patients/duplicate-check: the patients who may be this same person — same name (accents
 * and case aside) and same birth date, or same name and same mobile. The form warns, with links; it
 * does not stop the save (namesakes born the same day exist).
 */
export const DuplicateCheckQuery = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    birthDate: BirthDate.optional(),
    mobile: PhoneNumber.optional(),
    excludeId: z.uuid().optional(),
  })
  .refine((query) => query.birthDate !== undefined || query.mobile !== undefined, {
    error: 'required',
    path: ['birthDate'],
  });
export type DuplicateCheckQuery = z.infer<typeof DuplicateCheckQuery>;

/** Patients who already have this tax code (SPEC: 'check tax code duplicate'). */
export const TaxCodeCheck = z.object({ matches: z.array(PatientSummary) });
export type TaxCodeCheck = z.infer<typeof TaxCodeCheck>;
