import { generateKeyPairSync } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import forge from 'node-forge';
import type { SignedDocumentForSealing } from '../src/signing';

/** Bytes per pixel of an 8-bit PNG by color type (gray, RGB, palette, gray+alpha, RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * An 8-bit PNG of `width` × `height`, each pixel's bytes from `pixel(x, y)`, every row written with
 * `filter` (0 none … 4 Paeth, as encoders choose), and the PLTE and tRNS chunks if given.
 */
export function encodePng(options: {
  width: number;
  height: number;
  colorType: 0 | 2 | 3 | 4 | 6;
  pixel: (x: number, y: number) => number[];
  filter?: 0 | 1 | 2 | 3 | 4;
  palette?: number[];
  transparency?: number[];
}): Buffer {
  const { width, height, colorType, filter = 0 } = options;
  const bpp = CHANNELS[colorType]!;
  const rowBytes = width * bpp;
  const plain = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) plain.set(options.pixel(x, y), y * rowBytes + x * bpp);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (rowBytes + 1)] = filter;
    for (let i = 0; i < rowBytes; i++) {
      const at = y * rowBytes + i;
      const left = i >= bpp ? plain[at - bpp]! : 0;
      const up = y > 0 ? plain[at - rowBytes]! : 0;
      const upLeft = y > 0 && i >= bpp ? plain[at - rowBytes - bpp]! : 0;
      const p = left + up - upLeft;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      const paeth = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter]!;
      raw[y * (rowBytes + 1) + 1 + i] = (plain[at]! - predicted) & 0xff;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colorType, 0, 0, 0], 8); // 8 bits, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(options.palette ? [chunk('PLTE', Buffer.from(options.palette))] : []),
    ...(options.transparency ? [chunk('tRNS', Buffer.from(options.transparency))] : []),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A signature as the tablet's signature_pad exports it: an RGBA PNG, transparent but for a dark
 * stroke (a wave across the pad, `seed` shifting it so two signatures differ).
 */
export function drawnSignaturePng(seed = 0, width = 300, height = 100): Uint8Array {
  const ink = new Set<string>();
  for (let x = 0; x < width; x++) {
    const y = Math.round(height / 2 + (height / 3) * Math.sin((x + seed * 17) / 23));
    for (let dy = -1; dy <= 1; dy++) ink.add(`${x},${y + dy}`);
  }
  return encodePng({
    width,
    height,
    colorType: 6,
    pixel: (x, y) => (ink.has(`${x},${y}`) ? [0x1a, 0x1a, 0x2e, 0xff] : [0, 0, 0, 0]),
  });
}

/** What an empty pad exports: a PNG of the pad's size with every pixel transparent. */
export function blankSignaturePng(width = 300, height = 100): Buffer {
  return encodePng({ width, height, colorType: 6, pixel: () => [0, 0, 0, 0] });
}

/** A privacy consent signed by a patient on the reception tablet; `overrides` change any part. */
export function signedDocumentForSealing(
  overrides: Partial<SignedDocumentForSealing> = {},
): SignedDocumentForSealing {
  return {
    id: '5d6f3a0e-7c1b-4e8a-9a57-2f0c8f1d9b21',
    type: 'privacy_consent',
    language: 'it',
    title: 'Consenso al trattamento dei dati personali',
    body: [
      'Io sottoscritta Giulia Bianchi, nata a Milano il 12/03/1985, dichiaro di aver ricevuto l’informativa sul trattamento dei dati personali ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679.',
      '',
      'Acconsento al trattamento dei miei dati relativi alla salute da parte di Studio Medico Demo per le finalità di diagnosi e cura.',
    ].join('\n'),
    templateVersion: 3,
    organization: {
      name: 'Studio Medico Demo',
      legalName: 'Studio Medico Demo S.r.l.',
      taxCode: '12345678903',
      vatNumber: '12345678903',
      address: 'Via Roma 1, 20121 Milano (MI)',
    },
    patient: { name: 'Giulia Bianchi', taxCode: 'BNCGLI85C52F205X' },
    sentAt: new Date('2026-11-25T20:25:00Z'),
    openedAt: new Date('2026-11-25T20:27:41Z'),
    signers: [
      {
        role: 'patient',
        name: 'Giulia Bianchi',
        taxCode: 'BNCGLI85C52F205X',
        signedAt: new Date('2026-11-25T20:30:12Z'),
        signaturePng: drawnSignaturePng(),
        tablet: { id: '0b9e8f44-1d2c-4c55-8a0e-3b9f4f3c2a10', name: 'Tablet reception' },
        ipAddress: '192.168.1.42',
        userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
      },
    ],
    ...overrides,
  };
}

const rsaKey = () =>
  forge.pki.privateKeyFromPem(
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }).privateKey,
  );

function certificate(
  subject: string,
  key: forge.pki.rsa.PrivateKey,
  issuer: { name: string; key: forge.pki.rsa.PrivateKey },
  serial: string,
  ca: boolean,
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.rsa.setPublicKey(key.n, key.e);
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([
    { name: 'commonName', value: subject },
    { name: 'countryName', value: 'IT' },
  ]);
  cert.setIssuer([
    { name: 'commonName', value: issuer.name },
    { name: 'countryName', value: 'IT' },
  ]);
  cert.setExtensions([
    { name: 'basicConstraints', cA: ca },
    { name: 'keyUsage', digitalSignature: !ca, nonRepudiation: !ca, keyCertSign: ca },
  ]);
  cert.sign(issuer.key, forge.md.sha256.create());
  return cert;
}

/**
 * An organization's sealing .p12 as a certification authority issues it: the organization's key
 * and certificate ('Studio Medico Demo S.r.l.', issued by 'Test CA') and the CA's certificate,
 * protected by `password`. Returns the file and both certificates.
 */
export function organizationP12(password: string): {
  p12: Uint8Array;
  certificate: forge.pki.Certificate;
  ca: forge.pki.Certificate;
} {
  const caKey = rsaKey();
  const ca = certificate('Test CA', caKey, { name: 'Test CA', key: caKey }, '01', true);
  const key = rsaKey();
  const leaf = certificate(
    'Studio Medico Demo S.r.l.',
    key,
    { name: 'Test CA', key: caKey },
    '0a1b2c',
    false,
  );
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [leaf, ca], password, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), certificate: leaf, ca };
}
