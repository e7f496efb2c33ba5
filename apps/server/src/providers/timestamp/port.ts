/**
 * An RFC 3161 time-stamping authority: it certifies that a digest existed at a time, with a token
 * (a CMS SignedData over a TSTInfo) that anyone can check against the authority's certificate. The
 * seal of a signed document carries one over its signature value (PAdES B-T, signing/cms.ts).
 */
export interface TimestampPort {
  /** 'local': the installation's own authority (local.ts); 'http': an RFC 3161 service by URL. */
  readonly kind: 'local' | 'http';
  /**
   * The TimeStampToken (DER of its ContentInfo) over a SHA-256 digest. A TimestampError when the
   * authority refuses, cannot be reached or answers a token for something else.
   */
  timestamp(sha256: Buffer): Promise<Buffer>;
}

export class TimestampError extends Error {
  override readonly name = 'TimestampError';
}
