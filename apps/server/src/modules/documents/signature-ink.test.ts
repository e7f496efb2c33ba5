import { describe, expect, it } from 'vitest';
import { blankSignaturePng, drawnSignaturePng, encodePng } from '../../../test/signing';
import { signatureInk } from './signature-ink';

/** A 40 × 20 image, light everywhere but a dark dot at (25, 12) when `dot`. */
const dotted = (dot: boolean, colorType: 0 | 2 | 4 | 6, filter: 0 | 1 | 2 | 3 | 4 = 0) =>
  encodePng({
    width: 40,
    height: 20,
    colorType,
    filter,
    pixel: (x, y) => {
      const dark = dot && x === 25 && y === 12;
      const value = dark ? 20 : 250;
      return { 0: [value], 2: [value, value, value], 4: [value, 255], 6: [value, value, value, 255] }[
        colorType
      ];
    },
  });

describe('whether a signature image holds a stroke', () => {
  it('finds the stroke signature_pad draws, and none on an empty pad', () => {
    expect(signatureInk(Buffer.from(drawnSignaturePng()))).toBe('ink');
    expect(signatureInk(blankSignaturePng())).toBe('blank');
  });

  it('reads every row filter and every 8-bit colour type: one dark pixel is some ink, white is none', () => {
    for (const colorType of [0, 2, 4, 6] as const)
      for (const filter of [0, 1, 2, 3, 4] as const) {
        expect(signatureInk(dotted(true, colorType, filter)), `type ${colorType} filter ${filter}`).toBe(
          'short',
        );
        expect(signatureInk(dotted(false, colorType, filter)), `type ${colorType} filter ${filter}`).toBe(
          'blank',
        );
      }
  });

  it('does not count ink that is transparent, nor a palette colour made transparent', () => {
    const faint = encodePng({ width: 10, height: 10, colorType: 6, pixel: () => [0, 0, 0, 10] });
    expect(signatureInk(faint)).toBe('blank');
    const palette = (transparency: number[]) =>
      encodePng({
        width: 10,
        height: 10,
        colorType: 3,
        palette: [255, 255, 255, 0, 0, 0],
        transparency,
        pixel: (x) => [x === 5 ? 1 : 0],
      });
    expect(signatureInk(palette([255, 255]))).toBe('short');
    expect(signatureInk(palette([255, 0]))).toBe('blank');
  });

  it('needs a stroke, not a dot: a 1 × 1 image, a speck or a tick is too short', () => {
    const line = (width: number, length: number, thickness = 2) =>
      encodePng({
        width,
        height: 100,
        colorType: 6,
        pixel: (x, y) =>
          x >= 10 && x < 10 + length && y >= 50 && y < 50 + thickness ? [0, 0, 0, 255] : [0, 0, 0, 0],
      });
    // The 1 × 1 PNG with one dark pixel the review had sealed.
    expect(signatureInk(encodePng({ width: 1, height: 1, colorType: 6, pixel: () => [0, 0, 0, 255] }))).toBe(
      'short',
    );
    // 5 % of a 600-pixel pad is 30 pixels: a line of 29 is short, of 30 enough.
    expect(signatureInk(line(600, 29))).toBe('short');
    expect(signatureInk(line(600, 30))).toBe('ink');
    // However small the pad, 12 pixels across and 24 of ink at least.
    expect(signatureInk(line(100, 11, 3))).toBe('short');
    expect(signatureInk(line(100, 12, 2))).toBe('ink');
    expect(signatureInk(line(100, 20, 1))).toBe('short');
  });

  it('says what it cannot read: a broken image is invalid, a 16-bit one unknown', () => {
    const png = Buffer.from(drawnSignaturePng());
    const idat = png.indexOf('IDAT', 0, 'latin1');
    const broken = Buffer.from(png);
    broken.fill(0x55, idat + 4, idat + 24);
    expect(signatureInk(broken)).toBe('invalid');
    const sixteenBit = Buffer.from(png);
    sixteenBit[24] = 16; // IHDR's bit depth
    expect(signatureInk(sixteenBit)).toBe('unknown');
    const huge = Buffer.from(png);
    huge.writeUInt32BE(1_000_000, 16); // IHDR's width: 1 000 000 × 100 pixels is more than it looks into
    expect(signatureInk(huge)).toBe('invalid');
  });
});
