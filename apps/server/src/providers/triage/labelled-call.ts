import type { CallCategory, CallPriority, SuggestedAction } from '@studiolo/contracts';
import type { TriageInput } from './port';

/**
 * Voicemails and calls as an Italian practice receives them (clinics, a dentist, a lawyer, an
 * accountant), labelled as the receptionist would file them, to measure a triage adapter
 * (`npm run triage:accuracy`) and to keep the rule-based one honest in its tests.
 *
 * How they are labelled:
 * - category: what the caller mainly wants; a cancellation that asks for a new date is a change.
 * - priority: a clinical urgency, or a caller who says it cannot wait, is high; information requests,
 *   commercial calls and wrong numbers are low; everything else normal. "Not urgent" means normal.
 * - action: call back what is urgent, unclear, or where the caller asks to be called back (a
 *   salesman's "call me back" excepted); ignore commercial calls and wrong numbers; an answered call
 *   where the staff settled everything needs nothing more; otherwise a WhatsApp reply.
 */
export interface LabelledCall {
  id: string;
  transcript: string;
  outcome: TriageInput['outcome'];
  callerName: string | null;
  expected: { category: CallCategory; priority: CallPriority; action: SuggestedAction };
}

export const call = (
  id: string,
  transcript: string,
  [category, priority, action]: [CallCategory, CallPriority, SuggestedAction],
  options: { outcome?: TriageInput['outcome']; callerName?: string } = {},
): LabelledCall => ({
  id,
  transcript,
  outcome: options.outcome ?? 'voicemail',
  callerName: options.callerName ?? null,
  expected: { category, priority, action },
});

/** A triage input with a practice's usual defaults: an Italian voicemail from an unknown caller. */
export const triageInput = (transcript: string, more: Partial<TriageInput> = {}): TriageInput => ({
  transcript,
  locale: 'it',
  callerName: null,
  organizationName: 'Studio Bianchi',
  outcome: 'voicemail',
  ...more,
});

/** A call of the blind sets (labelled-calls-blind-N.ts), written without reading the rules. */
export interface BlindCall {
  transcript: string;
  locale: 'it' | 'en';
  category: CallCategory;
  priority: CallPriority;
  action: SuggestedAction;
  outcome: TriageInput['outcome'];
}

/** Blind calls as labelled calls, named `name-1`, `name-2`…, from an unknown caller. */
export const fromBlind = (name: string, calls: readonly BlindCall[]): LabelledCall[] =>
  calls.map((c, i) => ({
    id: `${name}-${i + 1}`,
    transcript: c.transcript,
    outcome: c.outcome,
    callerName: null,
    expected: { category: c.category, priority: c.priority, action: c.action },
  }));
