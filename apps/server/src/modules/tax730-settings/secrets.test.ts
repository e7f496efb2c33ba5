import { createCipheriv, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretUnreadableError, decryptSecret, deriveKey, encryptSecret } from './secrets';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const key = deriveKey(SECRET, 'tax730-settings/v1');
const CONTEXT = 'organization-1:password';

describe('secrets at rest', () => {
  it('round-trips any text, with a random IV each time', () => {
    for (const plain of ['Salute2026!', '12345678', 'àèìòù € 💊', 'x'.repeat(100)]) {
      const first = encryptSecret(key, plain, CONTEXT);
      const second = encryptSecret(key, plain, CONTEXT);
      expect(first).not.toBe(second);
      expect(first).not.toContain(plain);
      expect(Buffer.from(first, 'base64').toString('utf8')).not.toContain(plain);
      expect(decryptSecret(key, first, CONTEXT)).toBe(plain);
      expect(decryptSecret(key, second, CONTEXT)).toBe(plain);
    }
  });

  it('stores IV (12 bytes), tag (16) and ciphertext as base64, readable with standard AES-256-GCM', () => {
    const stored = Buffer.from(encryptSecret(key, 'Salute2026!', CONTEXT), 'base64');
    expect(stored.length).toBe(12 + 16 + 'Salute2026!'.length);
    // The same bytes made by hand with the documented layout decrypt too.
    const iv = Buffer.alloc(12, 7);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(CONTEXT));
    const ciphertext = Buffer.concat([cipher.update('PIN 42', 'utf8'), cipher.final()]);
    const handMade = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
    expect(decryptSecret(key, handMade, CONTEXT)).toBe('PIN 42');
  });

  it('derives the key with HKDF-SHA256: not the secret, different per purpose and per secret', () => {
    expect(key.length).toBe(32);
    expect(key.equals(Buffer.from(SECRET).subarray(0, 32))).toBe(false);
    expect(key.equals(deriveKey(SECRET, 'tax730-settings/v1'))).toBe(true);
    expect(key.equals(deriveKey(SECRET, 'another-purpose'))).toBe(false);
    expect(key.equals(deriveKey(`${SECRET}x`, 'tax730-settings/v1'))).toBe(false);
    // RFC 5869: extract with the salt, then one block of expand for 32 bytes.
    const prk = createHmac('sha256', 'studiolo/secrets-at-rest').update(SECRET).digest();
    const okm = createHmac('sha256', prk)
      .update(Buffer.concat([Buffer.from('tax730-settings/v1'), Buffer.from([1])]))
      .digest();
    expect(key.equals(okm)).toBe(true);
  });

  it('detects any change to the stored value', () => {
    const stored = Buffer.from(encryptSecret(key, 'Salute2026!', CONTEXT), 'base64');
    // One bit flipped in the IV, in the tag and in the ciphertext.
    for (const index of [0, 12, stored.length - 1]) {
      const tampered = Buffer.from(stored);
      tampered[index]! ^= 1;
      expect(() => decryptSecret(key, tampered.toString('base64'), CONTEXT)).toThrow(SecretUnreadableError);
    }
    expect(() => decryptSecret(key, stored.subarray(0, 20).toString('base64'), CONTEXT)).toThrow(
      SecretUnreadableError,
    );
    expect(() => decryptSecret(key, '', CONTEXT)).toThrow(SecretUnreadableError);
  });

  it('refuses another key and another context', () => {
    const stored = encryptSecret(key, 'Salute2026!', CONTEXT);
    const otherKey = deriveKey('another-secret-another-secret-another-1', 'tax730-settings/v1');
    expect(() => decryptSecret(otherKey, stored, CONTEXT)).toThrow(SecretUnreadableError);
    expect(() => decryptSecret(key, stored, 'organization-2:password')).toThrow(SecretUnreadableError);
    expect(() => decryptSecret(key, stored, 'organization-1:pincode')).toThrow(SecretUnreadableError);
  });
});
