import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets stored at rest (the Sistema TS password and PIN): AES-256-GCM with a key derived from the
 * server's secret by HKDF-SHA256, one key per purpose, so the key is never the secret itself and one
 * use cannot read another's values. A value is stored as base64 of IV (12 random bytes) + tag (16) +
 * ciphertext. The `context` (e.g. organization and field) is authenticated with it: a value copied to
 * another row or field does not decrypt.
 *
 * Changing AUTH_SECRET makes the stored values unreadable: they then count as not set and have to
 * be entered again.
 */

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = 'studiolo/secrets-at-rest';

/** The value cannot be read: another key, or changed since it was written. */
export class SecretUnreadableError extends Error {
  constructor() {
    super('stored secret unreadable (another key, or tampered with)');
    this.name = 'SecretUnreadableError';
  }
}

/** The key of one purpose ('tax730-settings/v1'), derived from the server's secret. */
export function deriveKey(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, SALT, purpose, KEY_BYTES));
}

export function encryptSecret(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
}

/** The plain value; throws SecretUnreadableError for a wrong key, context or a changed value. */
export function decryptSecret(key: Buffer, stored: string, context: string): string {
  const bytes = Buffer.from(stored, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadableError();
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretUnreadableError();
  }
}
