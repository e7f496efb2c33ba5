import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { NAMES_AS_WRITTEN } from '../../test/names';
import { FONT_FILES, fontPath, type FontStyle } from './fonts';
import { createPdf } from './layout';

const textOf = async (pdf: Uint8Array) =>
  (await extractText(pdf.slice(), { mergePages: false })).text.map((page) =>
    page.replace(/\s+/g, ' ').trim(),
  );

const render = async (build: (layout: Awaited<ReturnType<typeof createPdf>>) => void) => {
  const layout = await createPdf({
    title: 'Prova',
    language: 'it-IT',
    margin: { x: 40, top: 40, bottom: 40 },
    size: 10,
    lineHeight: 13,
  });
  build(layout);
  layout.pageNumbers((page, pages) => `Pagina ${page} di ${pages}`);
  return layout.save();
};

describe('the shared PDF layout', () => {
  it('prints names as written in every face, embedding only the glyphs used', async () => {
    const pdf = await render((layout) => {
      for (const name of NAMES_AS_WRITTEN) {
        layout.paragraph(name);
        layout.paragraph(name, { font: 'bold' });
        layout.paragraph(name, { font: 'italic' });
      }
    });
    const [page] = await textOf(pdf);
    for (const name of NAMES_AS_WRITTEN) expect(page!.split(name)).toHaveLength(4);
    // Subsets, not the 650 kB files.
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('a document after another keeps every letter searchable (S after Ș)', async () => {
    await render((layout) => layout.paragraph('Ștefan'));
    const [page] = await textOf(await render((layout) => layout.paragraph('Sunday, Stefano')));
    expect(page).toContain('Sunday, Stefano');
  });

  it('wraps table cells, keeps a row on one page and repeats what the caller asks on the next', async () => {
    let breaks = 0;
    const pdf = await render((layout) => {
      const table = layout.table([{ width: 100 }, { width: 80, align: 'right' }]);
      for (let n = 1; n <= 80; n++) {
        table.row([`Riga ${n} con una descrizione che va a capo`, `${n},00 €`], {}, () => {
          breaks++;
          table.row(['Descrizione', 'Importo'], { font: 'bold' });
        });
      }
    });
    const pages = await textOf(pdf);
    expect(breaks).toBe(pages.length - 1);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      if (index > 0) expect(page).toMatch(/^Descrizione Importo Riga \d+ /);
      expect(page).toMatch(new RegExp(`€ Pagina ${index + 1} di ${pages.length}$`));
    });
    expect(pages.join(' ')).toContain('Riga 80 con una descrizione che va a capo 80,00 €');
  });

  it('prints a paragraph whole however long, onto the next pages (a table cell stops at 30 lines)', async () => {
    const words = Array.from({ length: 1500 }, (_, n) => `parola${n + 1}`);
    const pages = await textOf(await render((layout) => layout.paragraph(words.join(' '))));
    expect(pages.length).toBeGreaterThan(1);
    const text = pages.map((page) => page.replace(/ ?Pagina \d+ di \d+$/, '')).join(' ');
    expect(text).toBe(words.join(' '));
  });

  it('replaces what the font cannot draw (Chinese) with one ? per character instead of a blank box', async () => {
    const [page] = await textOf(await render((layout) => layout.paragraph('王小明 Zoë')));
    expect(page).toContain('??? Zoë');
  });

  // @pdf-lib/fontkit writes a subset's glyph offsets in the short format and halves them without
  // padding: a glyph record of odd length would shift every glyph after it (blank or wrong letters
  // on paper, while the text still extracts). Each face must have even-length records only.
  it.each(Object.keys(FONT_FILES) as FontStyle[])(
    'the %s face subsets safely (even glyph records)',
    async (style) => {
      const font = fontkit.create(await readFile(fontPath(style))) as unknown as {
        loca: { offsets: number[] };
      };
      expect(font.loca.offsets.length).toBeGreaterThan(3000);
      expect(font.loca.offsets.filter((offset) => offset % 2 !== 0)).toEqual([]);
    },
  );
});
