import { z } from 'zod';

/**
 * The metric registry's declarations, shared by server and screens: one entry per figure that
 * a report, a report card or the dashboard shows. The server computes each key in one place
 * (`apps/server/src/metrics/metric-registry.ts`), so a figure never differs between two screens.
 * See docs/reports.md (adding a metric).
 */
export const METRIC_KEYS = [
  'students.active',
  'students.new',
  'students.withdrawn',
  'rings.active',
  'teachers.active',
  'attendance.rate',
  'memorisation.pages',
  'memorisation.juz',
  'revision.coverage',
  'tests.requested',
  'tests.passed',
  'certificates.issued',
  'evaluations.average',
  'donations.received',
  'sponsorships.active',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

/** How a value reads: a count, a percentage (0..100, one decimal), pages, juz, money (minor units). */
export type MetricUnit = 'count' | 'percent' | 'pages' | 'juz' | 'money';

/**
 * `flow`: counted over the chosen period (new students, pages memorised); `stock`: the state of
 * the records now, whatever the period (active students, rings), so it has no previous period.
 */
export type MetricTiming = 'flow' | 'stock';

/** The places a figure can be narrowed to or grouped by. */
export const METRIC_DIMENSIONS = ['country', 'centre', 'project'] as const;
export type MetricDimension = (typeof METRIC_DIMENSIONS)[number];

export interface MetricDeclaration {
  key: MetricKey;
  unit: MetricUnit;
  timing: MetricTiming;
  /** The permission whose scope counts the records (a centre manager's: their centre). */
  permission: string;
  /** The dimensions the records carry; a filter on another one makes the figure not applicable. */
  dimensions: readonly MetricDimension[];
}

const ALL_DIMENSIONS = METRIC_DIMENSIONS;
const NO_PROJECT = ['country', 'centre'] as const;

export const METRICS: Readonly<Record<MetricKey, MetricDeclaration>> = {
  'students.active': m('students.active', 'count', 'stock', 'students:read', ALL_DIMENSIONS),
  'students.new': m('students.new', 'count', 'flow', 'students:read', ALL_DIMENSIONS),
  'students.withdrawn': m('students.withdrawn', 'count', 'flow', 'students:read', ALL_DIMENSIONS),
  'rings.active': m('rings.active', 'count', 'stock', 'rings:read', ALL_DIMENSIONS),
  'teachers.active': m('teachers.active', 'count', 'stock', 'rings:read', ALL_DIMENSIONS),
  'attendance.rate': m('attendance.rate', 'percent', 'flow', 'attendance:read', ALL_DIMENSIONS),
  'memorisation.pages': m('memorisation.pages', 'pages', 'flow', 'readings:read', ALL_DIMENSIONS),
  'memorisation.juz': m('memorisation.juz', 'juz', 'flow', 'readings:read', ALL_DIMENSIONS),
  'revision.coverage': m('revision.coverage', 'percent', 'flow', 'readings:read', ALL_DIMENSIONS),
  'tests.requested': m('tests.requested', 'count', 'flow', 'tests:read', ALL_DIMENSIONS),
  'tests.passed': m('tests.passed', 'count', 'flow', 'tests:read', ALL_DIMENSIONS),
  'certificates.issued': m(
    'certificates.issued',
    'count',
    'flow',
    'certificates:read',
    ALL_DIMENSIONS,
  ),
  'evaluations.average': m(
    'evaluations.average',
    'percent',
    'flow',
    'evaluations:read',
    NO_PROJECT,
  ),
  'donations.received': m('donations.received', 'money', 'flow', 'donations:read', NO_PROJECT),
  'sponsorships.active': m('sponsorships.active', 'count', 'stock', 'donations:read', NO_PROJECT),
};

function m(
  key: MetricKey,
  unit: MetricUnit,
  timing: MetricTiming,
  permission: string,
  dimensions: readonly MetricDimension[],
): MetricDeclaration {
  return { key, unit, timing, permission, dimensions };
}

/** The translation key of a metric's name (in `metrics.messages.ts`). */
export const metricLabelKey = (key: MetricKey): string => `metrics.${key}`;

/** Pages in a juz, for the juz figure (the Madinah mushaf: 604 pages, 30 ajza). */
export const PAGES_PER_JUZ = 20;

export const isMetricKey = (v: unknown): v is MetricKey =>
  typeof v === 'string' && (METRIC_KEYS as readonly string[]).includes(v);

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate');

/** A closed period of days, both ends included. */
export const metricPeriod = z
  .object({ from: isoDay, to: isoDay })
  .refine((p) => p.from <= p.to, { message: 'metrics.errors.period', path: ['to'] });
export type MetricPeriod = z.infer<typeof metricPeriod>;

/** Narrowing inside the caller's scope (never widening it). */
export interface MetricFilter {
  countryIds?: string[];
  centreIds?: string[];
  projectId?: string;
}

/** A figure as computed for a scope and period. */
export interface MetricValue {
  key: MetricKey;
  /** Null when the figure does not apply (a filter on a dimension the records lack) or has no data (a rate over nothing). */
  value: number | null;
  /** Money figures, one line per currency (value is then the sum only when there is one currency). */
  byCurrency?: Array<{ currency: string; amount: number }>;
  /**
   * A rate or an average: what it is a ratio of (`value` is `num / den`, rounded), so that
   * places and months pool their rows instead of averaging their rates (`combineValues`).
   */
  parts?: MetricParts;
}

/** The two sums behind a rate (`num` already scaled: 100 × hits for a percentage of rows). */
export interface MetricParts {
  num: number;
  den: number;
}

/**
 * The period just before `p`: the same number of whole months when `p` is whole months (a
 * month's previous is the month before), otherwise the same number of days.
 */
export function previousPeriod(p: MetricPeriod): MetricPeriod {
  const day = 86_400_000;
  if (p.from.endsWith('-01') && monthPeriod(p.to.slice(0, 7)).to === p.to) {
    const [fy, fm] = p.from.split('-').map(Number) as [number, number];
    const [ty, tm] = p.to.split('-').map(Number) as [number, number];
    const months = (ty - fy) * 12 + (tm - fm) + 1;
    const start = new Date(Date.UTC(fy, fm - 1 - months, 1)).toISOString().slice(0, 7);
    const end = new Date(Date.UTC(fy, fm - 2, 1)).toISOString().slice(0, 7);
    return { from: `${start}-01`, to: monthPeriod(end).to };
  }
  const from = Date.parse(`${p.from}T00:00:00Z`);
  const to = Date.parse(`${p.to}T00:00:00Z`);
  const days = Math.round((to - from) / day) + 1;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { from: iso(from - days * day), to: iso(from - day) };
}

/** The first and last day of a month `YYYY-MM`. */
export function monthPeriod(month: string): MetricPeriod {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
