import { isMinorOn, PatientHistoryQuery, type PatientHistory } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { eventsOf } from '../calendar/changes';
import { patientHistoryRepo } from './history-repo';
import { patientsRepo } from './repo';

const iso = (date: Date) => date.toISOString();

/**
 * A patient's history for their record (any member reads it, as patients): visits to come and past
 * ones with their state, how many they missed (no-shows), invoices with theirs, and calls from or to the patient's mobile — for a
 * minor, their guardians' phones too, since a parent calls for the child. Each section the latest
 * `limit`, with its total.
 */
export async function getPatientHistory(
  app: AppContext,
  tenant: Tenant,
  id: string,
  query: PatientHistoryQuery,
): Promise<PatientHistory> {
  const { limit } = PatientHistoryQuery.parse(query);
  return withTenant(app.database.db, tenant, async (tx) => {
    const patient = await patientsRepo.findById(tx, id);
    if (!patient) throw new AppError('NOT_FOUND', 404);
    const guardians = isMinorOn(patient.birthDate) ? await patientsRepo.guardiansOf(tx, id) : [];
    const phones = [
      patient.mobile,
      ...guardians.map(({ guardian, patient: guardianPatient }) => guardianPatient?.mobile ?? guardian.phone),
    ].filter((phone): phone is string => Boolean(phone));
    const now = new Date();
    // One after the other: the queries share the request's transaction.
    const upcoming = await patientHistoryRepo.upcoming(tx, id, now, limit);
    const past = await patientHistoryRepo.past(tx, id, now, limit);
    const noShows = await patientHistoryRepo.noShows(tx, id);
    const invoices = await patientHistoryRepo.invoices(tx, id, limit);
    const calls = await patientHistoryRepo.calls(tx, [...new Set(phones)], limit);
    const events = await eventsOf(
      tx,
      [...upcoming.rows, ...past.rows].map((row) => row.id),
    );
    const visits = (section: typeof upcoming) => ({
      total: section.total,
      items: section.rows.map(({ doctorFirstName, doctorLastName, doctorTitle, ...row }) => ({
        ...row,
        events: events.get(row.id) ?? [],
        startsAt: iso(row.startsAt),
        endsAt: iso(row.endsAt),
        doctorName: [doctorTitle, doctorLastName, doctorFirstName].filter(Boolean).join(' '),
      })),
    });
    return {
      upcoming: visits(upcoming),
      past: visits(past),
      noShows,
      invoices: { total: invoices.total, items: invoices.rows },
      calls: {
        total: calls.total,
        items: calls.rows.map((call) => ({ ...call, startedAt: iso(call.startedAt) })),
      },
    };
  });
}
