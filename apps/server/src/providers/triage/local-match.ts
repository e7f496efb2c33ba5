/**
 * Finding cue phrases in a transcript, in Italian or English, the way a reader skims it: case and
 * accents do not matter, `*` ends a word stem (`prenot*`: prenotare, prenotazione), `a|b` is either
 * word (`gonfi* … labbra|lingua`), `…` allows up to three words in between (`dolor* … petto`:
 * "dolore forte al petto"), leading `!word`s are words that may not come just before (`!ho subito`:
 * not "ho subito un intervento"; `!ho_l impegnativ*`: not "ho l'impegnativa", two words joined by
 * `_`) and trailing ones words that may not come just after (`parla male !di`: not "parla male di
 * me"), and a cue marked negatable does not count right after a negation
 * in the same sentence ("non è urgente").
 *
 * Transcripts come from speech-to-text, so a cue word also matches the ways it is misheard or
 * spoken: a consonant single or doubled ("dotore", "subbito"), a compound split after its prefix
 * ("fisio terapia", "elettro cardiogramma"), an infinitive cut short as in Rome and the South
 * ("vede'", "veni'", "passà"), and "nun" for "non".
 */

export interface Cue {
  pattern: string;
  weight: number;
  negatable: boolean;
}

export interface CueHit {
  cue: Cue;
  /** The words as the caller said them, for the reason. */
  text: string;
  index: number;
}

const WORD = '[a-z0-9]';
const GAP = `(?:${WORD}+\\s+){0,3}`;
const NEGATORS = new Set([
  'non',
  'nun',
  'no',
  'nessun',
  'nessuna',
  'nessuno',
  'niente',
  'nulla',
  'senza',
  'not',
  'nothing',
  'without',
  'never',
  'isn',
  'aren',
  'don',
  'doesn',
  'wasn',
]);
const NEGATION_WINDOW = 3;
const SENTENCE_END = /[.!?;:\n—–]/;

/**
 * Lowercase, accents stripped, every character that is not a letter or digit a space — one
 * character for one, so that offsets in the result are offsets in the transcript.
 */
export function normalise(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const base = (text[i]!.normalize('NFD')[0] ?? ' ').toLowerCase()[0] ?? ' ';
    out += /[a-z0-9]/.test(base) ? base : ' ';
  }
  return out;
}

/** The words of a text, normalised. */
export const words = (text: string) => normalise(text).split(/\s+/).filter(Boolean);

const CONSONANTS = /[bcdfghjklmnpqrstvwxz]/;
/** Words shorter than this match only as written: a letter more or less changes too many short ones. */
const FUZZY_LENGTH = 5;
/** Prefixes after which speech-to-text often splits a compound: "fisio terapia", "eco grafia". */
const SPLIT_PREFIXES = [
  'anti',
  'auto',
  'cardio',
  'dermo',
  'eco',
  'elettro',
  'endo',
  'fisio',
  'gastro',
  'gineco',
  'iper',
  'ipo',
  'logo',
  'neuro',
  'odonto',
  'orto',
  'osteo',
  'oto',
  'pneumo',
  'post',
  'psico',
  'radio',
  'tele',
  'video',
];
/** Always spelled in full where it is cut short: "nun", the Roman "non". */
const SPOKEN_VARIANTS: Record<string, string> = { non: 'n[ou]n' };

/** Letters with each consonant, single or doubled in the cue, matching one or two of it. */
function lenient(letters: string): string {
  if (letters.length < FUZZY_LENGTH) return letters;
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const c = letters[i]!;
    if (!CONSONANTS.test(c)) out += c;
    else {
      out += `${c}{1,2}`;
      if (letters[i + 1] === c) i++;
    }
  }
  return out;
}

/** One word of a cue: a stem (`prenot*`) or a whole word, as it may come out of speech-to-text. */
function wordSource(word: string, stem: boolean): string {
  const spelled = SPOKEN_VARIANTS[word];
  if (spelled) return spelled;
  // "vedere", "venire", "passare" also as "vede'", "veni'", "passà" (not "fare", "dire": too short)
  const cut = !stem && word.length >= 6 && /[aei]re$/.test(word);
  const body = cut ? word.slice(0, -2) : word;
  const prefix = SPLIT_PREFIXES.find((p) => body.startsWith(p) && body.length >= p.length + 4);
  const source = prefix ? `${lenient(prefix)}\\s?${lenient(body.slice(prefix.length))}` : lenient(body);
  return source + (cut ? '(?:re)?' : '') + (stem ? `${WORD}*` : '');
}

/** A token of a cue: one or more alternatives (`labbra|lingua`), each one or more words. */
function tokenSource(token: string): string {
  const alternatives = token.split('|').map((alternative) => {
    const stem = alternative.endsWith('*');
    return words(stem ? alternative.slice(0, -1) : alternative)
      .map((word, i, all) => wordSource(word, stem && i === all.length - 1))
      .join('\\s+');
  });
  return alternatives.length > 1 ? `(?:${alternatives.join('|')})` : alternatives[0]!;
}

function compile(pattern: string): RegExp {
  let source = '';
  let gap = false;
  const notAfter: string[] = [];
  const notBefore: string[] = [];
  for (const token of pattern.split(/\s+/).filter(Boolean)) {
    if (token.startsWith('!')) {
      (source ? notBefore : notAfter).push(words(token.slice(1)).join('\\s+'));
      continue;
    }
    if (token === '…') {
      gap = true;
      continue;
    }
    const word = tokenSource(token);
    source += source ? `\\s+${gap ? GAP : ''}${word}` : word;
    gap = false;
  }
  const before = notAfter.length ? `(?<!(?<!${WORD})(?:${notAfter.join('|')})\\s+)` : '';
  const after = notBefore.length ? `(?!\\s+(?:${notBefore.join('|')})(?!${WORD}))` : '';
  return new RegExp(`(?<!${WORD})${before}${source}(?!${WORD})${after}`, 'g');
}

const compiled = new Map<string, RegExp>();
const regexOf = (pattern: string) => {
  let regex = compiled.get(pattern);
  if (!regex) compiled.set(pattern, (regex = compile(pattern)));
  return regex;
};

/** Cues of one weight: `cues(3, 'disdir*', 'cancel*')`. */
export const cues = (weight: number, ...patterns: string[]): Cue[] =>
  patterns.map((pattern) => ({ pattern, weight, negatable: false }));

/** Cues that a negation before them cancels: `negatable(1, 'febbre')` for "non ho febbre". */
export const negatable = (weight: number, ...patterns: string[]): Cue[] =>
  patterns.map((pattern) => ({ pattern, weight, negatable: true }));

/** A transcript prepared once for many cues. */
export interface Text {
  original: string;
  normal: string;
}

export const prepare = (original: string): Text => ({ original, normal: normalise(original) });

function negated(text: Text, index: number): boolean {
  const before = text.original.slice(0, index);
  let start = 0;
  for (let i = before.length - 1; i >= 0; i--) {
    if (SENTENCE_END.test(before[i]!)) {
      start = i + 1;
      break;
    }
  }
  const preceding = text.normal.slice(start, index).split(/\s+/).filter(Boolean).slice(-NEGATION_WINDOW);
  return preceding.some((word) => NEGATORS.has(word));
}

/** The first occurrence of the cue that counts (not negated, when it can be), or null. */
export function find(text: Text, cue: Cue): CueHit | null {
  for (const match of text.normal.matchAll(regexOf(cue.pattern))) {
    if (cue.negatable && negated(text, match.index)) continue;
    return { cue, text: text.original.slice(match.index, match.index + match[0].length), index: match.index };
  }
  return null;
}

/** Every cue of the list found in the text, in the order the caller said them. */
export const findAll = (text: Text, list: readonly Cue[]): CueHit[] =>
  list
    .map((cue) => find(text, cue))
    .filter((hit): hit is CueHit => hit !== null)
    .sort((a, b) => a.index - b.index);

/** Whether any cue of the list is in the text. */
export const hasAny = (text: Text, list: readonly Cue[]) => list.some((cue) => find(text, cue) !== null);
