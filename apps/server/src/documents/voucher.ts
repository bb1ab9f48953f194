import type { DocumentLanguage, DocumentSpec } from './spec.ts';

export interface VoucherDocumentInput {
  language: DocumentLanguage;
  organisationName: string;
  logo?: Buffer;
  /** "سند قبض" — already in the document's language, with the state when not posted. */
  title: string;
  serial: string;
  /** Label/value rows (date in both calendars, box, party, amount in words and figures). */
  rows: Array<{ label: string; value: string }>;
  /** The voucher's lines: column titles and cells, already translated and formatted. */
  table?: { columns: string[]; rows: string[][] };
  memo: { label: string; value: string };
  issuedAt: Date;
  /** Set once the voucher is posted (the register knows its serial). */
  verifyUrl?: string;
  signatures: Array<{ title: string; name?: string }>;
}

/**
 * A receipt, payment, transfer or exchange voucher: A5 landscape, the organisation, the
 * voucher's kind and number, its facts as rows, its lines as a table, the memo and the
 * signatures (drafter, approver, receiver); the footer carries the serial, the date in both
 * calendars and, once posted, the QR code to the public verification page.
 */
export function voucherDocument(input: VoucherDocumentInput): DocumentSpec {
  return {
    language: input.language,
    title: `${input.title} ${input.serial}`,
    page: { size: 'A4', orientation: 'portrait', margin: 40, border: 'simple' },
    header: { organisationName: input.organisationName, logo: input.logo },
    blocks: [
      { kind: 'heading', text: input.title, size: 22 },
      {
        kind: 'paragraph',
        text: input.serial,
        align: 'center',
        size: 12,
        color: '#5b6770',
        keepDigits: true,
      },
      { kind: 'rule', width: 0.4 },
      { kind: 'rows', rows: input.rows, size: 12 },
      ...(input.table
        ? [
            { kind: 'space' as const, height: 6 },
            {
              kind: 'table' as const,
              columns: input.table.columns.map((title, i) => ({
                title,
                width: i === 0 ? 3 : 2,
              })),
              rows: input.table.rows,
              size: 11,
            },
          ]
        : []),
      { kind: 'space', height: 6 },
      { kind: 'rows', rows: [input.memo], size: 11 },
      { kind: 'space', height: 10 },
      { kind: 'signatures', items: input.signatures, atBottom: true },
    ],
    footer: { serial: input.serial, issuedAt: input.issuedAt, verifyUrl: input.verifyUrl },
  };
}
