import type { CallTagsInput } from '@studiolo/contracts';
import { useCallMutation } from './call-mutation';

/** Replaces the call's tags with `tags`. */
export function useSetTags(id: string) {
  return useCallMutation(id, 'tags', (tags: string[]): CallTagsInput => ({ tags }), 'PUT');
}
