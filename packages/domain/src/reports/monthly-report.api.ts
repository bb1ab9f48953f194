import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import {
  monthlyCompletenessQuery,
  MONTHLY_REPORT_LEVELS,
  MONTHLY_REPORT_STATES,
  monthlyReportCreateInput,
  monthlyReportDecisionInput,
  monthlyReportListQuery,
  monthlyReportNarrativeInput,
} from './monthly-report.ts';

/** The HTTP contract of the monthly reports (docs/reports.md). */
export const MONTHLY_REPORTS_API = {
  /** GET the reports the caller may read (→ ListPage<MonthlyReportRow>); POST opens one. */
  list: '/api/monthly-reports',
  /** GET one report (→ MonthlyReportDetail); PATCH its narrative. */
  one: '/api/monthly-reports/:id',
  /** POST submit | approve | return | reopen (→ MonthlyReportDetail). */
  decide: '/api/monthly-reports/:id/:action',
  /** GET the completeness board of a month (→ Completeness). */
  completeness: '/api/monthly-reports-completeness',
} as const;

const idParams = z.object({ id: z.string().uuid() });
const money = z.object({ currency: z.string(), amount: z.number() });
const state = z.enum(MONTHLY_REPORT_STATES);
const rowShape = {
  id: z.string(),
  level: z.enum(MONTHLY_REPORT_LEVELS),
  month: z.string(),
  countryId: z.string().nullable(),
  countryName: z.string().nullable(),
  centreId: z.string().nullable(),
  centreName: z.string().nullable(),
  state,
  submittedAt: z.string().nullable(),
  firstSubmittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
};
const detailSchema = z.object({
  ...rowShape,
  achievements: z.string(),
  problems: z.string(),
  needs: z.string(),
  returnReason: z.string().nullable(),
  submittedBy: z.string().nullable(),
  figures: z.record(
    z.string(),
    z.object({
      value: z.number().nullable(),
      byCurrency: z.array(money).optional(),
      parts: z.object({ num: z.number(), den: z.number() }).optional(),
    }),
  ),
  live: z.boolean(),
  actions: z.array(z.string()),
  canEdit: z.boolean(),
  children: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      reportId: z.string().nullable(),
      state: state.nullable(),
    }),
  ),
  events: z.array(
    z.object({
      action: z.string(),
      fromState: z.string().nullable(),
      toState: z.string(),
      at: z.string(),
      byName: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});

export const MONTHLY_REPORT_ROUTES = defineRouteContracts({
  'GET /api/monthly-reports': {
    summary: 'Monthly reports the caller may read',
    query: monthlyReportListQuery,
    response: z.object({
      items: z.array(z.object(rowShape)),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  'POST /api/monthly-reports': {
    summary: 'Open the report of a place for an ended month (the existing one or a new draft)',
    body: monthlyReportCreateInput,
    response: detailSchema,
  },
  'GET /api/monthly-reports/:id': {
    summary: 'A monthly report: figures (frozen once submitted), narrative, history',
    params: idParams,
    response: detailSchema,
  },
  'PATCH /api/monthly-reports/:id': {
    summary: 'Write the narrative of a draft or returned report',
    params: idParams,
    body: monthlyReportNarrativeInput,
    response: detailSchema,
  },
  'POST /api/monthly-reports/:id/:action': {
    summary: 'Submit, approve, return or reopen a monthly report',
    params: z.object({ id: z.string().uuid(), action: z.string() }),
    body: monthlyReportDecisionInput,
    response: detailSchema,
  },
  'GET /api/monthly-reports-completeness': {
    summary: 'Which centres have submitted their report of a month, on time or late',
    query: monthlyCompletenessQuery,
    response: z.object({
      month: z.string(),
      due: z.string(),
      centres: z.number().int(),
      submitted: z.number().int(),
      onTime: z.number().int(),
      late: z.number().int(),
      missing: z.number().int(),
      pending: z.number().int(),
      approved: z.number().int(),
      percent: z.number().nullable(),
      rows: z.array(
        z.object({
          centreId: z.string(),
          centreName: z.string(),
          countryName: z.string().nullable(),
          reportId: z.string().nullable(),
          state: state.nullable(),
          firstSubmittedAt: z.string().nullable(),
          status: z.enum(['on-time', 'late', 'missing', 'pending']),
        }),
      ),
    }),
  },
});
