import type { CallCommentInput } from '@studiolo/contracts';
import { useCallMutation } from './call-mutation';

/** Adds a comment to the call, signed by the member. */
export function useAddComment(id: string) {
  return useCallMutation(id, 'comments', (input: CallCommentInput) => input);
}
