import type { MetricKey } from '../metrics/metrics.ts';

/**
 * The elements a report card template places on its page (docs/report-cards.md). An element is
 * either a figure of the metric registry, counted for the student (or their ring) over the
 * card's term through the one metric service, or a block the card draws from the student's
 * records (the memorisation map, the juz completed, the approved test results, the teacher's
 * approved comment and conduct) or from the document itself (the verification QR code, the
 * dates, the organisation's logo). A template may only name these keys.
 */
export type ElementKind = 'metric' | 'block';

export interface CardElement {
  key: string;
  kind: ElementKind;
  /** A metric element: the registry's key, counted over the term. */
  metric?: MetricKey;
  /** Whose records a metric counts: the student's own, or their ring's (evaluations). */
  subject?: 'student' | 'ring';
  /** The smallest box it fits in, in grid cells (12 columns by 18 rows on A4). */
  min: { w: number; h: number };
  /** Its box when first placed. */
  size: { w: number; h: number };
  /** What the element reads, for the elements screen: a figure, records or the document. */
  source: 'metric' | 'records' | 'document';
}

const el = (
  key: string,
  kind: ElementKind,
  source: CardElement['source'],
  min: [number, number],
  size: [number, number],
  metric?: MetricKey,
  subject?: 'student' | 'ring',
): CardElement => ({
  key,
  kind,
  source,
  min: { w: min[0], h: min[1] },
  size: { w: size[0], h: size[1] },
  ...(metric ? { metric, subject: subject ?? 'student' } : {}),
});

export const CARD_ELEMENTS = [
  el('title', 'block', 'document', [4, 1], [12, 1]),
  el('logo', 'block', 'document', [2, 2], [3, 2]),
  el('student', 'block', 'records', [4, 2], [9, 2]),
  el('dates', 'block', 'document', [3, 1], [6, 1]),
  el('pages-term', 'metric', 'metric', [2, 2], [3, 2], 'memorisation.pages'),
  el('juz-term', 'metric', 'metric', [2, 2], [3, 2], 'memorisation.juz'),
  el('attendance', 'metric', 'metric', [2, 2], [3, 2], 'attendance.rate'),
  el('revision', 'metric', 'metric', [2, 2], [3, 2], 'revision.coverage'),
  el('tests-passed', 'metric', 'metric', [2, 2], [3, 2], 'tests.passed'),
  el('evaluation', 'metric', 'metric', [2, 2], [3, 2], 'evaluations.average', 'ring'),
  el('juz-completed', 'block', 'records', [2, 2], [3, 2]),
  el('mushaf-map', 'block', 'records', [6, 3], [12, 4]),
  el('test-results', 'block', 'records', [6, 2], [12, 3]),
  el('teacher-comment', 'block', 'records', [4, 2], [8, 2]),
  el('conduct', 'block', 'records', [2, 2], [4, 2]),
  el('verify-qr', 'block', 'document', [2, 2], [3, 3]),
  el('signatures', 'block', 'document', [6, 2], [9, 2]),
] as const satisfies readonly CardElement[];

export type CardElementKey = (typeof CARD_ELEMENTS)[number]['key'];
export const CARD_ELEMENT_KEYS = CARD_ELEMENTS.map((e) => e.key) as CardElementKey[];

export const isCardElementKey = (v: unknown): v is CardElementKey =>
  typeof v === 'string' && (CARD_ELEMENT_KEYS as string[]).includes(v);

export function cardElement(key: CardElementKey): CardElement {
  return CARD_ELEMENTS.find((e) => e.key === key)!;
}

/** The translation key of an element's name, and of its one-line description. */
export const cardElementLabelKey = (key: string) => `reportCards.element.${key}`;
export const cardElementHelpKey = (key: string) => `reportCards.elementHelp.${key}`;

/** The teacher's judgement of a student's conduct over the term. */
export const CONDUCT_GRADES = ['excellent', 'very-good', 'good', 'acceptable', 'weak'] as const;
export type ConductGrade = (typeof CONDUCT_GRADES)[number];
