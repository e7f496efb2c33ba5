import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats, Doctor, SearchResults } from '@studiolo/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { clinicOwner, colleague, type SignedInMember } from '../../../test/clinic';
import { patientInput } from '../../../test/factories';
import { send } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call<T>(who: SignedInMember, method: string, path: string, body?: unknown, status = 200) {
  const res = await send(t, method, path, body, { cookie: `${who.cookie}; user-locale=en` });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const doctor = (lastName: string, specialty: string, active = true) => ({
  firstName: 'Chiara',
  lastName,
  specialty,
  color: '#0f766e',
  active,
});

describe('GET /api/v1/search', () => {
  it('groups patients, doctors and services, tolerating a typo in a name', async () => {
    const owner = await clinicOwner(t);
    await call(
      owner,
      'POST',
      '/api/v1/patients',
      patientInput({ firstName: 'Giorgio', lastName: 'Ferrari' }),
      201,
    );
    // Close names on both sides of the best match in the list's (alphabetical) order, and one
    // too far for 'Ferari' (word similarity: Ferrari 0.67, Ferazzi 0.57, Ferraris 0.56, Ferraro 0.44).
    for (const lastName of ['Ferazzi', 'Ferraris', 'Ferraro']) {
      await call(owner, 'POST', '/api/v1/patients', patientInput({ firstName: 'Elena', lastName }), 201);
    }
    await call<Doctor>(owner, 'POST', '/api/v1/doctors', doctor('Ferrari', 'Dermatologia'), 201);
    await call<Doctor>(owner, 'POST', '/api/v1/doctors', doctor('Ferrara', 'Ortopedia', false), 201);
    await call(
      owner,
      'POST',
      '/api/v1/services',
      { name: 'Visita dermatologica', durationMinutes: 30, priceCents: 9000 },
      201,
    );

    const byName = await call<SearchResults>(owner, 'GET', '/api/v1/search?q=Ferari');
    // The best match first, though Ferazzi comes before it by name; then the close names, closest first.
    expect(byName.patients.items.map((p) => p.lastName)).toEqual(['Ferrari', 'Ferazzi', 'Ferraris']);
    // Inactive doctors are not offered.
    expect(byName.doctors.map((d) => d.lastName)).toEqual(['Ferrari']);
    expect(byName.services).toEqual([]);

    const bySpecialty = await call<SearchResults>(owner, 'GET', '/api/v1/search?q=dermatolog');
    expect(bySpecialty.doctors.map((d) => d.specialty)).toEqual(['Dermatologia']);
    expect(bySpecialty.services.map((s) => s.name)).toEqual(['Visita dermatologica']);
    expect(bySpecialty.patients.items).toEqual([]);

    const nothing = await call<SearchResults>(owner, 'GET', '/api/v1/search?q=--');
    expect(nothing).toEqual({ patients: { items: [], total: 0 }, doctors: [], services: [] });
  });

  it("never shows another organization's data, and needs a query", async () => {
    const owner = await clinicOwner(t);
    await call(owner, 'POST', '/api/v1/patients', patientInput({ lastName: 'Colombo' }), 201);
    const stranger = await clinicOwner(t, 'Altro Studio');
    const theirs = await call<SearchResults>(stranger, 'GET', '/api/v1/search?q=Colombo');
    expect(theirs.patients.total).toBe(0);
    const empty = await call<{ errors: { path: string; message: string }[] }>(
      owner,
      'GET',
      '/api/v1/search?q=',
      undefined,
      400,
    );
    expect(empty.errors).toEqual([expect.objectContaining({ path: 'q', message: 'This field is required' })]);
    // With one organization the session alone scopes the search (it needs no choice; 864496b).
    const sessionOnly = owner.cookie.split('; ')[0]!;
    const res = await send(t, 'GET', '/api/v1/search?q=Colombo', undefined, { cookie: sessionOnly });
    expect(res.status).toBe(200);
    expect(((await res.json()) as SearchResults).patients.total).toBe(1);
    // Every role may search.
    const secretary = await colleague(t, owner.organizationId, 'secretary');
    expect((await call<SearchResults>(secretary, 'GET', '/api/v1/search?q=colombo')).patients.total).toBe(1);
  });
  it('finds a doctor whose name has letters of other alphabets, typed with or without accents', async () => {
    const owner = await clinicOwner(t);
    await call<Doctor>(owner, 'POST', '/api/v1/doctors', doctor('Šimić', 'Ortopedia'), 201);
    await call(owner, 'POST', '/api/v1/patients', patientInput({ firstName: 'Ana', lastName: 'Šimić' }), 201);
    for (const q of ['Šimić', 'simic', 'SIMIC']) {
      const found = await call<SearchResults>(owner, 'GET', `/api/v1/search?q=${encodeURIComponent(q)}`);
      expect(
        found.doctors.map((d) => d.lastName),
        q,
      ).toEqual(['Šimić']);
      expect(
        found.patients.items.map((p) => p.lastName),
        q,
      ).toEqual(['Šimić']);
    }
  });

  it('answers a NUL character in the search as bad input, never a 500', async () => {
    const owner = await clinicOwner(t);
    for (const q of ['%00', 'Ro%00ssi']) {
      const res = await send(t, 'GET', `/api/v1/search?q=${q}`, undefined, { cookie: owner.cookie });
      expect(res.status, await res.clone().text()).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'q' }] });
    }
  });
});

describe('GET /api/v1/dashboard', () => {
  it('counts active doctors and patients of the organization only', async () => {
    const owner = await clinicOwner(t);
    await call(owner, 'POST', '/api/v1/doctors', doctor('Russo', 'Pediatria'), 201);
    await call(owner, 'POST', '/api/v1/doctors', doctor('Gallo', 'Pediatria', false), 201);
    await call(owner, 'POST', '/api/v1/patients', patientInput(), 201);
    await call(owner, 'POST', '/api/v1/patients', patientInput(), 201);
    expect(await call<DashboardStats>(owner, 'GET', '/api/v1/dashboard')).toEqual({
      activeDoctors: 1,
      uniquePatients: 2,
    });
    const stranger = await clinicOwner(t, 'Altro Studio');
    expect(await call<DashboardStats>(stranger, 'GET', '/api/v1/dashboard')).toEqual({
      activeDoctors: 0,
      uniquePatients: 0,
    });
  });
});
