import { PageSizes, rgb, type RGB } from 'pdf-lib';
import { Temporal } from 'temporal-polyfill';
import { formatPhone, type PhoneStyle } from '@studiolo/contracts';
import { FILL, MUTED, createPdf, type PdfLayout, type TableColumn } from '../../pdf/layout';

/**
 * The printable A4 day schedule: one section per doctor, a table of the day's appointments in the
 * organization's time zone, headers repeated on every page, "Pagina 1 di 2" at the foot.
 * Names print as written in any Latin, Greek or Cyrillic script (the shared layout's font); what
 * it cannot draw (emoji, Chinese) becomes '?', so a name never makes the print fail.
 */

export interface DayScheduleRow {
  startsAt: Date;
  endsAt: Date;
  patientName: string;
  serviceName?: string | null;
  phone?: string | null;
  /** Set when `phone` is a minor's guardian's, standing in for the patient's own: 'Rosa Neri'. */
  phoneGuardian?: string | null;
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
  /** A guardian's phone standing in for a minor's: `{{phone}}` and `{{name}}`. */
  guardianPhone: string;
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
  /** How the organization writes phone numbers (its phone-format setting; international by default). */
  phoneStyle?: PhoneStyle;
  doctors: DayScheduleDoctor[];
  labels: DaySchedulePdfLabels;
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN_X = 40;
const TOP = PAGE_HEIGHT - 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const SECTION_GAP = 14;
const SECTION_HEADING_HEIGHT = 24;

type ColumnKey = 'time' | 'patient' | 'service' | 'phone' | 'notes';
const KEYS: ColumnKey[] = ['time', 'patient', 'service', 'phone', 'notes'];
const WIDTHS: Record<ColumnKey, number> = {
  time: 70,
  patient: 125,
  service: 105,
  phone: 85,
  notes: CONTENT_WIDTH - 70 - 125 - 105 - 85,
};
const COLUMNS: TableColumn[] = KEYS.map((key) => ({ width: WIDTHS[key] }));

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

  /** The practice and the day on top of every page. */
  const pageHeader = (layout: PdfLayout) => {
    layout.line(input.organizationName, MARGIN_X, TOP - 14, { font: 'bold', size: 15 });
    layout.line(`${labels.title} — ${longDate}`, MARGIN_X, TOP - 32, { size: 11, color: MUTED });
    layout.rule(TOP - 42, 0.8);
    layout.y = TOP - 42 - 12;
  };
  const layout = await createPdf({
    title: `${input.organizationName} — ${labels.title} — ${longDate}`,
    language: intlLocale,
    margin: { x: MARGIN_X, top: PAGE_HEIGHT - TOP, bottom: 50 },
    size: 9,
    lineHeight: 11,
    header: pageHeader,
  });
  const table = layout.table(COLUMNS);

  const sectionHeading = (doctor: DayScheduleDoctor, continued: boolean) => {
    layout.page.drawRectangle({
      x: MARGIN_X,
      y: layout.y - 17,
      width: 5,
      height: 16,
      color: parseColor(doctor.color),
    });
    const name = continued ? `${doctor.name} ${labels.continued}` : doctor.name;
    layout.line(name, MARGIN_X + 11, layout.y - 13, { font: 'bold', size: 12 });
    layout.gap(SECTION_HEADING_HEIGHT);
  };
  const header = KEYS.map((key) => labels[key]);
  const headerStyle = { font: 'bold', fill: FILL } as const;
  const headerHeight = table.measure(header, headerStyle).height;

  const values = (row: DayScheduleRow) => {
    const cells: Record<ColumnKey, string> = {
      time: `${clock.format(row.startsAt)}–${clock.format(row.endsAt)}`,
      patient: row.patientName,
      service: row.serviceName ?? '',
      phone: phoneCell(row, labels, input.phoneStyle),
      notes: row.notes ?? '',
    };
    return KEYS.map((key) => cells[key]);
  };

  if (input.doctors.length === 0) {
    layout.line(labels.emptyDay, MARGIN_X, layout.y - 14, { font: 'italic', size: 11, color: MUTED });
  }

  input.doctors.forEach((doctor, index) => {
    const rows = [...doctor.rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map(values);
    if (index > 0) layout.gap(SECTION_GAP);
    // Keep a heading with its table header and first row.
    const firstHeight = rows[0] ? table.measure(rows[0]).height : headerHeight;
    layout.ensure(SECTION_HEADING_HEIGHT + headerHeight + firstHeight);
    sectionHeading(doctor, false);
    if (rows.length === 0) {
      layout.line(labels.noAppointments, MARGIN_X + 11, layout.y - 11, { font: 'italic', color: MUTED });
      layout.gap(headerHeight);
      return;
    }
    table.row(header, headerStyle);
    for (const row of rows) {
      table.row(row, {}, () => {
        sectionHeading(doctor, true);
        table.row(header, headerStyle);
      });
    }
  });

  layout.pageNumbers((page, pages) =>
    labels.page.replace('{{page}}', String(page)).replace('{{pages}}', String(pages)),
  );
  return layout.save();
}

/** '+39 339 112 2334', or for a minor the guardian's '+39 339 112 2334 (tutore: Rosa Neri)'. */
function phoneCell(row: DayScheduleRow, labels: DaySchedulePdfLabels, style?: PhoneStyle): string {
  if (!row.phone) return '';
  const phone = formatPhone(row.phone, style);
  return row.phoneGuardian
    ? labels.guardianPhone.replace('{{phone}}', phone).replace('{{name}}', row.phoneGuardian)
    : phone;
}

function parseColor(color: string): RGB {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return rgb(0.6, 0.6, 0.6);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}
