import { describe, expect, it } from 'vitest';
import { errorCodeForStatus } from './errors';
import { text } from './text';
import { Tax730SettingsInput } from './tax730-settings';
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

describe('Tax730SettingsInput', () => {
  it('refuses null, a string or an array as invalid input instead of throwing', () => {
    for (const value of [null, 'x', [], 42]) {
      expect(Tax730SettingsInput.safeParse(value).success).toBe(false);
    }
  });
});
