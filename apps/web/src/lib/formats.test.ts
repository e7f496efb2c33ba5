import { describe, expect, it } from 'vitest';
import { createFormats, type FormatSettings } from './formats';

const base: FormatSettings = {
  language: 'it',
  hoursFormat: '24h',
  dateFormat: 'DD/MM/YYYY',
  phoneFormat: 'international',
};

// 13:30 UTC on 25 November 2026 is 14:30 in Rome (winter time); 08:05 UTC on 1 July is 10:05 (summer).
const afternoon = '2026-11-25T13:30:00.000Z';
const summerMorning = '2026-07-01T08:05:00Z';
// 23:30 UTC on 31 December is already 1 January in Rome.
const newYear = '2026-12-31T23:30:00Z';

describe('createFormats', () => {
  const dates = [
    ['DD/MM/YYYY', '25/11/2026', '01/07/2026', '01/01/2027'],
    ['YYYY-MM-DD', '2026-11-25', '2026-07-01', '2027-01-01'],
    ['MM/DD/YYYY', '11/25/2026', '07/01/2026', '01/01/2027'],
  ] as const;
  for (const language of ['it', 'en']) {
    for (const [dateFormat, day, summer, firstOfYear] of dates) {
      it(`writes dates ${dateFormat} in ${language}, a day or an instant's day in Rome`, () => {
        const f = createFormats({ ...base, language, dateFormat });
        expect(f.date(afternoon)).toBe(day);
        expect(f.date('2026-11-25')).toBe(day);
        expect(f.date(summerMorning)).toBe(summer);
        expect(f.date(newYear)).toBe(firstOfYear);
      });
    }
  }

  const times = [
    ['24h', '14:30', '10:05', '00:30'],
    ['12h', '2:30 PM', '10:05 AM', '12:30 AM'],
  ] as const;
  for (const language of ['it', 'en']) {
    for (const [hoursFormat, afternoonTime, morningTime, midnight] of times) {
      it(`writes times on ${hoursFormat} in ${language}`, () => {
        const f = createFormats({ ...base, language, hoursFormat });
        expect(f.time(afternoon)).toBe(afternoonTime);
        expect(f.time(summerMorning)).toBe(morningTime);
        expect(f.time(newYear)).toBe(midnight);
        expect(f.hour12).toBe(hoursFormat === '12h');
      });
    }
  }

  it('writes a time typed as HH:mm the same way', () => {
    expect(createFormats({ ...base, hoursFormat: '12h' }).clock('12:00')).toBe('12:00 PM');
    expect(createFormats({ ...base, hoursFormat: '12h' }).clock('09:15')).toBe('9:15 AM');
    expect(createFormats(base).clock('09:15')).toBe('09:15');
    expect(createFormats(base).clock('later')).toBe('later');
  });

  it('joins date and time for every combination', () => {
    expect(createFormats(base).dateTime(afternoon)).toBe('25/11/2026, 14:30');
    expect(
      createFormats({ ...base, language: 'en', dateFormat: 'YYYY-MM-DD', hoursFormat: '12h' }).dateTime(
        afternoon,
      ),
    ).toBe('2026-11-25, 2:30 PM');
    expect(createFormats({ ...base, dateFormat: 'MM/DD/YYYY', hoursFormat: '12h' }).dateTime(afternoon)).toBe(
      '11/25/2026, 2:30 PM',
    );
  });

  it('names months and weekdays in the UI language, whatever the numeric order', () => {
    for (const dateFormat of ['DD/MM/YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY'] as const) {
      const it_ = createFormats({ ...base, dateFormat });
      const en = createFormats({ ...base, dateFormat, language: 'en' });
      expect(it_.longDay('2026-11-25')).toBe('mercoledì 25 novembre 2026');
      expect(it_.longDay(afternoon)).toBe('mercoledì 25 novembre 2026');
      expect(en.longDay('2026-11-25')).toBe('Wednesday, 25 November 2026');
      expect(it_.dayMonth(newYear)).toBe('ven 1 gen');
      expect(en.dayMonth(newYear)).toBe('Fri 1 Jan');
    }
  });

  it('writes Italian numbers with or without +39, foreign ones always with their code', () => {
    const international = createFormats(base);
    const national = createFormats({ ...base, phoneFormat: 'national' });
    expect(international.phone('+393391122334')).toBe('+39 339 112 2334');
    expect(national.phone('+393391122334')).toBe('339 112 2334');
    expect(national.phone('+390294750000')).toBe('02 9475 0000');
    expect(national.phone('+41441234567')).toBe('+41 44 123 45 67');
    expect(national.phone('anonymous')).toBe('anonymous');
  });

  it('leaves what is not a date as it is', () => {
    const f = createFormats(base);
    expect(f.date('')).toBe('');
    expect(f.date(null)).toBe('');
    expect(f.date('soon')).toBe('soon');
    expect(f.time('soon')).toBe('soon');
    expect(f.dateTime('soon')).toBe('soon');
    expect(f.longDay(undefined)).toBe('');
  });
});
