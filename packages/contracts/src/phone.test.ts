import { describe, expect, it } from 'vitest';
import { formatPhone, isDialable, MobileNumber, notMobileReason } from './phone';

describe('formatPhone', () => {
  it('writes an E.164 number as people do, and leaves anything else as it is', () => {
    expect(formatPhone('+393331234567')).toBe('+39 333 123 4567');
    expect(formatPhone('+390294750000')).toBe('+39 02 9475 0000');
    expect(formatPhone('anonymous')).toBe('anonymous');
  });

  it('drops +39 from Italian numbers only when asked to write them national', () => {
    expect(formatPhone('+393331234567', 'national')).toBe('333 123 4567');
    expect(formatPhone('+390294750000', 'national')).toBe('02 9475 0000');
    expect(formatPhone('+41441234567', 'national')).toBe('+41 44 123 45 67');
    expect(formatPhone('+393331234567', 'international')).toBe('+39 333 123 4567');
  });
});

describe('isDialable', () => {
  it('takes E.164 numbers only', () => {
    expect(isDialable('+393331234567')).toBe(true);
    expect(isDialable('anonymous')).toBe(false);
    expect(isDialable('')).toBe(false);
    expect(isDialable('3331234567')).toBe(false);
  });
});

describe('MobileNumber', () => {
  const messageOf = (value: string) => MobileNumber.safeParse(value).error?.issues[0]?.message;

  it('takes mobiles, and numbers whose plan cannot tell a mobile from a landline', () => {
    expect(MobileNumber.parse('+39 333 123 4567')).toBe('+393331234567');
    expect(MobileNumber.parse('0044 7911 123456')).toBe('+447911123456');
    expect(MobileNumber.parse('+1 201 555 0123')).toBe('+12015550123');
  });

  it('refuses a landline, a toll-free and a premium-rate number, saying which it is', () => {
    expect(messageOf('+39 02 9475 0000')).toBe('mobileLandline');
    expect(messageOf('+39 055 123456')).toBe('mobileLandline');
    expect(messageOf('+33 1 42 34 56 78')).toBe('mobileLandline');
    expect(messageOf('+39 800 123456')).toBe('mobileTollFree');
    expect(messageOf('+39 899 123456')).toBe('mobilePremium');
    expect(messageOf('+39 848 123456')).toBe('mobilePremium');
  });

  it('reads a number typed without its country code as Italian (#16)', () => {
    expect(MobileNumber.parse('333 1234567')).toBe('+393331234567');
    expect(MobileNumber.parse('339-112-2334')).toBe('+393391122334');
    expect(messageOf('02 9475 0000')).toBe('mobileLandline');
  });

  it('keeps the message of any phone number for an invalid number', () => {
    expect(messageOf('+39 12')).toBe('phone');
    expect(messageOf('12')).toBe('phone');
    expect(messageOf('not a number')).toBe('phone');
  });
});

describe('notMobileReason', () => {
  it('names what a number is when it is not a mobile', () => {
    expect(notMobileReason('+393331234567')).toBeNull();
    expect(notMobileReason('+390294750000')).toBe('mobileLandline');
  });
});
