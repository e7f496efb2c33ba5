import type { Context } from 'hono';

interface Audio {
  body: Uint8Array;
  contentType: string;
  kind: string;
  startedAt: Date;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within the size; null when absent or unusable. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Serves a call's audio privately (never cached by a shared cache), with byte ranges so a player can
 * seek; `download` names it as a file to save.
 */
export function audioResponse(c: Context, audio: Audio, download: boolean): Response {
  const extension = audio.contentType.split('/')[1]?.replace('x-', '') ?? 'wav';
  const name = `${audio.kind}-${audio.startedAt.toISOString().slice(0, 16).replace(/[:T]/g, '-')}.${extension}`;
  const headers: Record<string, string> = {
    'content-type': audio.contentType,
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-store',
    'content-disposition': `${download ? 'attachment' : 'inline'}; filename="${name}"`,
  };
  const size = audio.body.byteLength;
  const range = rangeOf(c.req.header('range'), size);
  if (!range) return c.body(new Uint8Array(audio.body), 200, { ...headers, 'content-length': String(size) });
  return c.body(new Uint8Array(audio.body.subarray(range.start, range.end + 1)), 206, {
    ...headers,
    'content-range': `bytes ${range.start}-${range.end}/${size}`,
    'content-length': String(range.end - range.start + 1),
  });
}
