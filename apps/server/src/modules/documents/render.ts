import {
  ORGANIZATION_TIME_ZONE,
  fillPlaceholders,
  formatPhone,
  isMinorOn,
  missingItem,
  parseTaxCode,
  requiredPlaceholders,
  type Agreement,
  type DocumentMissingItem,
  type DocumentTemplate,
  type Locale,
  type SignerRole,
  type SigningSettings,
  type TemplatePlaceholder,
} from '@studiolo/contracts';
import { findBirthPlace } from '@studiolo/contracts/tax-code-places';
import type { Tx } from '../../db/client';
import type { doctors, organizations, patients } from '../../db/schema';
import { AppError } from '../../domain/errors';
import { translator } from '../../i18n';
import { visitWhen } from '../calendar/reminders';
import { patientsRepo } from '../patients/repo';
import type { PrivacyValues } from './privacy-facts';

type PatientRow = typeof patients.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;
type DoctorRow = typeof doctors.$inferSelect;

export interface RenderContext {
  patient: PatientRow;
  organization: OrganizationRow;
  appointment: { startsAt: Date } | null;
  doctor: DoctorRow | null;
  serviceName: string | null;
  /** The privacy notice's facts (privacy-facts.ts). */
  privacy: PrivacyValues;
}

export interface Signer {
  role: SignerRole;
  name: string;
  taxCode: string | null;
}

/** Someone who speaks in the document: the patient, or a minor's parent or guardian. */
export interface Person {
  name: string;
  taxCode: string | null;
  gender: 'male' | 'female' | null;
}

type Relationship = 'parent' | 'legal_guardian';

/** Who signs for the patient and in what capacity. */
export interface Declarants {
  /** Whoever signs and speaks in the text, in order. */
  signing: Person[];
  /** For a minor: the capacity, and the other parent whose agreement the one signing declares. */
  minor: { relationship: Relationship; otherParent: Person | null } | null;
}

const RELATIONSHIPS: Record<Locale, Record<string, string>> = {
  it: { parent: 'genitore', legal_guardian: 'tutore legale', grandparent: 'nonno/a' },
  en: { parent: 'parent', legal_guardian: 'legal guardian', grandparent: 'grandparent' },
};

const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
const dayMonthYear = (date: string | null) => (date ? date.split('-').reverse().join('/') : null);

/** The record's gender, else the codice fiscale's (its day of birth says male or female). */
const genderOf = (gender: string | null, taxCode: string | null): Person['gender'] =>
  gender === 'male' || gender === 'female' ? gender : (taxCode && parseTaxCode(taxCode)?.gender) || null;

/** Today in Italy as DD/MM/YYYY. */
const today = () =>
  new Date().toLocaleDateString('it-IT', {
    timeZone: ORGANIZATION_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

/** How the words of the text agree with the people speaking in it. */
export function agreementOf(people: Person[]): Agreement | null {
  if (people.length > 1) return people.every((p) => p.gender === 'female') ? 'fp' : 'mp';
  const gender = people[0]?.gender;
  return gender === 'male' ? 'm' : gender === 'female' ? 'f' : null;
}

/**
 * Who signs for the patient: an adult themself; a minor's parents (both when two are recorded and
 * the clinic has both sign, else the first, declaring the other's agreement: art. 316 and 320 c.c.),
 * or else their legal guardian. A grandparent holds no parental responsibility and never signs.
 * A minor without a parent or guardian recorded cannot be sent a consent (`guardian` missing).
 */
export async function declarantsOf(
  tx: Tx,
  patient: PatientRow,
  settings: Pick<SigningSettings, 'parentsSign'>,
): Promise<Declarants | 'guardian-missing'> {
  if (!isMinorOn(patient.birthDate))
    return {
      signing: [
        {
          name: fullName(patient),
          taxCode: patient.taxCode,
          gender: genderOf(patient.gender, patient.taxCode),
        },
      ],
      minor: null,
    };
  const guardians = (await patientsRepo.guardiansOf(tx, patient.id)).map(({ guardian, patient: linked }) => {
    const person = linked ?? guardian;
    return {
      relationship: guardian.relationship,
      person: {
        name: fullName(person),
        taxCode: person.taxCode ?? null,
        gender: genderOf(linked?.gender ?? null, person.taxCode ?? null),
      },
    };
  });
  const parents = guardians.filter((g) => g.relationship === 'parent').slice(0, 2);
  if (parents.length > 0) {
    const [first, second] = parents.map((p) => p.person) as [Person, Person?];
    if (second && settings.parentsSign === 'both')
      return { signing: [first, second], minor: { relationship: 'parent', otherParent: null } };
    return { signing: [first], minor: { relationship: 'parent', otherParent: second ?? null } };
  }
  const tutor = guardians.find((g) => g.relationship === 'legal_guardian');
  if (!tutor) return 'guardian-missing';
  return { signing: [tutor.person], minor: { relationship: 'legal_guardian', otherParent: null } };
}

/**
 * The opening of the declaration, in the signers' gender and number: 'La sottoscritta Anna Neri,
 * codice fiscale …, in qualità di genitore esercente la responsabilità genitoriale su Sofia Neri,
 * codice fiscale …'; and, when one parent signs for both, the sentence declaring the other's agreement.
 */
export function openingOf(
  language: Locale,
  declarants: Declarants,
  patient: Person,
): { opening: string; agreement: string | null } {
  const t = translator(language);
  const agreement = agreementOf(declarants.signing) ?? 'unknown';
  const person = (p: Person) =>
    p.taxCode ? t('documents:render.person', { name: p.name, taxCode: p.taxCode }) : p.name;
  const names = declarants.signing.map(person).join(`, ${t('documents:render.and')} `);
  const undersigned = t(`documents:render.undersigned.${agreement}`);
  const { minor } = declarants;
  if (!minor) return { opening: `${undersigned} ${names}`, agreement: null };
  const capacity =
    minor.relationship === 'legal_guardian'
      ? t('documents:render.guardianOf', {
          minor: person(patient),
          context: declarants.signing[0]?.gender ?? undefined,
        })
      : t(declarants.signing.length > 1 ? 'documents:render.parentsOf' : 'documents:render.parentOf', {
          minor: person(patient),
        });
  return {
    opening: `${undersigned} ${names}, ${capacity}`,
    agreement: minor.otherParent
      ? t('documents:render.agreement', { undersigned, other: person(minor.otherParent) })
      : null,
  };
}

/** 'nata il 03/04/2016 a Roma (RM)', 'nato il 01/01/1980 in Francia': the record's, else the codice fiscale's. */
export async function bornOf(language: Locale, patient: PatientRow): Promise<string | null> {
  const parsed = patient.taxCode ? parseTaxCode(patient.taxCode) : null;
  const date = dayMonthYear(patient.birthDate ?? parsed?.birthDate ?? null);
  if (!date) return null;
  let place: { name: string; province: string | null; foreign: boolean } | null = null;
  if (patient.birthCity) {
    const foreign = patient.birthProvince === 'EE';
    place = { name: patient.birthCity, province: foreign ? null : patient.birthProvince, foreign };
  } else if (parsed) {
    const found = await findBirthPlace(parsed.birthPlaceCode);
    if (found) place = { name: found.name, province: found.province, foreign: found.country !== null };
  }
  const t = translator(language);
  const gender = genderOf(patient.gender, patient.taxCode) ?? 'unknown';
  const born = t(`documents:render.born.${gender}`, { date });
  if (!place) return born;
  const name = place.province ? `${place.name} (${place.province})` : place.name;
  return `${born} ${t(place.foreign ? 'documents:render.inCountry' : 'documents:render.inPlace', { place: name })}`;
}

/** What the document cannot be sent without, among its signers: each one's name and codice fiscale. */
function missingOfSigners(signers: Signer[]): DocumentMissingItem[] {
  return signers
    .filter((s) => s.role !== 'doctor')
    .flatMap((s) => [
      ...(s.name.trim() ? [] : [missingItem('signer.name')]),
      ...(s.taxCode?.trim() ? [] : [missingItem('signer.taxCode', s.name || null)]),
    ]);
}

/**
 * The template rendered for the patient and who signs it, in the order the tablet asks: the patient
 * or whoever signs for a minor (the minor too when the clinic says so), then the doctor for a
 * treatment consent the doctor co-signs. Anything the consent cannot be signed without that is
 * missing — a signer's name or codice fiscale, a minor's parent, a value the template needs —
 * refuses it, naming each (422 DOCUMENT_DATA_MISSING).
 */
export async function renderDocument(
  tx: Tx,
  template: Pick<DocumentTemplate, 'type' | 'title' | 'body'>,
  language: Locale,
  context: RenderContext,
  settings: SigningSettings,
): Promise<{ signers: Signer[]; title: string; body: string }> {
  const { patient, organization, appointment, doctor } = context;
  const declarants = await declarantsOf(tx, patient, settings);
  if (declarants === 'guardian-missing')
    throw new AppError('DOCUMENT_DATA_MISSING', 422, { missing: [missingItem('parent')] });
  const self: Signer = { role: 'patient', name: fullName(patient), taxCode: patient.taxCode };
  const signers: Signer[] = declarants.minor
    ? [
        ...declarants.signing.map((p): Signer => ({ role: 'guardian', name: p.name, taxCode: p.taxCode })),
        ...(settings.minorAlsoSigns ? [self] : []),
      ]
    : [self];
  const doctorFullName = doctor ? joined(doctor.title, doctor.firstName, doctor.lastName) : null;
  if (template.type === 'treatment_consent' && settings.doctorCoSignsTreatment && doctorFullName)
    signers.push({ role: 'doctor', name: doctorFullName, taxCode: null });

  const patientPerson: Person = {
    name: fullName(patient),
    taxCode: patient.taxCode,
    gender: genderOf(patient.gender, patient.taxCode),
  };
  const { opening, agreement } = openingOf(language, declarants, patientPerson);
  const firstGuardian = declarants.minor ? declarants.signing[0] : undefined;
  const when = appointment ? visitWhen(appointment.startsAt, language) : null;
  const place = (city: string | null, province: string | null) =>
    city ? joined(city, province ? `(${province})` : null) : null;
  const values: Record<TemplatePlaceholder, string | null> = {
    'signers.opening': opening,
    'signers.agreement': agreement,
    'patient.fullName': fullName(patient),
    'patient.firstName': patient.firstName,
    'patient.lastName': patient.lastName,
    'patient.taxCode': patient.taxCode,
    'patient.born': await bornOf(language, patient),
    'patient.birthDate': dayMonthYear(patient.birthDate),
    'patient.birthPlace': place(
      patient.birthCity,
      patient.birthProvince === 'EE' ? null : patient.birthProvince,
    ),
    'patient.address': patient.address
      ? joined(`${patient.address},`, patient.postalCode, place(patient.city, patient.province))
      : place(patient.city, patient.province),
    'patient.email': patient.email,
    'patient.mobile': patient.mobile ? formatPhone(patient.mobile) : null,
    'guardian.fullName': firstGuardian?.name ?? null,
    'guardian.taxCode': firstGuardian?.taxCode ?? null,
    'guardian.relationship': declarants.minor
      ? (RELATIONSHIPS[language][declarants.minor.relationship] ?? null)
      : null,
    'organization.name': organization.name,
    'organization.legalName': organization.legalName ?? organization.name,
    'organization.taxCode': organization.taxCode,
    'organization.vatNumber': organization.vatNumber,
    'organization.address': organization.street
      ? joined(
          `${organization.street},`,
          organization.postalCode,
          place(organization.city, organization.province),
        )
      : place(organization.city, organization.province),
    'organization.email': organization.professionalEmail,
    'doctor.fullName': doctorFullName,
    'service.name': context.serviceName,
    'appointment.date': when?.date ?? null,
    'appointment.time': when?.time ?? null,
    'document.date': today(),
    ...context.privacy,
  };

  const needed = requiredPlaceholders(template.type, `${template.title}\n${template.body}`);
  const coSigner =
    template.type === 'treatment_consent' && settings.doctorCoSignsTreatment
      ? (['doctor.fullName'] as const)
      : [];
  const missing = [
    ...missingOfSigners(signers),
    ...[...new Set([...coSigner, ...needed])]
      .filter((name) => name !== 'signers.opening' && !values[name]?.trim())
      .map((name) => missingItem(name)),
  ];
  if (missing.length > 0) throw new AppError('DOCUMENT_DATA_MISSING', 422, { missing });

  const agreeing = agreementOf(declarants.signing);
  return {
    signers,
    title: fillPlaceholders(template.title, values, agreeing),
    body: fillPlaceholders(template.body, values, agreeing),
  };
}
