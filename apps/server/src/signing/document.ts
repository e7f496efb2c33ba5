import { createHash } from 'node:crypto';
import type { DocumentType, Locale, SignerRole } from '@studiolo/contracts';

/** What the seal needs of a signed consent document, and the digests printed on its audit page. */

export interface SealSigner {
  role: SignerRole;
  /** Full name as printed ("Mario Rossi"). */
  name: string;
  /** Codice fiscale. */
  taxCode: string | null;
  signedAt: Date;
  /** The PNG drawn on the tablet (signature_pad's toDataURL('image/png'), decoded). */
  signaturePng: Uint8Array;
  tablet: { id: string; name: string } | null;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface SignedDocumentForSealing {
  id: string;
  type: DocumentType;
  /** The document's language: its text, and the PDF's labels and audit page. */
  language: Locale;
  /** As presented. */
  title: string;
  /** The rendered text as presented to the signer: plain text, '\n' between paragraphs. */
  body: string;
  templateVersion: number;
  organization: {
    name: string;
    legalName?: string | null;
    taxCode?: string | null;
    vatNumber?: string | null;
    address?: string | null;
  };
  patient: { name: string; taxCode: string | null };
  sentAt: Date;
  openedAt: Date | null;
  /** At least one, in signing order. */
  signers: SealSigner[];
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * SHA-256 (hex) of the text as presented: its UTF-8 bytes in Unicode NFC, so that the same letters
 * give the same digest however they were typed ('è' as one character or as 'e' and an accent).
 */
export const unsignedContentSha256 = (body: string): string =>
  sha256(Buffer.from(body.normalize('NFC'), 'utf8'));

/** SHA-256 (hex) of a signature image as drawn. */
export const signatureImageSha256 = (png: Uint8Array): string => sha256(png);

/**
 * SHA-256 (hex) of what was signed: the canonical JSON (keys in this order, no spaces) of the
 * document id, the digest of the text presented and, per signer in order, role, name, tax code,
 * time (ISO 8601, UTC) and the digest of the signature image. Anyone holding the text and the
 * images can recompute it.
 */
export function signedContentSha256(
  input: Pick<SignedDocumentForSealing, 'id' | 'body' | 'signers'>,
): string {
  const canonical = JSON.stringify({
    documentId: input.id,
    unsignedSha256: unsignedContentSha256(input.body),
    signers: input.signers.map((signer) => ({
      role: signer.role,
      name: signer.name,
      taxCode: signer.taxCode,
      signedAt: signer.signedAt.toISOString(),
      signatureSha256: signatureImageSha256(signer.signaturePng),
    })),
  });
  return sha256(Buffer.from(canonical, 'utf8'));
}
