import { createRoute, z } from '@hono/zod-openapi';
import { Appointment, LinkPatientInput } from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { linkPatient, unlinkPatient } from './patient-link';

const IdParam = z.object({ id: z.uuid() });

/** A visit booked under a temporary name linked to a saved patient, and unlinked (SPEC §4). */
export const patientLinkRoutes = router()
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/appointments/{id}/patient',
      tags: ['calendar'],
      summary:
        'Link a saved patient to a visit booked under a temporary name; the patient must have signed what check-in requires (409 LINK_DOCUMENTS_MISSING), the visit name no patient yet (409 APPOINTMENT_HAS_PATIENT)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(LinkPatientInput) },
      responses: { 200: jsonResponse(Appointment, 'Linked'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        await linkPatient(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json').patientId),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/appointments/{id}/patient',
      tags: ['calendar'],
      summary:
        "Unlink the patient of a visit not yet taken place (409 APPOINTMENT_PATIENT_LOCKED): it goes back to its temporary name, else the patient's name",
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse(Appointment, 'Unlinked'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await unlinkPatient(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  );
