import { describe, expect, it } from 'vitest';
import {
  dialHref,
  forwardAllCallsCode,
  forwardingCodes,
  FORWARDING_TYPES,
  MOBILE_OPERATORS,
  MobileOperator,
  NO_ANSWER_DELAYS,
} from './forwarding';

const N = '+39021234567';

describe('forwardingCodes', () => {
  it('activates each kind of forwarding to the number in international format', () => {
    expect(forwardingCodes(N, 'all').activate).toBe('**21*+39021234567#');
    expect(forwardingCodes(N, 'noAnswer', 20).activate).toBe('**61*+39021234567**20#');
    expect(forwardingCodes(N, 'busy').activate).toBe('**67*+39021234567#');
    expect(forwardingCodes(N, 'unreachable').activate).toBe('**62*+39021234567#');
  });

  it('deactivates each kind, and every forwarding with ##002#', () => {
    expect(FORWARDING_TYPES.map((type) => forwardingCodes(N, type).deactivate)).toEqual([
      '##21#',
      '##61#',
      '##67#',
      '##62#',
    ]);
    for (const type of FORWARDING_TYPES) expect(forwardingCodes(N, type).deactivateAll).toBe('##002#');
  });

  it('writes the ringing time of no-answer forwarding, 5 to 30 s by 5, 20 s unless told', () => {
    expect(NO_ANSWER_DELAYS.map((delay) => forwardingCodes(N, 'noAnswer', delay).activate)).toEqual([
      '**61*+39021234567**5#',
      '**61*+39021234567**10#',
      '**61*+39021234567**15#',
      '**61*+39021234567**20#',
      '**61*+39021234567**25#',
      '**61*+39021234567**30#',
    ]);
    expect(forwardingCodes(N, 'noAnswer').activate).toBe('**61*+39021234567**20#');
  });

  it('refuses a delay the networks do not accept and a number not in E.164', () => {
    for (const delay of [0, 4, 7, 35, 20.5]) {
      expect(() => forwardingCodes(N, 'noAnswer', delay)).toThrow();
    }
    expect(() => forwardingCodes('021234567', 'all')).toThrow();
    expect(() => forwardingCodes('+39 02 1234567', 'all')).toThrow();
  });

  it('is what the provisioning email gives for forwarding every call', () => {
    expect(forwardAllCallsCode(N)).toBe('**21*+39021234567#');
  });
});

describe('dialHref', () => {
  it("writes '#' as %23 so the dialer gets the whole code, not a URL fragment", () => {
    expect(dialHref('**61*+39021234567**20#')).toBe('tel:**61*+39021234567**20%23');
    expect(dialHref('##002#')).toBe('tel:%23%23002%23');
    expect(decodeURIComponent(dialHref('##21#').slice(4))).toBe('##21#');
  });
});

it('knows the ten operators of the wizard and no other', () => {
  expect(MOBILE_OPERATORS).toHaveLength(10);
  expect(MobileOperator.safeParse('windtre').success).toBe(true);
  expect(MobileOperator.safeParse('wind').success).toBe(false);
});
