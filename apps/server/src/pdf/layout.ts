import { PDFDocument, PageSizes, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { embedFonts, type FontStyle, type PdfFonts } from './fonts';
import { printable, wrap } from './text';

/**
 * The one page layout of Studiolo's PDFs (invoice, day schedule, Sistema TS receipt): A4 pages with
 * their margins, a header repeated on every page, text that flows down the page and onto the next,
 * tables whose cells wrap, and "Pagina 1 di 2" at the foot. Text goes through `printable`, so what
 * the font cannot draw (an emoji, Chinese) becomes its base letter or '?' instead of a blank box.
 */

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.4, 0.4, 0.45);
export const RULE = rgb(0.82, 0.82, 0.85);
export const FILL = rgb(0.94, 0.95, 0.96);

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;

export interface TextStyle {
  font?: FontStyle;
  size?: number;
  color?: RGB;
}

export interface LayoutOptions {
  title: string;
  /** BCP 47, e.g. `it-IT`. */
  language: string;
  creator?: string;
  margin: { x: number; top: number; bottom: number };
  /** Body text: size and distance between baselines. */
  size: number;
  lineHeight: number;
  /** Drawn at the top of every page; it moves `y` below itself. */
  header?: (layout: PdfLayout) => void;
}

export interface TableColumn {
  width: number;
  align?: 'left' | 'right';
  /** The column's face unless the row says another. */
  font?: FontStyle;
}

export interface TableOptions {
  /** Space around a cell's text; 0 with `rules: false` gives a plain list of label and value. */
  padding?: number;
  /** A thin line under each row. */
  rules?: boolean;
  /** Extra space under each row. */
  spacing?: number;
}

export interface RowStyle {
  font?: FontStyle;
  fill?: RGB;
}

export class PdfLayout {
  page!: PDFPage;
  /** The top of what comes next, from the bottom of the page. */
  y = 0;
  readonly left: number;
  readonly right: number;
  readonly width: number;
  /** Text as the fonts can draw it. */
  readonly fit: (value: string) => string;

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: PdfFonts,
    private readonly options: LayoutOptions,
  ) {
    this.left = options.margin.x;
    this.right = PAGE_WIDTH - options.margin.x;
    this.width = this.right - this.left;
    this.fit = printable(fonts.regular);
  }

  font(style: FontStyle = 'regular'): PDFFont {
    return this.fonts[style];
  }

  newPage(): void {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - this.options.margin.top;
    this.options.header?.(this);
  }

  /** Starts a new page unless `height` more points fit on this one; says whether it did. */
  ensure(height: number): boolean {
    if (this.y - height >= this.options.margin.bottom) return false;
    this.newPage();
    return true;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Lines of `value` no wider than `width` (at most `maxLines`, the last cut with an ellipsis). */
  lines(
    value: string,
    width: number,
    { font, size = this.options.size }: TextStyle = {},
    maxLines?: number,
  ): string[] {
    return wrap(this.fit(value), this.font(font), size, width, maxLines);
  }

  /** One line with its baseline at `baseline`, cut with an ellipsis at the right margin. */
  line(value: string, x: number, baseline: number, style: TextStyle = {}): void {
    const { size = this.options.size } = style;
    const font = this.font(style.font);
    const [line = ''] = wrap(this.fit(value).replace(/\n/g, ' '), font, size, this.right - x, 1);
    this.page.drawText(line, { x, y: baseline, font, size, color: style.color ?? INK });
  }

  /** Right-aligned at `right` (the right margin by default). */
  lineRight(value: string, baseline: number, style: TextStyle = {}, right = this.right): void {
    const { size = this.options.size } = style;
    const font = this.font(style.font);
    const line = this.fit(value).replace(/\n/g, ' ');
    this.page.drawText(line, {
      x: right - font.widthOfTextAtSize(line, size),
      y: baseline,
      font,
      size,
      color: style.color ?? INK,
    });
  }

  /**
   * Wrapped text from the left margin (or `x`), moving down, onto a new page when it runs out; never
   * cut short, however long (a consent's text is printed whole).
   */
  paragraph(value: string, style: TextStyle = {}, x = this.left): void {
    const { size = this.options.size } = style;
    const lineHeight = Math.max(this.options.lineHeight, size * 1.25);
    for (const line of this.lines(value, this.right - x, style, Number.POSITIVE_INFINITY)) {
      this.ensure(lineHeight);
      this.page.drawText(line, {
        x,
        y: this.y - size,
        font: this.font(style.font),
        size,
        color: style.color ?? INK,
      });
      this.y -= lineHeight;
    }
  }

  /** A horizontal line across the page at `y`. */
  rule(y = this.y, thickness = 0.5): void {
    this.page.drawLine({
      start: { x: this.left, y },
      end: { x: this.right, y },
      thickness,
      color: RULE,
    });
  }

  table(columns: readonly TableColumn[], options: TableOptions = {}): Table {
    return new Table(this, columns, options, this.options.size, this.options.lineHeight);
  }

  /** "Pagina 1 di 2" at the foot of every page, right-aligned; `label` gets the page and count. */
  pageNumbers(label: (page: number, pages: number) => string): void {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      this.page = page;
      this.lineRight(label(index + 1, pages.length), this.options.margin.bottom / 2, {
        size: 8,
        color: MUTED,
      });
    });
  }

  save(): Promise<Uint8Array> {
    return this.pdf.save();
  }
}

/** Rows of wrapped cells; a row never splits across pages. */
export class Table {
  private readonly padding: number;

  constructor(
    private readonly layout: PdfLayout,
    private readonly columns: readonly TableColumn[],
    private readonly options: TableOptions,
    private readonly size: number,
    private readonly lineHeight: number,
  ) {
    this.padding = options.padding ?? 4;
  }

  /** The row's cells as lines, and its height. */
  measure(values: readonly string[], style: RowStyle = {}): { cells: string[][]; height: number } {
    const cells = this.columns.map((column, i) =>
      this.layout.lines(values[i] ?? '', column.width - 2 * this.padding, {
        font: style.font ?? column.font,
      }),
    );
    const lines = Math.max(1, ...cells.map((cell) => cell.length));
    return { cells, height: lines * this.lineHeight + 2 * this.padding };
  }

  /**
   * Draws a row, first on a new page if it does not fit (then `onNewPage` runs, e.g. to repeat the
   * table's header).
   */
  row(values: readonly string[], style: RowStyle = {}, onNewPage?: () => void): void {
    const { cells, height } = this.measure(values, style);
    if (this.layout.ensure(height + (this.options.spacing ?? 0))) onNewPage?.();
    const { layout, padding } = this;
    if (style.fill) {
      layout.page.drawRectangle({
        x: layout.left,
        y: layout.y - height,
        width: this.columns.reduce((sum, column) => sum + column.width, 0),
        height,
        color: style.fill,
      });
    }
    let x = layout.left;
    cells.forEach((cell, i) => {
      const column = this.columns[i]!;
      const text = { font: style.font ?? column.font, size: this.size };
      cell.forEach((line, n) => {
        const baseline = layout.y - padding - this.size - n * this.lineHeight;
        if (column.align === 'right') layout.lineRight(line, baseline, text, x + column.width - padding);
        else layout.line(line, x + padding, baseline, text);
      });
      x += column.width;
    });
    layout.y -= height;
    if (this.options.rules ?? true) layout.rule();
    layout.gap(this.options.spacing ?? 0);
  }
}

/** A new A4 document with Studiolo's fonts, its metadata set and its first page begun. */
export async function createPdf(options: LayoutOptions): Promise<PdfLayout> {
  const pdf = await PDFDocument.create();
  const fonts = await embedFonts(pdf);
  pdf.setTitle(options.title);
  pdf.setLanguage(options.language);
  pdf.setProducer(options.creator ?? 'Studiolo');
  pdf.setCreator(options.creator ?? 'Studiolo');
  const layout = new PdfLayout(pdf, fonts, options);
  layout.newPage();
  return layout;
}
