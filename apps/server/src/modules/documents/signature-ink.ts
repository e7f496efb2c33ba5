import { inflateSync } from 'node:zlib';
import { inkVerdict, luminanceOf, measureInk } from '@studiolo/contracts';

/** Largest image looked into (a 3× tablet's pad is about 3000 × 600). */
const MAX_PIXELS = 16_000_000;

interface Header {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlace: number;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** The chunks of a PNG after its 8-byte signature (the caller has checked the signature). */
function* chunks(png: Buffer) {
  let at = 8;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > png.length) return;
    yield { type, data: png.subarray(at + 8, at + 8 + length) };
    at = end;
  }
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Undoes the PNG scanline filters in place; each row of `raw` starts with its filter byte. */
function unfilter(raw: Buffer, rowBytes: number, height: number, bytesPerPixel: number): Buffer {
  const out = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (rowBytes + 1)]!;
    const line = raw.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1));
    const row = y * rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const left = x >= bytesPerPixel ? out[row + x - bytesPerPixel]! : 0;
      const up = y > 0 ? out[row - rowBytes + x]! : 0;
      const upLeft = y > 0 && x >= bytesPerPixel ? out[row - rowBytes + x - bytesPerPixel]! : 0;
      const value = line[x]!;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, upLeft)
                : 0;
      out[row + x] = (value + predicted) & 0xff;
    }
  }
  return out;
}

/**
 * Whether a signature's PNG holds a signature: 'ink' when its ink is enough (the rule the tablet
 * applies, @studiolo/contracts' inkVerdict: a stroke, not a dot nor a 1 × 1 image), 'short' for
 * some ink that is not, 'blank' for none (a pad confirmed empty, a transparent or white image).
 * 'unknown' for what it does not read (8-bit, non-interlaced images only: what a browser's canvas
 * exports), 'invalid' for a PNG whose pixels cannot be read or that is too large to look into.
 */
export function signatureInk(png: Buffer): 'ink' | 'short' | 'blank' | 'unknown' | 'invalid' {
  let header: Header | undefined;
  let palette: Buffer | undefined;
  let transparency: Buffer | undefined;
  const data: Buffer[] = [];
  for (const { type, data: body } of chunks(png)) {
    if (type === 'IHDR' && body.length >= 13)
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitDepth: body[8]!,
        colorType: body[9]!,
        interlace: body[12]!,
      };
    else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') data.push(body);
  }
  if (!header || data.length === 0) return 'invalid';
  const channels = CHANNELS[header.colorType];
  if (!channels || header.bitDepth !== 8 || header.interlace !== 0) return 'unknown';
  if (header.width * header.height > MAX_PIXELS) return 'invalid';
  const rowBytes = header.width * channels;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(data), { maxOutputLength: (rowBytes + 1) * header.height });
  } catch {
    return 'invalid';
  }
  if (raw.length !== (rowBytes + 1) * header.height) return 'invalid';
  const pixels = unfilter(raw, rowBytes, header.height, channels);
  if (header.colorType === 3 && pixels.some((index) => !palette || index * 3 + 2 >= palette.length))
    return 'invalid';

  const colorType = header.colorType;
  const ink = measureInk(header.width, header.height, (i): [number, number] => {
    const at = i * channels;
    switch (colorType) {
      case 0:
        return [255, pixels[at]!];
      case 2:
        return [255, luminanceOf(pixels[at]!, pixels[at + 1]!, pixels[at + 2]!)];
      case 3: {
        const index = pixels[at]!;
        const alpha = transparency && index < transparency.length ? transparency[index]! : 255;
        return [alpha, luminanceOf(palette![index * 3]!, palette![index * 3 + 1]!, palette![index * 3 + 2]!)];
      }
      case 4:
        return [pixels[at + 1]!, pixels[at]!];
      default:
        return [pixels[at + 3]!, luminanceOf(pixels[at]!, pixels[at + 1]!, pixels[at + 2]!)];
    }
  });
  const verdict = inkVerdict(ink, header.width);
  return verdict === 'enough' ? 'ink' : verdict === 'none' ? 'blank' : 'short';
}
