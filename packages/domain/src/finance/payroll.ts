import { daysInMonth } from './payroll-month.ts';

/** What a salary component is: part of the base pay, an allowance or a deduction. */
export const SALARY_COMPONENT_KINDS = ['base', 'allowance', 'deduction'] as const;
export type SalaryComponentKind = (typeof SALARY_COMPONENT_KINDS)[number];

/**
 * How a component's amount is counted: a fixed monthly amount (prorated to the days worked),
 * or a rate per ring taught, per session held in those rings, per student in them; or from the
 * month's approved work sheet (docs/work-sheets-and-ladder.md): a rate per hour recorded
 * (`sheet_hour`) or per ring session on it (`sheet_session`).
 */
export const SALARY_BASES = [
  'fixed',
  'per_ring',
  'per_session',
  'per_student',
  'sheet_hour',
  'sheet_session',
] as const;

/** The bases paid from the month's approved work sheet (a run refuses a sheet not approved). */
export const SHEET_BASES: readonly SalaryBasis[] = ['sheet_hour', 'sheet_session'];
export type SalaryBasis = (typeof SALARY_BASES)[number];

export const PAYROLL_RUN_STATUSES = ['computing', 'draft', 'approved', 'posted'] as const;
export type PayrollRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];

export interface SalaryComponentInput {
  id: string;
  name: string;
  kind: SalaryComponentKind;
  basis: SalaryBasis;
  /** Monthly amount (fixed) or rate per unit, in minor units. */
  amount: number;
  currency: string;
  /**
   * Days of the month a fixed line pays, when the line starts or ends inside the month (a ladder
   * promotion's effective date, docs/work-sheets-and-ladder.md); absent: the days employed.
   */
  days?: number;
}

/** What the month's records say about an employee. */
export interface PayrollFacts {
  ringsTaught: number;
  sessionsHeld: number;
  students: number;
  /** Days of the month the employee was employed (1 to the month's length). */
  daysEmployed: number;
  /** The month's approved work sheet: minutes recorded and sessions held on it. */
  sheet?: { id: string; minutes: number; sessions: number } | null;
}

export interface PayslipLine {
  componentId: string | null;
  name: string;
  kind: SalaryComponentKind | 'advance';
  basis: SalaryBasis | 'advance';
  /** Units counted (rings, sessions, students, days for fixed components, a sheet's hours). */
  quantity: number;
  rate: number;
  amount: number;
  /** The work sheet a line paid from (sheet bases). */
  sheetId?: string | null;
}

export interface PayslipFigures {
  lines: PayslipLine[];
  gross: number;
  deductions: number;
  advanceDeduction: number;
  net: number;
  /** The month's length used for proration: 30 with the fixed 30-day option. */
  monthDays: number;
}

export interface PayrollOptions {
  month: string;
  /** Count every month as 30 days (a day's pay is a thirtieth of the monthly amount). */
  fixed30: boolean;
}

/** The month's length for proration. */
export function payrollMonthDays(o: PayrollOptions): number {
  return o.fixed30 ? 30 : daysInMonth(o.month);
}

/**
 * One payslip from the profile's components and the month's facts, in minor units, without
 * floating error: fixed amounts are prorated `round(amount × days ÷ monthDays)`; rates are
 * multiplied by whole units. The advance instalments due are deducted last and never take the
 * net below zero (what is left stays owed on the advance).
 */
export function computePayslip(
  components: readonly SalaryComponentInput[],
  facts: PayrollFacts,
  options: PayrollOptions,
  advances: ReadonlyArray<{ advanceId: string; name: string; due: number }> = [],
): PayslipFigures & { advanceTaken: Array<{ advanceId: string; amount: number }> } {
  const monthDays = payrollMonthDays(options);
  const days = Math.min(Math.max(facts.daysEmployed, 0), monthDays);
  const lines: PayslipLine[] = [];
  for (const c of components) {
    let quantity: number;
    switch (c.basis) {
      case 'fixed':
        quantity = c.days === undefined ? days : Math.min(Math.max(c.days, 0), days);
        break;
      case 'per_ring':
        quantity = facts.ringsTaught;
        break;
      case 'per_session':
        quantity = facts.sessionsHeld;
        break;
      case 'per_student':
        quantity = facts.students;
        break;
      case 'sheet_hour':
        // Hours to the hundredth; the amount from the minutes, rounded once.
        quantity = Math.round(((facts.sheet?.minutes ?? 0) / 60) * 100) / 100;
        break;
      case 'sheet_session':
        quantity = facts.sheet?.sessions ?? 0;
        break;
    }
    const amount =
      c.basis === 'fixed'
        ? Math.round((c.amount * quantity) / monthDays)
        : c.basis === 'sheet_hour'
          ? Math.round((c.amount * (facts.sheet?.minutes ?? 0)) / 60)
          : c.amount * quantity;
    lines.push({
      componentId: c.id,
      name: c.name,
      kind: c.kind,
      basis: c.basis,
      quantity,
      rate: c.amount,
      amount,
      ...(SHEET_BASES.includes(c.basis) ? { sheetId: facts.sheet?.id ?? null } : {}),
    });
  }
  const gross = lines.filter((l) => l.kind !== 'deduction').reduce((s, l) => s + l.amount, 0);
  const deductions = lines.filter((l) => l.kind === 'deduction').reduce((s, l) => s + l.amount, 0);
  let available = Math.max(0, gross - deductions);
  const advanceTaken: Array<{ advanceId: string; amount: number }> = [];
  for (const a of advances) {
    const take = Math.min(a.due, available);
    if (take <= 0) continue;
    available -= take;
    advanceTaken.push({ advanceId: a.advanceId, amount: take });
    lines.push({
      componentId: null,
      name: a.name,
      kind: 'advance',
      basis: 'advance',
      quantity: 1,
      rate: a.due,
      amount: take,
    });
  }
  const advanceDeduction = advanceTaken.reduce((s, a) => s + a.amount, 0);
  return {
    lines,
    gross,
    deductions,
    advanceDeduction,
    net: gross - deductions - advanceDeduction,
    monthDays,
    advanceTaken,
  };
}

/** What changed on a payslip since last month: the net and each line by name. */
export interface PayslipChange {
  name: string;
  before: number;
  after: number;
}

/**
 * A difference of at most this many minor units (0.01 of a lira) is rounding of a prorated or
 * converted line, not a change a manager should review.
 */
export const PAYSLIP_ROUNDING = 1;

export function payslipChanges(
  previous: readonly PayslipLine[] | null,
  current: readonly PayslipLine[],
): PayslipChange[] {
  if (!previous) return [];
  const key = (l: PayslipLine) => `${l.kind}:${l.name}`;
  const before = new Map<string, PayslipLine>();
  for (const l of previous) before.set(key(l), l);
  const changes: PayslipChange[] = [];
  const seen = new Set<string>();
  for (const l of current) {
    const k = key(l);
    seen.add(k);
    const b = before.get(k)?.amount ?? 0;
    if (Math.abs(b - l.amount) > PAYSLIP_ROUNDING)
      changes.push({ name: l.name, before: b, after: l.amount });
  }
  for (const [k, l] of before)
    if (!seen.has(k) && Math.abs(l.amount) > PAYSLIP_ROUNDING)
      changes.push({ name: l.name, before: l.amount, after: 0 });
  return changes;
}
