/**
 * PDF documents: time and memory of certificates.
 *   npx tsx bench/documents.bench.ts [bookSize=500]
 * Renders one Arabic certificate cold (fonts read and parsed), then 20 more warm, then a book
 * of `bookSize` certificates in one PDF (ar, en, fr in turn, each with the same logo, its own
 * name, serial and QR code) from a generator, and reports time, size and the process's RSS:
 * the peak while the book is made (sampled every 20 ms and per document) over the RSS before.
 * Prints a Markdown table (copy it into bench/README.md).
 */
import QRCode from 'qrcode';
import {
  certificateDocument,
  renderPdf,
  renderPdfBook,
  verificationUrl,
  type CertificateInput,
  type DocumentSpec,
} from '../apps/server/src/documents/index.ts';

import { isScript, machineState, runScript } from './bench-kit.ts';

if (isScript(import.meta.url))
  runScript(async () => console.log(await documentsBench(Number(process.argv[2] ?? 500))));
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

const names = {
  ar: ['عبد الرحمن بن خالد الأنصاري', 'فاطمة بنت محمد الزهراني', 'يوسف عبد الله القحطاني'],
  en: ['Abdulrahman Al-Ansari', 'Fatimah Al-Zahrani', 'Yusuf Al-Qahtani'],
  fr: ['Zoé Lefèvre', 'Ibrahim Benali', 'Maryam Ouédraogo'],
} as const;
const words = {
  ar: {
    org: 'جمعية تحفيظ القرآن الكريم',
    title: 'شهادة إتمام حفظ',
    part: 'الجزء',
    grade: 'ممتاز',
    sig: ['مدير المركز', 'لجنة الاختبارات'],
  },
  en: {
    org: 'Quran Memorisation Society',
    title: 'Certificate of Memorisation',
    part: 'Part',
    grade: 'Excellent',
    sig: ['Centre director', 'Tests committee'],
  },
  fr: {
    org: 'Société de mémorisation du Coran',
    title: 'Certificat de mémorisation',
    part: 'Partie',
    grade: 'Très bien',
    sig: ['Directeur du centre', 'Jury'],
  },
} as const;

function certificate(i: number, logo: Buffer): DocumentSpec {
  const language = (['ar', 'en', 'fr'] as const)[i % 3]!;
  const w = words[language];
  const serial = `CERT-2026-${String(i + 1).padStart(6, '0')}`;
  const input: CertificateInput = {
    language,
    organisationName: w.org,
    logo,
    title: w.title,
    studentName: names[language][i % 3]!,
    lines: [{ label: w.part, value: `${(i % 30) + 1}` }],
    grade: w.grade,
    issuedAt: new Date(Date.UTC(2026, 10, 1 + (i % 28))),
    serial,
    verifyUrl: verificationUrl('https://quran.example.org', serial),
    signatures: w.sig.map((title) => ({ title })),
  };
  return certificateDocument(input);
}

/**
 * A certificate cold, 20 warm and a book of `BOOK` certificates: the Markdown table. The small
 * mode (a book of a few) runs in the tests.
 */
export async function documentsBench(BOOK: number): Promise<string> {
  const logo = await QRCode.toBuffer('organisation logo', { type: 'png', width: 240 });
  const rows: string[] = [];
  const before = process.memoryUsage().rss;

  let t0 = performance.now();
  const first = await renderPdf(certificate(0, logo));
  const cold = performance.now() - t0;
  rows.push(
    `| one certificate, cold (fonts loaded) | ${cold.toFixed(0)} ms | ${(first.length / 1024).toFixed(0)} KB | |`,
  );

  t0 = performance.now();
  let size = 0;
  for (let i = 0; i < 20; i++) size += (await renderPdf(certificate(i, logo))).length;
  const warm = (performance.now() - t0) / 20;
  rows.push(
    `| one certificate, warm (mean of 20, ar/en/fr) | ${warm.toFixed(0)} ms | ${(size / 20 / 1024).toFixed(0)} KB | |`,
  );

  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, 20);
  function* book() {
    for (let i = 0; i < BOOK; i++) yield certificate(i, logo);
  }
  t0 = performance.now();
  const pdf = await renderPdfBook(book(), () => sample());
  const bookMs = performance.now() - t0;
  clearInterval(timer);
  sample();
  rows.push(
    `| book of ${BOOK} certificates in one PDF | ${(bookMs / 1000).toFixed(1)} s (${(bookMs / BOOK).toFixed(0)} ms each) | ${mb(pdf.length)} MB | peak RSS ${mb(peak)} MB (+${mb(peak - startRss)} MB over ${mb(startRss)} MB) |`,
  );

  return [
    `Node ${process.version}, ${machineState()}, RSS at start ${mb(before)} MB`,
    '',
    '| what | time | PDF size | memory |',
    '|---|---:|---:|---|',
    ...rows,
  ].join('\n');
}
