import { z } from 'zod';
import { listPageQuery } from '../platform/list-page.ts';
import type { StudentChargeKind, StudentMoneyGroup } from './student-money.ts';
import {
  STUDENT_CHARGE_KINDS,
  STUDENT_MONEY_GROUPS,
  STUDENT_PAYMENT_METHODS,
} from './student-money.ts';
import { monthField } from './payroll.schemas.ts';

const uuid = z.string().uuid();

/** The HTTP contract of student money (`/financial-students-money`, `/financial-all-students-money`). */
export const STUDENT_MONEY_API = {
  /** POST generate a month's fees and stipends (studentMoneyGenerateInput → { fees, stipends, skipped }). */
  generate: '/api/student-money/generate',
  /** GET charges (studentChargeListQuery → ListPage<StudentChargeRow> & { totals }). */
  charges: '/api/student-money/charges',
  /** POST a payment against a charge (studentPaymentInput → StudentChargeRow). */
  pay: '/api/student-money/charges/:id/payments',
  /** GET paid and outstanding per student, ring or centre (studentMoneySummaryQuery → ListPage<StudentMoneySummaryRow> & { totals }). */
  summary: '/api/student-money/summary',
} as const;

export const studentMoneyGenerateInput = z.object({
  month: monthField,
  centreId: uuid.optional(),
});

export const studentChargeListQuery = z.object({
  ...listPageQuery,
  month: monthField.optional(),
  studentId: uuid.optional(),
  ringId: uuid.optional(),
  centreId: uuid.optional(),
  kind: z.enum(STUDENT_CHARGE_KINDS).optional(),
  outstanding: z.enum(['true', 'false']).optional(),
  q: z.string().trim().max(100).optional(),
});

export const studentPaymentInput = z.object({
  amount: z.number().int('payroll.error.amount').positive('payroll.error.amount'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'payroll.error.currency'),
  paidOn: z.string().date(),
  method: z.enum(STUDENT_PAYMENT_METHODS).default('cash'),
});

export const studentMoneySummaryQuery = z.object({
  ...listPageQuery,
  groupBy: z.enum(STUDENT_MONEY_GROUPS).default('centre'),
  month: monthField.optional(),
  centreId: uuid.optional(),
  ringId: uuid.optional(),
  q: z.string().trim().max(100).optional(),
});

/** What generating a month made (charges already there are skipped). */
export interface StudentMoneyGenerated {
  fees: number;
  stipends: number;
  skipped: number;
}

export interface MoneyTotals {
  currency: string;
  charged: number;
  paid: number;
  outstanding: number;
}

export interface StudentChargeRow {
  id: string;
  studentId: string;
  studentName: string;
  ringName: string | null;
  centreName: string;
  month: string;
  kind: StudentChargeKind;
  gross: number;
  discount: number;
  amount: number;
  paid: number;
  outstanding: number;
  currency: string;
}

export interface StudentMoneySummaryRow {
  key: string;
  group: StudentMoneyGroup;
  name: string;
  currency: string;
  fees: number;
  feesPaid: number;
  stipends: number;
  stipendsPaid: number;
  outstanding: number;
}
