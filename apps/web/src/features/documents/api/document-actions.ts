import { useMutation } from '@tanstack/react-query';
import {
  SigningDocument,
  type EmailDocumentInput,
  type ResendDocumentInput,
  type SendDocumentInput,
} from '@studiolo/contracts';
import { anyBody, apiSend } from '../../../lib/api-client';
import { documentPath, refreshDocuments } from './keys';

/** Sends a document to a tablet (or any); 409 DOCUMENT_ALREADY_PENDING, 422 DOCUMENT_DATA_MISSING. */
export function useSendDocument() {
  return useMutation({
    mutationFn: (input: SendDocumentInput) => apiSend('/api/v1/documents', input, SigningDocument),
    onSuccess: refreshDocuments,
  });
}

/** Voids the document and sends a new one in its place. */
export function useResendDocument() {
  return useMutation({
    mutationFn: ({ id, ...input }: ResendDocumentInput & { id: string }) =>
      apiSend(`${documentPath(id)}/resend`, input, SigningDocument),
    onSuccess: refreshDocuments,
  });
}

/** A waiting or signed document is revoked; 409 DOCUMENT_NOT_PENDING otherwise. */
export function useRevokeDocument() {
  return useMutation({
    mutationFn: (id: string) => apiSend(`${documentPath(id)}/revoke`, {}, SigningDocument),
    onSuccess: refreshDocuments,
  });
}

/** Emails the sealed PDF to the patient (or `to`); 422 PATIENT_EMAIL_MISSING. */
export function useEmailDocument() {
  return useMutation({
    mutationFn: ({ id, ...input }: EmailDocumentInput & { id: string }) =>
      apiSend(`${documentPath(id)}/email`, input, anyBody),
    onSuccess: refreshDocuments,
  });
}
