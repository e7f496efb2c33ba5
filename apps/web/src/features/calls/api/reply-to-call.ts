import type { CallReplyInput } from '@studiolo/contracts';
import { useCallMutation } from './call-mutation';

/**
 * Records a reply: a call-back (placed by Studiolo with `viaProvider`, else dialled from the
 * member's phone) or a WhatsApp message opened as a wa.me link. 409 CALLBACK_FAILED when the
 * provider could not place the call.
 */
export function useReplyToCall(id: string) {
  return useCallMutation(id, 'replies', (input: CallReplyInput) => input);
}
