/** The media types a WAV (RIFF/WAVE) file travels under. */
const WAV_TYPES = new Set(['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave']);

/** `audio/ogg; codecs=opus` → `audio/ogg`. */
export const mediaType = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

export const isWav = (contentType: string) => WAV_TYPES.has(mediaType(contentType));

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * How long a WAV file plays, in seconds, from its header: the `data` chunk's size divided by the
 * `fmt ` chunk's byte rate. Chunks are walked in order (a `LIST` chunk may sit between them). A data
 * size that overruns the file — 0xFFFFFFFF or 0 from a recorder that streamed it — counts what is
 * there. `null` when the bytes are not a WAV file this can read.
 */
export function wavDurationSeconds(bytes: Uint8Array): number | null {
  if (bytes.length < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate: number | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = ascii(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ' && body + 12 <= bytes.length) byteRate = view.getUint32(body + 8, true);
    if (id === 'data') {
      if (!byteRate) return null;
      const available = bytes.length - body;
      const dataSize = size === 0 || size > available ? available : size;
      return dataSize / byteRate;
    }
    at = body + size + (size % 2); // chunks are padded to an even length
  }
  return null;
}
