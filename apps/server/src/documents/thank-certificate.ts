import type { DocumentLanguage, DocumentSpec } from './spec.ts';

export interface ThankCertificateInput {
  language: DocumentLanguage;
  organisationName: string;
  logo?: Buffer;
  /** The title, the sentence of thanks and the signature titles, already translated. */
  title: string;
  holder: string;
  body: string;
  lines: Array<{ label: string; value: string }>;
  issuedAt: Date;
  serial: string;
  verifyUrl: string;
  signatures: Array<{ title: string; name?: string }>;
}

/**
 * A certificate of thanks (teacher training: for trainees who completed the programme and for
 * contributors): A4 landscape, the holder's name large, one sentence of thanks, the details
 * and signatures; the footer carries the serial, both calendars and the verification QR code.
 */
export function thankCertificateDocument(input: ThankCertificateInput): DocumentSpec {
  return {
    language: input.language,
    title: `${input.title} — ${input.holder}`,
    page: { size: 'A4', orientation: 'landscape', margin: 36, border: 'elegant' },
    header: { organisationName: input.organisationName, logo: input.logo },
    blocks: [
      { kind: 'space', height: 8 },
      { kind: 'heading', text: input.title, size: 32 },
      { kind: 'space', height: 8 },
      { kind: 'heading', text: input.holder, size: 34, color: '#1f2d3d' },
      { kind: 'rule', width: 0.4 },
      { kind: 'space', height: 6 },
      { kind: 'paragraph', text: input.body, align: 'center', size: 16 },
      { kind: 'space', height: 6 },
      { kind: 'rows', align: 'center', size: 13, rows: input.lines },
      { kind: 'signatures', items: input.signatures, atBottom: true },
    ],
    footer: { serial: input.serial, issuedAt: input.issuedAt, verifyUrl: input.verifyUrl },
  };
}
