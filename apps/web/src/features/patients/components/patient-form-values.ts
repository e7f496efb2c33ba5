import { isMinorOn } from '@studiolo/contracts';
import type {
  Gender,
  GuardianInput,
  GuardianRelationship,
  Patient,
  PatientInput,
  PatientLanguage,
  PatientSummary,
} from '@studiolo/contracts';
import { combinePhone, splitPhone } from './format';

/** A patient chosen with the PatientPicker: enough to show and to link. */
export type PickedPatient = Pick<PatientSummary, 'id' | 'firstName' | 'lastName'> &
  Partial<Pick<PatientSummary, 'birthDate' | 'taxCode'>>;

/** One guardian as the form holds it: an existing patient, or a person typed in. */
export interface GuardianFormValues {
  /** Stable React key of the row. */
  key: string;
  relationship: GuardianRelationship;
  mode: 'patient' | 'person';
  patient: PickedPatient | null;
  firstName: string;
  lastName: string;
  phonePrefix: string;
  phoneNumber: string;
  taxCode: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
  province: string;
}

/** The patient form's values: text as typed, the mobile in two parts, the birth date as YYYY-MM-DD ('' for none). */
export interface PatientFormValues {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  mobilePrefix: string;
  mobileNumber: string;
  birthDate: string;
  gender: Gender | '';
  birthCity: string;
  birthProvince: string;
  /** Belfiore code of the birthplace chosen from the list (not saved: the record keeps the name). */
  birthPlaceCode: string;
  country: string;
  city: string;
  address: string;
  province: string;
  postalCode: string;
  taxCode: string;
  documentType: string;
  documentNumber: string;
  notes: string;
  marketingConsent: boolean;
  language: PatientLanguage;
  guardians: GuardianFormValues[];
}

let nextKey = 0;
const newKey = () => `guardian-${(nextKey += 1)}`;

export function emptyGuardian(prefix: string): GuardianFormValues {
  return {
    key: newKey(),
    relationship: 'parent',
    mode: 'patient',
    patient: null,
    firstName: '',
    lastName: '',
    phonePrefix: prefix,
    phoneNumber: '',
    taxCode: '',
    email: '',
    address: '',
    city: '',
    postalCode: '',
    province: '',
  };
}

export function emptyPatientValues(prefix: string): PatientFormValues {
  return {
    title: '',
    firstName: '',
    lastName: '',
    email: '',
    mobilePrefix: prefix,
    mobileNumber: '',
    birthDate: '',
    gender: '',
    birthCity: '',
    birthProvince: '',
    birthPlaceCode: '',
    country: 'IT',
    city: '',
    address: '',
    province: '',
    postalCode: '',
    taxCode: '',
    documentType: '',
    documentNumber: '',
    notes: '',
    marketingConsent: false,
    language: 'it',
    guardians: [],
  };
}

/** "Paziente minorenne", by the birth date (typed in the organization's format): the form never asks. */
export const isMinorValues = (values: Pick<PatientFormValues, 'birthDate'>) => isMinorOn(values.birthDate);

/** A minor's form always has a guardian to fill in (a minor saved before without one, too). */
export const withGuardianIfMinor = (values: PatientFormValues, prefix: string): PatientFormValues =>
  isMinorValues(values) && values.guardians.length === 0
    ? { ...values, guardians: [emptyGuardian(prefix)] }
    : values;

/** The form started from a saved patient. */
export function valuesFromPatient(patient: Patient, prefix: string): PatientFormValues {
  return withGuardianIfMinor(savedValues(patient, prefix), prefix);
}

function savedValues(patient: Patient, prefix: string): PatientFormValues {
  const mobile = splitPhone(patient.mobile, prefix);
  return {
    title: patient.title ?? '',
    firstName: patient.firstName,
    lastName: patient.lastName,
    email: patient.email ?? '',
    mobilePrefix: mobile.prefix,
    mobileNumber: mobile.number,
    birthDate: patient.birthDate ?? '',
    gender: patient.gender ?? '',
    birthCity: patient.birthCity ?? '',
    birthProvince: patient.birthProvince ?? '',
    birthPlaceCode: '',
    country: patient.country,
    city: patient.city ?? '',
    address: patient.address ?? '',
    province: patient.province ?? '',
    postalCode: patient.postalCode ?? '',
    taxCode: patient.taxCode ?? '',
    documentType: patient.documentType ?? '',
    documentNumber: patient.documentNumber ?? '',
    notes: patient.notes ?? '',
    marketingConsent: patient.marketingConsent,
    language: patient.language,
    guardians: patient.guardians.map((guardian) => {
      const phone = splitPhone(guardian.phone, prefix);
      return {
        key: newKey(),
        relationship: guardian.relationship,
        mode: guardian.patientId ? 'patient' : 'person',
        patient: guardian.patientId
          ? { id: guardian.patientId, firstName: guardian.firstName, lastName: guardian.lastName }
          : null,
        firstName: guardian.patientId ? '' : guardian.firstName,
        lastName: guardian.patientId ? '' : guardian.lastName,
        phonePrefix: phone.prefix,
        phoneNumber: guardian.patientId ? '' : phone.number,
        taxCode: guardian.patientId ? '' : (guardian.taxCode ?? ''),
        email: guardian.patientId ? '' : (guardian.email ?? ''),
        address: guardian.patientId ? '' : (guardian.address ?? ''),
        city: guardian.patientId ? '' : (guardian.city ?? ''),
        postalCode: guardian.patientId ? '' : (guardian.postalCode ?? ''),
        province: guardian.patientId ? '' : (guardian.province ?? ''),
      };
    }),
  };
}

function guardianInput(guardian: GuardianFormValues): GuardianInput {
  if (guardian.mode === 'patient') {
    // No patient chosen yet: the contract then asks for the person's fields.
    return { relationship: guardian.relationship, patientId: guardian.patient?.id ?? null };
  }
  return {
    relationship: guardian.relationship,
    patientId: null,
    firstName: guardian.firstName,
    lastName: guardian.lastName,
    phone: combinePhone(guardian.phonePrefix, guardian.phoneNumber),
    taxCode: guardian.taxCode,
    email: guardian.email,
    address: guardian.address,
    city: guardian.city,
    postalCode: guardian.postalCode,
    province: guardian.province,
  };
}

/** What the API receives; the contract (PatientInput) then validates it, here and on the server. */
export function toPatientInput(
  values: PatientFormValues,
  acknowledgement?: PatientInput['duplicateTaxCodeAcknowledgement'],
): PatientInput {
  const { mobilePrefix, mobileNumber, birthDate, gender, guardians, birthPlaceCode: _code, ...rest } = values;
  return {
    ...rest,
    mobile: combinePhone(mobilePrefix, mobileNumber),
    birthDate,
    gender,
    // An adult's guardians are not kept: a record that came of age loses them when saved.
    guardians: isMinorValues(values) ? guardians.map(guardianInput) : [],
    ...(acknowledgement ? { duplicateTaxCodeAcknowledgement: acknowledgement } : {}),
  };
}
