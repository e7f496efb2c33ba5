import type { Patient, PatientInput } from '@studiolo/contracts';
import type { TestApp } from './app';
import { callAs, type SignedInMember } from './clinic';

/** The calls a patients test makes, on the test file's app (read when called: it is made in beforeAll). */
export function patientCalls(app: () => TestApp) {
  const call = <T>(who: SignedInMember, method: string, path: string, body?: unknown, status = 200) =>
    callAs<T>(app(), who, method, path, body, status);
  const create = (who: SignedInMember, body: PatientInput, status = 201) =>
    call<Patient>(who, 'POST', '/api/v1/patients', body, status);
  return { call, create };
}
