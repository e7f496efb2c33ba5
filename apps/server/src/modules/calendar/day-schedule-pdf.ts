import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { Temporal } from 'temporal-polyfill';
import { printable, wrap } from '../../pdf/text';

/**
 * The printable A4 day schedule: one section per doctor, a table of the day's appointments in the
 * organization's time zone, headers repeated on every page, "Pagina 1 di 2" at the foot.
 *
 * It uses pdf-lib's standard Helvetica, which needs no font file but encodes only WinAnsi (Latin-1
 * plus € and typographic quotes): every Italian letter fits, anything else (emoji, Chinese, Polish ł)
 * is reduced to its base letter when it has one, and to '?' otherwise, so a name never makes the
 * print fail.
 */

export interface DayScheduleRow {
  startsAt: Date;
  endsAt: Date;
  patientName: string;
  serviceName?: string | null;
  phone?: string | null;
  notes?: string | null;
}

export interface DayScheduleDoctor {
  name: string;
  /** `#rrggbb` (or `#rgb`); anything else prints grey. */
  color: string;
  rows: DayScheduleRow[];
}

/** The `print` object of the `calendar` catalogue; `page` has `{{page}}` and `{{pages}}`. */
export interface DaySchedulePdfLabels {
  title: string;
  time: string;
  patient: string;
  service: string;
  phone: string;
  notes: string;
  noAppointments: string;
  emptyDay: string;
  continued: string;
  page: string;
}

export interface DaySchedulePdfInput {
  organizationName: string;
  /** The day, `YYYY-MM-DD`, in the organization's zone. */
  date: string;
  timeZone: string;
  locale: 'it' | 'en';
  doctors: DayScheduleDoctor[];
  labels: DaySchedulePdfLabels;
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN_X = 40;
const TOP = PAGE_HEIGHT - 40;
const BOTTOM = 50;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const TEXT_SIZE = 9;
const LINE_HEIGHT = 11;
const CELL_PADDING = 4;
const SECTION_GAP = 14;
const SECTION_HEADING_HEIGHT = 24;
const TABLE_HEADER_HEIGHT = 16;

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.82, 0.82, 0.85);
const HEADER_FILL = rgb(0.93, 0.93, 0.95);

type Column = { key: 'time' | 'patient' | 'service' | 'phone' | 'notes'; width: number };
const COLUMNS: Column[] = [
  { key: 'time', width: 64 },
  { key: 'patient', width: 125 },
  { key: 'service', width: 110 },
  { key: 'phone', width: 86 },
  { key: 'notes', width: CONTENT_WIDTH - 64 - 125 - 110 - 86 },
];

export async function renderDaySchedulePdf(input: DaySchedulePdfInput): Promise<Uint8Array> {
  const { labels, locale, timeZone } = input;
  const intlLocale = locale === 'it' ? 'it-IT' : 'en-GB';
  const longDate = Temporal.PlainDate.from(input.date).toLocaleString(intlLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const clock = new Intl.DateTimeFormat(intlLocale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const fit = printable(regular);
  pdf.setTitle(`${input.organizationName} — ${labels.title} — ${longDate}`);
  pdf.setLanguage(intlLocale);
  pdf.setProducer('Studiolo');
  pdf.setCreator('Studiolo');

  let page!: PDFPage;
  let y = 0;
  /** One line of text, clipped with an ellipsis to the page's right margin. */
  const text = (
    value: string,
    x: number,
    baseline: number,
    font: PDFFont,
    size: number,
    color: RGB = INK,
  ) => {
    const [line = ''] = wrap(fit(value).replace(/\n/g, ' '), font, size, PAGE_WIDTH - MARGIN_X - x, 1);
    page.drawText(line, { x, y: baseline, font, size, color });
  };

  const newPage = () => {
    page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    text(input.organizationName, MARGIN_X, TOP - 14, bold, 15);
    text(`${labels.title} — ${longDate}`, MARGIN_X, TOP - 32, regular, 11, MUTED);
    page.drawLine({
      start: { x: MARGIN_X, y: TOP - 42 },
      end: { x: PAGE_WIDTH - MARGIN_X, y: TOP - 42 },
      thickness: 0.8,
      color: RULE,
    });
    y = TOP - 42 - 12;
  };

  const sectionHeading = (doctor: DayScheduleDoctor, continued: boolean) => {
    page.drawRectangle({ x: MARGIN_X, y: y - 17, width: 5, height: 16, color: parseColor(doctor.color) });
    const name = continued ? `${doctor.name} ${labels.continued}` : doctor.name;
    text(name, MARGIN_X + 11, y - 13, bold, 12);
    y -= SECTION_HEADING_HEIGHT;
  };

  const tableHeader = () => {
    page.drawRectangle({
      x: MARGIN_X,
      y: y - TABLE_HEADER_HEIGHT,
      width: CONTENT_WIDTH,
      height: TABLE_HEADER_HEIGHT,
      color: HEADER_FILL,
    });
    let x = MARGIN_X;
    for (const column of COLUMNS) {
      text(labels[column.key], x + CELL_PADDING, y - 11, bold, TEXT_SIZE);
      x += column.width;
    }
    y -= TABLE_HEADER_HEIGHT;
  };

  const layoutRow = (row: DayScheduleRow) => {
    const values: Record<Column['key'], string> = {
      time: `${clock.format(row.startsAt)}–${clock.format(row.endsAt)}`,
      patient: row.patientName,
      service: row.serviceName ?? '',
      phone: row.phone ?? '',
      notes: row.notes ?? '',
    };
    const cells = COLUMNS.map((column) =>
      wrap(fit(values[column.key]), regular, TEXT_SIZE, column.width - 2 * CELL_PADDING),
    );
    const lines = Math.max(1, ...cells.map((cell) => cell.length));
    return { cells, height: lines * LINE_HEIGHT + 2 * CELL_PADDING };
  };

  const drawRow = ({ cells, height }: ReturnType<typeof layoutRow>) => {
    let x = MARGIN_X;
    cells.forEach((cell, index) => {
      cell.forEach((line, n) => {
        page.drawText(line, {
          x: x + CELL_PADDING,
          y: y - CELL_PADDING - 8 - n * LINE_HEIGHT,
          font: regular,
          size: TEXT_SIZE,
          color: INK,
        });
      });
      x += COLUMNS[index]!.width;
    });
    y -= height;
    page.drawLine({
      start: { x: MARGIN_X, y },
      end: { x: PAGE_WIDTH - MARGIN_X, y },
      thickness: 0.5,
      color: RULE,
    });
  };

  newPage();
  if (input.doctors.length === 0) text(labels.emptyDay, MARGIN_X, y - 14, italic, 11, MUTED);

  input.doctors.forEach((doctor, index) => {
    const rows = [...doctor.rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map(layoutRow);
    if (index > 0) y -= SECTION_GAP;
    // Keep a heading with its table header and first row.
    const firstHeight = rows[0]?.height ?? TABLE_HEADER_HEIGHT;
    if (y - SECTION_HEADING_HEIGHT - TABLE_HEADER_HEIGHT - firstHeight < BOTTOM) newPage();
    sectionHeading(doctor, false);
    if (rows.length === 0) {
      text(labels.noAppointments, MARGIN_X + 11, y - 11, italic, TEXT_SIZE, MUTED);
      y -= TABLE_HEADER_HEIGHT;
      return;
    }
    tableHeader();
    for (const row of rows) {
      if (y - row.height < BOTTOM) {
        newPage();
        sectionHeading(doctor, true);
        tableHeader();
      }
      drawRow(row);
    }
  });

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const label = fit(
      labels.page.replace('{{page}}', String(index + 1)).replace('{{pages}}', String(pages.length)),
    );
    const width = regular.widthOfTextAtSize(label, TEXT_SIZE);
    each.drawText(label, {
      x: PAGE_WIDTH - MARGIN_X - width,
      y: 25,
      font: regular,
      size: TEXT_SIZE,
      color: MUTED,
    });
  });

  return pdf.save();
}

function parseColor(color: string): RGB {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return rgb(0.6, 0.6, 0.6);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}
