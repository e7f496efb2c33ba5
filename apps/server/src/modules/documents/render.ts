import {
  ORGANIZATION_TIME_ZONE,
  formatPhone,
  isMinorOn,
  type DocumentType,
  type Locale,
  type SignerRole,
  type SigningSettings,
  type TemplatePlaceholder,
} from '@studiolo/contracts';
import type { Tx } from '../../db/client';
import type { doctors, organizations, patients } from '../../db/schema';
import { AppError } from '../../domain/errors';
import { visitWhen } from '../calendar/reminders';
import { patientsRepo } from '../patients/repo';

type PatientRow = typeof patients.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;
type DoctorRow = typeof doctors.$inferSelect;

export interface RenderContext {
  patient: PatientRow;
  organization: OrganizationRow;
  appointment: { startsAt: Date } | null;
  doctor: DoctorRow | null;
  serviceName: string | null;
}

export interface Signer {
  role: SignerRole;
  name: string;
  taxCode: string | null;
}

const RELATIONSHIPS: Record<Locale, Record<string, string>> = {
  it: { parent: 'genitore', legal_guardian: 'tutore legale', grandparent: 'nonno/a' },
  en: { parent: 'parent', legal_guardian: 'legal guardian', grandparent: 'grandparent' },
};

const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
const birthDate = (date: string | null) => (date ? date.split('-').reverse().join('/') : null);

/** Today in Italy as DD/MM/YYYY. */
const today = () =>
  new Date().toLocaleDateString('it-IT', {
    timeZone: ORGANIZATION_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

/** A minor's first guardian, as a signer: the guardian patient's record, else the person described. */
async function guardianOf(tx: Tx, patientId: string) {
  const [first] = await patientsRepo.guardiansOf(tx, patientId);
  if (!first) return null;
  const person = first.patient ?? first.guardian;
  return {
    name: fullName(person),
    taxCode: person.taxCode ?? null,
    relationship: first.guardian.relationship,
  };
}

/**
 * Who signs, in the order the tablet asks: for a minor the guardian (and the minor too when the
 * clinic says so), else the patient; then the doctor for a treatment consent the doctor co-signs.
 * Someone required and unknown refuses the sending (DOCUMENT_SIGNER_MISSING).
 */
export async function signersAndValues(
  tx: Tx,
  type: DocumentType,
  language: Locale,
  context: RenderContext,
  settings: SigningSettings,
): Promise<{ signers: Signer[]; values: Partial<Record<TemplatePlaceholder, string | null>> }> {
  const { patient, organization, appointment, doctor } = context;
  const self: Signer = { role: 'patient', name: fullName(patient), taxCode: patient.taxCode };
  const minor = isMinorOn(patient.birthDate);
  const guardian = minor ? await guardianOf(tx, patient.id) : null;
  if (minor && !guardian) throw new AppError('DOCUMENT_SIGNER_MISSING', 422, { role: 'guardian' });
  const signers: Signer[] = guardian
    ? [
        { role: 'guardian', name: guardian.name, taxCode: guardian.taxCode },
        ...(settings.minorAlsoSigns ? [self] : []),
      ]
    : [self];
  const doctorFullName = doctor ? joined(doctor.title, doctor.firstName, doctor.lastName) : null;
  if (type === 'treatment_consent' && settings.doctorCoSignsTreatment) {
    if (!doctor || !doctorFullName) throw new AppError('DOCUMENT_SIGNER_MISSING', 422, { role: 'doctor' });
    signers.push({ role: 'doctor', name: doctorFullName, taxCode: null });
  }
  const when = appointment ? visitWhen(appointment.startsAt, language) : null;
  const place = (city: string | null, province: string | null) =>
    city ? joined(city, province ? `(${province})` : null) : null;
  return {
    signers,
    values: {
      'patient.fullName': fullName(patient),
      'patient.firstName': patient.firstName,
      'patient.lastName': patient.lastName,
      'patient.taxCode': patient.taxCode,
      'patient.birthDate': birthDate(patient.birthDate),
      'patient.birthPlace': place(patient.birthCity, patient.birthProvince),
      'patient.address': patient.address
        ? joined(`${patient.address},`, patient.postalCode, place(patient.city, patient.province))
        : place(patient.city, patient.province),
      'patient.email': patient.email,
      'patient.mobile': patient.mobile ? formatPhone(patient.mobile) : null,
      'guardian.fullName': guardian?.name ?? null,
      'guardian.taxCode': guardian?.taxCode ?? null,
      'guardian.relationship': guardian ? (RELATIONSHIPS[language][guardian.relationship] ?? null) : null,
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
    },
  };
}
