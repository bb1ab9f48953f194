import { z } from 'zod';
import type { MetricKey, MetricValue } from '../metrics/metrics.ts';
import { defineLifecycle } from '../workflow/lifecycle.ts';

/**
 * The monthly report climbing centre → country → organisation (docs/reports.md): a centre's
 * report is submitted by its manager and approved by the country's; a country's report once all
 * its centres' are approved, approved at the organisation; then the organisation's own.
 *
 *   (new) ─create─▶ draft ─submit (figures frozen)─▶ submitted ─approve─▶ approved (locked)
 *                                                    submitted ─return (reason)─▶ returned ─submit─▶ …
 *   approved ─reopen (reason, by the approver)─▶ returned
 */
export const MONTHLY_REPORT_LEVELS = ['centre', 'country', 'organisation'] as const;
export type MonthlyReportLevel = (typeof MONTHLY_REPORT_LEVELS)[number];

export const MONTHLY_REPORT_STATES = ['draft', 'submitted', 'approved', 'returned'] as const;
export type MonthlyReportState = (typeof MONTHLY_REPORT_STATES)[number];

export const MONTHLY_REPORT_LIFECYCLE = defineLifecycle({
  name: 'monthly-reports',
  states: MONTHLY_REPORT_STATES,
  actions: {
    create: { from: [null], to: ['draft'], permission: 'monthly-reports:create' },
    submit: {
      from: ['draft', 'returned'],
      to: ['submitted'],
      permission: 'monthly-reports:update',
    },
    approve: {
      from: ['submitted'],
      to: ['approved'],
      permission: 'monthly-reports:approve',
      only: 'the level above, never the submitter',
    },
    return: {
      from: ['submitted'],
      to: ['returned'],
      permission: 'monthly-reports:approve',
      reasonRequired: true,
      only: 'the level above',
    },
    reopen: {
      from: ['approved'],
      to: ['returned'],
      permission: 'monthly-reports:approve',
      reasonRequired: true,
      only: 'the level above',
    },
  },
});
export type MonthlyReportAction = (typeof MONTHLY_REPORT_LIFECYCLE.actionNames)[number];
export const MONTHLY_REPORT_DECISIONS = ['submit', 'approve', 'return', 'reopen'] as const;
export type MonthlyReportDecision = (typeof MONTHLY_REPORT_DECISIONS)[number];

/** States in which the narrative may be written (a submitted or approved report is locked). */
export const MONTHLY_REPORT_EDITABLE: readonly MonthlyReportState[] = ['draft', 'returned'];

/** A centre's report is due by this day of the following month; after it, it is late. */
export const MONTHLY_REPORT_DUE_DAY = 5;

/** The narrative fields the manager writes. */
export const NARRATIVE_FIELDS = ['achievements', 'problems', 'needs'] as const;
export type NarrativeField = (typeof NARRATIVE_FIELDS)[number];
export const NARRATIVE_MAX = 4000;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalidMonth');

/** Whether a month has ended on `today` (`YYYY-MM-DD`): only an ended month has a report. */
export const monthEnded = (m: string, today: string): boolean => m < today.slice(0, 7);

/** The last day on which a month's report is on time: the due day of the next month. */
export function monthlyReportDue(m: string): string {
  const [y, mo] = m.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, mo, 1)).toISOString().slice(0, 7);
  return `${next}-${String(MONTHLY_REPORT_DUE_DAY).padStart(2, '0')}`;
}

/** How a centre stands for a month on the completeness board. */
export type CompletenessStatus = 'on-time' | 'late' | 'missing' | 'pending';

/**
 * A centre's standing for a month: submitted on or before the due day (on time) or after it
 * (late), by its first submission; not submitted: missing once the due day has passed, pending
 * before.
 */
export function completenessOf(
  m: string,
  firstSubmittedAt: string | null,
  today: string,
): CompletenessStatus {
  const due = monthlyReportDue(m);
  if (firstSubmittedAt) return firstSubmittedAt.slice(0, 10) <= due ? 'on-time' : 'late';
  return today > due ? 'missing' : 'pending';
}

export const monthlyReportCreateInput = z
  .object({
    level: z.enum(MONTHLY_REPORT_LEVELS),
    month,
    countryId: z.string().uuid().optional(),
    centreId: z.string().uuid().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.level === 'centre' && !v.centreId)
      ctx.addIssue({ code: 'custom', path: ['centreId'], message: 'validation.required' });
    if (v.level === 'country' && !v.countryId)
      ctx.addIssue({ code: 'custom', path: ['countryId'], message: 'validation.required' });
  });
export type MonthlyReportCreateInput = z.input<typeof monthlyReportCreateInput>;

const narrative = z.string().trim().max(NARRATIVE_MAX, 'validation.tooLong');
export const monthlyReportNarrativeInput = z.object({
  version: z.number().int().positive(),
  achievements: narrative.optional(),
  problems: narrative.optional(),
  needs: narrative.optional(),
});
export type MonthlyReportNarrativeInput = z.input<typeof monthlyReportNarrativeInput>;

export const monthlyReportDecisionInput = z.object({
  reason: z.string().trim().max(1000).optional(),
  version: z.number().int().positive().optional(),
});
export type MonthlyReportDecisionInput = z.input<typeof monthlyReportDecisionInput>;

export const monthlyReportListQuery = z.object({
  month: month.optional(),
  level: z.enum(MONTHLY_REPORT_LEVELS).optional(),
  state: z.enum(MONTHLY_REPORT_STATES).optional(),
  countryId: z.string().uuid().optional(),
  centreId: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type MonthlyReportListQuery = z.input<typeof monthlyReportListQuery>;

export const monthlyCompletenessQuery = z.object({
  month,
  countryId: z.string().uuid().optional(),
});
export type MonthlyCompletenessQuery = z.input<typeof monthlyCompletenessQuery>;

/** The frozen figures of a submitted report: each key's value as computed at submission. */
export type MonthlyFigures = Partial<Record<MetricKey, Omit<MetricValue, 'key'>>>;

export interface MonthlyReportRow {
  id: string;
  level: MonthlyReportLevel;
  month: string;
  countryId: string | null;
  countryName: string | null;
  centreId: string | null;
  centreName: string | null;
  state: MonthlyReportState;
  submittedAt: string | null;
  firstSubmittedAt: string | null;
  approvedAt: string | null;
  version: number;
  updatedAt: string;
}

export interface MonthlyReportEventView {
  action: string;
  fromState: string | null;
  toState: string;
  at: string;
  byName: string | null;
  reason: string | null;
}

/** The reports one level down (a country's centres, the organisation's countries). */
export interface MonthlyReportChild {
  id: string;
  name: string;
  reportId: string | null;
  state: MonthlyReportState | null;
}

export interface MonthlyReportDetail extends MonthlyReportRow {
  achievements: string;
  problems: string;
  needs: string;
  returnReason: string | null;
  submittedBy: string | null;
  /** The frozen snapshot once submitted, else the live figures now. */
  figures: MonthlyFigures;
  /** True while the figures are live (draft or returned). */
  live: boolean;
  /** The actions the caller may take now (the lifecycle's, their rights, the level rules). */
  actions: MonthlyReportDecision[];
  canEdit: boolean;
  children: MonthlyReportChild[];
  events: MonthlyReportEventView[];
}

export interface CompletenessRow {
  centreId: string;
  centreName: string;
  countryName: string | null;
  reportId: string | null;
  state: MonthlyReportState | null;
  firstSubmittedAt: string | null;
  status: CompletenessStatus;
}

export interface Completeness {
  month: string;
  due: string;
  centres: number;
  submitted: number;
  onTime: number;
  late: number;
  missing: number;
  pending: number;
  approved: number;
  /** Submitted over centres, 0..100 (never over 100: only the centres counted are asked). */
  percent: number | null;
  rows: CompletenessRow[];
}
