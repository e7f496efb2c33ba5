import { createRoute, z } from '@hono/zod-openapi';
import {
  Patient,
  PatientInput,
  PatientListQuery,
  PatientHistory,
  PatientHistoryQuery,
  PatientPage,
  DuplicateCheckQuery,
  TaxCodeCheck,
  TaxCodeCheckQuery,
} from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import {
  checkSamePerson,
  checkTaxCode,
  createPatient,
  deletePatient,
  getPatient,
  listPatients,
  updatePatient,
} from './service';
import { getPatientHistory } from './history';

const PatientParam = z.object({ id: z.uuid() });

export const patientRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/patients',
      tags: ['patients'],
      summary: 'Patients: search by name (typos tolerated), tax code, phone or email; sort; paginate',
      middleware: [requireUser, requireTenant] as const,
      request: { query: PatientListQuery },
      responses: { 200: jsonResponse(PatientPage, 'A page of patients'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await listPatients(c.var.app, c.var.tenant, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/patients/tax-code-check',
      tags: ['patients'],
      summary: 'Patients who already have this tax code',
      middleware: [requireUser, requireTenant] as const,
      request: { query: TaxCodeCheckQuery },
      responses: { 200: jsonResponse(TaxCodeCheck, 'Matches'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => {
      const { taxCode, excludeId } = c.req.valid('query');
      return c.json(await checkTaxCode(c.var.app, c.var.tenant, taxCode, excludeId), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/patients/duplicate-check',
      tags: ['patients'],
      summary: 'Patients who may be the same person: same name and birth date, or same name and mobile',
      middleware: [requireUser, requireTenant] as const,
      request: { query: DuplicateCheckQuery },
      responses: { 200: jsonResponse(TaxCodeCheck, 'Matches'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await checkSamePerson(c.var.app, c.var.tenant, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/patients/{id}',
      tags: ['patients'],
      summary: 'A patient with guardians and dependents',
      middleware: [requireUser, requireTenant] as const,
      request: { params: PatientParam },
      responses: { 200: jsonResponse(Patient, 'The patient'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await getPatient(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/patients/{id}/history',
      tags: ['patients'],
      summary: "A patient's visits (to come and past), invoices and calls, the latest of each",
      middleware: [requireUser, requireTenant] as const,
      request: { params: PatientParam, query: PatientHistoryQuery },
      responses: { 200: jsonResponse(PatientHistory, 'The history'), ...problemResponses(400, 401, 404) },
    }),
    async (c) =>
      c.json(
        await getPatientHistory(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('query')),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/patients',
      tags: ['patients'],
      summary: 'Create a patient (409 TAX_CODE_DUPLICATE until both acknowledgements are given)',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(PatientInput),
      responses: { 201: jsonResponse(Patient, 'Created'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await createPatient(c.var.app, c.var.tenant, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/patients/{id}',
      tags: ['patients'],
      summary: 'Change a patient and their guardians',
      middleware: [requireUser, requireTenant] as const,
      request: { params: PatientParam, ...jsonBody(PatientInput) },
      responses: { 200: jsonResponse(Patient, 'Saved'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(await updatePatient(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/patients/{id}',
      tags: ['patients'],
      summary: 'Delete a patient (409 GUARDIAN_OF_MINORS while they guard minors)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: PatientParam },
      responses: { 204: { description: 'Deleted' }, ...problemResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      await deletePatient(c.var.app, c.var.tenant, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
