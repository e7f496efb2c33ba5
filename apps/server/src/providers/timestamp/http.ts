import { randomBytes } from 'node:crypto';
import { OIDS } from '../../signing/cms';
import { TimestampError, type TimestampPort } from './port';
import { readTimestampToken, timestampRequest, tokenOfResponse } from './rfc3161';

/**
 * Any RFC 3161 time-stamping authority reached over HTTP (RFC 3161 §3.4): the request POSTed as
 * application/timestamp-query to TIMESTAMP_URL, the TimeStampResp read from the answer. User and
 * password in the URL (https://user:password@tsa.example/…) go as HTTP Basic authentication, as
 * the Italian qualified TSAs ask. The token is accepted only for the digest and the nonce asked.
 */

const TIMEOUT_MS = 20_000;

export function httpTimestampAuthority(options: {
  url: string;
  fetch?: typeof fetch;
}): TimestampPort & { readonly kind: 'http' } {
  const url = new URL(options.url);
  const headers: Record<string, string> = {
    'content-type': 'application/timestamp-query',
    accept: 'application/timestamp-reply',
  };
  if (url.username || url.password) {
    const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  const send = options.fetch ?? fetch;
  const where = `${url.origin}${url.pathname}`;

  return {
    kind: 'http',
    async timestamp(digest) {
      const nonce = BigInt(`0x${randomBytes(8).toString('hex')}`);
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers,
          body: new Uint8Array(timestampRequest({ digest, nonce, certReq: true })),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new TimestampError(`the time-stamping authority ${where} cannot be reached: ${String(error)}`);
      }
      if (!response.ok) {
        throw new TimestampError(`the time-stamping authority ${where} answered HTTP ${response.status}`);
      }
      const token = tokenOfResponse(Buffer.from(await response.arrayBuffer()));
      const { info } = readTimestampToken(token);
      if (info.hashAlgorithm !== OIDS.sha256 || !info.digest.equals(digest) || info.nonce !== nonce) {
        throw new TimestampError(`the time-stamping authority ${where} answered for another request`);
      }
      return token;
    },
  };
}
