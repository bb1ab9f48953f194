import { z } from 'zod';
import { listPageSchema } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import { ADVANCE_EVENT_KINDS, ADVANCE_REPAYMENT_METHODS, ADVANCE_STATUSES } from './advances.ts';
import {
  advanceCreateInput,
  advanceListQuery,
  advanceRepaymentInput,
  advanceRescheduleInput,
  advanceSkipInput,
  repaymentListQuery,
  type AdvanceDetail,
  type AdvanceRepaymentRow,
  type AdvanceSummary,
} from './advances.schemas.ts';
import { STUDENT_CHARGE_KINDS, STUDENT_MONEY_GROUPS } from './student-money.ts';
import {
  studentChargeListQuery,
  studentMoneyGenerateInput,
  studentMoneySummaryQuery,
  studentPaymentInput,
  type MoneyTotals,
  type StudentChargeRow,
  type StudentMoneyGenerated,
  type StudentMoneySummaryRow,
} from './student-money.schemas.ts';
import { PAYROLL_RUN_STATUSES, SALARY_BASES, SALARY_COMPONENT_KINDS } from './payroll.ts';
import {
  payrollRunCreateInput,
  payrollRunListQuery,
  type PayrollRunDetail,
  type PayrollRunSummary,
  type PayslipRow,
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

const payslipSchema: z.ZodType<PayslipRow> = z.object({
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
});

export const payrollRunDetailSchema: z.ZodType<PayrollRunDetail> = z.object({
  ...runShape,
  preparedByCaller: z.boolean(),
  payslips: z.array(payslipSchema),
});

const idParams = z.object({ id: z.uuid() });
/** A document's language (the caller's by default). */
export const payslipPdfQuery = z.object({ language: z.enum(['ar', 'en', 'fr']).optional() });

// Advances and their repayments.
const minor = z.number().int().describe('minor units');
const plan = z.array(z.object({ month: z.string(), amount: minor }));
const advanceShape = {
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  centreName: z.string().nullable(),
  typeId: z.uuid(),
  typeName: z.object({ ar: z.string(), en: z.string(), fr: z.string() }),
  amount: minor,
  currency: z.string(),
  outstanding: minor,
  remainingInstalments: z.number().int(),
  nextMonth: z.string(),
  nextInstalment: minor.nullable(),
  status: z.enum(ADVANCE_STATUSES),
  grantedOn: z.string(),
  version: z.number().int(),
};
const advanceSummarySchema: z.ZodType<AdvanceSummary> = z.object(advanceShape);
const advanceDetailSchema: z.ZodType<AdvanceDetail> = z.object({
  ...advanceShape,
  plan,
  skippedMonths: z.array(z.string()),
  events: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(ADVANCE_EVENT_KINDS),
      month: z.string().nullable(),
      amount: minor.nullable(),
      reason: z.string().nullable(),
      planBefore: plan,
      planAfter: plan,
      at: z.string(),
      byName: z.string().nullable(),
    }),
  ),
  notes: z.string().nullable(),
});
const repaymentSchema: z.ZodType<AdvanceRepaymentRow> = z.object({
  id: z.uuid(),
  advanceId: z.uuid(),
  employeeName: z.string(),
  amount: minor,
  currency: z.string(),
  method: z.enum(ADVANCE_REPAYMENT_METHODS),
  month: z.string(),
  paidOn: z.string(),
  payrollRunId: z.uuid().nullable(),
  entryId: z.uuid().nullable(),
});

// Student money: fees and stipends.
const totals: z.ZodType<MoneyTotals[]> = z.array(
  z.object({ currency: z.string(), charged: minor, paid: minor, outstanding: minor }),
);
const chargeSchema: z.ZodType<StudentChargeRow> = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  studentName: z.string(),
  ringName: z.string().nullable(),
  centreName: z.string(),
  month: z.string(),
  kind: z.enum(STUDENT_CHARGE_KINDS),
  gross: minor,
  discount: minor,
  amount: minor,
  paid: minor,
  outstanding: minor,
  currency: z.string(),
});
const moneySummaryRow: z.ZodType<StudentMoneySummaryRow> = z.object({
  key: z.string(),
  group: z.enum(STUDENT_MONEY_GROUPS),
  name: z.string(),
  currency: z.string(),
  fees: minor,
  feesPaid: minor,
  stipends: minor,
  stipendsPaid: minor,
  outstanding: minor,
});
/** A page of a money list with its totals per currency over every matching row. */
const withTotals = <T>(item: z.ZodType<T>) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totals,
  });
const generatedSchema: z.ZodType<StudentMoneyGenerated> = z.object({
  fees: z.number().int(),
  stipends: z.number().int(),
  skipped: z.number().int(),
});

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
  'GET /api/advances': {
    summary: 'Advances on salary in the caller’s scope',
    query: advanceListQuery,
    response: listPageSchema(advanceSummarySchema),
  },
  'POST /api/advances': {
    summary: 'Grant an advance, repaid in monthly instalments',
    body: advanceCreateInput,
    status: 201,
    response: advanceDetailSchema,
  },
  'GET /api/advances/:id': {
    summary: 'One advance with its plan and history',
    params: idParams,
    response: advanceDetailSchema,
  },
  'POST /api/advances/:id/skip': {
    summary: 'Skip a month of the plan',
    params: idParams,
    body: advanceSkipInput,
    response: advanceDetailSchema,
  },
  'POST /api/advances/:id/reschedule': {
    summary: 'Spread what is owed over a new number of instalments',
    params: idParams,
    body: advanceRescheduleInput,
    response: advanceDetailSchema,
  },
  'POST /api/advances/:id/repayments': {
    summary: 'A repayment in cash (partial or whole)',
    params: idParams,
    body: advanceRepaymentInput,
    response: advanceDetailSchema,
  },
  'GET /api/advances/repayments': {
    summary: 'Every repayment (from salaries and in cash)',
    query: repaymentListQuery,
    response: listPageSchema(repaymentSchema),
  },
  'POST /api/student-money/generate': {
    summary: "Generate a month's fees and stipends",
    body: studentMoneyGenerateInput,
    response: generatedSchema,
  },
  'GET /api/student-money/charges': {
    summary: 'Fees and stipends, with totals per currency',
    query: studentChargeListQuery,
    response: withTotals(chargeSchema),
  },
  'POST /api/student-money/charges/:id/payments': {
    summary: 'A payment against a charge (never more than is outstanding)',
    params: idParams,
    body: studentPaymentInput,
    response: chargeSchema,
  },
  'GET /api/student-money/summary': {
    summary: 'Paid and outstanding per student, ring or centre',
    query: studentMoneySummaryQuery,
    response: withTotals(moneySummaryRow),
  },
  'GET /api/payroll/employees/:id/payslips': {
    summary: 'The payslips of an employee',
    params: idParams,
    response: z.object({ items: z.array(payslipSchema) }),
  },
  'GET /api/payroll/payslips/:id/pdf': {
    summary: "A payslip's PDF",
    params: idParams,
    query: payslipPdfQuery,
    response: { file: 'application/pdf' },
  },
});
