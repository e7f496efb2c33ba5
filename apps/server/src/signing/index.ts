import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { AppContext } from '../context';
import { sealKeyOf } from './certificate';
import { CadesSigner } from './cms';
import type { SignedDocumentForSealing } from './document';
import { certificateDer, subjectOf } from './keys';
import { renderSignedDocument } from './render';

/**
 * A signed consent document as a sealed PDF (issue #17): rendered (render.ts), then sealed with a
 * PAdES baseline B-T signature over the whole file (@signpdf places the byte range; cms.ts signs)
 * with the organization's .p12 or the installation's certificate (certificate.ts), timestamped by
 * the time-stamping authority (providers/timestamp). docs/decisions/014-document-seal.md and
 * 025-simple-electronic-signature.md say why each choice; verify.ts checks a sealed file.
 */

export * from './document';
export { verifySealedPdf, type SealVerification } from './verify';

export interface SealedDocument {
  pdf: Uint8Array;
  /** SHA-256 (hex) of the text as presented: unsignedContentSha256(input.body). */
  unsignedSha256: string;
  /** SHA-256 (hex) of what was signed: signedContentSha256(input). */
  signedSha256: string;
  subFilter: string;
  certificate: { source: 'configured' | 'installation'; subject: string; sha256Fingerprint: string };
}

/**
 * The /Contents hole in hex digits (two per byte): room for the CMS's certificates, 2 kB for the
 * rest (signed attributes, a signature of up to 4096-bit RSA, the structure) and 12 kB for the
 * timestamp token (a qualified authority's carries its certificate chain: 5–8 kB).
 */
const TIMESTAMP_TOKEN_ROOM = 12_288;
const signatureLength = (certificateBytes: number) => 2 * (2048 + certificateBytes + TIMESTAMP_TOKEN_ROOM);

export async function sealSignedDocument(
  input: SignedDocumentForSealing,
  deps: Pick<AppContext, 'database' | 'config' | 'serverSecret' | 'timestamp'>,
): Promise<SealedDocument> {
  if (input.signers.length === 0) throw new Error('a document is sealed once signed: no signer');
  const key = await sealKeyOf(deps);
  const subject = subjectOf(key.certificate);
  const { pdf, unsignedSha256, signedSha256 } = await renderSignedDocument(input, {
    sealedBy: subject,
    issuedBy: key.certificate.isIssuer(key.certificate) ? null : subjectOf(key.certificate, 'issuer'),
  });
  const certificateBytes = [key.certificate, ...key.chain].reduce(
    (sum, cert) => sum + certificateDer(cert).length,
    0,
  );
  pdflibAddPlaceholder({
    pdfPage: pdf.getPages().at(-1)!,
    reason: input.title,
    contactInfo: '',
    name: input.organization.name,
    location: input.organization.address ?? '',
    signatureLength: signatureLength(certificateBytes),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Studiolo',
  });
  const unsealed = Buffer.from(await pdf.save({ useObjectStreams: false }));
  const sealed = await new SignPdf().sign(unsealed, new CadesSigner(key, deps.timestamp));
  return {
    pdf: new Uint8Array(sealed),
    unsignedSha256,
    signedSha256,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    certificate: {
      source: key.source,
      subject,
      sha256Fingerprint: createHash('sha256').update(certificateDer(key.certificate)).digest('hex'),
    },
  };
}
