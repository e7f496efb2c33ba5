import { describe, expect, it } from 'vitest';
import { errorCodeForStatus } from './errors';
import { text } from './text';
import { Tax730SettingsInput } from './tax730-settings';
import { Email } from './auth';
import { PaymentInput, RestTime } from './calendar';
import { localeFromLanguageTag, parseLocale } from './locale';

describe('parseLocale', () => {
  it('accepts it and en only (SPEC §5)', () => {
    expect(['it', 'en', 'de', 'IT', '', undefined, 42].map(parseLocale)).toEqual([
      'it',
      'en',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads the language of a browser tag', () => {
    expect(['it-IT', 'en-GB', 'EN', 'fr-FR', ''].map(localeFromLanguageTag)).toEqual([
      'it',
      'en',
      'en',
      undefined,
      undefined,
    ]);
  });
});

describe('errorCodeForStatus', () => {
  it('names the usual statuses and calls the rest internal', () => {
    expect([400, 401, 403, 404, 413, 415, 429, 502].map(errorCodeForStatus)).toEqual([
      'VALIDATION_FAILED',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
      'INTERNAL',
    ]);
  });
});

describe('text', () => {
  it('refuses NUL and lone surrogates, keeps emoji (surrogate pairs) and accents', () => {
    const field = text(20);
    for (const bad of ['a\u0000b', 'x\ud800', '\udc00y', '\ude00\ud83d']) {
      expect(field.safeParse(bad).error?.issues[0]?.message).toBe('invalidCharacters');
    }
    expect(field.parse(' Però 😀 ')).toBe('Però 😀');
  });
});

describe('PaymentInput', () => {
  it('asks how an amount was paid, and nothing of a visit not paid', () => {
    const missing = PaymentInput.safeParse({ paidCents: 8000, paymentType: null });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['paymentType'], message: 'paymentTypeRequired' });
    expect(PaymentInput.safeParse({ paidCents: 8000, paymentType: 'card' }).success).toBe(true);
    expect(PaymentInput.safeParse({ paidCents: 0, paymentType: null }).success).toBe(true);
  });
});

describe('Tax730SettingsInput', () => {
  it('refuses null, a string or an array as invalid input instead of throwing', () => {
    for (const value of [null, 'x', [], 42]) {
      expect(Tax730SettingsInput.safeParse(value).success).toBe(false);
    }
  });
});

describe('string formats after their normalization', () => {
  it('checks an email address once trimmed and lower-cased', () => {
    expect(Email.parse('  Mario.Rossi@Example.IT ')).toBe('mario.rossi@example.it');
    expect(Email.safeParse('mario.rossi@').error?.issues[0]?.code).toBe('invalid_format');
  });

  it("names a malformed instant 'time' and leaves a missing one to the type check (the user reads 'required')", () => {
    const issues = RestTime.safeParse({ startsAt: '10:00' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.code, issue.message])).toEqual([
      ['startsAt', 'invalid_format', 'time'],
      ['endsAt', 'invalid_type', 'Invalid input: expected string, received undefined'],
    ]);
  });
});
