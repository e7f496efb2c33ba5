import { createRoute, z } from '@hono/zod-openapi';
import {
  Appointment,
  AppointmentChange,
  AppointmentEvents,
  AppointmentInput,
  AppointmentListQuery,
  AppointmentPage,
  AppointmentStatusInput,
  CalendarQuery,
  CalendarWindow,
  CancelAppointmentInput,
  RestoreAppointmentInput,
  CheckInInput,
  DayScheduleQuery,
  DuplicateSlotInput,
  FreeTimes,
  FreeTimesQuery,
  MoveAppointmentInput,
  MoveSlotInput,
  PaymentInput,
  PromoteWaitingInput,
  Slot,
  SlotInput,
  WaitingListInput,
  WaitingListItem,
} from '@studiolo/contracts';
import { jsonBody, jsonResponse, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { translator } from '../../i18n';
import { daySchedulePdf } from './day-schedule';
import * as changes from './changes';
import * as calendar from './service';

const IdParam = z.object({ id: z.uuid() });

export const calendarRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calendar',
      tags: ['calendar'],
      summary: 'Slots and appointments meeting [from, to) (at most 62 days), optionally of one doctor',
      middleware: [requireUser, requireTenant] as const,
      request: { query: CalendarQuery },
      responses: { 200: jsonResponse(CalendarWindow, 'The window'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await calendar.calendarWindow(c.var.app, c.var.tenant, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/calendar/day.pdf',
      tags: ['calendar'],
      summary: 'The printable day schedule (A4 PDF), of one doctor or of all; `download` to save it',
      middleware: [requireUser, requireTenant] as const,
      request: { query: DayScheduleQuery.extend({ download: z.enum(['true', 'false']).optional() }) },
      responses: {
        200: {
          description: 'The PDF',
          content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const { download, ...query } = c.req.valid('query');
      const { pdf, date, locale } = await daySchedulePdf(c.var.app, c.var.tenant, query);
      const disposition = download === 'true' ? 'attachment' : 'inline';
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `${disposition}; filename="${translator(locale)('calendar:print.filename', { date })}"`,
        'cache-control': 'private, no-store',
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/slots/{id}',
      tags: ['calendar'],
      summary: 'One slot',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse(Slot, 'The slot'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await calendar.getSlot(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/slots',
      tags: ['calendar'],
      summary: "Create a slot (409 SLOT_OVERLAP when it meets another of the doctor's)",
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(SlotInput),
      responses: { 201: jsonResponse(Slot, 'Created'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await calendar.createSlot(c.var.app, c.var.tenant, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/slots/{id}',
      tags: ['calendar'],
      summary: 'Change a slot: time, doctor, notes, rest times',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(SlotInput) },
      responses: { 200: jsonResponse(Slot, 'Saved'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        await calendar.updateSlot(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/slots/{id}',
      tags: ['calendar'],
      summary:
        "Delete a slot (kept as 'deleted'; 409 SLOT_HAS_APPOINTMENTS, naming them, while it holds appointments)",
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 204: { description: 'Deleted' }, ...problemResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      await calendar.deleteSlot(c.var.app, c.var.tenant, c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/slots/{id}/duplicate',
      tags: ['calendar'],
      summary: 'Copy the slot to each of the next N weeks, same local time (all or none)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(DuplicateSlotInput) },
      responses: {
        201: jsonResponse(z.array(Slot), 'The copies'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) =>
      c.json(
        await calendar.duplicateSlot(
          c.var.app,
          c.var.tenant,
          c.req.valid('param').id,
          c.req.valid('json').weeks,
        ),
        201,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/slots/{id}/move',
      tags: ['calendar'],
      summary:
        'Move a slot one week on (weeks: 1) or back (weeks: -1), same local time; with visits only if they move along (moveAppointments, else 409 IN_USE), their patients emailed with notifyPatients',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(MoveSlotInput) },
      responses: { 200: jsonResponse(Slot, 'Moved'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        await changes.moveSlot(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/free-times',
      tags: ['calendar'],
      summary:
        "Where a visit of durationMinutes fits on a doctor's day (Italy): inside their slots, outside rest times and other visits, from now on",
      middleware: [requireUser, requireTenant] as const,
      request: { query: FreeTimesQuery },
      responses: {
        200: jsonResponse(FreeTimes, 'The free times'),
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => c.json(await changes.listFreeTimes(c.var.app, c.var.tenant, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/appointments',
      tags: ['calendar'],
      summary:
        'Appointments of a day in Italy (day=today or YYYY-MM-DD) or a window, by doctor, status, check-in',
      middleware: [requireUser, requireTenant] as const,
      request: { query: AppointmentListQuery },
      responses: { 200: jsonResponse(AppointmentPage, 'A page'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await calendar.listAppointments(c.var.app, c.var.tenant, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/appointments/{id}',
      tags: ['calendar'],
      summary: 'One appointment',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 200: jsonResponse(Appointment, 'The appointment'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await calendar.getAppointment(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/appointments',
      tags: ['calendar'],
      summary: 'Book an appointment (409 APPOINTMENT_OVERLAP: the doctor is already booked then)',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(AppointmentInput),
      responses: { 201: jsonResponse(Appointment, 'Booked'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await calendar.createAppointment(c.var.app, c.var.tenant, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/appointments/{id}/status',
      tags: ['calendar'],
      summary: 'Change the status (409 INVALID_STATUS_TRANSITION when it may not follow)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(AppointmentStatusInput) },
      responses: { 200: jsonResponse(Appointment, 'Saved'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        await calendar.setAppointmentStatus(
          c.var.app,
          c.var.tenant,
          c.req.valid('param').id,
          c.req.valid('json').status,
        ),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/appointments/{id}/move',
      tags: ['calendar'],
      summary:
        "Move a visit to another time, doctor or day, keeping its length (422 OUTSIDE_AVAILABILITY outside the doctor's slots, 409 APPOINTMENT_OVERLAP when taken); the patient emailed with notifyPatient",
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(MoveAppointmentInput) },
      responses: {
        200: jsonResponse(AppointmentChange, 'Moved'),
        ...problemResponses(400, 401, 403, 404, 409, 422),
      },
    }),
    async (c) =>
      c.json(
        await changes.moveAppointment(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/appointments/{id}/cancel',
      tags: ['calendar'],
      summary: 'Cancel a visit (its time is free again); the patient emailed with notifyPatient',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(CancelAppointmentInput) },
      responses: {
        200: jsonResponse(AppointmentChange, 'Cancelled'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) =>
      c.json(
        await changes.cancelAppointment(
          c.var.app,
          c.var.tenant,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/appointments/{id}/restore',
      tags: ['calendar'],
      summary:
        "Undo a cancellation: scheduled again at its time if it is still inside the doctor's availability (422 OUTSIDE_AVAILABILITY) and free (409 APPOINTMENT_OVERLAP); the patient emailed that it is confirmed with notifyPatient",
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(RestoreAppointmentInput) },
      responses: {
        200: jsonResponse(AppointmentChange, 'Restored'),
        ...problemResponses(400, 401, 403, 404, 409, 422),
      },
    }),
    async (c) =>
      c.json(
        await changes.restoreAppointment(
          c.var.app,
          c.var.tenant,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/appointments/{id}/events',
      tags: ['calendar'],
      summary:
        "A visit's history: moves (from → to), cancellations and their undoing, who and when, newest first",
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(AppointmentEvents, 'The history'),
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(await changes.appointmentEvents(c.var.app, c.var.tenant, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/appointments/{id}/check-in',
      tags: ['calendar'],
      summary:
        'Checked In / Not Checked In; checking in needs the documents the patient must sign (409 CHECK_IN_DOCUMENTS_MISSING)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(CheckInInput) },
      responses: { 200: jsonResponse(Appointment, 'Saved'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        await calendar.setCheckedIn(
          c.var.app,
          c.var.tenant,
          c.req.valid('param').id,
          c.req.valid('json').checkedIn,
        ),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/appointments/{id}/payment',
      tags: ['calendar'],
      summary: 'Record the amount paid (cents) and how (cash or card)',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(PaymentInput) },
      responses: { 200: jsonResponse(Appointment, 'Saved'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) =>
      c.json(
        await calendar.recordPayment(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/waiting-list',
      tags: ['calendar'],
      summary: 'People waiting for a free slot, longest waiting first',
      middleware: [requireUser, requireTenant] as const,
      responses: {
        200: jsonResponse(z.array(WaitingListItem), 'The list'),
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => c.json(await calendar.listWaiting(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/waiting-list',
      tags: ['calendar'],
      summary: 'Add someone (a patient, or a name) to the waiting list',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(WaitingListInput),
      responses: { 201: jsonResponse(WaitingListItem, 'Added'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await calendar.addWaiting(c.var.app, c.var.tenant, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/waiting-list/{id}',
      tags: ['calendar'],
      summary: 'Remove someone from the waiting list',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam },
      responses: { 204: { description: 'Removed' }, ...problemResponses(401, 403, 404) },
    }),
    async (c) => {
      await calendar.removeWaiting(c.var.app, c.var.tenant, c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/waiting-list/{id}/promote',
      tags: ['calendar'],
      summary: 'Book the waiting person into a free time of a slot; they leave the list',
      middleware: [requireUser, requireTenant] as const,
      request: { params: IdParam, ...jsonBody(PromoteWaitingInput) },
      responses: { 201: jsonResponse(Appointment, 'Booked'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        await calendar.promoteWaiting(c.var.app, c.var.tenant, c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
  );
