import type { PDFFont } from 'pdf-lib';

/** Text as a PDF font can draw it, wrapped to a width. */

/** A cell never grows past this, so that one row always fits on a page. */
const MAX_CELL_LINES = 30;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * What a font can draw of a text: each character the font encodes as it is, otherwise its base
 * letter (NFD without the marks; with a standard font 'ł' has none, so '?'), otherwise '?' per
 * character cluster (Chinese in DejaVu; an emoji with its modifiers is one '?'). Line breaks and tabs become spaces, except that
 * `wrap` is given the newlines it needs first.
 */
export function printable(font: PDFFont): (value: string) => string {
  const charset = new Set(font.getCharacterSet());
  const encodable = (value: string) => [...value].every((char) => charset.has(char.codePointAt(0)!));
  return (value) => {
    let out = '';
    for (const { segment } of graphemes.segment(value.replace(/\r\n?/g, '\n').normalize('NFC'))) {
      if (segment === '\n') out += '\n';
      else if (/^\s+$/u.test(segment)) out += ' ';
      else if (encodable(segment)) out += segment;
      else {
        const base = segment.normalize('NFD').replace(/\p{M}/gu, '');
        out += base && encodable(base) ? base : '?';
      }
    }
    return out;
  };
}

/** Word-wraps already printable text into lines no wider than `width`; long words are cut. */
export function wrap(
  value: string,
  font: PDFFont,
  size: number,
  width: number,
  maxLines = MAX_CELL_LINES,
): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of value.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const char of word) {
        if (line && !fits(line + char)) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
  }
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && !fits(`${last}…`)) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last}…`;
  return kept;
}
