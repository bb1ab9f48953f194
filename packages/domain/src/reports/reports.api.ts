import { z } from 'zod';
import {
  isMetricKey,
  METRIC_DIMENSIONS,
  metricPeriod,
  type MetricKey,
  type MetricPeriod,
} from '../metrics/metrics.ts';
import { listPageQuery } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';

/** The HTTP contract of reports and the administration dashboard (docs/reports.md). */
export const REPORTS_API = {
  /** GET live figures (figuresQuery → LiveFigures), each figure under its own permission's scope. */
  figures: '/api/reports/figures',
  /** GET the rows behind one figure (figureRecordsQuery → ListPage<FigureRecord>). */
  records: '/api/reports/figures/:key/records',
  /** GET what waits for the caller's action, across modules (→ WaitingList). */
  waiting: '/api/dashboard/waiting',
} as const;

const uuid = z.string().uuid();
/** A comma-separated list in a query string (`?countryIds=a,b`), or repeated. */
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(uuid).max(200))
  .optional();
const keyList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().refine(isMetricKey, { message: 'metrics.errors.unknown' })).max(50))
  .optional();

const placeFilter = {
  countryIds: idList,
  centreIds: idList,
  projectId: uuid.optional(),
};

export const figuresQuery = z
  .object({
    from: z.string(),
    to: z.string(),
    keys: keyList,
    ...placeFilter,
    groupBy: z.enum(METRIC_DIMENSIONS).optional(),
    /** Also compute the period before (default yes). */
    compare: z.enum(['true', 'false']).default('true'),
  })
  .superRefine((q, ctx) => {
    const p = metricPeriod.safeParse({ from: q.from, to: q.to });
    if (!p.success)
      for (const issue of p.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type FiguresQuery = z.input<typeof figuresQuery>;

export const figureRecordsQuery = z
  .object({
    from: z.string(),
    to: z.string(),
    ...placeFilter,
    ...listPageQuery,
  })
  .superRefine((q, ctx) => {
    const p = metricPeriod.safeParse({ from: q.from, to: q.to });
    if (!p.success)
      for (const issue of p.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type FigureRecordsQuery = z.input<typeof figureRecordsQuery>;

/** One figure in one group: this period and, for flow figures, the period before. */
export interface FigureCell {
  key: MetricKey;
  value: number | null;
  byCurrency?: Array<{ currency: string; amount: number }>;
  /** Null for stock figures (they are the state now) or when not compared. */
  previous: number | null;
  previousByCurrency?: Array<{ currency: string; amount: number }>;
  /** A translation key when this figure failed; the others still answer. */
  error?: string;
}

export interface FigureGroup {
  /** The country, centre or project id; '' for the whole scope or rows without one. */
  id: string;
  name: string | null;
  cells: FigureCell[];
}

export interface LiveFigures {
  period: MetricPeriod;
  previous: MetricPeriod | null;
  groupBy: (typeof METRIC_DIMENSIONS)[number] | null;
  /** The figures the caller may read (each under its permission), in the registry's order. */
  keys: MetricKey[];
  groups: FigureGroup[];
}

/** A row behind a figure (the drill-down). */
export interface FigureRecord {
  id: string;
  title: string | null;
  on: string | null;
  centre: string | null;
}

/** One line of "waiting for your action". */
export interface WaitingLine {
  key: string;
  labelKey: string;
  path: string;
  count: number;
  /** When the oldest started waiting (ISO), null when none. */
  oldestAt: string | null;
  error?: string;
}

export interface WaitingList {
  items: WaitingLine[];
}

const money = z.object({ currency: z.string(), amount: z.number() });
const figureCell = z.object({
  key: z.string(),
  value: z.number().nullable(),
  byCurrency: z.array(money).optional(),
  previous: z.number().nullable(),
  previousByCurrency: z.array(money).optional(),
  error: z.string().optional(),
});
const period = z.object({ from: z.string(), to: z.string() });

/** The answers of reports and the dashboard as schemas, for the API document. */
export const REPORTS_ROUTES = defineRouteContracts({
  'GET /api/reports/figures': {
    summary: 'Live figures of the caller’s scope for a period, with the period before',
    query: figuresQuery,
    response: z.object({
      period,
      previous: period.nullable(),
      groupBy: z.enum(METRIC_DIMENSIONS).nullable(),
      keys: z.array(z.string()),
      groups: z.array(
        z.object({ id: z.string(), name: z.string().nullable(), cells: z.array(figureCell) }),
      ),
    }),
  },
  'GET /api/reports/figures/:key/records': {
    summary: 'The records behind one figure, with the same filters',
    params: z.object({ key: z.string() }),
    query: figureRecordsQuery,
    response: z.object({
      items: z.array(
        z.object({
          id: z.string(),
          title: z.string().nullable(),
          on: z.string().nullable(),
          centre: z.string().nullable(),
        }),
      ),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  'GET /api/dashboard/waiting': {
    summary: 'What waits for the caller’s action across modules, with the oldest’s age',
    response: z.object({
      items: z.array(
        z.object({
          key: z.string(),
          labelKey: z.string(),
          path: z.string(),
          count: z.number().int(),
          oldestAt: z.string().nullable(),
          error: z.string().optional(),
        }),
      ),
    }),
  },
});
