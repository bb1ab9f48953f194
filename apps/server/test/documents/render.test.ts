import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDate, translate } from '@qc/domain';
import {
  certificateDocument,
  renderPdf,
  renderPdfBook,
  verificationUrl,
  type CertificateInput,
} from '../../src/documents/index.ts';
import {
  faceOf,
  fontData,
  fontName,
  parseFont,
  type ParsedFont,
} from '../../src/documents/fonts.ts';
import { layoutLine, type Measurer } from '../../src/documents/text-layout.ts';

/**
 * Renders real PDFs and reads them back with poppler's pdftotext.
 *
 * Reading right-to-left text back: `pdftotext -raw` gives the words in the order they are
 * drawn on the page, left to right, and each Arabic word's letters in logical order (poppler
 * maps the shaped glyphs back to letters). An Arabic line therefore comes back with its words
 * reversed: "عبد الرحمن" is drawn, and read back, as "الرحمن عبد". The tests compare with the
 * expected logical text put through that same reordering (`visualRtl`: the words reversed) —
 * an independent statement of where each word must sit, not the renderer's own bidi code.
 * Drawing the words left to right, or a word's letters backwards (no reversal, or a double
 * one), makes them fail. poppler's default mode, which reorders lines itself, must give back
 * the logical text.
 */
const dir = mkdtempSync(join(tmpdir(), 'qc-documents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileNo = 0;
function extract(pdf: Buffer, mode: 'raw' | 'default'): string {
  const file = join(dir, `d${++fileNo}.pdf`);
  writeFileSync(file, pdf);
  const args = mode === 'raw' ? ['-raw', '-enc', 'UTF-8', file, '-'] : ['-enc', 'UTF-8', file, '-'];
  const text = execFileSync('pdftotext', args, { encoding: 'utf8' });
  // poppler wraps the runs it detected in directional marks; they are not text.
  return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/[ \t]+/g, ' ');
}

function pdfInfo(pdf: Buffer): string {
  const file = join(dir, `d${++fileNo}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdfinfo', [file], { encoding: 'utf8' });
}

/** A right-to-left line as drawn left to right: its words in reverse order. */
const visualRtl = (logical: string) => logical.split(' ').reverse().join(' ');

const issuedAt = new Date('2024-03-11T09:30:00Z');
const serial = 'CERT-2024-000012';
const base: Omit<
  CertificateInput,
  'language' | 'title' | 'studentName' | 'lines' | 'grade' | 'signatures'
> = {
  organisationName: 'جمعية تحفيظ القرآن الكريم',
  issuedAt,
  serial,
  verifyUrl: verificationUrl('https://quran.example.org/', serial),
};

describe('certificate PDFs', () => {
  it('prints the Arabic name shaped and right to left, the serial and both dates', async () => {
    const pdf = await renderPdf(
      certificateDocument({
        ...base,
        language: 'ar',
        title: 'شهادة إتمام حفظ',
        studentName: 'عبد الرحمن بن خالد الأنصاري',
        lines: [{ label: 'الجزء', value: 'جزء عمّ 30' }],
        grade: 'ممتاز 95',
        signatures: [{ title: 'مدير المركز', name: 'أحمد علي' }, { title: 'لجنة الاختبارات' }],
      }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = extract(pdf, 'raw');
    expect(raw).toContain(visualRtl('عبد الرحمن بن خالد الأنصاري'));
    // Not drawn left to right, and no word spelled backwards.
    expect(raw).not.toContain('عبد الرحمن بن خالد الأنصاري');
    expect(raw).not.toContain('يراصنألا');
    expect(extract(pdf, 'default')).toContain('عبد الرحمن بن خالد الأنصاري');
    // The opening words read back whole (their shadda split the last word apart).
    expect(extract(pdf, 'default')).toContain(translate('ar', 'documents.certificate.presentedTo'));

    // Dates in both calendars, with Arabic-Indic digits (numbers read left to right inside).
    const hijri = formatDate(issuedAt, { locale: 'ar', calendar: 'hijri', digits: 'arab' });
    const gregorian = formatDate(issuedAt, { locale: 'ar', calendar: 'gregorian', digits: 'arab' });
    expect(hijri).toBe('١ رمضان ١٤٤٥ هـ');
    expect(raw).toContain(visualRtl(hijri));
    expect(raw).toContain(visualRtl(gregorian));
    // Digits of the text become Arabic-Indic; the serial keeps the digits people type.
    expect(raw).toContain('٩٥');
    expect(raw).not.toMatch(/ممتاز 95|95 ممتاز/);
    expect(raw).toContain(serial);
  });

  it('prints English and French certificates with both calendars', async () => {
    const en = await renderPdf(
      certificateDocument({
        ...base,
        organisationName: 'Quran Society',
        language: 'en',
        title: 'Certificate of Memorisation',
        studentName: 'Abdulrahman Al-Ansari',
        lines: [{ label: 'Part', value: 'Juz 30' }],
        grade: 'Excellent',
        signatures: [{ title: 'Centre director' }],
      }),
    );
    const enText = extract(en, 'default');
    expect(enText).toContain('Abdulrahman Al-Ansari');
    expect(enText).toContain(`Serial: ${serial}`);
    expect(enText).toContain('1 Ramadan 1445 AH');
    expect(enText).toContain('11 March 2024');
    expect(enText).toContain('Grade: Excellent');

    const fr = await renderPdf(
      certificateDocument({
        ...base,
        organisationName: 'Société coranique',
        language: 'fr',
        title: 'Certificat de mémorisation',
        studentName: 'Zoé Lefèvre-Ağaoğlu',
        lines: [{ label: 'Partie', value: 'Juz’ 30' }],
        grade: 'Très bien',
        signatures: [{ title: 'Directeur du centre' }],
      }),
    );
    // A Hijri month whose English name holds a modifier letter (Rabiʻ): drawn, not dropped.
    const rabi = new Date('2024-09-15T09:30:00Z');
    const hijriEn = formatDate(rabi, { locale: 'en', calendar: 'hijri' });
    expect(hijriEn).toContain('\u02bb');
    const enRabi = await renderPdf(
      certificateDocument({
        ...base,
        issuedAt: rabi,
        organisationName: 'Quran Society',
        language: 'en',
        title: 'Certificate of Memorisation',
        studentName: 'Abdulrahman Al-Ansari',
        lines: [],
        grade: 'Excellent',
        signatures: [],
      }),
    );
    expect(extract(enRabi, 'default')).toContain(hijriEn);
    expect(faceOf(0x02bb)).toBe('latin');

    const frText = extract(fr, 'default');
    // Latin-1 and Latin Extended letters (two font subsets in one name).
    expect(frText).toContain('Zoé Lefèvre-Ağaoğlu');
    expect(frText).toContain(`Numéro : ${serial}`);
    expect(frText).toContain(formatDate(issuedAt, { locale: 'fr', calendar: 'hijri' }));
    expect(frText).toContain('11 mars 2024');
  });

  it('makes a book of many certificates, counting them as it goes, the logo stored once', async () => {
    const seen: number[] = [];
    const logo = await QRCode.toBuffer('logo', { type: 'png', width: 96 });
    function* specs() {
      for (let i = 1; i <= 3; i++) {
        yield certificateDocument({
          ...base,
          logo,
          serial: `CERT-2024-00000${i}`,
          language: 'en',
          title: 'Certificate',
          studentName: `Student ${i}`,
          lines: [],
          grade: 'Good',
          signatures: [],
        });
      }
    }
    const pdf = await renderPdfBook(specs(), (done) => {
      seen.push(done);
    });
    expect(seen).toEqual([1, 2, 3]);
    const text = extract(pdf, 'default');
    for (let i = 1; i <= 3; i++) expect(text).toContain(`CERT-2024-00000${i}`);
    const pages = execFileSync('pdfinfo', [join(dir, `d${fileNo}.pdf`)], { encoding: 'utf8' });
    expect(pages).toMatch(/Pages:\s+3\b/);
    // One image object, drawn on each of the three pages.
    const images = execFileSync('pdfimages', ['-list', join(dir, `d${fileNo}.pdf`)], {
      encoding: 'utf8',
    });
    const rows = images
      .trim()
      .split('\n')
      .slice(2)
      .filter((r) => r.trim().split(/\s+/)[2] === 'image');
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.trim().split(/\s+/)[10])).size).toBe(1);
  });
});

describe('other layouts', () => {
  it('flows a long table onto further pages, each with its footer', async () => {
    const pdf = await renderPdf({
      language: 'ar',
      page: { size: 'A4', orientation: 'portrait', border: 'simple' },
      header: { organisationName: 'جمعية تحفيظ القرآن الكريم' },
      blocks: [
        { kind: 'heading', text: 'كشف الدرجات' },
        { kind: 'rows', rows: [{ label: 'الحلقة', value: 'حلقة أبي بكر الصديق' }] },
        {
          kind: 'table',
          columns: [
            { title: 'الطالب', width: 3 },
            { title: 'الدرجة', align: 'center' },
          ],
          rows: Array.from({ length: 80 }, (_, i) => [`طالب رقم ${i + 1}`, `${90 - (i % 10)}`]),
        },
      ],
      footer: { serial: 'RPT-2026-000001', issuedAt },
    });
    const pages = Number(/Pages:\s+(\d+)/.exec(pdfInfo(pdf))?.[1]);
    expect(pages).toBeGreaterThan(1);
    const raw = extract(pdf, 'raw');
    // The last row made it (digits Arabic-Indic), and every page has the footer's serial.
    expect(raw).toContain(visualRtl('طالب رقم ٨٠'));
    expect(raw.split('RPT-2026-000001').length - 1).toBe(pages);
  });
});

describe('centred rows', () => {
  it('wrap a value too long for one line instead of running off the page', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i + 1}`);
    const pdf = await renderPdf({
      language: 'en',
      blocks: [
        { kind: 'rows', align: 'center', rows: [{ label: 'Notes', value: words.join(' ') }] },
      ],
    });
    const text = extract(pdf, 'raw');
    for (const w of ['Notes:', 'word1', 'word30', 'word60']) expect(text).toContain(w);
  });
});

describe('line layout', () => {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.registerFont(fontName('arabic', 400), fontData('arabic', 400));
  doc.registerFont(fontName('latin', 400), fontData('latin', 400));
  const measure: Measurer = {
    width: (font, size, text) => doc.font(font).fontSize(size).widthOfString(text),
  };

  it('shapes Arabic: joined forms and the lam-alef ligature are narrower than loose letters', () => {
    const arabic = fontName('arabic', 400);
    const loose = (word: string) => [...word].reduce((s, c) => s + measure.width(arabic, 20, c), 0);
    // لا is one ligature glyph, not lam then alef.
    expect(measure.width(arabic, 20, 'لا')).toBeLessThan(loose('لا') * 0.8);
    expect(measure.width(arabic, 20, 'محمد')).toBeLessThan(loose('محمد') * 0.9);
  });

  it('orders runs right to left and keeps numbers and Latin words left to right', () => {
    const pieces = layoutLine('سالم Salem 2024', 'rtl', 400, 12, measure);
    // Left to right on the page: the Latin run (word and number, in their own order), then the
    // Arabic word that starts the line on the right.
    expect(pieces.map((p) => p.text.trim()).filter(Boolean)).toEqual(['Salem 2024', 'سالم']);
    const mixed = layoutLine('رقم 12 من 30', 'rtl', 400, 12, measure);
    expect(mixed.map((p) => p.text.trim()).filter(Boolean)).toEqual(['30', 'من', '12', 'رقم']);
    // Arabic-Indic digits read left to right too; fontkit reverses Arabic-script runs, so the
    // renderer hands them over reversed.
    const digits = layoutLine('سنة ١٤٤٥', 'rtl', 400, 12, measure);
    expect(digits[0]!.text).toBe('٥٤٤١');
    // Brackets are mirrored in right-to-left runs.
    const bracket = layoutLine('(سالم)', 'rtl', 400, 12, measure);
    expect(bracket.map((p) => p.text)).toEqual(['(', 'سالم', ')']);
  });
});

describe('a font shared by the documents of a process', () => {
  /** One PDF of a single line set in `font`, ended (its subset written) before it returns. */
  function pdfOf(font: ParsedFont, text: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const doc = new PDFDocument();
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      doc
        .font(font as unknown as Buffer)
        .fontSize(14)
        .text(text);
      doc.end();
    });
  }

  it('keeps the text of a letter first met inside an accented one in an earlier PDF', async () => {
    // A fresh font, as the process's first document sees it: "u" is first made as a component
    // of û, ü and ù while the first PDF's subset is written, before any text lays it out.
    const latin = parseFont('latin', 400);
    await pdfOf(latin, 'ûüù éè');
    const text = extract(await pdfOf(latin, 'Jumada I 1448 AH, le 5 mai'), 'default');
    expect(text).toContain('Jumada I 1448 AH, le 5 mai');
  });
});
