import { useMutation, useQuery } from '@tanstack/react-query';
import { CallRecordingSettings, type CallRecordingSettingsInput } from '@studiolo/contracts';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/queries';

const PATH = '/api/v1/calls/recording-settings';
const recordingKey = ['calls', 'recording-settings'] as const;

/** Whether conversations are recorded, and how long recordings and transcripts are kept. */
export function useCallRecordingSettings() {
  return useQuery({
    queryKey: recordingKey,
    queryFn: ({ signal }) => apiRequest(PATH, CallRecordingSettings, { signal }),
  });
}

/** Saves them (owner, admin; turning recording on: the owner, confirming the staff agreement). */
export function useUpdateCallRecordingSettings() {
  return useMutation({
    mutationFn: (input: CallRecordingSettingsInput) => apiSend(PATH, input, CallRecordingSettings, 'PUT'),
    onSuccess: (settings) => {
      queryClient.setQueryData(recordingKey, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.activity });
    },
  });
}
