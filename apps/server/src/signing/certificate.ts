import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { sealCertificates } from '../db/schema';
import { decryptSecret, deriveKey, encryptSecret } from '../modules/tax730-settings/secrets';
import { createInstallationP12, sealKeyFromP12, type SealKey } from './keys';

/**
 * Which key seals: the organization's .p12 from SIGNING_P12_PATH when configured, otherwise the
 * installation's self-signed certificate, made once and kept in `seal_certificates` (encrypted
 * with a key derived from the server's secret), so every server of a fleet seals with the same.
 */

const ROW = 'installation';
const KEY_PURPOSE = 'seal-certificate/v1';
const CONTEXT = 'seal_certificates/installation/p12';

export interface SealKeyDeps {
  database: Pick<Database, 'db'>;
  config: Pick<Config, 'signing'>;
  serverSecret: string;
}

/** The configured .p12, read and opened (a clear error when it cannot be). */
export async function configuredSealKey(p12: { path: string; password: string }): Promise<SealKey> {
  let bytes: Buffer;
  try {
    bytes = await readFile(p12.path);
  } catch (error) {
    throw new Error(`SIGNING_P12_PATH: cannot read ${p12.path}: ${(error as Error).message}`);
  }
  return sealKeyFromP12(bytes, p12.password, 'configured');
}

async function storedP12(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ p12: sealCertificates.p12Encrypted })
    .from(sealCertificates)
    .where(eq(sealCertificates.id, ROW));
  return row?.p12;
}

/**
 * The installation's certificate: the stored one, or a new one stored first. Servers starting
 * together may each make one; the first insert wins and everyone uses the row that is there.
 */
export async function installationSealKey(
  db: Db,
  serverSecret: string,
  installation: string,
): Promise<SealKey> {
  const key = deriveKey(serverSecret, KEY_PURPOSE);
  let stored = await storedP12(db);
  if (!stored) {
    const p12 = createInstallationP12(installation);
    const { certificate } = sealKeyFromP12(p12, null, 'installation');
    await db
      .insert(sealCertificates)
      .values({
        id: ROW,
        p12Encrypted: encryptSecret(key, Buffer.from(p12).toString('base64'), CONTEXT),
        certificatePem: forge.pki.certificateToPem(certificate),
      })
      .onConflictDoNothing();
    stored = await storedP12(db);
    if (!stored) throw new Error('the installation seal certificate was not stored');
  }
  let p12: Buffer;
  try {
    p12 = Buffer.from(decryptSecret(key, stored, CONTEXT), 'base64');
  } catch {
    throw new Error(
      "the installation's seal certificate cannot be decrypted: AUTH_SECRET changed since it was made " +
        '(restore it, or delete the row of seal_certificates to make a new certificate)',
    );
  }
  return sealKeyFromP12(p12, null, 'installation');
}

/** One load per database (so per application), kept for the process; a failure is tried again. */
const loaded = new WeakMap<object, Promise<SealKey>>();

export function sealKeyOf(deps: SealKeyDeps): Promise<SealKey> {
  const cached = loaded.get(deps.database);
  if (cached) return cached;
  const { p12, installation } = deps.config.signing;
  const loading = p12
    ? configuredSealKey(p12)
    : installationSealKey(deps.database.db, deps.serverSecret, installation);
  loaded.set(deps.database, loading);
  loading.catch(() => loaded.delete(deps.database));
  return loading;
}
