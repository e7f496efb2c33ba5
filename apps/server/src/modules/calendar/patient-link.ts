import { patientUnlinkable } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { assertDocumentsSigned } from '../documents/check-in';
import { patientsRepo } from '../patients/repo';
import { scheduleReminder } from './reminders';
import { calendarRepo } from './repo';
import { activity, found, loadAppointment, write } from './service';

/**
 * Links a saved patient to a visit booked under a temporary name (SPEC §4): allowed only when the
 * patient has signed the documents check-in requires for this visit (409 LINK_DOCUMENTS_MISSING,
 * docs/decisions/013). The temporary name is kept, so that unlinking gives it back; the patient
 * now gets the visit's reminder.
 */
export const linkPatient = (app: AppContext, tenant: Tenant, id: string, patientId: string) =>
  write(app, tenant, 'APPOINTMENT_OVERLAP', async (tx) => {
    const { appointment } = found(await calendarRepo.findAppointment(tx, id));
    found(await patientsRepo.findById(tx, patientId));
    if (appointment.patientId) throw new AppError('APPOINTMENT_HAS_PATIENT', 409);
    await assertDocumentsSigned(
      app,
      tx,
      tenant,
      patientId,
      { id, serviceId: appointment.serviceId },
      'LINK_DOCUMENTS_MISSING',
    );
    const row = found(await calendarRepo.updateAppointment(tx, id, { patientId }));
    // Now there is someone to remind (a job run twice still sends once).
    await scheduleReminder(app, tx, row);
    await activity(tx, tenant, 'appointment.patient_linked', id);
    return loadAppointment(tx, id);
  });

/**
 * Unlinks the patient of a visit not yet taken place (the web asks first): the visit goes back to a
 * temporary name, the one it was booked under or else the patient's name as it is now.
 */
export const unlinkPatient = (app: AppContext, tenant: Tenant, id: string) =>
  write(app, tenant, 'APPOINTMENT_OVERLAP', async (tx) => {
    const { appointment, patientName } = found(await calendarRepo.findAppointment(tx, id));
    if (!appointment.patientId) throw new AppError('APPOINTMENT_HAS_NO_PATIENT', 409);
    if (!patientUnlinkable(appointment)) {
      throw new AppError('APPOINTMENT_PATIENT_LOCKED', 409, { status: appointment.status });
    }
    await calendarRepo.updateAppointment(tx, id, {
      patientId: null,
      temporaryName: appointment.temporaryName ?? patientName,
    });
    await activity(tx, tenant, 'appointment.patient_unlinked', id);
    return loadAppointment(tx, id);
  });
