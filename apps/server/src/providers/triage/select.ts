import type { Config } from '../../config';
import { localTriage } from './local';
import { openaiTriage } from './openai';
import type { TriagePort } from './port';

/** A chat model when LLM_URL is set, else the rule-based classifier. */
export function selectTriage(config: Config): TriagePort {
  return config.llm ? openaiTriage(config.llm) : localTriage();
}
