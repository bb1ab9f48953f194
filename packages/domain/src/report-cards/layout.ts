import { z } from 'zod';
import { cardElement, isCardElementKey, type CardElementKey } from './elements.ts';

/**
 * A template's page: A4 portrait, its printable area cut into a grid of 12 columns and 18 rows.
 * Each element is placed as a box of whole cells (`x`, `y` from the start corner: the top right
 * in Arabic, the top left otherwise). The designer's preview and the PDF draw the same grid, so
 * what the designer shows is what prints.
 */
export const CARD_GRID = { columns: 12, rows: 18 } as const;

export interface Placement {
  element: CardElementKey;
  x: number;
  y: number;
  w: number;
  h: number;
}

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const placementSchema = z.object({
  element: z.string().max(40),
  x: int(0, CARD_GRID.columns - 1),
  y: int(0, CARD_GRID.rows - 1),
  w: int(1, CARD_GRID.columns),
  h: int(1, CARD_GRID.rows),
});

/** A problem of a layout: which placement (its index) and the translation key. */
export interface LayoutProblem {
  index: number;
  code: string;
}

/**
 * What is wrong with a layout: an element the catalogue does not know, one placed twice, a box
 * leaving the page, smaller than the element's minimum, or overlapping another. Empty when
 * the layout can be saved.
 */
export function layoutProblems(
  items: ReadonlyArray<z.infer<typeof placementSchema>>,
): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const seen = new Set<string>();
  const taken = new Map<string, number>();
  items.forEach((p, index) => {
    if (!isCardElementKey(p.element)) {
      problems.push({ index, code: 'reportCards.errors.unknownElement' });
      return;
    }
    if (seen.has(p.element)) problems.push({ index, code: 'reportCards.errors.placedTwice' });
    seen.add(p.element);
    if (p.x + p.w > CARD_GRID.columns || p.y + p.h > CARD_GRID.rows) {
      problems.push({ index, code: 'reportCards.errors.offPage' });
      return;
    }
    const min = cardElement(p.element).min;
    if (p.w < min.w || p.h < min.h) problems.push({ index, code: 'reportCards.errors.tooSmall' });
    for (let r = p.y; r < p.y + p.h; r++)
      for (let c = p.x; c < p.x + p.w; c++) {
        const other = taken.get(`${r}:${c}`);
        if (other !== undefined && other !== index) {
          if (!problems.some((q) => q.index === index && q.code === 'reportCards.errors.overlap'))
            problems.push({ index, code: 'reportCards.errors.overlap' });
        } else taken.set(`${r}:${c}`, index);
      }
  });
  return problems;
}

/** The first free box of an element's size, scanning rows from the top (null when full). */
export function firstFreeBox(
  items: readonly Placement[],
  size: { w: number; h: number },
): { x: number; y: number } | null {
  const busy = (x: number, y: number) =>
    items.some((p) => x < p.x + p.w && p.x < x + size.w && y < p.y + p.h && p.y < y + size.h);
  for (let y = 0; y + size.h <= CARD_GRID.rows; y++)
    for (let x = 0; x + size.w <= CARD_GRID.columns; x++) if (!busy(x, y)) return { x, y };
  return null;
}

/** The typefaces a card may be set in (the documents service embeds both). */
export const CARD_FONTS = ['amiri', 'plex'] as const;
export type CardFont = (typeof CARD_FONTS)[number];

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'reportCards.errors.colour');

/**
 * A card's style: its colours, the sizes of its text, the page's frame and the boxes' borders.
 * Saved under a name (a saved style) and copied into every template version that uses it, so
 * an issued card keeps the look it was issued with.
 */
export const cardStyleSchema = z.object({
  /** Titles, figures and the filled cells of the memorisation map. */
  primary: hex,
  /** Frames, rules and the half-memorised cells. */
  accent: hex,
  /** Body text. */
  text: hex,
  /** The boxes' background. */
  panel: hex,
  /** The boxes' border. */
  border: hex,
  /** Body text size in points. */
  fontSize: z.coerce
    .number()
    .int()
    .min(8, 'reportCards.errors.fontSize')
    .max(14, 'reportCards.errors.fontSize'),
  /** The card's title size in points. */
  titleSize: z.coerce
    .number()
    .int()
    .min(14, 'reportCards.errors.titleSize')
    .max(32, 'reportCards.errors.titleSize'),
  /** The page's frame. */
  frame: z.enum(['none', 'simple', 'elegant']),
  /** The boxes' border: none, a thin line, a thick line. */
  boxBorder: z.enum(['none', 'thin', 'thick']),
  /** Rounded or square box corners. */
  corners: z.enum(['square', 'rounded']),
  /**
   * The typeface: Amiri, a naskh, or IBM Plex Sans Arabic, a plain sans; both embedded in the
   * PDF. Styles saved before the choice existed read as Amiri.
   */
  font: z.enum(CARD_FONTS).default('amiri'),
});
export type CardStyle = z.infer<typeof cardStyleSchema>;

/** The style a new template starts with (the organisation's green and gold). */
export const DEFAULT_CARD_STYLE: CardStyle = {
  primary: '#1e5b4f',
  accent: '#9a7b2f',
  text: '#1f2d3d',
  panel: '#f7f5ee',
  border: '#c9b98a',
  fontSize: 10,
  titleSize: 22,
  frame: 'elegant',
  boxBorder: 'thin',
  corners: 'rounded',
  font: 'amiri',
};

/** A ready layout: the elements a new template starts with. */
export const DEFAULT_LAYOUT: Placement[] = [
  { element: 'logo', x: 0, y: 0, w: 3, h: 2 },
  { element: 'title', x: 3, y: 0, w: 9, h: 1 },
  { element: 'dates', x: 3, y: 1, w: 9, h: 1 },
  { element: 'student', x: 0, y: 2, w: 12, h: 2 },
  { element: 'pages-term', x: 0, y: 4, w: 3, h: 2 },
  { element: 'juz-completed', x: 3, y: 4, w: 3, h: 2 },
  { element: 'attendance', x: 6, y: 4, w: 3, h: 2 },
  { element: 'evaluation', x: 9, y: 4, w: 3, h: 2 },
  { element: 'mushaf-map', x: 0, y: 6, w: 12, h: 4 },
  { element: 'test-results', x: 0, y: 10, w: 12, h: 3 },
  { element: 'teacher-comment', x: 0, y: 13, w: 8, h: 2 },
  { element: 'conduct', x: 8, y: 13, w: 4, h: 2 },
  { element: 'signatures', x: 0, y: 15, w: 9, h: 3 },
  { element: 'verify-qr', x: 9, y: 15, w: 3, h: 3 },
];
