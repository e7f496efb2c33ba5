import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Doctor, DoctorService, Service, ServiceType } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { send } from '../../../test/http';
import { doctorsRepo, serviceTypesRepo } from './repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const doctorBody = {
  title: 'Dott.',
  firstName: 'Marco',
  lastName: 'Verdi',
  specialty: 'Cardiologia',
  email: 'Marco.Verdi@Example.it',
  phone: '+39 333 123 4567',
  color: '#1D4ED8',
};

async function json<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const call = async <T>(who: SignedInMember, method: string, path: string, body: unknown, status: number) =>
  json<T>(await send(t, method, path, body, { cookie: who.cookie }), status);
const post = <T>(who: SignedInMember, path: string, body: unknown, status = 201) =>
  call<T>(who, 'POST', path, body, status);
const put = <T>(who: SignedInMember, path: string, body: unknown, status = 200) =>
  call<T>(who, 'PUT', path, body, status);
const get = <T>(who: SignedInMember, path: string, status = 200) =>
  call<T>(who, 'GET', path, undefined, status);

describe('doctors', () => {
  it('creates, lists, updates, deactivates and deletes a doctor; the phone is stored in E.164', async () => {
    const owner = await clinicOwner(t);
    const doctor = await post<Doctor>(owner, '/api/v1/doctors', doctorBody);
    expect(doctor).toMatchObject({
      firstName: 'Marco',
      email: 'marco.verdi@example.it',
      phone: '+393331234567',
      color: '#1d4ed8',
      active: true,
    });
    expect(await get<Doctor[]>(owner, '/api/v1/doctors')).toEqual([doctor]);

    const inactive = await put<Doctor>(owner, `/api/v1/doctors/${doctor.id}`, {
      ...doctorBody,
      specialty: '',
      active: false,
    });
    expect(inactive).toMatchObject({ specialty: null, active: false });
    expect(await get<Doctor[]>(owner, '/api/v1/doctors')).toEqual([]);
    expect(await get<Doctor[]>(owner, '/api/v1/doctors?includeInactive=true')).toEqual([inactive]);

    expect(
      (await send(t, 'DELETE', `/api/v1/doctors/${doctor.id}`, undefined, { cookie: owner.cookie })).status,
    ).toBe(204);
    await get(owner, `/api/v1/doctors/${doctor.id}`, 404);
    const activity = await get<{ items: { action: string }[] }>(owner, '/api/v1/activity');
    expect(activity.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['doctor.created', 'doctor.updated', 'doctor.deleted']),
    );
  });

  it('answers bad input with the field messages, in the language asked', async () => {
    const owner = await clinicOwner(t);
    const res = await send(
      t,
      'POST',
      '/api/v1/doctors',
      { ...doctorBody, firstName: '', email: 'nope', phone: '333 12', color: 'blue' },
      { cookie: `${owner.cookie}; user-locale=en` },
    );
    const body = await json<{ code: string; errors: { path: string; message: string }[] }>(res, 400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'firstName', message: 'This field is required' }),
        expect.objectContaining({ path: 'email', message: 'Please enter a valid email' }),
        expect.objectContaining({
          path: 'phone',
          message: 'Please enter a valid phone number, e.g. 333 123 4567 or +44 7911 123456',
        }),
        expect.objectContaining({ path: 'color' }),
      ]),
    );
    const invalidNumber = await send(
      t,
      'POST',
      '/api/v1/doctors',
      { ...doctorBody, phone: '+39 12' },
      { cookie: `${owner.cookie}; user-locale=it` },
    );
    expect((await json<{ errors: { message: string }[] }>(invalidNumber, 400)).errors[0]!.message).toContain(
      'numero di telefono valido',
    );
  });

  it('reads a number typed without its country code as Italian and stores it in E.164 (#16)', async () => {
    const owner = await clinicOwner(t);
    const doctor = await post<Doctor>(owner, '/api/v1/doctors', { ...doctorBody, phone: '333 123 4567' });
    expect(doctor.phone).toBe('+393331234567');
  });

  it("hides another organization's doctors (404) and lets only owners and admins edit", async () => {
    const owner = await clinicOwner(t);
    const doctor = await post<Doctor>(owner, '/api/v1/doctors', doctorBody);
    const stranger = await clinicOwner(t, 'Altro Studio');
    await get(stranger, `/api/v1/doctors/${doctor.id}`, 404);
    expect(await get<Doctor[]>(stranger, '/api/v1/doctors')).toEqual([]);
    const put = await send(t, 'PUT', `/api/v1/doctors/${doctor.id}`, doctorBody, { cookie: stranger.cookie });
    expect(put.status).toBe(404);
    expect(
      (await send(t, 'DELETE', `/api/v1/doctors/${doctor.id}`, undefined, { cookie: stranger.cookie }))
        .status,
    ).toBe(404);

    const secretary = await colleague(t, owner.organizationId, 'secretary');
    expect(await get<Doctor[]>(secretary, '/api/v1/doctors')).toHaveLength(1);
    await post(secretary, '/api/v1/doctors', doctorBody, 403);
    const admin = await colleague(t, owner.organizationId, 'admin');
    await post(admin, '/api/v1/doctors', { ...doctorBody, firstName: 'Giulia' });
  });
});

describe('services and service types', () => {
  it('groups services by type, refuses a duplicate name and a type still in use', async () => {
    const owner = await clinicOwner(t);
    const type = await post<ServiceType>(owner, '/api/v1/service-types', { name: 'Visita specialistica' });
    const duplicateType = await send(
      t,
      'POST',
      '/api/v1/service-types',
      { name: 'visita SPECIALISTICA' },
      {
        cookie: `${owner.cookie}; user-locale=en`,
      },
    );
    expect(await json(duplicateType, 409)).toMatchObject({
      code: 'NAME_TAKEN',
      detail: 'An entry with this name already exists.',
    });

    const service = await post<Service>(owner, '/api/v1/services', {
      name: 'Visita cardiologica',
      serviceTypeId: type.id,
      durationMinutes: 30,
      priceCents: 12000,
    });
    expect(service).toMatchObject({
      serviceTypeName: 'Visita specialistica',
      priceCents: 12000,
      active: true,
    });
    await post(
      owner,
      '/api/v1/services',
      { name: 'Visita cardiologica', durationMinutes: 20, priceCents: 0 },
      409,
    );

    const inUse = await send(t, 'DELETE', `/api/v1/service-types/${type.id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(await json(inUse, 409)).toMatchObject({ code: 'IN_USE' });
    expect(await get<Service>(owner, `/api/v1/services/${service.id}`)).toEqual(service);
  });

  it('checks durations, prices and a service type of this organization', async () => {
    const owner = await clinicOwner(t);
    const bad = await send(
      t,
      'POST',
      '/api/v1/services',
      { name: 'Igiene', durationMinutes: 0, priceCents: -1 },
      { cookie: owner.cookie },
    );
    const body = await json<{ errors: { path: string }[] }>(bad, 400);
    expect(body.errors.map((e) => e.path).sort()).toEqual(['durationMinutes', 'priceCents']);

    const stranger = await clinicOwner(t, 'Altro Studio');
    const foreignType = await post<ServiceType>(stranger, '/api/v1/service-types', { name: 'Estranea' });
    await post(
      owner,
      '/api/v1/services',
      { name: 'Igiene', durationMinutes: 45, priceCents: 8000, serviceTypeId: foreignType.id },
      404,
    );
    const doctor = await colleague(t, owner.organizationId, 'doctor');
    await post(doctor, '/api/v1/service-types', { name: 'Igiene' }, 403);
  });
});

describe('doctor-services', () => {
  it('prices a service per doctor, falling back to the service defaults', async () => {
    const owner = await clinicOwner(t);
    const doctor = await post<Doctor>(owner, '/api/v1/doctors', doctorBody);
    const service = await post<Service>(owner, '/api/v1/services', {
      name: 'Ecocardiogramma',
      durationMinutes: 40,
      priceCents: 15000,
    });
    const pairing = await post<DoctorService>(owner, '/api/v1/doctor-services', {
      doctorId: doctor.id,
      serviceId: service.id,
      priceCents: 18000,
    });
    expect(pairing).toMatchObject({
      doctorName: 'Dott. Marco Verdi',
      serviceName: 'Ecocardiogramma',
      priceCents: 18000,
      durationMinutes: null,
      effectivePriceCents: 18000,
      effectiveDurationMinutes: 40,
    });
    await post(owner, '/api/v1/doctor-services', { doctorId: doctor.id, serviceId: service.id }, 409);

    const updated = await put<DoctorService>(owner, `/api/v1/doctor-services/${pairing.id}`, {
      durationMinutes: 60,
    });
    expect(updated).toMatchObject({ effectivePriceCents: 15000, effectiveDurationMinutes: 60 });
    expect(await get<DoctorService[]>(owner, `/api/v1/doctor-services?doctorId=${doctor.id}`)).toEqual([
      updated,
    ]);

    // Deactivating the doctor hides the pairing from the everyday list, and keeps it.
    await send(
      t,
      'PUT',
      `/api/v1/doctors/${doctor.id}`,
      { ...doctorBody, active: false },
      { cookie: owner.cookie },
    );
    expect(await get<DoctorService[]>(owner, '/api/v1/doctor-services')).toEqual([]);
    const all = await get<DoctorService[]>(owner, '/api/v1/doctor-services?includeInactive=true');
    expect(all).toEqual([expect.objectContaining({ id: pairing.id, active: false })]);
  });

  it("refuses another organization's doctor or service, and wrong roles", async () => {
    const owner = await clinicOwner(t);
    const service = await post<Service>(owner, '/api/v1/services', {
      name: 'Visita',
      durationMinutes: 30,
      priceCents: 10000,
    });
    const stranger = await clinicOwner(t, 'Altro Studio');
    const foreignDoctor = await post<Doctor>(stranger, '/api/v1/doctors', doctorBody);
    await post(owner, '/api/v1/doctor-services', { doctorId: foreignDoctor.id, serviceId: service.id }, 404);
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    const doctor = await post<Doctor>(owner, '/api/v1/doctors', doctorBody);
    await post(secretary, '/api/v1/doctor-services', { doctorId: doctor.id, serviceId: service.id }, 403);
    const bad = await send(
      t,
      'POST',
      '/api/v1/doctor-services',
      { doctorId: 'not-a-uuid', serviceId: service.id },
      { cookie: owner.cookie },
    );
    expect(bad.status).toBe(400);
  });
});

describe('another organization', () => {
  it("answers 404 for another organization's service type, service and pairing by id, and changes nothing", async () => {
    const owner = await clinicOwner(t);
    const type = await post<ServiceType>(owner, '/api/v1/service-types', { name: 'Igiene' });
    const service = await post<Service>(owner, '/api/v1/services', {
      name: 'Ablazione',
      serviceTypeId: type.id,
      durationMinutes: 45,
      priceCents: 8000,
    });
    const doctor = await post<Doctor>(owner, '/api/v1/doctors', doctorBody);
    const pairing = await post<DoctorService>(owner, '/api/v1/doctor-services', {
      doctorId: doctor.id,
      serviceId: service.id,
    });

    const stranger = await clinicOwner(t, 'Altro Studio');
    const targets = [
      { path: `/api/v1/service-types/${type.id}`, body: { name: 'Presa' } },
      { path: `/api/v1/services/${service.id}`, body: { name: 'Presa', durationMinutes: 5, priceCents: 1 } },
      { path: `/api/v1/doctor-services/${pairing.id}`, body: { priceCents: 1 } },
    ];
    for (const { path, body } of targets) {
      await get(stranger, path, 404);
      await put(stranger, path, body, 404);
      await call(stranger, 'DELETE', path, undefined, 404);
    }
    expect(await get<ServiceType>(owner, `/api/v1/service-types/${type.id}`)).toMatchObject({
      name: 'Igiene',
    });
    expect(await get<Service>(owner, `/api/v1/services/${service.id}`)).toEqual(service);
    expect(await get<DoctorService>(owner, `/api/v1/doctor-services/${pairing.id}`)).toEqual(pairing);
  });
});

describe('a referenced row deleted meanwhile', () => {
  it('answers 404 (not IN_USE) when a service type or doctor is deleted while a row pointing at it is saved', async () => {
    const owner = await clinicOwner(t);
    const service = await post<Service>(owner, '/api/v1/services', {
      name: 'Ablazione',
      durationMinutes: 45,
      priceCents: 8000,
    });
    const goneId = '00000000-0000-4000-8000-000000000000';
    // Found when checked, deleted by someone else before the row that points at it is written.
    const typeSpy = vi.spyOn(serviceTypesRepo, 'findById').mockResolvedValue({ id: goneId } as never);
    const doctorSpy = vi.spyOn(doctorsRepo, 'findById').mockResolvedValue({ id: goneId } as never);
    try {
      const body = { name: 'Ablazione', serviceTypeId: goneId, durationMinutes: 45, priceCents: 8000 };
      await post(owner, '/api/v1/services', { ...body, name: 'Sbiancamento' }, 404);
      await put(owner, `/api/v1/services/${service.id}`, body, 404);
      await post(owner, '/api/v1/doctor-services', { doctorId: goneId, serviceId: service.id }, 404);
    } finally {
      typeSpy.mockRestore();
      doctorSpy.mockRestore();
    }
  });
});
