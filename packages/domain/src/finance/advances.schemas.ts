import { z } from 'zod';
import { listPageQuery } from '../platform/list-page.ts';
import type { AdvanceEventKind, AdvanceStatus, PlannedInstalment } from './advances.ts';
import { ADVANCE_REPAYMENT_METHODS, ADVANCE_STATUSES } from './advances.ts';
import { monthField } from './payroll.schemas.ts';

const uuid = z.string().uuid();
const reason = z.string().trim().min(3, 'payroll.error.reason').max(500);

/** The HTTP contract of advances and their repayments (`/advance-component`, `/advance-payments-component`). */
export const ADVANCES_API = {
  /** GET list (advanceListQuery → ListPage<AdvanceSummary>); POST grant (advanceCreateInput → AdvanceDetail). */
  advances: '/api/advances',
  /** GET one with its plan and history (→ AdvanceDetail). */
  advance: '/api/advances/:id',
  /** POST skip a month (advanceSkipInput → AdvanceDetail). */
  skip: '/api/advances/:id/skip',
  /** POST reschedule (advanceRescheduleInput → AdvanceDetail). */
  reschedule: '/api/advances/:id/reschedule',
  /** POST a cash repayment (advanceRepaymentInput → AdvanceDetail). */
  repay: '/api/advances/:id/repayments',
  /** GET every repayment (repaymentListQuery → ListPage<AdvanceRepaymentRow>). */
  repayments: '/api/advances/repayments',
} as const;

export const advanceListQuery = z.object({
  ...listPageQuery,
  employeeId: uuid.optional(),
  centreId: uuid.optional(),
  status: z.enum(ADVANCE_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});

export const advanceCreateInput = z.object({
  employeeId: uuid,
  typeId: uuid,
  amount: z.number().int('payroll.error.amount').positive('payroll.error.amount'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'payroll.error.currency'),
  instalments: z.number().int().min(1).max(60),
  startMonth: monthField,
  grantedOn: z.string().date(),
  notes: z.string().trim().max(500).optional(),
});
export type AdvanceCreateInput = z.input<typeof advanceCreateInput>;

export const advanceSkipInput = z.object({ month: monthField, reason });
export const advanceRescheduleInput = z.object({
  instalments: z.number().int().min(1).max(60),
  fromMonth: monthField,
  reason,
});
export const advanceRepaymentInput = z.object({
  amount: z.number().int('payroll.error.amount').positive('payroll.error.amount'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'payroll.error.currency'),
  paidOn: z.string().date(),
  notes: z.string().trim().max(500).optional(),
});

export const repaymentListQuery = z.object({
  ...listPageQuery,
  employeeId: uuid.optional(),
  advanceId: uuid.optional(),
  method: z.enum(ADVANCE_REPAYMENT_METHODS).optional(),
});

export interface AdvanceSummary {
  id: string;
  employeeId: string;
  employeeName: string;
  centreName: string | null;
  typeId: string;
  typeName: { ar: string; en: string; fr: string };
  amount: number;
  currency: string;
  outstanding: number;
  remainingInstalments: number;
  nextMonth: string;
  nextInstalment: number | null;
  status: AdvanceStatus;
  grantedOn: string;
  version: number;
}

export interface AdvanceEventRow {
  id: string;
  kind: AdvanceEventKind;
  month: string | null;
  amount: number | null;
  reason: string | null;
  planBefore: PlannedInstalment[];
  planAfter: PlannedInstalment[];
  at: string;
  byName: string | null;
}

export interface AdvanceDetail extends AdvanceSummary {
  plan: PlannedInstalment[];
  skippedMonths: string[];
  events: AdvanceEventRow[];
  notes: string | null;
}

export interface AdvanceRepaymentRow {
  id: string;
  advanceId: string;
  employeeName: string;
  amount: number;
  currency: string;
  method: (typeof ADVANCE_REPAYMENT_METHODS)[number];
  month: string;
  paidOn: string;
  payrollRunId: string | null;
  entryId: string | null;
}
