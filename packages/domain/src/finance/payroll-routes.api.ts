import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import { PAYROLL_RUN_STATUSES, SALARY_BASES, SALARY_COMPONENT_KINDS } from './payroll.ts';
import {
  payrollRunCreateInput,
  payrollRunListQuery,
  type PayrollRunDetail,
  type PayrollRunSummary,
} from './payroll.schemas.ts';

/**
 * The answers of payroll runs as schemas, typed with the shapes the screens read, for the API
 * document (`PAYROLL_ROUTES`).
 */
const runShape = {
  id: z.uuid(),
  countryId: z.uuid(),
  countryName: z.string(),
  centreId: z.uuid().nullable(),
  centreName: z.string().nullable(),
  month: z.string().describe('YYYY-MM'),
  fixed30: z.boolean(),
  status: z.enum(PAYROLL_RUN_STATUSES),
  currency: z.string(),
  employees: z.number().int(),
  gross: z.number().int().describe('minor units'),
  deductions: z.number().int(),
  advanceDeduction: z.number().int(),
  net: z.number().int(),
  jobId: z.uuid().nullable().describe('the background job computing a country-wide run'),
  entryId: z.uuid().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  postedAt: z.string().nullable(),
  version: z.number().int(),
};

export const payrollRunSummarySchema: z.ZodType<PayrollRunSummary> = z.object(runShape);

const line = z.object({
  componentId: z.uuid().nullable(),
  name: z.string(),
  kind: z.enum([...SALARY_COMPONENT_KINDS, 'advance']),
  basis: z.enum([...SALARY_BASES, 'advance']),
  quantity: z.number(),
  rate: z.number(),
  amount: z.number().int(),
});

export const payrollRunDetailSchema: z.ZodType<PayrollRunDetail> = z.object({
  ...runShape,
  preparedByCaller: z.boolean(),
  payslips: z.array(
    z.object({
      id: z.uuid(),
      runId: z.uuid(),
      month: z.string(),
      employeeId: z.uuid(),
      employeeName: z.string(),
      centreName: z.string().nullable(),
      currency: z.string(),
      gross: z.number().int(),
      deductions: z.number().int(),
      advanceDeduction: z.number().int(),
      net: z.number().int(),
      previousNet: z.number().int().nullable(),
      lines: z.array(line),
      changes: z.array(z.object({ name: z.string(), before: z.number(), after: z.number() })),
      runStatus: z.enum(PAYROLL_RUN_STATUSES),
    }),
  ),
});

const idParams = z.object({ id: z.uuid() });

export const PAYROLL_ROUTES = defineRouteContracts({
  'GET /api/payroll/runs': {
    summary: 'Payroll runs in the caller’s scope',
    query: payrollRunListQuery,
    response: z.object({
      items: z.array(payrollRunSummarySchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  'POST /api/payroll/runs': {
    summary: 'Compute a month’s run for a centre (or a country, as a background job)',
    body: payrollRunCreateInput,
    status: 201,
    response: payrollRunSummarySchema,
  },
  'GET /api/payroll/runs/:id': {
    summary: 'One run with its payslips',
    params: idParams,
    response: payrollRunDetailSchema,
  },
  'POST /api/payroll/runs/:id/recompute': {
    summary: 'Compute a draft run again from the current salaries, attendance and advances',
    params: idParams,
    body: null,
    response: payrollRunSummarySchema,
  },
  'POST /api/payroll/runs/:id/approve': {
    summary: 'Approve a draft run (not by whoever prepared it)',
    params: idParams,
    body: null,
    response: payrollRunSummarySchema,
  },
  'POST /api/payroll/runs/:id/post': {
    summary: 'Post an approved run to the ledger (posting twice posts once)',
    params: idParams,
    body: null,
    response: payrollRunSummarySchema,
  },
});
