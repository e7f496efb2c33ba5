import { sql } from 'drizzle-orm';
import type {
  CheckInDocumentsMissing,
  DocumentType,
  PatientDocuments,
  RequiredDocument,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { tablets } from '../../db/schema';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { calendarRepo } from '../calendar/repo';
import { patientsRepo } from '../patients/repo';
import { servicesRepo } from '../registry/repo';
import { settingsIn } from '../settings/service';
import { statusNow } from './present';
import { documentsRepo, type DocumentListRow, type DocumentRow } from './repo';
import { presentDocuments, visitForPatient } from './service';

interface Visit {
  id: string;
  serviceId: string | null;
}

/**
 * A required type's state from the patient's documents (newest first): signed when a signed one
 * stands (not revoked, not replaced), else the state of the newest not replaced, else not_sent.
 * Treatment consent counts only for the visit it was sent for or for the visit's service.
 */
function requiredState(type: DocumentType, documents: DocumentRow[], visit: Visit | null): RequiredDocument {
  const candidates = documents.filter(
    (d) =>
      d.type === type &&
      d.status !== 'voided' &&
      (type !== 'treatment_consent' ||
        (visit !== null &&
          (d.appointmentId === visit.id || (d.serviceId !== null && d.serviceId === visit.serviceId)))),
  );
  const signed = candidates.find((d) => d.status === 'signed');
  const shown = signed ?? candidates[0];
  return { type, status: shown ? statusNow(shown) : 'not_sent', documentId: shown?.id ?? null };
}

/**
 * What check-in requires of a patient (for a visit): the organization's required types and, when
 * the visit's service asks for it, treatment consent. The gate holds only when the organization has
 * a signing tablet (docs/decisions/013): without one there is nowhere to sign.
 */
export async function requiredDocuments(
  app: AppContext,
  tx: Tx,
  organizationId: string,
  patientId: string | null,
  visit: Visit | null,
): Promise<{
  checkInGate: boolean;
  required: RequiredDocument[];
  missing: DocumentType[];
  rows: DocumentListRow[];
}> {
  const settings = (await settingsIn(app, tx, organizationId)).signing;
  const service = visit?.serviceId ? await servicesRepo.findById(tx, visit.serviceId) : undefined;
  const types: DocumentType[] = [
    ...settings.requiredForCheckIn,
    ...(service?.requiresTreatmentConsent ? (['treatment_consent'] as const) : []),
  ];
  const [{ tabletCount } = { tabletCount: 0 }] = await tx
    .select({ tabletCount: sql<number>`count(*)::int` })
    .from(tablets);
  const rows = patientId ? await documentsRepo.ofPatient(tx, patientId) : [];
  const documents = rows.map((r) => r.document);
  const required = types.map((type) => requiredState(type, documents, visit));
  const checkInGate = tabletCount > 0 && types.length > 0;
  const missing = checkInGate ? required.filter((r) => r.status !== 'signed').map((r) => r.type) : [];
  return { checkInGate, required, missing, rows };
}

/**
 * Refuses with `code` (409, the missing types and each required type's state) what needs `patientId`
 * to have signed the documents check-in requires for the visit: its check-in, or linking the patient
 * to a visit booked under a temporary name (SPEC §4, docs/decisions/013).
 */
export async function assertDocumentsSigned(
  app: AppContext,
  tx: Tx,
  tenant: Tenant,
  patientId: string | null,
  visit: Visit,
  code: 'CHECK_IN_DOCUMENTS_MISSING' | 'LINK_DOCUMENTS_MISSING',
) {
  const { required, missing } = await requiredDocuments(app, tx, tenant.organizationId, patientId, visit);
  if (missing.length > 0) {
    const details: CheckInDocumentsMissing = { missing, required };
    throw new AppError(code, 409, details);
  }
}

/** Refuses (409 CHECK_IN_DOCUMENTS_MISSING) the check-in of a visit whose patient lacks a signature. */
export async function assertCheckInAllowed(app: AppContext, tx: Tx, tenant: Tenant, appointmentId: string) {
  const visit = await calendarRepo.findAppointment(tx, appointmentId);
  if (!visit) return; // the check-in itself answers 404
  const { appointment } = visit;
  await assertDocumentsSigned(
    app,
    tx,
    tenant,
    appointment.patientId,
    { id: appointment.id, serviceId: appointment.serviceId },
    'CHECK_IN_DOCUMENTS_MISSING',
  );
}

/** The patient's signing panel: what check-in requires (for a visit, if given) and every document. */
export async function patientDocuments(
  app: AppContext,
  tenant: Tenant,
  patientId: string,
  appointmentId: string | undefined,
): Promise<PatientDocuments> {
  return withTenant(app.database.db, tenant, async (tx) => {
    if (!(await patientsRepo.findById(tx, patientId))) throw new AppError('NOT_FOUND', 404);
    const visit = appointmentId ? await visitForPatient(tx, appointmentId, patientId) : undefined;
    const { checkInGate, required, missing, rows } = await requiredDocuments(
      app,
      tx,
      tenant.organizationId,
      patientId,
      visit ? { id: visit.appointment.id, serviceId: visit.appointment.serviceId } : null,
    );
    return { checkInGate, required, missing, documents: await presentDocuments(tx, rows, tenant) };
  });
}
