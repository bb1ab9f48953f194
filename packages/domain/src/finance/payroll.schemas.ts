import { z } from 'zod';
import { listPageQuery } from '../platform/list-page.ts';
import type { PayrollRunStatus, PayslipChange, PayslipLine } from './payroll.ts';
import { PAYROLL_RUN_STATUSES } from './payroll.ts';
import { MONTH_PATTERN } from './payroll-month.ts';

export const monthField = z.string().regex(MONTH_PATTERN, 'payroll.error.month');
const uuid = z.string().uuid();

/** The HTTP contract of payroll runs and payslips (`/user-selarys-component`). */
export const PAYROLL_API = {
  /** GET list (payrollRunListQuery → ListPage<PayrollRunSummary>); POST create (payrollRunCreateInput → PayrollRunSummary). */
  runs: '/api/payroll/runs',
  /** GET one run with its payslips (→ PayrollRunDetail). */
  run: '/api/payroll/runs/:id',
  /** POST recompute a draft (→ PayrollRunSummary). */
  recompute: '/api/payroll/runs/:id/recompute',
  /** POST approve a draft (→ PayrollRunSummary). */
  approve: '/api/payroll/runs/:id/approve',
  /** POST post an approved run to the ledger (→ PayrollRunSummary); posting twice posts once. */
  post: '/api/payroll/runs/:id/post',
  /** GET the payslips of an employee (→ { items: PayslipRow[] }). */
  employeePayslips: '/api/payroll/employees/:id/payslips',
  /** GET a payslip's PDF (?language=ar|en|fr). */
  payslipPdf: '/api/payroll/payslips/:id/pdf',
} as const;

export const payrollRunListQuery = z.object({
  ...listPageQuery,
  countryId: uuid.optional(),
  centreId: uuid.optional(),
  month: monthField.optional(),
  status: z.enum(PAYROLL_RUN_STATUSES).optional(),
});
export type PayrollRunListQuery = z.infer<typeof payrollRunListQuery>;

/** A run for one centre (its country follows), or (no centre) for a whole country as a background job. */
export const payrollRunCreateInput = z
  .object({
    countryId: uuid.optional(),
    centreId: uuid.nullish(),
    month: monthField,
    fixed30: z.boolean().default(false),
  })
  .refine((v) => !!v.countryId || !!v.centreId, {
    path: ['centreId'],
    message: 'payroll.error.place',
  });
export type PayrollRunCreateInput = z.input<typeof payrollRunCreateInput>;

export interface PayrollRunSummary {
  id: string;
  countryId: string;
  countryName: string;
  centreId: string | null;
  centreName: string | null;
  month: string;
  fixed30: boolean;
  status: PayrollRunStatus;
  currency: string;
  employees: number;
  gross: number;
  deductions: number;
  advanceDeduction: number;
  net: number;
  jobId: string | null;
  entryId: string | null;
  createdAt: string;
  approvedAt: string | null;
  postedAt: string | null;
  version: number;
}

export interface PayslipRow {
  id: string;
  runId: string;
  month: string;
  employeeId: string;
  employeeName: string;
  centreName: string | null;
  currency: string;
  gross: number;
  deductions: number;
  advanceDeduction: number;
  net: number;
  previousNet: number | null;
  lines: PayslipLine[];
  changes: PayslipChange[];
  runStatus: PayrollRunStatus;
}

export interface PayrollRunDetail extends PayrollRunSummary {
  /** The caller created or recomputed the run, so may not approve it (separation of duties). */
  preparedByCaller: boolean;
  payslips: PayslipRow[];
}
