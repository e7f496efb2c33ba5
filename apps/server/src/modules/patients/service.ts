import type { ActivityAction } from '@studiolo/contracts';
import type {
  Guardian,
  Patient,
  PatientListQuery,
  PatientPage,
  PatientSummary,
  PatientValues,
  StandIn,
  TaxCodeCheck,
  DuplicateCheckQuery,
} from '@studiolo/contracts';
import {
  firstGuardianWith,
  isMinorOn,
  PatientListQuery as PatientListQuerySchema,
  parseTaxCode,
  standInsOf,
} from '@studiolo/contracts';
import { findBirthPlace } from '@studiolo/contracts/tax-code-places';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors';
import { withTenant } from '../../db/tenancy';
import { AppError, fieldError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import { foldText, searchWords } from '../../db/search';
import { patientsRepo, type GuardianInsert, type PatientRow } from './repo';

/** A patient's row as lists show it; `phoneStandIn` as phoneStandIns found it (null: none). */
export function toPatientSummary(row: PatientRow, phoneStandIn: StandIn | null = null): PatientSummary {
  return {
    id: row.id,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    taxCode: row.taxCode,
    mobile: row.mobile,
    email: row.email,
    birthDate: row.birthDate,
    gender: row.gender ?? (row.taxCode ? (parseTaxCode(row.taxCode)?.gender ?? null) : null),
    birthCity: row.birthCity,
    birthProvince: row.birthProvince,
    city: row.city,
    isMinor: isMinorOn(row.birthDate),
    phoneStandIn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

type GuardianRows = Awaited<ReturnType<typeof patientsRepo.guardiansOf>>;

export function toGuardians(rows: GuardianRows): Guardian[] {
  return rows.map(({ guardian, patient }) => {
    // A guardian who is a patient is described by their own record, always current.
    const person = patient
      ? { ...patient, phone: patient.mobile }
      : { ...guardian, firstName: guardian.firstName ?? '', lastName: guardian.lastName ?? '' };
    return {
      id: guardian.id,
      relationship: guardian.relationship,
      patientId: guardian.guardianPatientId,
      firstName: person.firstName,
      lastName: person.lastName,
      taxCode: person.taxCode,
      phone: person.phone,
      email: person.email,
      address: person.address,
      city: person.city,
      postalCode: person.postalCode,
      province: person.province,
    };
  });
}

/**
 * For the minors among `people` without a mobile of their own, the first guardian's phone standing
 * in (standInsOf), by patient id; one query for the whole page.
 */
export async function phoneStandIns(
  tx: Tx,
  people: { id: string; birthDate: string | null; mobile: string | null }[],
): Promise<Map<string, StandIn>> {
  const minors = people.filter((p) => !p.mobile && isMinorOn(p.birthDate)).map((p) => p.id);
  const rows = await patientsRepo.guardiansOfMany(tx, minors);
  const found = new Map<string, StandIn>();
  for (const id of minors) {
    const standIn = firstGuardianWith(
      toGuardians(rows.filter((row) => row.guardian.patientId === id)),
      'phone',
    );
    if (standIn) found.set(id, standIn);
  }
  return found;
}

/** `rows` as lists show them, a minor's guardian's phone standing in for the one they have not. */
export async function toPatientSummaries(tx: Tx, rows: PatientRow[]): Promise<PatientSummary[]> {
  const standIns = await phoneStandIns(tx, rows);
  return rows.map((row) => toPatientSummary(row, standIns.get(row.id) ?? null));
}

async function loadPatient(tx: Tx, id: string): Promise<Patient> {
  const row = await patientsRepo.findById(tx, id);
  if (!row) throw new AppError('NOT_FOUND', 404);
  const [guardians, dependents] = await Promise.all([
    patientsRepo.guardiansOf(tx, id),
    patientsRepo.dependentsOf(tx, id),
  ]);
  const guardianList = toGuardians(guardians);
  const summary = toPatientSummary(row);
  const standIns = standInsOf({ ...summary, address: row.address }, guardianList);
  return {
    ...summary,
    phoneStandIn: standIns.phone,
    gender: row.gender,
    country: row.country,
    address: row.address,
    province: row.province,
    postalCode: row.postalCode,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    notes: row.notes,
    marketingConsent: row.marketingConsent,
    language: row.language,
    guardians: guardianList,
    standIns,
    dependents,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPatients(
  app: AppContext,
  tenant: Tenant,
  query: PatientListQuery,
): Promise<PatientPage> {
  const { q, sort, limit, offset } = PatientListQuerySchema.parse(query);
  return withTenant(app.database.db, tenant, async (tx) => {
    const { rows, total } = await patientsRepo.search(tx, {
      words: searchWords(q ?? ''),
      sort,
      limit,
      offset,
    });
    return { items: await toPatientSummaries(tx, rows), total };
  });
}

export const getPatient = (app: AppContext, tenant: Tenant, id: string) =>
  withTenant(app.database.db, tenant, (tx) => loadPatient(tx, id));

export async function checkTaxCode(
  app: AppContext,
  tenant: Tenant,
  taxCode: string,
  excludeId?: string,
): Promise<TaxCodeCheck> {
  return withTenant(app.database.db, tenant, async (tx) => ({
    matches: await toPatientSummaries(tx, await patientsRepo.findByTaxCode(tx, taxCode, excludeId)),
  }));
}

/** The patients who may be this same person: same name and birth date, or same name and mobile. */
export async function checkSamePerson(
  app: AppContext,
  tenant: Tenant,
  { firstName, lastName, birthDate, mobile, excludeId }: DuplicateCheckQuery,
): Promise<TaxCodeCheck> {
  const foldedName = foldText(`${lastName.trim()} ${firstName.trim()}`);
  return withTenant(app.database.db, tenant, async (tx) => ({
    matches: await toPatientSummaries(
      tx,
      await patientsRepo.findSamePerson(tx, { foldedName, birthDate, mobile }, excludeId),
    ),
  }));
}

/**
 * A personal code whose Belfiore part no comune (since 1861) nor foreign state ever had was mistyped
 * or made up: its check character cannot tell. STP/ENI and provisional codes name no birthplace.
 */
async function guardAgainstUnknownBirthPlaces(input: PatientValues) {
  const codes = [
    { path: 'taxCode', code: input.taxCode },
    ...input.guardians.map((guardian, index) => ({
      path: `guardians.${index}.taxCode`,
      code: guardian.taxCode,
    })),
  ];
  for (const { path, code } of codes) {
    const parsed = code ? parseTaxCode(code) : null;
    if (parsed && !(await findBirthPlace(parsed.birthPlaceCode))) {
      throw fieldError(path, 'taxCodeUnknownBirthPlace');
    }
  }
}

/**
 * A tax code another patient already has is saved only with both acknowledgement boxes ticked for
 * that very code (SPEC §5); the answer lists the existing patients so the form can show them.
 */
async function guardAgainstDuplicateTaxCode(tx: Tx, input: PatientValues, excludeId?: string) {
  if (!input.taxCode) return;
  const matches = await patientsRepo.findByTaxCode(tx, input.taxCode, excludeId);
  const ack = input.duplicateTaxCodeAcknowledgement;
  const acknowledged = ack?.taxCode === input.taxCode && ack.reviewedExisting && ack.confirmedSeparateRecord;
  if (matches.length > 0 && !acknowledged) {
    throw new AppError('TAX_CODE_DUPLICATE', 409, { matches: await toPatientSummaries(tx, matches) });
  }
}

/**
 * The guardian rows of a minor. A guardian who is a patient must be one of this organization's
 * (404), and neither the minor (GUARDIAN_NOT_ALLOWED, 'guardianSelf') nor a minor in the care of the
 * patient being saved ('guardianMutual'): two patients never guard each other.
 */
async function guardianRows(
  tx: Tx,
  tenant: Tenant,
  patientId: string,
  input: PatientValues,
): Promise<GuardianInsert[]> {
  // Only a minor's guardians are kept (by the date of birth): an adult answers for themselves.
  if (!isMinorOn(input.birthDate)) return [];
  const linkedIds = input.guardians.flatMap((g) => (g.patientId ? [g.patientId] : []));
  const dependents = new Set((await patientsRepo.dependentsOf(tx, patientId)).map((d) => d.id));
  const refusalOf = (guardianPatientId: string) => {
    if (guardianPatientId === patientId) return 'guardianSelf';
    return dependents.has(guardianPatientId) ? 'guardianMutual' : undefined;
  };
  input.guardians.forEach((g, index) => {
    const refusal = g.patientId ? refusalOf(g.patientId) : undefined;
    if (refusal) {
      throw new AppError('GUARDIAN_NOT_ALLOWED', 400, undefined, [
        { path: `guardians.${index}.patientId`, code: 'custom', messageKey: refusal },
      ]);
    }
  });
  const found = await patientsRepo.findByIds(tx, linkedIds);
  if (found.length !== new Set(linkedIds).size) throw new AppError('NOT_FOUND', 404);
  return input.guardians.map((g) => ({
    organizationId: tenant.organizationId,
    patientId,
    relationship: g.relationship,
    guardianPatientId: g.patientId ?? null,
    // A patient guardian's details live on their own record.
    ...(g.patientId
      ? {}
      : {
          firstName: g.firstName,
          lastName: g.lastName,
          taxCode: g.taxCode,
          phone: g.phone,
          email: g.email,
          address: g.address,
          city: g.city,
          postalCode: g.postalCode,
          province: g.province,
        }),
  }));
}

function patientColumns(input: PatientValues) {
  const { guardians: _guardians, duplicateTaxCodeAcknowledgement: _ack, ...columns } = input;
  return {
    title: null,
    email: null,
    birthDate: null,
    gender: null,
    birthCity: null,
    birthProvince: null,
    province: null,
    postalCode: null,
    taxCode: null,
    documentType: null,
    documentNumber: null,
    notes: null,
    ...columns,
  };
}

/** The activity entry of a patient write, named as the lists show the patient (kept once deleted). */
const recordPatientActivity = (tx: Tx, tenant: Tenant, action: ActivityAction, row: PatientRow) =>
  recordActivity(tx, tenant, {
    action,
    entityType: 'patient',
    entityId: row.id,
    data: { name: `${row.lastName} ${row.firstName}` },
  });

/**
 * A row the save refers to that is gone by the time it is written (a guardian patient deleted
 * meanwhile) is a foreign key violation: 404, like any unknown id.
 */
async function missingIsNotFound<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw new AppError('NOT_FOUND', 404);
    throw error;
  }
}

export async function createPatient(app: AppContext, tenant: Tenant, input: PatientValues): Promise<Patient> {
  requirePermission(tenant.role, 'patients:write');
  await guardAgainstUnknownBirthPlaces(input);
  return missingIsNotFound(
    withTenant(app.database.db, tenant, async (tx) => {
      await guardAgainstDuplicateTaxCode(tx, input);
      const row = await patientsRepo.insert(tx, {
        organizationId: tenant.organizationId,
        updatedBy: tenant.userId,
        ...patientColumns(input),
      });
      await patientsRepo.replaceGuardians(tx, row.id, await guardianRows(tx, tenant, row.id, input));
      await recordPatientActivity(tx, tenant, 'patient.created', row);
      return loadPatient(tx, row.id);
    }),
  );
}

export async function updatePatient(
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: PatientValues,
): Promise<Patient> {
  requirePermission(tenant.role, 'patients:write');
  await guardAgainstUnknownBirthPlaces(input);
  return missingIsNotFound(
    withTenant(app.database.db, tenant, async (tx) => {
      const current = await patientsRepo.findById(tx, id);
      if (!current) throw new AppError('NOT_FOUND', 404);
      // Only a changed tax code asks again: a duplicate acknowledged once stays acknowledged.
      if (input.taxCode !== current.taxCode) await guardAgainstDuplicateTaxCode(tx, input, id);
      const row = await patientsRepo.update(tx, id, { updatedBy: tenant.userId, ...patientColumns(input) });
      await patientsRepo.replaceGuardians(tx, id, await guardianRows(tx, tenant, id, input));
      await recordPatientActivity(tx, tenant, 'patient.updated', row!);
      return loadPatient(tx, id);
    }),
  );
}

/**
 * Refused while the patient is the guardian of minors (they must be reassigned or removed first),
 * and while appointments or other records keep their history (IN_USE).
 */
export async function deletePatient(app: AppContext, tenant: Tenant, id: string): Promise<void> {
  requirePermission(tenant.role, 'patients:delete');
  try {
    await withTenant(app.database.db, tenant, async (tx) => {
      const row = await patientsRepo.findById(tx, id);
      if (!row) throw new AppError('NOT_FOUND', 404);
      const dependents = await patientsRepo.dependentsOf(tx, id);
      if (dependents.length > 0) throw new AppError('GUARDIAN_OF_MINORS', 409, { dependents });
      await patientsRepo.delete(tx, id);
      await recordPatientActivity(tx, tenant, 'patient.deleted', row);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw new AppError('IN_USE', 409);
    throw error;
  }
}
