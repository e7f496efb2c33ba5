import {
  chosenDoctorIds,
  ORGANIZATION_TIME_ZONE,
  type DayScheduleQuery,
  type Locale,
} from '@studiolo/contracts';
import { Temporal } from 'temporal-polyfill';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { translator } from '../../i18n';
import type { Tx } from '../../db/client';
import { organizationsRepo } from '../organizations/repo';
import { phoneStandIns } from '../patients/service';
import { doctorsRepo } from '../registry/repo';
import { settingsIn } from '../settings/service';
import { renderDaySchedulePdf, type DaySchedulePdfLabels } from './day-schedule-pdf';
import { dayScheduleRepo } from './repo';
import { dayWindow } from './service';

const doctorName = (d: { title: string | null; firstName: string; lastName: string }) =>
  [d.title, d.firstName, d.lastName].filter(Boolean).join(' ');

type ScheduleRow = Awaited<ReturnType<typeof dayScheduleRepo.rows>>[number];

/** A minor without a mobile is reached through their guardian: the guardian's phone, named as theirs. */
async function withGuardianPhones(tx: Tx, rows: ScheduleRow[]) {
  const people = rows.flatMap((row) =>
    row.patientId ? [{ id: row.patientId, birthDate: row.birthDate, mobile: row.phone }] : [],
  );
  const standIns = await phoneStandIns(tx, people);
  return rows.map((row) => {
    const standIn = row.patientId ? standIns.get(row.patientId) : undefined;
    return standIn ? { ...row, phone: standIn.value, phoneGuardian: standIn.name } : row;
  });
}

/**
 * The printable schedule of a day in Italy: a section per doctor with visits that day (the chosen
 * doctors' alone, each even if empty, when some are chosen), cancelled visits left out.
 */
export async function daySchedulePdf(
  app: AppContext,
  tenant: Tenant,
  query: DayScheduleQuery,
): Promise<{ pdf: Uint8Array; date: string; locale: Locale }> {
  const date =
    query.day === 'today' ? Temporal.Now.plainDateISO(ORGANIZATION_TIME_ZONE).toString() : query.day;
  const chosen = chosenDoctorIds(query);
  const { organization, settings, doctors, rows } = await withTenant(app.database.db, tenant, async (tx) => ({
    organization: await organizationsRepo.findById(tx, tenant.organizationId),
    settings: await settingsIn(app, tx, tenant.organizationId),
    doctors: await doctorsRepo.list(tx, true),
    rows: await withGuardianPhones(
      tx,
      await dayScheduleRepo.rows(tx, { ...dayWindow(date), doctorIds: chosen }),
    ),
  }));
  // A doctor of another organization is not found: nothing says whether it exists.
  if (chosen?.some((id) => !doctors.some((d) => d.id === id))) throw new AppError('NOT_FOUND', 404);
  const shown = doctors.filter((d) =>
    chosen ? chosen.includes(d.id) : rows.some((row) => row.doctorId === d.id),
  );
  // The organization's language, not the reader's (#16).
  const locale = settings.documents.language;
  const t = translator(locale);
  const pdf = await renderDaySchedulePdf({
    organizationName: organization!.name,
    date,
    timeZone: ORGANIZATION_TIME_ZONE,
    locale,
    phoneStyle: settings.calendar.phoneFormat,
    doctors: shown.map((doctor) => ({
      name: doctorName(doctor),
      color: doctor.color,
      rows: rows.filter((row) => row.doctorId === doctor.id),
    })),
    labels: t('calendar:print', { returnObjects: true }) as DaySchedulePdfLabels,
  });
  return { pdf, date, locale };
}
