import { useMutation } from '@tanstack/react-query';
import { CallDetail } from '@studiolo/contracts';
import { apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';
import { callKeys, callPath, refreshCalls } from './keys';

/**
 * A write on one call that answers the updated call (request status, comment, tags, reply): the
 * page shows the answer at once; the lists, the analytics and the activity log are asked again.
 */
export function useCallMutation<Input>(
  id: string,
  action: string,
  body: (input: Input) => unknown,
  method: 'POST' | 'PUT' = 'POST',
) {
  return useMutation({
    mutationFn: (input: Input) => apiSend(`${callPath(id)}/${action}`, body(input), CallDetail, method),
    onSuccess: (call) => {
      queryClient.setQueryData(callKeys.detail(id), call);
      refreshCalls();
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
    },
  });
}
