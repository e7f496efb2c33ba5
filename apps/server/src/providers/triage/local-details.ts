import type { Text } from './local-match';

/** A day the caller mentions, in either language. */
export type Day =
  | 'monday'
  | 'tuesday'
  | 'wednesday'
  | 'thursday'
  | 'friday'
  | 'saturday'
  | 'sunday'
  | 'today'
  | 'thisMorning'
  | 'tomorrow'
  | 'dayAfterTomorrow'
  | 'nextWeek';

/** When the caller wants or had the appointment, as far as the message says. */
export interface When {
  day: Day | null;
  /** 24-hour clock. */
  time: { hour: number; minute: number } | null;
}

const DAY_WORDS: [RegExp, Day][] = [
  [/lunedi|monday/, 'monday'],
  [/martedi|tuesday/, 'tuesday'],
  [/mercoledi|wednesday/, 'wednesday'],
  [/giovedi|thursday/, 'thursday'],
  [/venerdi|friday/, 'friday'],
  [/sabato|saturday/, 'saturday'],
  [/domenica|sunday/, 'sunday'],
  [/dopodomani|day after tomorrow/, 'dayAfterTomorrow'],
  [/domani|tomorrow/, 'tomorrow'],
  [/stamattina|stamani|this morning/, 'thisMorning'],
  [/oggi|today/, 'today'],
  [/settimana prossima|prossima settimana|next week/, 'nextWeek'],
];
const DAY = new RegExp(`(?<![a-z0-9])(?:${DAY_WORDS.map(([re]) => re.source).join('|')})(?![a-z0-9])`);
const TIME = /(?<![a-z0-9])(?:alle|ore|at)\s+(\d{1,2})(?:\s+(\d{2}))?(?:\s*(am|pm))?(?![a-z0-9])/;
const TIME_AMPM = /(?<![a-z0-9])(\d{1,2})(?:\s+(\d{2}))?\s*(am|pm)(?![a-z0-9])/;
/** How far after the day a time still belongs to it ("martedì mattina alle 10"). */
const TIME_REACH = 30;

function parseTime(match: RegExpExecArray): When['time'] {
  let hour = Number(match[1]);
  const minute = match[2] ? Number(match[2]) : 0;
  if (match[3] === 'pm' && hour < 12) hour += 12;
  if (match[3] === 'am' && hour === 12) hour = 0;
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/** The first day mentioned and a time said with it ("domani alle 10", "Thursday at 3pm"). */
export function extractWhen(text: Text): When | null {
  const dayMatch = DAY.exec(text.normal);
  if (!dayMatch) return null;
  const day = DAY_WORDS.find(([re]) => re.test(dayMatch[0]))![1];
  const after = text.normal.slice(dayMatch.index + dayMatch[0].length).slice(0, TIME_REACH);
  const timeMatch = TIME.exec(after) ?? TIME_AMPM.exec(after);
  return { day, time: timeMatch ? parseTime(timeMatch) : null };
}

const NAME_WORD = "[A-ZÀ-Ý][a-zà-ÿ'’]+";
const PARTICLE = '(?:De|Di|Da|Del|Della|Dello|La|Lo|Van|Von|Mc)';
const NAME = new RegExp(
  `(?:\\b[Ss]ono|\\b[Mm]i chiamo|\\b[Tt]his is|\\b[Mm]y name is|\\b[Ii]t['’]s|\\b[Ii]t is)\\s+` +
    `(${NAME_WORD}(?:\\s+(?:${PARTICLE}\\s+)?${NAME_WORD})?)`,
  'u',
);
/** Capitalised words after "sono" that are not a name. */
const NOT_NAMES = new Set(
  'Dottore Dottoressa Avvocato Doctor Sorry Urgent Not Just Monday Tuesday Wednesday Thursday Friday'.split(
    ' ',
  ),
);

/** The name a caller gives ("sono Mario Rossi", "mi chiamo Anna", "this is John Smith"). */
export function extractName(transcript: string): string | null {
  const match = NAME.exec(transcript);
  if (!match) return null;
  const name = match[1]!.trim();
  return NOT_NAMES.has(name.split(/\s+/)[0]!) ? null : name;
}
