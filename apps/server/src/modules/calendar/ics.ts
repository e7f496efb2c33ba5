/**
 * The iCalendar (RFC 5545) file attached to an appointment reminder.
 *
 * Hand-written rather than a library, on purpose. `ics` (npm) folds lines at 75 *characters*, not
 * octets, so a description with Italian accents goes past the limit, and it brings yup, nanoid and
 * runes2 along; `ical-generator` folds correctly but is a general builder (time zones, recurrence,
 * alarms, adapters for four date libraries) for what is here one VEVENT. What we need of the format
 * is a dozen properties, text escaping (§3.3.11) and octet folding (§3.1); they are below, and the
 * tests parse the output back with ical.js.
 *
 * Times are written as UTC instants (`DTSTART:20261122T083000Z`): no VTIMEZONE to get wrong, and
 * every client shows them in its own zone. The UID must stay the same for an appointment's whole
 * life, so that an update (higher SEQUENCE) or a cancellation replaces the event already in the
 * patient's calendar instead of adding a second one.
 */

export type IcsMethod = 'REQUEST' | 'PUBLISH';

export interface AppointmentIcsInput {
  /** Stable per appointment, e.g. `${appointment.id}@studiolo`. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description?: string;
  location?: string;
  organizerName?: string;
  organizerEmail?: string;
  /** The patient, as the invitation's attendee (iTIP wants one with REQUEST and CANCEL). */
  attendeeName?: string;
  attendeeEmail?: string;
  /** Default PUBLISH: a reminder that asks for no reply. Ignored when cancelled (CANCEL). */
  method?: IcsMethod;
  /** Increase on every change of a sent event, cancellation included (RFC 5545 §3.8.7.4). */
  sequence?: number;
  cancelled?: boolean;
  /** DTSTAMP; defaults to the current time. */
  now?: Date;
}

export const ICS_PRODID = '-//Studiolo//IT';
const CRLF = '\r\n';
// eslint-disable-next-line no-control-regex -- the controls a TEXT value may not carry (TSAFE-CHAR)
const CONTROL_CHARS = /[\u0000-\u0008\u000A-\u001F\u007F]/g;
const MAX_LINE_OCTETS = 75;

export function appointmentIcs(input: AppointmentIcsInput): string {
  const { startsAt, endsAt, cancelled = false, sequence = 0 } = input;
  if (!(endsAt.getTime() > startsAt.getTime())) {
    throw new RangeError('appointmentIcs: endsAt must be after startsAt');
  }
  if (!Number.isInteger(sequence) || sequence < 0) {
    throw new RangeError('appointmentIcs: sequence must be a non-negative integer');
  }
  const method = cancelled ? 'CANCEL' : (input.method ?? 'PUBLISH');

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(input.uid)}`,
    `DTSTAMP:${utcDateTime(input.now ?? new Date())}`,
    `DTSTART:${utcDateTime(startsAt)}`,
    `DTEND:${utcDateTime(endsAt)}`,
    `SEQUENCE:${sequence}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(input.summary)}`,
  ];
  if (input.description) lines.push(`DESCRIPTION:${escapeText(input.description)}`);
  if (input.location) lines.push(`LOCATION:${escapeText(input.location)}`);
  if (input.organizerEmail) lines.push(calAddress('ORGANIZER', input.organizerEmail, input.organizerName));
  if (input.attendeeEmail) lines.push(calAddress('ATTENDEE', input.attendeeEmail, input.attendeeName));
  lines.push('TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR');

  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** `20261122T083000Z`: the UTC form of DATE-TIME (§3.3.5), whole seconds. */
export function utcDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('appointmentIcs: invalid date');
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values (§3.3.11): backslash, semicolon, comma and line breaks escaped; other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')
    .replace(CONTROL_CHARS, '');
}

function calAddress(name: 'ORGANIZER' | 'ATTENDEE', email: string, commonName?: string): string {
  // A quoted parameter value may hold anything but controls and DQUOTE (§3.1).
  const cn = commonName?.replace(CONTROL_CHARS, '').replace(/"/g, "'").trim();
  const params = name === 'ATTENDEE' ? ';ROLE=REQ-PARTICIPANT' : '';
  const address = email.replace(CONTROL_CHARS, '').replace(/\s/g, '');
  return `${name}${params}${cn ? `;CN="${cn}"` : ''}:mailto:${address}`;
}

const encoder = new TextEncoder();
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * Folds a content line so that no physical line exceeds 75 octets of UTF-8 (the leading space of a
 * continuation line included). It cuts between user-perceived characters, so neither a multibyte
 * character nor an accent written as a combining mark is split; only a single character cluster
 * longer than a whole line (never in practice) falls back to cutting between code points.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const physical: string[] = [];
  let current = '';
  let octets = 0;
  const push = (piece: string, size: number) => {
    const limit = physical.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      physical.push(current);
      current = '';
      octets = 0;
    }
    current += piece;
    octets += size;
  };
  for (const { segment } of graphemes.segment(line)) {
    const size = encoder.encode(segment).length;
    if (size <= MAX_LINE_OCTETS - 1) push(segment, size);
    else for (const codePoint of segment) push(codePoint, encoder.encode(codePoint).length);
  }
  physical.push(current);
  return physical.join(`${CRLF} `);
}
