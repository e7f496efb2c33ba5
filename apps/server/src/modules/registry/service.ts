import type { ActivityAction } from '@studiolo/contracts';
import type {
  Doctor,
  DoctorService,
  DoctorServiceListQuery,
  DoctorServiceUpdateValues,
  DoctorServiceValues,
  DoctorValues,
  ErrorCode,
  RegistryListQuery,
  Service,
  ServiceType,
  ServiceTypeValues,
  ServiceValues,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import {
  doctorServicesRepo,
  doctorsRepo,
  servicesRepo,
  serviceTypesRepo,
  type DoctorRow,
  type DoctorServiceListRow,
  type ServiceListRow,
  type ServiceTypeRow,
} from './repo';

const iso = (date: Date) => date.toISOString();

function toServiceType(row: ServiceTypeRow): ServiceType {
  const { id, name, description, expenseType, active, updatedAt } = row;
  return { id, name, description, expenseType, active, updatedAt: iso(updatedAt) };
}

export function toDoctor(row: DoctorRow): Doctor {
  const { id, title, firstName, lastName, specialty, email, phone, color, active, updatedAt } = row;
  return {
    id,
    title,
    firstName,
    lastName,
    specialty,
    email,
    phone,
    color,
    active,
    updatedAt: iso(updatedAt),
  };
}

export function toService({ service, serviceTypeName }: ServiceListRow): Service {
  const { id, name, serviceTypeId, durationMinutes, priceCents, description, active, updatedAt } = service;
  return {
    id,
    name,
    serviceTypeId,
    serviceTypeName,
    durationMinutes,
    priceCents,
    description,
    active,
    requiresTreatmentConsent: service.requiresTreatmentConsent,
    updatedAt: iso(updatedAt),
  };
}

/** 'Dott. Luca Verdi': a doctor as the lists name them. */
const doctorName = (doctor: Pick<DoctorRow, 'title' | 'firstName' | 'lastName'>) =>
  [doctor.title, doctor.firstName, doctor.lastName].filter(Boolean).join(' ');

function toDoctorService({ pairing, doctor, service }: DoctorServiceListRow): DoctorService {
  return {
    id: pairing.id,
    doctorId: doctor.id,
    doctorName: doctorName(doctor),
    serviceId: service.id,
    serviceName: service.name,
    priceCents: pairing.priceCents,
    durationMinutes: pairing.durationMinutes,
    effectivePriceCents: pairing.priceCents ?? service.priceCents,
    effectiveDurationMinutes: pairing.durationMinutes ?? service.durationMinutes,
    active: pairing.active && doctor.active && service.active,
    updatedAt: iso(pairing.updatedAt),
  };
}

const read = <T>(app: AppContext, tenant: Tenant, work: (tx: Tx) => Promise<T>) =>
  withTenant(app.database.db, tenant, work);

function found<T>(row: T | undefined): T {
  if (!row) throw new AppError('NOT_FOUND', 404);
  return row;
}

/** A registry row as its activity entry records it: the id, and the name the lists show (kept once deleted). */
interface Described {
  id: string;
  name: string;
}

/**
 * A registry write: only owners and admins; the change and its activity entry in one transaction;
 * a name already used answers 409 with `conflict` instead of a 500. A foreign key violation means,
 * when deleting, that other rows still point at this one (409 IN_USE); when creating or changing,
 * that a row this one points at is gone (deleted meanwhile): 404, like any unknown id.
 */
async function write<T>(
  app: AppContext,
  tenant: Tenant,
  action: ActivityAction,
  conflict: ErrorCode,
  work: (tx: Tx) => Promise<T | undefined>,
  describe: (result: T) => Described,
): Promise<T> {
  requirePermission(tenant.role, 'registry:manage');
  const [entityType] = action.split('.');
  try {
    return await withTenant(app.database.db, tenant, async (tx) => {
      const result = found(await work(tx));
      const { id, name } = describe(result);
      await recordActivity(tx, tenant, { action, entityType: entityType!, entityId: id, data: { name } });
      return result;
    });
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === PG_UNIQUE_VIOLATION) throw new AppError(conflict, 409);
    if (code === PG_FOREIGN_KEY_VIOLATION) {
      throw action.endsWith('.deleted') ? new AppError('IN_USE', 409) : new AppError('NOT_FOUND', 404);
    }
    throw error;
  }
}

/** Deleting: refused (IN_USE) while other records point at the row; deactivating keeps history. */
async function remove<T>(
  app: AppContext,
  tenant: Tenant,
  action: ActivityAction,
  id: string,
  repo: {
    findById: (tx: Tx, id: string) => Promise<T | undefined>;
    delete: (tx: Tx, id: string) => Promise<boolean>;
  },
  describe: (row: T) => Described,
): Promise<void> {
  await write(
    app,
    tenant,
    action,
    'IN_USE',
    async (tx) => {
      const row = await repo.findById(tx, id);
      return row && (await repo.delete(tx, id)) ? row : undefined;
    },
    describe,
  );
}

const named = (row: { id: string; name: string }): Described => ({ id: row.id, name: row.name });
const describeDoctor = (row: DoctorRow): Described => ({ id: row.id, name: doctorName(row) });
const describeService = ({ service }: ServiceListRow): Described => named(service);
const describePairing = ({ pairing, doctor, service }: DoctorServiceListRow): Described => ({
  id: pairing.id,
  name: `${service.name} — ${doctorName(doctor)}`,
});

// Service types

export const listServiceTypes = async (app: AppContext, tenant: Tenant, query: RegistryListQuery) =>
  (await read(app, tenant, (tx) => serviceTypesRepo.list(tx, query.includeInactive))).map(toServiceType);

export const getServiceType = async (app: AppContext, tenant: Tenant, id: string) =>
  toServiceType(found(await read(app, tenant, (tx) => serviceTypesRepo.findById(tx, id))));

export const createServiceType = async (app: AppContext, tenant: Tenant, input: ServiceTypeValues) =>
  toServiceType(
    await write(
      app,
      tenant,
      'service_type.created',
      'NAME_TAKEN',
      (tx) => serviceTypesRepo.insert(tx, { organizationId: tenant.organizationId, ...input }),
      named,
    ),
  );

export const updateServiceType = async (
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: ServiceTypeValues,
) =>
  toServiceType(
    await write(
      app,
      tenant,
      'service_type.updated',
      'NAME_TAKEN',
      (tx) => serviceTypesRepo.update(tx, id, { description: null, active: true, ...input }),
      named,
    ),
  );

export const deleteServiceType = (app: AppContext, tenant: Tenant, id: string) =>
  remove(app, tenant, 'service_type.deleted', id, serviceTypesRepo, named);

// Doctors

export const listDoctors = async (app: AppContext, tenant: Tenant, query: RegistryListQuery) =>
  (await read(app, tenant, (tx) => doctorsRepo.list(tx, query.includeInactive))).map(toDoctor);

export const getDoctor = async (app: AppContext, tenant: Tenant, id: string) =>
  toDoctor(found(await read(app, tenant, (tx) => doctorsRepo.findById(tx, id))));

/** Optional fields left out of a full update are cleared, as the form sends them empty. */
const doctorValues = (input: DoctorValues) => ({
  title: null,
  specialty: null,
  email: null,
  phone: null,
  active: true,
  ...input,
});

export const createDoctor = async (app: AppContext, tenant: Tenant, input: DoctorValues) =>
  toDoctor(
    await write(
      app,
      tenant,
      'doctor.created',
      'NAME_TAKEN',
      (tx) => doctorsRepo.insert(tx, { organizationId: tenant.organizationId, ...doctorValues(input) }),
      describeDoctor,
    ),
  );

export const updateDoctor = async (app: AppContext, tenant: Tenant, id: string, input: DoctorValues) =>
  toDoctor(
    await write(
      app,
      tenant,
      'doctor.updated',
      'NAME_TAKEN',
      (tx) => doctorsRepo.update(tx, id, doctorValues(input)),
      describeDoctor,
    ),
  );

export const deleteDoctor = (app: AppContext, tenant: Tenant, id: string) =>
  remove(app, tenant, 'doctor.deleted', id, doctorsRepo, describeDoctor);

// Services

export const listServices = async (app: AppContext, tenant: Tenant, query: RegistryListQuery) =>
  (await read(app, tenant, (tx) => servicesRepo.list(tx, query.includeInactive))).map(toService);

export const getService = async (app: AppContext, tenant: Tenant, id: string) =>
  toService(found(await read(app, tenant, (tx) => servicesRepo.findWithType(tx, id))));

const serviceValues = (input: ServiceValues) => ({
  serviceTypeId: null,
  description: null,
  active: true,
  ...input,
});

/** A saved service read back with its type's name. */
async function saveService(tx: Tx, save: () => Promise<{ id: string } | undefined>) {
  const saved = await save();
  return saved && servicesRepo.findWithType(tx, saved.id);
}

async function requireServiceType(tx: Tx, serviceTypeId: string | null | undefined) {
  if (serviceTypeId) found(await serviceTypesRepo.findById(tx, serviceTypeId));
}

export const createService = async (app: AppContext, tenant: Tenant, input: ServiceValues) =>
  toService(
    await write(
      app,
      tenant,
      'service.created',
      'NAME_TAKEN',
      async (tx) => {
        await requireServiceType(tx, input.serviceTypeId);
        return saveService(tx, () =>
          servicesRepo.insert(tx, { organizationId: tenant.organizationId, ...serviceValues(input) }),
        );
      },
      describeService,
    ),
  );

export const updateService = async (app: AppContext, tenant: Tenant, id: string, input: ServiceValues) =>
  toService(
    await write(
      app,
      tenant,
      'service.updated',
      'NAME_TAKEN',
      async (tx) => {
        await requireServiceType(tx, input.serviceTypeId);
        return saveService(tx, () => servicesRepo.update(tx, id, serviceValues(input)));
      },
      describeService,
    ),
  );

export const deleteService = (app: AppContext, tenant: Tenant, id: string) =>
  remove(app, tenant, 'service.deleted', id, servicesRepo, named);

// Doctor-services

export const listDoctorServices = async (app: AppContext, tenant: Tenant, query: DoctorServiceListQuery) =>
  (await read(app, tenant, (tx) => doctorServicesRepo.list(tx, query))).map(toDoctorService);

const findDoctorService = async (tx: Tx, id: string) =>
  (await doctorServicesRepo.list(tx, { includeInactive: true, id }))[0];

export const getDoctorService = async (app: AppContext, tenant: Tenant, id: string) =>
  toDoctorService(found(await read(app, tenant, (tx) => findDoctorService(tx, id))));

const pairingValues = (input: DoctorServiceUpdateValues) => ({
  priceCents: null,
  durationMinutes: null,
  active: true,
  ...input,
});

export const createDoctorService = async (app: AppContext, tenant: Tenant, input: DoctorServiceValues) =>
  toDoctorService(
    await write(
      app,
      tenant,
      'doctor_service.created',
      'DOCTOR_SERVICE_EXISTS',
      async (tx) => {
        found(await doctorsRepo.findById(tx, input.doctorId));
        found(await servicesRepo.findById(tx, input.serviceId));
        const { doctorId, serviceId, ...rest } = input;
        const saved = await doctorServicesRepo.insert(tx, {
          organizationId: tenant.organizationId,
          doctorId,
          serviceId,
          ...pairingValues(rest),
        });
        return findDoctorService(tx, saved.id);
      },
      describePairing,
    ),
  );

export const updateDoctorService = async (
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: DoctorServiceUpdateValues,
) =>
  toDoctorService(
    await write(
      app,
      tenant,
      'doctor_service.updated',
      'DOCTOR_SERVICE_EXISTS',
      async (tx) =>
        (await doctorServicesRepo.update(tx, id, pairingValues(input))) && findDoctorService(tx, id),
      describePairing,
    ),
  );

export const deleteDoctorService = (app: AppContext, tenant: Tenant, id: string) =>
  remove(
    app,
    tenant,
    'doctor_service.deleted',
    id,
    { findById: findDoctorService, delete: doctorServicesRepo.delete },
    describePairing,
  );
