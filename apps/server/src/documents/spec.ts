import type { Family } from './fonts.ts';

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
  | { kind: 'rule'; width?: number }
  /**
   * Boxes placed on a grid over the rest of the page (what a report card template lays out):
   * `columns` by `rows` cells from the current line to the footer; each box is `w` by `h`
   * cells, `x` counted from the start side (the right in Arabic). Its content is clipped to it.
   */
  | {
      kind: 'grid';
      columns: number;
      rows: number;
      cells: GridCell[];
      style?: GridStyle;
    };

/** What a grid box holds. */
export type GridContent =
  | ({ type: 'text'; text: string } & TextStyle)
  /** A figure, large and centred, with a caption under it. */
  | { type: 'figure'; value: string; caption?: string }
  | { type: 'rows'; rows: Array<{ label: string; value: string; keepDigits?: boolean }> }
  /** Small squares in rows (a memorisation map), each filled by its share (0..1), labelled. */
  | { type: 'squares'; items: Array<{ label: string; fill: number }>; perRow: number }
  | {
      type: 'table';
      columns: Array<{ title: string; width?: number }>;
      rows: string[][];
      empty?: string;
    }
  /** An image (PNG or JPEG bytes) fitted in the box, or its text when there is none. */
  | { type: 'image'; data?: Buffer; text?: string }
  | { type: 'qr'; text: string; caption?: string }
  | { type: 'signatures'; items: string[] };

export interface GridCell {
  x: number;
  y: number;
  w: number;
  h: number;
  title?: string;
  /** Drawn without the box's background and border (a title, the dates, signatures). */
  bare?: boolean;
  content: GridContent;
}

/** Colours (hex) and sizes of a grid's boxes. */
export interface GridStyle {
  primary?: string;
  accent?: string;
  text?: string;
  panel?: string;
  border?: string;
  /** Body text size in points (10 by default). */
  size?: number;
  box?: 'none' | 'thin' | 'thick';
  corners?: 'square' | 'rounded';
}

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
    /** The frame's colours (the deep green and gold by default). */
    borderColors?: { primary: string; accent: string };
  };
  /** The PDF's title in its metadata. */
  title?: string;
  /** The typeface of the whole document: Amiri (naskh) unless `plex` (a sans) is chosen. */
  font?: Family;
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
