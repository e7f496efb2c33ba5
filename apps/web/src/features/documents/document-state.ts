import {
  DOCUMENT_TYPES,
  isPendingDocumentStatus,
  type DocumentType,
  type PatientDocuments,
  type RequiredDocumentStatus,
  type SigningDocument,
} from '@studiolo/contracts';

/** How often a screen asks again while a tablet may change something: a signature shows within seconds. */
export const LIVE_REFRESH_MS = 3000;

/** Waiting on the tablet, or signed and not sealed yet: something will change without the desk doing anything. */
export function isDocumentChanging(document: Pick<SigningDocument, 'status' | 'seal'>): boolean {
  return isPendingDocumentStatus(document.status) || document.seal?.status === 'pending';
}

/** The refetch interval of a list or panel: LIVE_REFRESH_MS while any document may change, else none. */
export function liveRefreshInterval(documents: Pick<SigningDocument, 'status' | 'seal'>[] | undefined) {
  return documents?.some(isDocumentChanging) ? LIVE_REFRESH_MS : false;
}

/** Waiting on a tablet: the desk may resend it (voiding this one), not send another. */
export function isWaiting(status: RequiredDocumentStatus): boolean {
  return status !== 'not_sent' && isPendingDocumentStatus(status);
}

/** Nothing waits on the tablet and nothing is signed: the desk may send one. */
export function isSendable(status: RequiredDocumentStatus): boolean {
  return status !== 'signed' && !isWaiting(status);
}

/** The live document of a required type (the one its state comes from), if any. */
export function liveDocument(
  panel: PatientDocuments,
  documentId: string | null,
): SigningDocument | undefined {
  return documentId ? panel.documents.find((document) => document.id === documentId) : undefined;
}

/** One line of a patient's panel: a type, its state and the document it comes from. */
export interface DocumentRow {
  type: DocumentType;
  status: RequiredDocumentStatus;
  required: boolean;
  document: SigningDocument | undefined;
}

/**
 * Every type, required ones first: a required type's state as the server gives it; another type's
 * from its newest document not replaced by a resend, or 'not_sent'.
 */
export function documentRows(panel: PatientDocuments): DocumentRow[] {
  const newestFirst = [...panel.documents].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  const rows = DOCUMENT_TYPES.map((type): DocumentRow => {
    const required = panel.required.find((entry) => entry.type === type);
    if (required) {
      return {
        type,
        status: required.status,
        required: true,
        document: liveDocument(panel, required.documentId),
      };
    }
    const document = newestFirst.find((entry) => entry.type === type && entry.status !== 'voided');
    return { type, status: document?.status ?? 'not_sent', required: false, document };
  });
  return [...rows.filter((row) => row.required), ...rows.filter((row) => !row.required)];
}
