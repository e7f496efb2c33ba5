import { describe, expect, it } from 'vitest';
import { ItalianVatNumber, isValidVatNumber } from './vat-number';

// Partite IVA published by the companies themselves, so the check digit does not come from the
// code under test: Ferrari (00159560366), Eni (00905811006), Poste Italiane (01114601006).
const PUBLISHED = ['00159560366', '00905811006', '01114601006'];

describe('isValidVatNumber', () => {
  it('accepts published partite IVA', () => {
    for (const vat of PUBLISHED) expect(isValidVatNumber(vat), vat).toBe(true);
  });

  it('refuses every other check digit', () => {
    for (const vat of PUBLISHED) {
      const body = vat.slice(0, 10);
      const wrong = [...'0123456789'].filter((digit) => digit !== vat[10]).map((digit) => body + digit);
      expect(wrong.filter(isValidVatNumber)).toEqual([]);
    }
  });

  it('doubles the digits in even positions, reducing those above 9', () => {
    // 0·1·0·5·9·5·6·0·3·6: odd positions 0+0+9+6+3 = 18, even 1→2, 5→10−9=1, 5→1, 0→0, 6→12−9=3:
    // 7; 25 → check 5. Swapping two neighbours moves digits between the two kinds of position.
    expect(isValidVatNumber('01059560365')).toBe(true);
    expect(isValidVatNumber('10059560365')).toBe(false);
  });

  it('refuses anything but 11 digits', () => {
    for (const vat of ['0015956036', '001595603660', '0015956036A', ' 00159560366', 'IT00159560366', '']) {
      expect(isValidVatNumber(vat), vat).toBe(false);
    }
  });
});

describe('ItalianVatNumber', () => {
  it('trims, then names one message: the form for anything but 11 digits, the check digit for a typo', () => {
    expect(ItalianVatNumber.parse(' 00159560366 ')).toBe('00159560366');
    const messages = (vat: string) => {
      const result = ItalianVatNumber.safeParse(vat);
      expect(result.success).toBe(false);
      return result.error?.issues.map((issue) => issue.message);
    };
    expect(messages('123')).toEqual(['vatNumber']);
    expect(messages('0015956036A')).toEqual(['vatNumber']);
    expect(messages('00159560367')).toEqual(['vatNumberCheckDigit']);
  });
});
