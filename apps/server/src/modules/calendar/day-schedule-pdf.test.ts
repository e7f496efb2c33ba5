import { resources } from '@studiolo/i18n';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractTextItems } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { printable, wrap } from '../../pdf/text';
import { NAMES_AS_WRITTEN } from '../../../test/names';
import {
  renderDaySchedulePdf,
  type DayScheduleDoctor,
  type DayScheduleRow,
  type DaySchedulePdfInput,
  type DaySchedulePdfLabels,
} from './day-schedule-pdf';

// The catalogue is what callers pass: this line fails to compile if a label goes missing.
const labels: Record<'it' | 'en', DaySchedulePdfLabels> = {
  it: resources.it.calendar.print,
  en: resources.en.calendar.print,
};

const day = '2026-11-22';

function input(
  doctors: DayScheduleDoctor[],
  overrides: Partial<DaySchedulePdfInput> = {},
): DaySchedulePdfInput {
  return {
    organizationName: 'Studio Medico Ruà',
    date: day,
    timeZone: 'Europe/Rome',
    locale: 'it',
    doctors,
    labels: labels.it,
    ...overrides,
  };
}

/** Rows of 30 minutes from 07:00Z (08:00 in Rome in November), one text line each. */
function rows(count: number, from = new Date(`${day}T07:00:00Z`)): DayScheduleRow[] {
  return Array.from({ length: count }, (_, i) => ({
    startsAt: new Date(from.getTime() + i * 30 * 60_000),
    endsAt: new Date(from.getTime() + (i + 1) * 30 * 60_000),
    patientName: `Paziente ${String(i + 1).padStart(3, '0')}`,
    serviceName: 'Visita di controllo',
    phone: '+393331234567',
    notes: null,
  }));
}

/** The strings drawn on each page, as PDF.js reads them back. */
async function pageTexts(pdf: Uint8Array): Promise<string[][]> {
  const { items } = await extractTextItems(pdf.slice());
  return items.map((page) => page.map((item) => item.str).filter((str) => str.trim() !== ''));
}

async function render(doctors: DayScheduleDoctor[], overrides: Partial<DaySchedulePdfInput> = {}) {
  const pdf = await renderDaySchedulePdf(input(doctors, overrides));
  const document = await PDFDocument.load(pdf);
  return { pdf, pageCount: document.getPageCount(), pages: await pageTexts(pdf), document };
}

describe('renderDaySchedulePdf', () => {
  it('with no appointments: one A4 page with the header, the Italian long date and the empty message', async () => {
    const { pageCount, pages, document } = await render([]);
    expect(pageCount).toBe(1);
    const [width, height] = [document.getPage(0).getWidth(), document.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pages[0]).toEqual([
      'Studio Medico Ruà',
      'Agenda del giorno — domenica 22 novembre 2026',
      'Nessun appuntamento in questo giorno.',
      'Pagina 1 di 1',
    ]);
    expect(document.getTitle()).toBe('Studio Medico Ruà — Agenda del giorno — domenica 22 novembre 2026');
  });

  it('a doctor with no rows gets a section saying so', async () => {
    const { pageCount, pages } = await render([{ name: 'Dott.ssa Bianchi', color: '#0ea5e9', rows: [] }]);
    expect(pageCount).toBe(1);
    expect(pages[0]).toContain('Dott.ssa Bianchi');
    expect(pages[0]).toContain('Nessun appuntamento');
    expect(pages[0]).not.toContain('Paziente');
  });

  it('10 rows for two doctors fit on one page, sorted, with times in Rome and the table columns', async () => {
    const all = rows(10);
    const { pageCount, pages } = await render([
      { name: 'Dott. Rossi', color: '#e11d48', rows: all.slice(0, 6).reverse() },
      { name: 'Dott.ssa Bianchi', color: '#0ea5e9', rows: all.slice(6) },
    ]);
    expect(pageCount).toBe(1);
    const page = pages[0]!;
    for (const header of ['Ora', 'Paziente', 'Prestazione', 'Telefono', 'Note']) {
      expect(page.filter((str) => str === header)).toHaveLength(2);
    }
    expect(page.indexOf('Dott. Rossi')).toBeLessThan(page.indexOf('Dott.ssa Bianchi'));
    // 07:00Z is 08:00 in Rome in November; the reversed rows come out in time order.
    expect(page.indexOf('08:00–08:30')).toBeLessThan(page.indexOf('08:30–09:00'));
    expect(page.indexOf('Paziente 001')).toBeLessThan(page.indexOf('Paziente 006'));
    expect(page).toContain('12:30–13:00');
    // Stored as E.164, printed as people write it (#16).
    expect(page).toContain('+39 333 123 4567');
    expect(page.at(-1)).toBe('Pagina 1 di 1');
  });

  it('120 rows break onto 4 pages, each with the header, the doctor (continued) and the table header', async () => {
    const { pageCount, pages } = await render([{ name: 'Dott. Rossi', color: '#e11d48', rows: rows(120) }]);
    // A page holds 34 one-line rows under its headers: 34 + 34 + 34 + 18.
    expect(pageCount).toBe(4);
    pages.forEach((page, index) => {
      expect(page[0]).toBe('Studio Medico Ruà');
      expect(page[1]).toBe('Agenda del giorno — domenica 22 novembre 2026');
      expect(page[2]).toBe(index === 0 ? 'Dott. Rossi' : 'Dott. Rossi (continua)');
      expect(page).toContain('Paziente');
      expect(page.at(-1)).toBe(`Pagina ${index + 1} di 4`);
    });
    const patients = pages.flat().filter((str) => /^Paziente \d{3}$/.test(str));
    expect(patients).toHaveLength(120);
    expect(new Set(patients).size).toBe(120);
    expect(pages[3]).toContain('Paziente 120');
  });

  it('prints names as written (Latin, Greek, Cyrillic), €, emoji, and ? for what the font cannot draw', async () => {
    const { pages } = await render([
      {
        name: 'Dott. Nicolò Ruà',
        color: 'not a colour',
        rows: [
          {
            startsAt: new Date(`${day}T08:00:00Z`),
            endsAt: new Date(`${day}T08:30:00Z`),
            patientName: '王小明',
            serviceName: 'Perché sì',
            phone: null,
            notes: 'Acconto 20 € 😊 ciao',
          },
          {
            startsAt: new Date(`${day}T09:00:00Z`),
            endsAt: new Date(`${day}T09:30:00Z`),
            patientName: 'Łukasz Wałęsa',
            notes: 'Nicolò\r\nperché',
          },
          ...NAMES_AS_WRITTEN.map((patientName, n) => ({
            startsAt: new Date(`${day}T1${n}:00:00Z`),
            endsAt: new Date(`${day}T1${n}:30:00Z`),
            patientName,
          })),
        ],
      },
    ]);
    const page = pages[0]!;
    expect(page).toContain('Dott. Nicolò Ruà');
    expect(page).toContain('Perché sì');
    expect(page).toContain('Acconto 20 € 😊 ciao');
    expect(page).toContain('???');
    expect(page).toContain('Łukasz Wałęsa');
    expect(page).toEqual(expect.arrayContaining(['Nicolò', 'perché', ...NAMES_AS_WRITTEN]));
  });

  it('wraps long notes inside their column, and a huge note still leaves every row on a page', async () => {
    const long = 'Paziente ansioso, preferisce essere chiamato il giorno prima. '.repeat(6).trim();
    const { pageCount, pages } = await render([
      { name: 'Dott. Rossi', color: '#e11d48', rows: [{ ...rows(1)[0]!, notes: long }] },
    ]);
    expect(pageCount).toBe(1);
    const noteLines = pages[0]!.filter((str) => long.includes(str) && str !== 'Paziente');
    expect(noteLines.length).toBeGreaterThan(5);
    expect(noteLines.join(' ')).toBe(long);

    const huge = await render([
      {
        name: 'Dott. Rossi',
        color: '#e11d48',
        rows: [...rows(3), { ...rows(1)[0]!, notes: 'parola '.repeat(5000) }],
      },
    ]);
    expect(huge.pageCount).toBe(1);
    expect(huge.pages[0]!.some((str) => str.endsWith('…'))).toBe(true);
  });

  it('shows the wall-clock time in Rome across both DST changes', async () => {
    const at = (start: string, end: string, patientName: string): DayScheduleRow => ({
      startsAt: new Date(start),
      endsAt: new Date(end),
      patientName,
    });
    const march = await render(
      [
        {
          name: 'Dott. Rossi',
          color: '#e11d48',
          rows: [at('2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', 'Primo')],
        },
      ],
      { date: '2026-03-29' },
    );
    expect(march.pages[0]).toContain('01:30–03:30');
    expect(march.pages[0]).toContain('Agenda del giorno — domenica 29 marzo 2026');
    const october = await render(
      [
        {
          name: 'Dott. Rossi',
          color: '#e11d48',
          rows: [
            at('2026-10-25T01:30:00Z', '2026-10-25T02:00:00Z', 'Secondo'),
            at('2026-10-25T00:30:00Z', '2026-10-25T01:00:00Z', 'Primo'),
          ],
        },
      ],
      { date: '2026-10-25' },
    );
    const page = october.pages[0]!;
    // 02:30 happens twice that night; the earlier instant is listed first.
    expect(page.filter((str) => str === '02:30–02:00' || str === '02:30–03:00')).toEqual([
      '02:30–02:00',
      '02:30–03:00',
    ]);
    expect(page.indexOf('Primo')).toBeLessThan(page.indexOf('Secondo'));
  });

  it('prints in English with the English labels and date', async () => {
    const { pages } = await render([{ name: 'Dr Smith', color: '#123', rows: rows(1) }], {
      locale: 'en',
      labels: labels.en,
    });
    expect(pages[0]).toContain('Day schedule — Sunday, 22 November 2026');
    expect(pages[0]).toEqual(
      expect.arrayContaining(['Time', 'Patient', 'Service', 'Phone', 'Notes', '08:00–08:30']),
    );
    expect(pages[0]!.at(-1)).toBe('Page 1 of 1');
  });

  it("labels a guardian's phone standing in for a minor's as the guardian's, in either language", async () => {
    const [own, child] = rows(2);
    const doctors = [
      {
        name: 'Dr Smith',
        color: '#123',
        rows: [own!, { ...child!, phone: '+393391122334', phoneGuardian: 'Rosa Neri' }],
      },
    ];
    const cells = async (locale: 'it' | 'en') =>
      (await render(doctors, { locale, labels: labels[locale] })).pages[0]!.join(' ');
    const italian = await cells('it');
    expect(italian).toMatch(/\+39 333 123 4567(?! \(tutore)/);
    expect(italian).toMatch(/\+39 339 112 2334 \(tutore: Rosa\s+Neri\)/);
    expect(await cells('en')).toMatch(/\+39 339 112 2334 \(guardian:\s+Rosa\s+Neri\)/);
  });
});

describe('printable and wrap', () => {
  it('reduces unencodable text to base letters or one ? per character', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const fit = printable(font);
    expect(fit('Nicolò Perché € àèéìòù ÀÈÉÌÒÙ «»')).toBe('Nicolò Perché € àèéìòù ÀÈÉÌÒÙ «»');
    expect(fit('e\u0301')).toBe('é');
    expect(fit('👨‍👩‍👧 ok 😊')).toBe('? ok ?');
    expect(fit('王小明')).toBe('???');
    expect(fit('Ștefan Łukasz')).toBe('Stefan ?ukasz');
    expect(fit('a\tb\r\nc')).toBe('a b\nc');
  });

  it('wraps to the width, cuts words longer than a line, and keeps blank lines between paragraphs', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrap('una nota abbastanza lunga da andare a capo più volte', font, 9, 60);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(60);
    expect(lines.join(' ')).toBe('una nota abbastanza lunga da andare a capo più volte');
    const cut = wrap('x'.repeat(100), font, 9, 60);
    expect(cut.join('')).toBe('x'.repeat(100));
    expect(wrap('uno\n\ndue\n', font, 9, 200)).toEqual(['uno', '', 'due']);
    expect(wrap('', font, 9, 200)).toEqual(['']);
  });
});
