import type { Config } from '../../config';
import { localTranscription } from './local';
import { openAiTranscription } from './openai';
import type { TranscriptionPort } from './port';

/**
 * With TRANSCRIPTION_URL, that OpenAI-compatible service; without, the local adapter, which replays
 * simulated calls' scripts and answers "not configured" for real recordings.
 */
export function selectTranscription(config: Pick<Config, 'transcription'>): TranscriptionPort {
  return config.transcription ? openAiTranscription(config.transcription) : localTranscription();
}
