import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointmentIcs, escapeText, foldLine, type AppointmentIcsInput } from './ics';

const base: AppointmentIcsInput = {
  uid: '6f1c2a9e-3b7d-4f2a-9c51-0d8e7b6a5f43@studiolo',
  startsAt: new Date('2026-11-22T08:30:00Z'),
  endsAt: new Date('2026-11-22T09:00:00Z'),
  summary: 'Visita cardiologica',
  now: new Date('2026-11-20T10:15:42.123Z'),
};

const longItalian =
  'Si prega di presentarsi con 10 minuti di anticipo, portando la tessera sanitaria, ' +
  "l'impegnativa del medico e gli esami già eseguiti. Perché la visita sia più efficace, è " +
  'utile digiunare: niente caffè né tè. Città: Forlì — è così, però può cambiare. Nicolò Ruà è ' +
  'il nostro riferimento: chiamare lunedì o martedì. Grazie! 😊 ààààààààààààààààààààààààààààààà';

/** The physical lines, without their CRLF. */
function physicalLines(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  return ics.slice(0, -2).split('\r\n');
}

function parseEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('appointmentIcs', () => {
  it('writes one VEVENT in UTC with the stable UID, DTSTAMP, PRODID and PUBLISH by default', () => {
    const lines = physicalLines(appointmentIcs(base));
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Studiolo//IT',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:6f1c2a9e-3b7d-4f2a-9c51-0d8e7b6a5f43@studiolo',
      'DTSTAMP:20261120T101542Z',
      'DTSTART:20261122T083000Z',
      'DTEND:20261122T090000Z',
      'SEQUENCE:0',
      'STATUS:CONFIRMED',
      'SUMMARY:Visita cardiologica',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('ends every line with CRLF and has no bare CR or LF anywhere', () => {
    const ics = appointmentIcs({
      ...base,
      description: 'Prima riga\nseconda riga\r\nterza\rquarta',
      location: 'Via Roma 1\nMilano',
    });
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.endsWith('\r\n')).toBe(true);
  });

  it('escapes backslash, semicolon, comma and line breaks in text, and the parser reads them back', () => {
    const description = 'Costo: 80,00 €; porta C:\\referti\\2026\nsecondo piano, scala B';
    const ics = appointmentIcs({ ...base, summary: 'Visita; controllo, ECG', description });
    expect(ics).toContain('SUMMARY:Visita\\; controllo\\, ECG\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Costo: 80\\,00 €\\; porta C:\\\\referti\\\\2026\\nsecondo piano\\, scala B\r\n',
    );
    const { event } = parseEvent(ics);
    expect(event.summary).toBe('Visita; controllo, ECG');
    expect(event.description).toBe(description);
    expect(escapeText('a\r\nb\u0007c')).toBe('a\\nbc');
  });

  it('folds a long Italian description at 75 octets without splitting a multibyte character', () => {
    const ics = appointmentIcs({ ...base, description: longItalian });
    const lines = physicalLines(ics);
    const folded = lines.filter((line) => line.startsWith(' '));
    expect(folded.length).toBeGreaterThan(3);
    const encoder = new TextEncoder();
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      const bytes = encoder.encode(line);
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Every physical line is valid UTF-8 on its own: no character was cut in two.
      expect(decoder.decode(bytes)).toBe(line);
      expect(line).not.toMatch(/[\uD800-\uDFFF]/u);
    }
    expect(parseEvent(ics).event.description).toBe(longItalian);
  });

  it('folds before a 2-octet letter that would cross the limit, not through it', () => {
    // 'DESCRIPTION:' is 12 octets; 31 × 'à' make 74; the 32nd would make 76.
    const folded = foldLine(`DESCRIPTION:${'à'.repeat(40)}`);
    expect(folded).toBe(`DESCRIPTION:${'à'.repeat(31)}\r\n ${'à'.repeat(9)}`);
  });

  it('keeps a combining accent with its letter when folding', () => {
    const decomposed = 'x'.repeat(74) + 'e\u0301' + 'fine';
    const folded = foldLine(decomposed);
    expect(folded).toBe(`${'x'.repeat(74)}\r\n e\u0301fine`);
    expect(foldLine('short line')).toBe('short line');
  });

  it('writes organizer and attendee as mailto addresses with quoted names', () => {
    const ics = appointmentIcs({
      ...base,
      method: 'REQUEST',
      organizerName: 'Studio "Salute", Forlì',
      organizerEmail: 'agenda@studio.example',
      attendeeName: 'Nicolò Ruà',
      attendeeEmail: 'nicolo@example.it\r\nX-EVIL:1',
    });
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain(`ORGANIZER;CN="Studio 'Salute', Forlì":mailto:agenda@studio.example\r\n`);
    expect(ics.replace(/\r\n /g, '')).toContain(
      'ATTENDEE;ROLE=REQ-PARTICIPANT;CN="Nicolò Ruà":mailto:nicolo@example.itX-EVIL:1\r\n',
    );
    expect(ics).not.toContain('\r\nX-EVIL');
    const { vevent } = parseEvent(ics);
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:agenda@studio.example');
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe("Studio 'Salute', Forlì");
  });

  it('cancelled: METHOD:CANCEL and STATUS:CANCELLED with the same UID and a higher SEQUENCE', () => {
    const sent = appointmentIcs({ ...base, method: 'REQUEST' });
    const cancelled = appointmentIcs({ ...base, method: 'REQUEST', cancelled: true, sequence: 1 });
    expect(cancelled).toContain('METHOD:CANCEL\r\n');
    expect(cancelled).toContain('STATUS:CANCELLED\r\n');
    expect(cancelled).not.toContain('METHOD:REQUEST');
    const before = parseEvent(sent);
    const after = parseEvent(cancelled);
    expect(after.event.uid).toBe(before.event.uid);
    expect(after.event.sequence).toBe(1);
    expect(after.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(after.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  });

  it.each([
    ['an ordinary day', '2026-11-22T08:30:00Z', '2026-11-22T09:00:00Z'],
    // Europe/Rome springs forward at 02:00 local (01:00Z) on 2026-03-29: 01:30 and 03:30 local.
    ['the March DST change in Rome', '2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z'],
    // Europe/Rome falls back at 03:00 local (01:00Z) on 2026-10-25: 02:30 occurs twice locally.
    ['the first 02:30 of the October DST change', '2026-10-25T00:30:00Z', '2026-10-25T01:00:00Z'],
    ['the second 02:30 of the October DST change', '2026-10-25T01:30:00Z', '2026-10-25T02:15:00Z'],
  ])('round-trips the instants exactly on %s', (_label, start, end) => {
    const startsAt = new Date(start);
    const endsAt = new Date(end);
    const { event } = parseEvent(appointmentIcs({ ...base, startsAt, endsAt }));
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().getTime()).toBe(startsAt.getTime());
    expect(event.endDate.toJSDate().getTime()).toBe(endsAt.getTime());
  });

  it('drops milliseconds and writes DTSTAMP from now', () => {
    const ics = appointmentIcs({ ...base, startsAt: new Date('2026-03-29T07:00:00.999Z') });
    expect(ics).toContain('DTSTART:20260329T070000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261120T101542Z\r\n');
  });

  it('refuses an end before the start, an invalid date and a negative sequence', () => {
    expect(() => appointmentIcs({ ...base, endsAt: base.startsAt })).toThrow(RangeError);
    expect(() => appointmentIcs({ ...base, now: new Date('nope') })).toThrow(RangeError);
    expect(() => appointmentIcs({ ...base, sequence: -1 })).toThrow(RangeError);
  });
});
