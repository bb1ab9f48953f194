import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import { METRICS, type MetricKey, type MetricParts } from '../metrics/metrics.ts';

/**
 * General reports (docs/reports.md): the registry's figures over several months and places,
 * built centre by centre and month by month from the approved monthly reports where the month
 * is closed and the centre's report approved, and from the live figures elsewhere, each month
 * labelled with where its figures came from.
 */
export const GENERAL_REPORTS_API = {
  /** GET the general report (generalReportQuery → GeneralReport). */
  report: '/api/general-reports',
  /** GET the same as an Excel workbook. */
  excel: '/api/general-reports/excel',
  /** GET the same as a PDF (the documents service). */
  pdf: '/api/general-reports/pdf',
} as const;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalidMonth');
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().uuid()).max(50))
  .optional();

/** At most two years in one report. */
export const GENERAL_REPORT_MAX_MONTHS = 24;

/** The months from `from` to `to`, both included (`YYYY-MM`). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
    if (out.length > GENERAL_REPORT_MAX_MONTHS) break;
  }
  return out;
}

export const generalReportQuery = z
  .object({
    fromMonth: month,
    toMonth: month,
    countryIds: idList,
    projectId: z.string().uuid().optional(),
    language: z.enum(['ar', 'en', 'fr']).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.fromMonth > q.toMonth)
      ctx.addIssue({ code: 'custom', path: ['toMonth'], message: 'metrics.errors.period' });
    else if (monthsBetween(q.fromMonth, q.toMonth).length > GENERAL_REPORT_MAX_MONTHS)
      ctx.addIssue({ code: 'custom', path: ['toMonth'], message: 'reports.errors.tooLong' });
  });
export type GeneralReportQuery = z.input<typeof generalReportQuery>;

/** A figure's value: a number, or sums per currency for money. */
export interface GeneralValue {
  value: number | null;
  byCurrency?: Array<{ currency: string; amount: number }>;
  /** A rate's two sums (`MetricValue.parts`); absent from reports frozen before they were kept. */
  parts?: MetricParts;
}

/**
 * Where a month's figures come from: `approved` (every centre's approved monthly report),
 * `live` (none: the month is open, or no report approved, or a project's figures), `mixed`.
 */
/**
 * Where a month's figures come from: approved monthly reports, live figures, both; or none, for a
 * month that has not begun (`future`: no figures, and not counted in the period's totals).
 */
export type GeneralSource = 'approved' | 'live' | 'mixed' | 'future';

export interface GeneralMonth {
  month: string;
  /** The month has ended. */
  closed: boolean;
  source: GeneralSource;
  /** Centres whose approved report gave this month's figures, of `centres`. */
  approvedCentres: number;
  centres: number;
  values: Partial<Record<MetricKey, GeneralValue>>;
}

export interface GeneralCentreInput {
  centreId: string;
  centreName: string;
  countryId: string;
  countryName: string | null;
  /** Per month: the centre's report, and whether its frozen figures were used. */
  months: Array<{ month: string; reportId: string | null; state: string | null; used: boolean }>;
}

export interface GeneralReport {
  fromMonth: string;
  toMonth: string;
  keys: MetricKey[];
  months: GeneralMonth[];
  /** The whole period: flows summed, stocks as at the last month, rates averaged. */
  total: Partial<Record<MetricKey, GeneralValue>>;
  /** The period per country (the same rules), for several countries side by side. */
  countries: Array<{
    id: string;
    name: string | null;
    values: Partial<Record<MetricKey, GeneralValue>>;
  }>;
  /** The monthly reports behind it, per centre and month. */
  inputs: GeneralCentreInput[];
  /** A project narrows to live figures: monthly reports are per centre, not per project. */
  projectId: string | null;
}

/**
 * How values of centres (or months) combine, by the figure's unit and timing: counts, pages and
 * money add up; a rate pools its rows (the sums of its two parts, so a centre of 300 attendance
 * days weighs ten times one of 30), falling back to the mean of the rates when a value has no
 * parts (a monthly report frozen before they were kept); over months, a stock figure is its
 * last month's value.
 */
export function combineValues(
  key: MetricKey,
  values: readonly GeneralValue[],
  over: 'places' | 'months',
): GeneralValue {
  const d = METRICS[key];
  if (over === 'months' && d.timing === 'stock') {
    const last = [...values].reverse().find((v) => v.value !== null || v.byCurrency?.length);
    return last ?? { value: d.unit === 'percent' ? null : 0 };
  }
  if (d.unit === 'percent') {
    const present = values.filter((v) => v.value !== null || (v.parts?.den ?? 0) > 0);
    if (present.length && present.every((v) => v.parts)) {
      const num = present.reduce((a, v) => a + v.parts!.num, 0);
      const den = present.reduce((a, v) => a + v.parts!.den, 0);
      return den > 0
        ? { value: Math.round((num / den) * 10) / 10, parts: { num, den } }
        : { value: null };
    }
    const xs = values.map((v) => v.value).filter((v): v is number => v !== null);
    return {
      value: xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : null,
    };
  }
  if (d.unit === 'money') {
    const sums = new Map<string, number>();
    for (const v of values)
      for (const c of v.byCurrency ?? [])
        sums.set(c.currency, (sums.get(c.currency) ?? 0) + c.amount);
    const byCurrency = [...sums]
      .map(([currency, amount]) => ({ currency, amount }))
      .sort((a, b) => a.currency.localeCompare(b.currency));
    return {
      value: byCurrency.length === 1 ? byCurrency[0]!.amount : byCurrency.length ? null : 0,
      byCurrency,
    };
  }
  const sum = values.reduce((a, v) => a + (v.value ?? 0), 0);
  return { value: Math.round(sum * 10) / 10 };
}

const generalValue = z.object({
  value: z.number().nullable(),
  byCurrency: z.array(z.object({ currency: z.string(), amount: z.number() })).optional(),
  parts: z.object({ num: z.number(), den: z.number() }).optional(),
});
const values = z.record(z.string(), generalValue);

export const GENERAL_REPORT_ROUTES = defineRouteContracts({
  'GET /api/general-reports': {
    summary: 'The registry’s figures over months and places, from approved monthly reports or live',
    query: generalReportQuery,
    response: z.object({
      fromMonth: z.string(),
      toMonth: z.string(),
      keys: z.array(z.string()),
      months: z.array(
        z.object({
          month: z.string(),
          closed: z.boolean(),
          source: z.enum(['approved', 'live', 'mixed', 'future']),
          approvedCentres: z.number().int(),
          centres: z.number().int(),
          values,
        }),
      ),
      total: values,
      countries: z.array(z.object({ id: z.string(), name: z.string().nullable(), values })),
      inputs: z.array(
        z.object({
          centreId: z.string(),
          centreName: z.string(),
          countryId: z.string(),
          countryName: z.string().nullable(),
          months: z.array(
            z.object({
              month: z.string(),
              reportId: z.string().nullable(),
              state: z.string().nullable(),
              used: z.boolean(),
            }),
          ),
        }),
      ),
      projectId: z.string().nullable(),
    }),
  },
  'GET /api/general-reports/excel': {
    summary: 'The general report as an Excel workbook',
    query: generalReportQuery,
    response: {
      file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  },
  'GET /api/general-reports/pdf': {
    summary: 'The general report as a PDF',
    query: generalReportQuery,
    response: { file: 'application/pdf' },
  },
});
