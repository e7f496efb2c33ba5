import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The fonts every PDF of Studiolo prints with: DejaVu Sans Condensed (package `dejavu-fonts-ttf`,
 * Bitstream Vera licence with DejaVu's changes in the public domain: free to embed and
 * redistribute), a TrueType font covering Latin, Greek and Cyrillic, so a name prints as it was
 * written (Ștefan Łukasz, Đorđe, Ægir, Zoë, Σοφία, Пётр) where pdf-lib's standard fonts know only
 * WinAnsi. Condensed, its widths are close to Helvetica's. Each document embeds the subset of glyphs
 * it uses (a few kilobytes, not the 650 kB file).
 */

export const FONT_FILES = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  italic: 'DejaVuSansCondensed-Oblique.ttf',
} as const;
const FILES = FONT_FILES;

export type FontStyle = keyof typeof FILES;
export type PdfFonts = Record<FontStyle, PDFFont>;

const STYLES = Object.keys(FILES) as FontStyle[];
const resolve = createRequire(import.meta.url).resolve;

/** Where a face's file is (in node_modules). */
export const fontPath = (style: FontStyle) => resolve(`dejavu-fonts-ttf/ttf/${FILES[style]}`);

let files: Promise<Record<FontStyle, Uint8Array>> | undefined;

/** The font files, read once per process (a failed read is tried again next time). */
function fontFiles(): Promise<Record<FontStyle, Uint8Array>> {
  files ??= Promise.all(STYLES.map(async (style) => [style, await readFile(fontPath(style))])).then(
    (entries) => Object.fromEntries(entries) as Record<FontStyle, Uint8Array>,
    (error: unknown) => {
      files = undefined;
      throw error;
    },
  );
  return files;
}

/** Embeds the regular, bold and italic faces in `pdf`, each as the subset the document draws. */
export async function embedFonts(pdf: PDFDocument): Promise<PdfFonts> {
  const bytes = await fontFiles();
  // fontkit parses the file anew for each document: a parsed font shared between documents keeps
  // glyphs first met as parts of others (S inside Ș) without their letter, and a later document
  // could no longer be searched or copied for that letter.
  pdf.registerFontkit(fontkit);
  const embedded = await Promise.all(STYLES.map((style) => pdf.embedFont(bytes[style], { subset: true })));
  return Object.fromEntries(STYLES.map((style, index) => [style, embedded[index]!])) as PdfFonts;
}
