/**
 * When a drawn signature has enough ink to be one (issue #26): the tablet keeps 'Confermi la firma'
 * disabled until it has, and the server refuses less with 422 SIGNATURE_TOO_SHORT. Both read the
 * same pixels (the canvas, and the PNG it exports), so the tablet never offers what the server
 * refuses. A dot, a tick or a 1 × 1 image is not a signature.
 */

/** A pixel is ink when it is this opaque (0–255) and this dark (luminance 0–255). */
export const INK_MIN_ALPHA = 32;
export const INK_MAX_LUMINANCE = 224;
/** The ink's bounding box spans at least this share of the pad's width (its longer side)… */
export const INK_MIN_WIDTH_SHARE = 0.05;
/** …and at least this many pixels, whatever the pad's size… */
export const INK_MIN_EXTENT_PX = 12;
/** …and holds at least this many ink pixels (a stroke, not a speck). */
export const INK_MIN_PIXELS = 24;

export const isInk = (alpha: number, luminance: number) =>
  alpha >= INK_MIN_ALPHA && luminance < INK_MAX_LUMINANCE;

export const luminanceOf = (r: number, g: number, b: number) => (r * 299 + g * 587 + b * 114) / 1000;

/** The ink of an image: how many pixels, and their bounding box (null when none). */
export interface Ink {
  pixels: number;
  box: { left: number; top: number; right: number; bottom: number } | null;
}

/** Counts the ink of an image whose pixels `at(x, y)` gives as [alpha, luminance]. */
export function measureInk(width: number, height: number, at: (index: number) => [number, number]): Ink {
  let pixels = 0;
  let box: Ink['box'] = null;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [alpha, luminance] = at(y * width + x);
      if (!isInk(alpha, luminance)) continue;
      pixels++;
      if (!box) box = { left: x, top: y, right: x, bottom: y };
      else {
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.top = Math.min(box.top, y);
        box.bottom = Math.max(box.bottom, y);
      }
    }
  return { pixels, box };
}

/** The ink of RGBA pixels (a canvas's getImageData). */
export const measureRgbaInk = (data: ArrayLike<number>, width: number, height: number) =>
  measureInk(width, height, (i) => [
    data[i * 4 + 3]!,
    luminanceOf(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!),
  ]);

/** 'none', 'short' (some ink, not a signature) or 'enough', for a pad `width` pixels wide. */
export function inkVerdict(ink: Ink, width: number): 'none' | 'short' | 'enough' {
  if (!ink.box) return 'none';
  const extent = Math.max(ink.box.right - ink.box.left + 1, ink.box.bottom - ink.box.top + 1);
  const enough =
    ink.pixels >= INK_MIN_PIXELS &&
    extent >= Math.max(INK_MIN_EXTENT_PX, Math.ceil(INK_MIN_WIDTH_SHARE * width));
  return enough ? 'enough' : 'short';
}
