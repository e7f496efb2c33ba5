import { describe, expect, it } from 'vitest';
import { formatPhone, isDialable } from './phone';

describe('formatPhone', () => {
  it('writes an E.164 number as people do, and leaves anything else as it is', () => {
    expect(formatPhone('+393331234567')).toBe('+39 333 123 4567');
    expect(formatPhone('+390294750000')).toBe('+39 02 9475 0000');
    expect(formatPhone('anonymous')).toBe('anonymous');
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
