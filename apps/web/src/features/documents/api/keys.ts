import type { DocumentListQuery } from '@studiolo/contracts';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

export const documentKeys = {
  all: queryKeys.documents,
  list: (query: Partial<DocumentListQuery>) => [...queryKeys.documents, 'list', query] as const,
  patient: (patientId: string, appointmentId?: string) =>
    [...queryKeys.documents, 'patient', patientId, appointmentId ?? null] as const,
  templates: [...queryKeys.documents, 'templates'] as const,
  template: (type: string, language: string, version?: number) =>
    [...queryKeys.documents, 'templates', type, language, version ?? 'current'] as const,
};

export const documentPath = (id: string) => `/api/v1/documents/${encodeURIComponent(id)}`;

/** The sealed PDF, opened in a new tab (the session cookie authorizes it). */
export const documentPdfUrl = (id: string) => `${documentPath(id)}/pdf`;

/** After a document write: every list and panel, and the activity log. */
export function refreshDocuments(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.documents });
  void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
}
