import { translate } from '@qc/domain';
import type { DocumentLanguage, DocumentSpec } from './spec.ts';

export interface CertificateInput {
  language: DocumentLanguage;
  organisationName: string;
  logo?: Buffer;
  /** e.g. "شهادة إتمام حفظ جزء عمّ" — already in the document's language. */
  title: string;
  studentName: string;
  /** Lines under the name (test, part, examiner…), labels already translated. */
  lines: Array<{ label: string; value: string }>;
  grade: string;
  issuedAt: Date;
  serial: string;
  verifyUrl: string;
  signatures: Array<{ title: string; name?: string }>;
}

/**
 * A certificate: A4 landscape in an ornamented frame, the organisation and its logo, the
 * title, the student's name large, the details, the grade, the signatures; the footer carries
 * the serial, the issue date in both calendars and a QR code to the public verification page.
 */
export function certificateDocument(input: CertificateInput): DocumentSpec {
  const lang = input.language;
  return {
    language: lang,
    title: `${input.title} — ${input.studentName}`,
    page: { size: 'A4', orientation: 'landscape', margin: 36, border: 'elegant' },
    header: { organisationName: input.organisationName, logo: input.logo },
    blocks: [
      { kind: 'space', height: 6 },
      { kind: 'heading', text: input.title, size: 32 },
      { kind: 'space', height: 6 },
      {
        kind: 'paragraph',
        text: translate(lang, 'documents.certificate.presentedTo'),
        align: 'center',
        size: 13,
        color: '#5b6770',
      },
      { kind: 'space', height: 4 },
      { kind: 'heading', text: input.studentName, size: 36, color: '#1f2d3d' },
      { kind: 'rule', width: 0.4 },
      { kind: 'space', height: 6 },
      { kind: 'rows', align: 'center', size: 13, rows: input.lines },
      {
        kind: 'rows',
        align: 'center',
        size: 15,
        rows: [{ label: translate(lang, 'documents.certificate.grade'), value: input.grade }],
      },
      { kind: 'space', height: 6 },
      { kind: 'signatures', items: input.signatures, atBottom: true },
    ],
    footer: { serial: input.serial, issuedAt: input.issuedAt, verifyUrl: input.verifyUrl },
  };
}
