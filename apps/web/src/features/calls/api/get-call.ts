import { useQuery } from '@tanstack/react-query';
import { CallDetail } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { callKeys, callPath } from './keys';

/** One call with its recording, transcript, triage, request history, replies, tags and comments. */
export function useCall(id: string) {
  return useQuery({
    queryKey: callKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(callPath(id), CallDetail, { signal }),
  });
}
