import type { RequestStatus, RequestStatusInput } from '@studiolo/contracts';
import { useCallMutation } from './call-mutation';

/** Pending, Working On, Completed or Unable to Manage; the server keeps who and when. */
export function useSetRequestStatus(id: string) {
  return useCallMutation(
    id,
    'request-status',
    (status: RequestStatus): RequestStatusInput => ({ status }),
    'PUT',
  );
}
