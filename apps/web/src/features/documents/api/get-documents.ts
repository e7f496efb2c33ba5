import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DocumentPage, PatientDocuments, type DocumentListQuery } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { liveRefreshInterval } from '../document-state';
import { documentKeys } from './keys';

/** A page of the organization's documents, newest first; asks again every few seconds while one waits. */
export function useDocuments(query: Partial<DocumentListQuery> & { limit: number; offset: number }) {
  return useQuery({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
      if (query.status) params.set('status', query.status);
      if (query.type) params.set('type', query.type);
      if (query.patientId) params.set('patientId', query.patientId);
      return apiRequest(`/api/v1/documents?${params.toString()}`, DocumentPage, { signal });
    },
    placeholderData: keepPreviousData,
    refetchInterval: (current) => liveRefreshInterval(current.state.data?.items),
  });
}

/**
 * A patient's signing panel: what check-in requires (with the visit's treatment consent when
 * `appointmentId` is given), what is missing and every document; live while one waits on a tablet.
 */
export function usePatientDocuments(
  patientId: string,
  options: { appointmentId?: string; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: documentKeys.patient(patientId, options.appointmentId),
    queryFn: ({ signal }) => {
      const query = options.appointmentId
        ? `?${new URLSearchParams({ appointmentId: options.appointmentId }).toString()}`
        : '';
      return apiRequest(
        `/api/v1/patients/${encodeURIComponent(patientId)}/documents${query}`,
        PatientDocuments,
        { signal },
      );
    },
    enabled: options.enabled ?? true,
    refetchInterval: (current) => liveRefreshInterval(current.state.data?.documents),
  });
}
