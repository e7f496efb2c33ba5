import {
  formatPhone,
  isPendingDocumentStatus,
  type DocumentListQuery,
  type DocumentPage,
  type DocumentType,
  type Locale,
  type ResendDocumentInput,
  type SendDocumentInput,
  type SigningDocument,
  type SigningDocumentDetail,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordAccess, recordActivity } from '../activity/service';
import { calendarRepo } from '../calendar/repo';
import { callsRepo } from '../calls/repo';
import { requirePermission } from '../organizations/permissions';
import { organizationsRepo } from '../organizations/repo';
import { patientsRepo } from '../patients/repo';
import { doctorsRepo } from '../registry/repo';
import { settingsIn } from '../settings/service';
import { tabletsRepo } from '../tablets/repo';
import { unsignedContentSha256 } from '../../signing';
import { isPendingNow, statusNow, toDocument, toDocumentDetail } from './present';
import { privacyValues } from './privacy-facts';
import { renderDocument } from './render';
import { documentsRepo, type DocumentListRow, type DocumentRow } from './repo';
import { currentTemplate } from './templates';

const DAY_MS = 24 * 60 * 60_000;

const notFound = () => new AppError('DOCUMENT_NOT_FOUND', 404);

/** Documents as the staff see them, their signers read in one query. */
export async function presentDocuments(tx: Tx, rows: DocumentListRow[], tenant: Tenant) {
  const signers = await documentsRepo.signersOf(
    tx,
    rows.map((r) => r.document.id),
  );
  return rows.map((row) => toDocument(row, signers, tenant.role));
}

async function loadDocument(tx: Tx, tenant: Tenant, id: string): Promise<SigningDocument> {
  const row = await documentsRepo.findById(tx, id);
  if (!row) throw notFound();
  return (await presentDocuments(tx, [row], tenant))[0]!;
}

interface DocumentRequest {
  patientId: string;
  type: DocumentType;
  appointmentId: string | null;
  tabletId: string | null;
  language: Locale | undefined;
}

/**
 * The visit `appointmentId` as a document of `patientId` may name it: a visit of that patient, or
 * one booked under a temporary name that they are about to be linked to; else 404.
 */
export async function visitForPatient(tx: Tx, appointmentId: string, patientId: string) {
  const visit = await calendarRepo.findAppointment(tx, appointmentId);
  const owner = visit?.appointment.patientId;
  if (!visit || (owner !== null && owner !== patientId)) throw new AppError('NOT_FOUND', 404);
  return visit;
}

/**
 * Renders the current template for the patient and inserts the document with its signers, waiting
 * on the chosen tablet (or any) for the organization's lifetime. A document of the same patient,
 * type (and visit) still waiting refuses it: the desk resends that one instead.
 */
async function createDocument(app: AppContext, tx: Tx, tenant: Tenant, request: DocumentRequest) {
  const patient = await patientsRepo.findById(tx, request.patientId);
  if (!patient) throw new AppError('NOT_FOUND', 404);
  const visit = request.appointmentId
    ? await visitForPatient(tx, request.appointmentId, patient.id)
    : undefined;
  const tablet = request.tabletId ? await tabletsRepo.findById(tx, request.tabletId) : undefined;
  if (request.tabletId && !tablet) throw new AppError('NOT_FOUND', 404);
  const organization = (await organizationsRepo.findById(tx, tenant.organizationId))!;
  const settings = (await settingsIn(app, tx, tenant.organizationId)).signing;
  const language = request.language ?? patient.language;
  const doctor = visit ? await doctorsRepo.findById(tx, visit.appointment.doctorId) : undefined;
  const template = await currentTemplate(tx, request.type, language);
  const callsNumber = await callsRepo.numberOfOrganization(tx, tenant.organizationId);
  const privacy = privacyValues(app.config, language, {
    dpoContact: organization.dpoContact,
    calls: callsNumber
      ? {
          number: formatPhone(callsNumber.e164),
          recordConversations: organization.recordCalls,
          recordingRetentionDays: organization.recordingRetentionDays,
          transcriptRetentionDays: organization.transcriptRetentionDays,
        }
      : null,
  });
  const { signers, title, body } = await renderDocument(
    tx,
    template,
    language,
    {
      patient,
      organization,
      appointment: visit?.appointment ?? null,
      doctor: doctor ?? null,
      serviceName: visit?.serviceName ?? null,
      privacy,
    },
    settings,
  );

  await documentsRepo.expireDue(tx, patient.id);
  const waiting = (await documentsRepo.ofPatient(tx, patient.id)).find(
    ({ document: d }) =>
      d.type === request.type &&
      d.appointmentId === request.appointmentId &&
      isPendingDocumentStatus(d.status),
  );
  if (waiting) throw new AppError('DOCUMENT_ALREADY_PENDING', 409, { documentId: waiting.document.id });
  const document = await documentsRepo
    .insert(tx, {
      organizationId: tenant.organizationId,
      patientId: patient.id,
      type: request.type,
      language,
      templateVersion: template.version,
      templateEdition: template.edition,
      title,
      body,
      contentSha256: unsignedContentSha256(body),
      appointmentId: request.appointmentId,
      serviceId: visit?.appointment.serviceId ?? null,
      doctorId: visit?.appointment.doctorId ?? null,
      tabletId: tablet?.id ?? null,
      tabletName: tablet?.name ?? null,
      sentBy: tenant.userId,
      expiresAt: new Date(Date.now() + settings.lifetimeDays * DAY_MS),
    })
    .catch((error: unknown) => {
      // Another desk sent the same document at the same moment.
      throw pgErrorCode(error) === PG_UNIQUE_VIOLATION
        ? new AppError('DOCUMENT_ALREADY_PENDING', 409)
        : error;
    });
  await documentsRepo.insertSigners(
    tx,
    signers.map((signer, position) => ({
      organizationId: tenant.organizationId,
      documentId: document.id,
      position,
      ...signer,
    })),
  );
  return document;
}

const activity = (
  tx: Tx,
  tenant: Tenant,
  action: 'document.sent' | 'document.resent' | 'document.revoked',
  d: DocumentRow,
) =>
  recordActivity(tx, tenant, {
    action,
    entityType: 'document',
    entityId: d.id,
    data: { type: d.type, patientId: d.patientId },
  });

/** Sends a document to a tablet (or any tablet of the organization) for signing. */
export async function sendDocument(
  app: AppContext,
  tenant: Tenant,
  input: SendDocumentInput,
): Promise<SigningDocument> {
  requirePermission(tenant.role, 'documents:send');
  return withTenant(app.database.db, tenant, async (tx) => {
    const document = await createDocument(app, tx, tenant, {
      patientId: input.patientId,
      type: input.type,
      appointmentId: input.appointmentId ?? null,
      tabletId: input.tabletId ?? null,
      language: input.language,
    });
    await activity(tx, tenant, 'document.sent', document);
    return loadDocument(tx, tenant, document.id);
  });
}

/**
 * Voids the document and sends a new one made from the current template, to the same tablet unless
 * another (or any: null) is given; the old one points at its replacement.
 */
export async function resendDocument(
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: ResendDocumentInput,
): Promise<SigningDocument> {
  requirePermission(tenant.role, 'documents:send');
  return withTenant(app.database.db, tenant, async (tx) => {
    const old = await documentsRepo.lock(tx, id);
    if (!old) throw notFound();
    if (old.status === 'voided')
      throw new AppError('DOCUMENT_NOT_PENDING', 409, { documentStatus: old.status });
    await documentsRepo.update(tx, id, { status: 'voided', voidedAt: new Date(), openOnTablet: false });
    const document = await createDocument(app, tx, tenant, {
      patientId: old.patientId,
      type: old.type,
      appointmentId: old.appointmentId,
      tabletId: input.tabletId === undefined ? old.tabletId : input.tabletId,
      language: input.language ?? old.language,
    });
    await documentsRepo.update(tx, id, { replacedById: document.id });
    await activity(tx, tenant, 'document.resent', document);
    return loadDocument(tx, tenant, document.id);
  });
}

/**
 * Revokes a document: one still waiting leaves the tablet; a signed one records that the consent
 * was withdrawn (its sealed PDF stays). Anything else is no longer the clinic's to revoke.
 */
export async function revokeDocument(app: AppContext, tenant: Tenant, id: string): Promise<SigningDocument> {
  requirePermission(tenant.role, 'documents:send');
  return withTenant(app.database.db, tenant, async (tx) => {
    const current = await documentsRepo.lock(tx, id);
    if (!current) throw notFound();
    if (!isPendingNow(current) && current.status !== 'signed')
      throw new AppError('DOCUMENT_NOT_PENDING', 409, { documentStatus: statusNow(current) });
    const revoked = (await documentsRepo.update(tx, id, {
      status: 'revoked',
      revokedAt: new Date(),
      revokedBy: tenant.userId,
      openOnTablet: false,
    }))!;
    await activity(tx, tenant, 'document.revoked', revoked);
    return loadDocument(tx, tenant, id);
  });
}

export async function listDocuments(
  app: AppContext,
  tenant: Tenant,
  query: DocumentListQuery,
): Promise<DocumentPage> {
  return withTenant(app.database.db, tenant, async (tx) => {
    const { items, total } = await documentsRepo.list(tx, query);
    return { items: await presentDocuments(tx, items, tenant), total };
  });
}

export async function getDocument(
  app: AppContext,
  tenant: Tenant,
  id: string,
): Promise<SigningDocumentDetail> {
  return withTenant(app.database.db, tenant, async (tx) => {
    const row = await documentsRepo.findById(tx, id);
    if (!row) throw notFound();
    return toDocumentDetail(row, await documentsRepo.signersOf(tx, [id]), tenant.role);
  });
}

/** The sealed PDF (health data: every download is in the activity log). */
export async function sealedPdf(app: AppContext, tenant: Tenant, id: string) {
  const document = await withTenant(app.database.db, tenant, async (tx) => {
    const row = await documentsRepo.findById(tx, id);
    if (!row) throw notFound();
    if (row.document.sealedPdfKey)
      await recordAccess(tx, tenant, {
        action: 'document.pdf_downloaded',
        entityType: 'document',
        entityId: id,
      });
    return row.document;
  });
  const stored = document.sealedPdfKey ? await app.storage.get(document.sealedPdfKey) : null;
  if (!stored) throw new AppError('DOCUMENT_PDF_UNAVAILABLE', 404);
  return { pdf: stored.body, document };
}
