import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this many bytes (when the length is known) compressing saves nothing worth the work. */
const THRESHOLD_BYTES = 1024;
/** Brotli's quality for answers made on the fly: near gzip's speed, smaller (11 is for build time). */
const BROTLI_QUALITY = 4;

type Encoding = 'br' | 'gzip';

/** The encoding the client prefers among ours (brotli first at equal weight), or none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (weight(b) > weight(a) ? b : a));
  return weight(best) > 0 ? best : undefined;
}

/**
 * Compresses answers by Accept-Encoding (brotli or gzip), as a stream. Left alone: answers already
 * encoded (pre-compressed assets), partial content (ranges of recordings and PDFs), types that do
 * not shrink or must not be buffered (PDF, audio, images, text/event-stream: the calls' live
 * events), `Cache-Control: no-transform`, HEAD, and bodies known to be small.
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const length = res.headers.get('content-length');
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('content-encoding') ||
      res.headers.has('content-range') ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /\bno-transform\b/i.test(res.headers.get('cache-control') ?? '') ||
      (length !== null && Number(length) < THRESHOLD_BYTES)
    ) {
      return;
    }
    const vary = res.headers.get('vary');
    if (!vary || !/\baccept-encoding\b/i.test(vary)) {
      res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const compressor =
      encoding === 'br'
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : zlib.createGzip();
    // A failing source (a dropped database cursor, a client gone) ends the compressed stream too.
    const compressed = pipeline(
      Readable.fromWeb(res.body as NodeReadableStream),
      compressor,
      () => undefined,
    );
    c.res = new Response(Readable.toWeb(compressed) as ReadableStream, res);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', encoding);
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}
