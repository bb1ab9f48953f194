/**
 * The layout model of printed documents. A template (certificate, receipt, payslip…) builds a
 * DocumentSpec from its data; the renderer turns it into PDF. Templates never draw.
 */
export type DocumentLanguage = 'ar' | 'en' | 'fr';

/** Where a line sits: `start` is the right edge in Arabic and the left edge otherwise. */
export type Align = 'start' | 'center' | 'end';

export interface TextStyle {
  /** Points; 11 by default (headings: 22). */
  size?: number;
  bold?: boolean;
  align?: Align;
  /** A CSS-like hex colour, '#1f2d3d' by default. */
  color?: string;
  /**
   * Keep the digits as written. By default Arabic documents print the organisation's digits
   * (Arabic-Indic unless it chose Latin);
   * serials, codes and addresses that people type back set this.
   */
  keepDigits?: boolean;
}

export type DocumentBlock =
  | ({ kind: 'heading'; text: string } & TextStyle)
  | ({ kind: 'paragraph'; text: string } & TextStyle)
  | {
      kind: 'rows';
      rows: Array<{ label: string; value: string; keepDigits?: boolean }>;
      /** `center` prints "label: value" lines centred; `start` a two-column list. */
      align?: 'start' | 'center';
      size?: number;
    }
  | {
      kind: 'table';
      columns: Array<{
        title: string;
        /** relative width, 1 by default */ width?: number;
        align?: Align;
      }>;
      rows: string[][];
      size?: number;
    }
  | {
      kind: 'signatures';
      items: Array<{ title: string; name?: string }>;
      /** Sit just above the footer instead of under the previous block. */
      atBottom?: boolean;
    }
  | { kind: 'space'; height: number }
  /** A thin line; `width` is the share of the line it spans, centred (1 by default). */
  | { kind: 'rule'; width?: number };

export interface DocumentSpec {
  /** The language decides the direction (ar → right to left), the digits and the labels. */
  language: DocumentLanguage;
  /**
   * The organisation's digits for Arabic documents (`organisationDigits`): Arabic-Indic
   * when not given. English and French documents keep Latin digits.
   */
  digits?: string | null;
  page?: {
    size?: 'A4' | 'A5' | 'LETTER';
    orientation?: 'portrait' | 'landscape';
    /** Points; 48 by default. */
    margin?: number;
    border?: 'none' | 'simple' | 'elegant';
  };
  /** The PDF's title in its metadata. */
  title?: string;
  /** Printed at the top of the (first) page, centred. */
  header?: { organisationName?: string; logo?: Buffer };
  blocks: DocumentBlock[];
  /**
   * The last line of every page: the serial and the issue date in both calendars; when
   * `verifyUrl` is set, a QR code to it in the bottom corner on the end side.
   */
  footer?: { serial?: string; issuedAt?: Date; verifyUrl?: string; note?: string };
}

export function directionOf(language: DocumentLanguage): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
