import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { createTestApp, type TestApp } from '../../test/app';
import { signingClinic } from '../../test/documents';
import { lastEmailTo } from '../../test/email';
import { send } from '../../test/http';
import { organizationP12, signedDocumentForSealing } from '../../test/signing';
import { createAppContext } from '../bootstrap';
import { loadConfig } from '../config';
import { sealCertificates } from '../db/schema';
import { configuredSealKey, installationSealKey } from './certificate';
import { certificateDer } from './keys';
import { sealSignedDocument, verifySealedPdf } from '.';

const fingerprint = (cert: forge.pki.Certificate) =>
  createHash('sha256').update(certificateDer(cert)).digest('hex');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-seal-'));
const organization = organizationP12('segreto-di-studio');
const p12Path = path.join(dir, 'studio.p12');
fs.writeFileSync(p12Path, organization.p12);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the organization's .p12 from configuration", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNING_P12_PATH: p12Path, SIGNING_P12_PASSWORD: 'segreto-di-studio' });
  });
  afterAll(() => t?.close());

  it('seals with it, its CA certificate embedded, timestamped by the installation authority', async () => {
    const sealed = await sealSignedDocument(signedDocumentForSealing(), t.ctx);
    expect(sealed.certificate).toEqual({
      source: 'configured',
      subject: 'CN=Studio Medico Demo S.r.l., C=IT',
      sha256Fingerprint: fingerprint(organization.certificate),
    });
    expect(verifySealedPdf(sealed.pdf)).toMatchObject({
      valid: true,
      signerSubject: 'CN=Studio Medico Demo S.r.l., C=IT',
      certificateSha256: fingerprint(organization.certificate),
    });
    // Both certificates are in the signature: the CA's DER appears in the /Contents hex.
    const hex = Buffer.from(sealed.pdf).toString('latin1').toLowerCase();
    expect(hex).toContain(certificateDer(organization.certificate).toString('hex'));
    expect(hex).toContain(certificateDer(organization.ca).toString('hex'));
    // The installation's key is made for its time-stamping authority only, not to seal.
    const rows = await t.ctx.database.db.select().from(sealCertificates);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.certificatePem).not.toBe(forge.pki.certificateToPem(organization.certificate));
    expect(verifySealedPdf(sealed.pdf).timestamp?.authority).toBe(
      'CN=Studiolo time-stamping authority – localhost:3000, O=Studiolo',
    );
  });

  it("names the certificate's holder and issuer on the audit page and in the patient's email", async () => {
    const clinic = await signingClinic(t);
    const sent = await clinic.sendDocument();
    await clinic.signOnTablet(sent.id);
    await t.ctx.jobs.runDue();
    const pdf = await send(t, 'GET', `/api/v1/documents/${sent.id}/pdf`, undefined, {
      cookie: clinic.owner.cookie,
    });
    const pages = (await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: false })).text;
    expect(pages.at(-1)!.replace(/\s+/g, ' ')).toContain('Certificato rilasciato da CN=Test CA, C=IT');
    expect(
      (await send(t, 'POST', `/api/v1/documents/${sent.id}/email`, {}, { cookie: clinic.owner.cookie }))
        .status,
    ).toBe(202);
    const mail = await lastEmailTo(t, 'paziente@example.it');
    expect(mail.text).toContain(
      'Il PDF porta il sigillo elettronico di Studio Medico Demo S.r.l. con marca temporale',
    );
    expect(mail.text).not.toContain('autofirmato');
  });

  it('says what is wrong with a wrong password or a missing file', async () => {
    await expect(configuredSealKey({ path: p12Path, password: 'sbagliata' })).rejects.toThrow(
      /the seal's \.p12 cannot be read \(wrong password/,
    );
    await expect(configuredSealKey({ path: path.join(dir, 'none.p12'), password: '' })).rejects.toThrow(
      /^SIGNING_P12_PATH: cannot read .*none\.p12/,
    );
  });

  it('stops the server from starting when it cannot be opened', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      SIGNING_P12_PATH: p12Path,
      SIGNING_P12_PASSWORD: 'sbagliata',
    });
    await expect(createAppContext(config)).rejects.toThrow(/the seal's \.p12 cannot be read/);
  });
});

describe("the installation's certificate", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is made once when servers ask for it together: one row, the same certificate for all', async () => {
    const { db } = t.ctx.database;
    const keys = await Promise.all(
      Array.from({ length: 4 }, () => installationSealKey(db, t.ctx.serverSecret, 'studio.example.it')),
    );
    expect(new Set(keys.map((key) => fingerprint(key.certificate))).size).toBe(1);
    const rows = await db.select().from(sealCertificates);
    expect(rows).toHaveLength(1);
    const stored = forge.pki.certificateFromPem(rows[0]!.certificatePem);
    expect(fingerprint(stored)).toBe(fingerprint(keys[0]!.certificate));
    // Self-signed, RSA 3072, SHA-256, ten years, for signatures only.
    expect(stored.verify(stored)).toBe(true);
    expect((stored.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(3072);
    expect(stored.siginfo.algorithmOid).toBe(forge.pki.oids.sha256WithRSAEncryption);
    expect(stored.validity.notAfter.getUTCFullYear() - new Date().getUTCFullYear()).toBe(10);
    expect(stored.getExtension('keyUsage')).toMatchObject({ digitalSignature: true, nonRepudiation: true });
    expect(stored.getExtension('basicConstraints')).toMatchObject({ cA: false });

    // A later call, and the seal, use the stored one.
    const later = await installationSealKey(db, t.ctx.serverSecret, 'another-name');
    expect(fingerprint(later.certificate)).toBe(fingerprint(stored));
    const sealed = await sealSignedDocument(signedDocumentForSealing(), t.ctx);
    expect(sealed.certificate).toMatchObject({
      source: 'installation',
      subject: 'CN=Studiolo document seal – studio.example.it, O=Studiolo',
      sha256Fingerprint: fingerprint(stored),
    });
  });

  it('cannot be read with another AUTH_SECRET, and says so', async () => {
    await expect(
      installationSealKey(t.ctx.database.db, 'another-secret-another-secret-0123456789', 'x'),
    ).rejects.toThrow(/AUTH_SECRET changed/);
  });
});
