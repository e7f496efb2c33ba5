import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CallCategory, CallPriority, SuggestedAction } from '@studiolo/contracts';
import type { TriageInput } from './port';

/**
 * The labelled calls of the triage are data, not code: JSONL files and a manifest in
 * apps/server/corpus/triage (its `about` and `labelling` say what they are and how they are
 * labelled). The manifest says which sets are tuning rounds the learned reading trains on, which
 * is held out, and which are blind sets, measured and never trained on. The server build carries
 * the training rounds alone (build.mjs copies them beside the bundle, with a manifest of them only).
 */
export interface LabelledCall {
  id: string;
  transcript: string;
  outcome: TriageInput['outcome'];
  callerName: string | null;
  expected: { category: CallCategory; priority: CallPriority; action: SuggestedAction };
  /** The language the writer gave, where they did (a measurement reads every call in one). */
  locale?: 'it' | 'en';
}

interface CorpusSet {
  name: string;
  file: string;
  /** train: a tuning round; held-out and blind: measured, never trained on. */
  use: 'train' | 'held-out' | 'blind';
  /** A tuning round's number: the learned reading trains on the rounds in this order. */
  round?: number;
  /** A round no rule was written for before it was measured (a blind set taken for learning). */
  rulesUnseen?: boolean;
}

interface Manifest {
  sets: CorpusSet[];
}

/**
 * Beside the bundle (dist/corpus/triage, the training rounds alone) or, running from source,
 * apps/server/corpus/triage.
 */
const CORPUS = [
  new URL('./corpus/triage/', import.meta.url),
  new URL('../../../corpus/triage/', import.meta.url),
].find((dir) => existsSync(new URL('manifest.json', dir)))!;

function corpusSets(): CorpusSet[] {
  return (JSON.parse(readFileSync(new URL('manifest.json', CORPUS), 'utf8')) as Manifest).sets;
}

export function corpusSet(name: string): CorpusSet {
  const set = corpusSets().find((s) => s.name === name);
  if (!set) throw new Error(`No set ${name} in the triage corpus`);
  return set;
}

export function readCalls(set: CorpusSet): LabelledCall[] {
  return readFileSync(fileURLToPath(new URL(set.file, CORPUS)), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LabelledCall);
}

/** The tuning rounds in order: what the learned reading trains on. */
export function trainingRounds(): { set: CorpusSet; calls: LabelledCall[] }[] {
  return corpusSets()
    .filter((s) => s.use === 'train')
    .sort((a, b) => a.round! - b.round!)
    .map((set) => ({ set, calls: readCalls(set) }));
}

/** A triage input with a practice's usual defaults: an Italian voicemail from an unknown caller. */
export const triageInput = (transcript: string, more: Partial<TriageInput> = {}): TriageInput => ({
  transcript,
  locale: 'it',
  callerName: null,
  organizationName: 'Studio Bianchi',
  outcome: 'voicemail',
  ...more,
});
