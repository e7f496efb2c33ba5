import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { drawnSignaturePng, signedDocumentForSealing } from '../../test/signing';
import { sealCertificates } from '../db/schema';
import type { LocalTimestampAuthority } from '../providers/timestamp/local';
import { readTimestampToken } from '../providers/timestamp/rfc3161';
import { bufferOf, children, parseDer } from './asn1';
import {
  sealSignedDocument,
  signatureImageSha256,
  signedContentSha256,
  unsignedContentSha256,
  verifySealedPdf,
  type SignedDocumentForSealing,
} from '.';

const pagesOf = async (pdf: Uint8Array) =>
  (await extractText(pdf.slice(), { mergePages: false })).text.map((page) =>
    page.replace(/\s+/g, ' ').trim(),
  );

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const seal = (input: SignedDocumentForSealing = signedDocumentForSealing()) =>
  sealSignedDocument(input, t.ctx);

// Each seal renders a PDF and signs it twice (the seal, its timestamp): seconds on a busy machine.
describe('sealing a signed document', { timeout: 60_000 }, () => {
  it('signs the whole file but the signature itself, with a CMS a validator accepts', async () => {
    const sealed = await seal();
    const file = Buffer.from(sealed.pdf);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The byte range, read from the file as any reader does.
    const text = file.toString('latin1');
    const [, ...numbers] = text.match(/\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\s*\]/)!;
    const [start, holeStart, holeEnd, tail] = numbers.map(Number) as [number, number, number, number];
    expect(start).toBe(0);
    expect(holeEnd + tail).toBe(file.length);
    expect(text.slice(holeStart - '/Contents '.length, holeStart)).toBe('/Contents ');
    expect(text.slice(holeStart, holeEnd)).toMatch(/^<[0-9a-f]+>$/);
    expect(text).toContain('/SubFilter /ETSI.CAdES.detached');

    const verification = verifySealedPdf(sealed.pdf);
    expect(verification).toMatchObject({
      valid: true,
      coversWholeFile: true,
      subFilter: 'ETSI.CAdES.detached',
      byteRange: [start, holeStart, holeEnd, tail],
      signerSubject: 'CN=Studiolo document seal – localhost:3000, O=Studiolo',
      certificateSha256: sealed.certificate.sha256Fingerprint,
    });
    expect(sealed).toMatchObject({
      subFilter: 'ETSI.CAdES.detached',
      certificate: { source: 'installation', subject: verification.signerSubject },
    });
    expect(Math.abs(verification.signingTime!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('carries an RFC 3161 timestamp over the signature value (PAdES B-T) that openssl verifies', async () => {
    const sealed = await seal();
    const file = Buffer.from(sealed.pdf);
    const verification = verifySealedPdf(sealed.pdf);
    expect(verification).toMatchObject({ valid: true, coversWholeFile: true, selfSigned: true });
    const [, holeStart, holeEnd, tail] = verification.byteRange!;
    expect(holeEnd + tail).toBe(file.length);

    // The CMS read here on its own: the signer's signature value and its unsigned attribute.
    const cms = Buffer.from(file.toString('latin1', holeStart + 1, holeEnd - 1), 'hex');
    const signedData = children(children(children(parseDer(cms))[1])[0]);
    const signerInfo = children(children(signedData.at(-1))[0]);
    const signatureValue = bufferOf(signerInfo[5]);
    const [unsigned] = children(signerInfo[6]);
    const token = Buffer.from(forge.asn1.toDer(children(children(unsigned)[1])[0]!).getBytes(), 'binary');
    expect(forge.asn1.derToOid(children(unsigned)[0]!.value as string)).toBe('1.2.840.113549.1.9.16.2.14');
    const { info } = readTimestampToken(token);
    const imprint = createHash('sha256').update(signatureValue).digest();
    expect(info.digest.equals(imprint)).toBe(true);
    expect(verification.timestamp!.token.equals(token)).toBe(true);
    expect(Math.abs(info.time.getTime() - Date.now())).toBeLessThan(60_000);
    expect(verification.timestamp?.authority).toBe(
      'CN=Studiolo time-stamping authority – localhost:3000, O=Studiolo',
    );

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studiolo-seal-'));
    try {
      const write = (name: string, data: Buffer | string) => {
        fs.writeFileSync(path.join(dir, name), data);
        return path.join(dir, name);
      };
      const authority = (t.ctx.timestamp as LocalTimestampAuthority).certificate();
      const tsaPem = write('tsa.pem', forge.pki.certificateToPem(await authority));
      const tokenFile = write('token.tst', token);
      const openssl = (...args: string[]) =>
        execFileSync('openssl', args, { encoding: 'utf8', stdio: 'pipe' });
      expect(openssl('ts', '-reply', '-in', tokenFile, '-token_in', '-text')).toContain(`Message data:`);
      expect(
        openssl(
          'ts',
          '-verify',
          '-digest',
          imprint.toString('hex'),
          '-token_in',
          '-in',
          tokenFile,
          '-CAfile',
          tsaPem,
        ),
      ).toContain('Verification: OK');
      // The seal itself over the byte range, as decision 014 checks it.
      const [row] = await t.ctx.database.db.select().from(sealCertificates);
      const content = Buffer.concat([file.subarray(0, holeStart), file.subarray(holeEnd)]);
      const result = execFileSync(
        'openssl',
        [
          'cms',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          write('seal.der', cms),
          '-content',
          write('range.bin', content),
          '-CAfile',
          write('seal.pem', row!.certificatePem),
          '-purpose',
          'any',
          '-out',
          path.join(dir, 'out.bin'),
        ],
        { encoding: 'utf8', stdio: 'pipe' },
      );
      expect(result).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    // A timestamp altered (its imprint changed) does not validate the seal.
    const forged = Buffer.from(file);
    const at = file.indexOf(imprint.toString('hex'), holeStart, 'latin1');
    expect(at).toBeGreaterThan(holeStart);
    forged.write(createHash('sha256').update('another').digest('hex'), at, 'latin1');
    expect(verifySealedPdf(new Uint8Array(forged))).toMatchObject({ valid: false });
  });

  it('fails validation when one byte changes anywhere, in the signature, or after the file', async () => {
    const { pdf } = await seal();
    const [, holeStart, holeEnd] = verifySealedPdf(pdf).byteRange!;
    const flipped = (at: number) => {
      const copy = pdf.slice();
      copy[at] = copy[at] === 0x30 ? 0x31 : 0x30;
      return copy;
    };
    // The page content near the start, the audit page near the end, the signature's hex digits.
    expect(verifySealedPdf(flipped(Math.floor(holeStart / 2)))).toMatchObject({
      valid: false,
      reason: 'the document was changed after sealing (message digest)',
    });
    expect(verifySealedPdf(flipped(pdf.length - 200)).valid).toBe(false);
    expect(verifySealedPdf(flipped(holeStart + 200)).valid).toBe(false);
    expect(verifySealedPdf(flipped(holeEnd - 2)).valid).toBe(true); // the zeros padding the hole hold nothing
    const appended = new Uint8Array([...pdf, ...Buffer.from('\n% appended\n')]);
    expect(verifySealedPdf(appended)).toMatchObject({ valid: false, coversWholeFile: false });
    expect(verifySealedPdf(new Uint8Array(Buffer.from('%PDF-1.7\n%%EOF')))).toMatchObject({
      valid: false,
      reason: 'no signature (/ByteRange)',
    });
  });

  it('prints the text, the signature with who signed, and an audit page with both digests', async () => {
    const input = signedDocumentForSealing();
    const sealed = await seal(input);
    expect(sealed.unsignedSha256).toBe(unsignedContentSha256(input.body));
    expect(sealed.unsignedSha256).toBe(sha256(Buffer.from(input.body, 'utf8')));
    expect(unsignedContentSha256('perché')).toBe(unsignedContentSha256('perche\u0301'));
    expect(sealed.signedSha256).toBe(signedContentSha256(input));
    expect(sealed.signedSha256).not.toBe(sealed.unsignedSha256);

    const pages = await pagesOf(sealed.pdf);
    const [first] = pages;
    expect(first).toContain('Studio Medico Demo');
    expect(first).toContain('Consenso al trattamento dei dati personali');
    expect(first).toContain('Paziente: Giulia Bianchi · C.F. BNCGLI85C52F205X');
    expect(first).toContain('Acconsento al trattamento dei miei dati relativi alla salute');
    expect(first).toContain(
      'Firma: Paziente Giulia Bianchi C.F. BNCGLI85C52F205X Firmato il 25/11/2026, 21:30:12',
    );

    const audit = pages.at(-1)!;
    expect(audit).toMatch(/^Studio Medico Demo .*Registro di firma/);
    for (const value of [
      `SHA-256 del contenuto non firmato (testo presentato) ${sealed.unsignedSha256}`,
      `SHA-256 del contenuto firmato ${sealed.signedSha256}`,
      `Identificativo del documento ${input.id}`,
      'Modello e versione Informativa sul trattamento dei dati personali, versione 3',
      'Inviato per la firma 25/11/2026, 21:25:00',
      'Aperto sul tablet 25/11/2026, 21:27:41',
      'Firmatario 1: Paziente Nome e cognome Giulia Bianchi Codice fiscale BNCGLI85C52F205X',
      'Firmato il 25/11/2026, 21:30:12',
      'Tablet Tablet reception (0b9e8f44-1d2c-4c55-8a0e-3b9f4f3c2a10)',
      'Indirizzo IP 192.168.1.42',
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)',
      `SHA-256 dell'immagine della firma ${signatureImageSha256(input.signers[0]!.signaturePng)}`,
      'Tipo di firma Firma elettronica semplice (FES): immagine della firma tracciata sul tablet, senza dati biometrici',
      'Sigillato da CN=Studiolo document seal – localhost:3000, O=Studiolo',
      "Certificato autofirmato dell'installazione Studiolo (non qualificato)",
      'con marca temporale RFC 3161 (PAdES B-T)',
      'firme elettroniche semplici (FES, art. 3 n. 10 Reg. UE 910/2014), non firme avanzate né grafometriche',
    ]) {
      expect(audit).toContain(value);
    }
    expect(audit).toMatch(/Pagina 2 di 2$/);
  });

  it('in English, with a guardian and a doctor, over as many pages as a long text takes', async () => {
    const paragraphs = Array.from(
      { length: 90 },
      (_, n) =>
        `Paragraph ${n + 1}. ${'The clinic explains the treatment, its risks and its alternatives. '.repeat(3)}`,
    );
    const input = signedDocumentForSealing({
      language: 'en',
      type: 'treatment_consent',
      title: 'Informed consent to treatment',
      body: [
        '# Before the treatment',
        ...paragraphs,
        '- A list item that the PDF bullets',
        '',
        'The end.',
      ].join('\n'),
      patient: { name: 'Luca Bruni', taxCode: 'BRNLCU15A01F205Y' },
      openedAt: null,
      signers: [
        {
          ...signedDocumentForSealing().signers[0]!,
          role: 'guardian',
          name: 'Anna Bruni',
          taxCode: 'BRNNNA80A41F205Z',
        },
        {
          role: 'doctor',
          name: 'Dott. Marco Verdi',
          taxCode: 'VRDMRC70A01F205K',
          signedAt: new Date('2026-11-25T20:31:05Z'),
          signaturePng: drawnSignaturePng(7),
          tablet: null,
          ipAddress: null,
          userAgent: null,
        },
      ],
    });
    const sealed = await seal(input);
    expect(verifySealedPdf(sealed.pdf).valid).toBe(true);
    const pages = await pagesOf(sealed.pdf);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    // Every paragraph whole, in order, however many pages it takes (read without each page's
    // header and foot).
    const all = pages
      .map((page) =>
        page.replace(/^Studio Medico Demo .*? VAT no\. 12345678903 /, '').replace(/ Page \d+ of \d+$/, ''),
      )
      .join(' ');
    let from = 0;
    for (const paragraph of paragraphs) {
      const at = all.indexOf(paragraph.trim(), from);
      expect(at, paragraph.slice(0, 14)).toBeGreaterThan(from);
      from = at;
    }
    expect(all).toContain('• A list item that the PDF bullets');
    expect(all).toContain(
      'Signature: Parent or guardian Anna Bruni Tax code BRNNNA80A41F205Z Signed on 25/11/2026, 21:30:12',
    );
    expect(all).toContain('Signature: Doctor Dott. Marco Verdi Tax code VRDMRC70A01F205K');

    // With two signers the audit trail takes the last two pages.
    const audit = pages.slice(pages.findIndex((page) => page.includes('Audit trail'))).join(' ');
    expect(pages.findIndex((page) => page.includes('Audit trail'))).toBe(pages.length - 2);
    expect(audit).toContain(`SHA-256 of the unsigned content (text presented) ${sealed.unsignedSha256}`);
    expect(audit).toContain(`SHA-256 of the signed content ${sealed.signedSha256}`);
    expect(audit).toContain('Template and version Informed consent to treatment, version 3');
    expect(audit).toContain('Opened on the tablet —');
    expect(audit).toContain('Signer 1: Parent or guardian Full name Anna Bruni Tax code BRNNNA80A41F205Z');
    expect(audit).toContain('Signer 2: Doctor Full name Dott. Marco Verdi Tax code VRDMRC70A01F205K');
    expect(audit).toContain('Type of signature Simple electronic signature (SES, "FES")');
    expect(audit).not.toMatch(/advanced electronic signature|qualified electronic/i);
    expect(audit).toMatch(
      new RegExp(
        `Sealed by CN=Studiolo document seal – localhost:3000, O=Studiolo Certificate self-signed by the Studiolo installation \\(not qualified\\).* The file is sealed .* Page ${pages.length} of ${pages.length}$`,
      ),
    );
  });

  it('the digest of what was signed changes with the text, a signer or the signature drawn', () => {
    const base = signedDocumentForSealing();
    const digest = signedContentSha256(base);
    const signer = base.signers[0]!;
    expect(signedContentSha256({ ...base, body: `${base.body} ` })).not.toBe(digest);
    expect(signedContentSha256({ ...base, signers: [{ ...signer, taxCode: 'BNCGLI85C52F205Y' }] })).not.toBe(
      digest,
    );
    expect(
      signedContentSha256({ ...base, signers: [{ ...signer, signaturePng: drawnSignaturePng(1) }] }),
    ).not.toBe(digest);
    expect(signedContentSha256({ ...base, signers: [{ ...signer, ipAddress: '10.0.0.1' }] })).toBe(digest);
  });

  it('refuses a document nobody signed', async () => {
    await expect(seal(signedDocumentForSealing({ signers: [] }))).rejects.toThrow(/no signer/);
  });

  it('makes the installation certificate once and seals every document with it', async () => {
    const first = await seal();
    const second = await seal();
    expect(second.certificate.sha256Fingerprint).toBe(first.certificate.sha256Fingerprint);
    const rows = await t.ctx.database.db.select().from(sealCertificates);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.certificatePem).toMatch(/^-----BEGIN CERTIFICATE-----/);
    // The key is stored encrypted: no PKCS#12 (a DER SEQUENCE, 'MII…' in base64) in clear.
    expect(rows[0]!.p12Encrypted).not.toMatch(/^MII/);
  });
});
