import {
  isPendingDocumentStatus,
  type DocumentStatus,
  type MemberRole,
  type SigningDocument,
  type SigningDocumentDetail,
  type TabletDocument,
} from '@studiolo/contracts';
import type { DocumentListRow, DocumentRow, SignerSummary } from './repo';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What a document is now: a waiting one past its expiry is expired, whether or not the sweep wrote it. */
export function statusNow(row: Pick<DocumentRow, 'status' | 'expiresAt'>, now = new Date()): DocumentStatus {
  return isPendingDocumentStatus(row.status) && row.expiresAt <= now ? 'expired' : row.status;
}

/** Waiting for signatures now (not past its expiry). */
export const isPendingNow = (row: Pick<DocumentRow, 'status' | 'expiresAt'>) =>
  isPendingDocumentStatus(statusNow(row));

/** Owners and admins see why a sealing failed; the others see that it did. */
const SEES_SEAL_ERRORS: readonly MemberRole[] = ['owner', 'admin'];

export function toDocument(
  { document: d, patientFirstName, patientLastName, sentByName }: DocumentListRow,
  signers: SignerSummary[],
  role: MemberRole,
): SigningDocument {
  return {
    id: d.id,
    patientId: d.patientId,
    patientName: `${patientLastName} ${patientFirstName}`,
    type: d.type,
    language: d.language,
    status: statusNow(d),
    title: d.title,
    templateVersion: d.templateVersion,
    templateEdition: d.templateEdition,
    appointmentId: d.appointmentId,
    serviceId: d.serviceId,
    tabletId: d.tabletId,
    tabletName: d.tabletName,
    signers: signers
      .filter((s) => s.documentId === d.id)
      .map((s) => ({
        position: s.position,
        role: s.role,
        name: s.name,
        taxCode: s.taxCode,
        signedAt: iso(s.signedAt),
        signatureSha256: s.signatureSha256,
      })),
    sentAt: d.sentAt.toISOString(),
    sentByName,
    expiresAt: d.expiresAt.toISOString(),
    openedAt: iso(d.openedAt),
    openOnTablet: d.openOnTablet && isPendingNow(d),
    signedAt: iso(d.signedAt),
    declinedAt: iso(d.declinedAt),
    declineReason: d.declineReason,
    revokedAt: iso(d.revokedAt),
    voidedAt: iso(d.voidedAt),
    replacedById: d.replacedById,
    seal: d.sealStatus
      ? {
          status: d.sealStatus,
          attempts: d.sealAttempts,
          lastError: SEES_SEAL_ERRORS.includes(role) ? d.sealLastError : null,
          sealedAt: iso(d.sealedAt),
        }
      : null,
    pdfAvailable: d.sealStatus === 'sealed',
  };
}

export function toDocumentDetail(
  row: DocumentListRow,
  signers: SignerSummary[],
  role: MemberRole,
): SigningDocumentDetail {
  const d = row.document;
  return {
    ...toDocument(row, signers, role),
    body: d.body,
    audit: {
      contentSha256: d.contentSha256,
      signedContentSha256: d.signedContentSha256,
      signedTabletId: d.signedTabletId,
      signedTabletName: d.signedTabletName,
      ipAddress: d.signedIp,
      userAgent: d.signedUserAgent,
    },
  };
}

/** The waiting screen's entry: the patient as 'Mario R.', nothing more of them. */
export function toTabletDocument({
  document: d,
  patientFirstName,
  patientLastName,
}: DocumentListRow): TabletDocument {
  return {
    id: d.id,
    type: d.type,
    language: d.language,
    title: d.title,
    patientLabel: `${patientFirstName} ${patientLastName.slice(0, 1).toUpperCase()}.`,
    status: d.status === 'partially_signed' ? 'partially_signed' : 'sent',
    sentAt: d.sentAt.toISOString(),
    expiresAt: d.expiresAt.toISOString(),
    openedAt: iso(d.openedAt),
  };
}
