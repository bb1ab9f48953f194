import { addMonths } from './payroll-month.ts';

/**
 * An advance's instalment plan, derived (never stored row by row) from its state: what is
 * still owed, how many instalments remain, the month of the next one and the months skipped.
 * Every change (a skip, a reschedule, a repayment) changes that state and the whole plan is
 * recomputed from it; the history of changes is kept by the server as append-only events.
 */
export interface AdvancePlanState {
  /** Still owed, in minor units. */
  outstanding: number;
  /** Instalments left (at least 1 while something is owed). */
  remainingInstalments: number;
  /** Month (`YYYY-MM`) of the next instalment, before skips. */
  nextMonth: string;
  /** Months in which no instalment is taken. */
  skippedMonths: readonly string[];
}

export interface PlannedInstalment {
  month: string;
  amount: number;
}

export const ADVANCE_REPAYMENT_METHODS = ['salary', 'cash'] as const;
export type AdvanceRepaymentMethod = (typeof ADVANCE_REPAYMENT_METHODS)[number];

export const ADVANCE_STATUSES = ['active', 'repaid'] as const;
export type AdvanceStatus = (typeof ADVANCE_STATUSES)[number];

export const ADVANCE_EVENT_KINDS = ['granted', 'skip', 'reschedule', 'repayment'] as const;
export type AdvanceEventKind = (typeof ADVANCE_EVENT_KINDS)[number];

/** Splits `total` minor units into `n` parts differing by at most one unit (larger first). */
export function splitEvenly(total: number, n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(total / n);
  const extra = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

/** The plan: the remaining instalments, month by month, skipping the skipped months. */
export function advancePlan(state: AdvancePlanState): PlannedInstalment[] {
  if (state.outstanding <= 0) return [];
  const count = Math.max(1, state.remainingInstalments);
  const skipped = new Set(state.skippedMonths);
  const amounts = splitEvenly(state.outstanding, count);
  const plan: PlannedInstalment[] = [];
  let month = state.nextMonth;
  for (const amount of amounts) {
    while (skipped.has(month)) month = addMonths(month, 1);
    plan.push({ month, amount });
    month = addMonths(month, 1);
  }
  return plan;
}

/** The instalment due in `month` (0 when the plan takes none that month). */
export function instalmentDue(state: AdvancePlanState, month: string): number {
  return advancePlan(state).find((p) => p.month === month)?.amount ?? 0;
}

/** Skipping a month of the plan: every later instalment moves one month on. */
export function skipMonth(state: AdvancePlanState, month: string): AdvancePlanState {
  return { ...state, skippedMonths: [...new Set([...state.skippedMonths, month])].sort() };
}

/** Rescheduling: the outstanding amount spread over `instalments` from `fromMonth`. */
export function reschedule(
  state: AdvancePlanState,
  instalments: number,
  fromMonth: string,
): AdvancePlanState {
  return {
    ...state,
    remainingInstalments: instalments,
    nextMonth: fromMonth,
    skippedMonths: state.skippedMonths.filter((m) => m < fromMonth),
  };
}

/**
 * A repayment of `amount` in `month`. A salary deduction takes that month's instalment (the
 * plan continues after it, one instalment fewer; a shortfall is spread over the rest). A cash
 * repayment lowers what is owed and every remaining instalment with it.
 */
export function applyRepayment(
  state: AdvancePlanState,
  amount: number,
  method: AdvanceRepaymentMethod,
  month: string,
): AdvancePlanState {
  const outstanding = state.outstanding - amount;
  if (outstanding <= 0) return { ...state, outstanding: 0, remainingInstalments: 0 };
  if (method === 'cash') return { ...state, outstanding };
  const next = addMonths(month, 1);
  return {
    ...state,
    outstanding,
    remainingInstalments: Math.max(1, state.remainingInstalments - 1),
    nextMonth: next > state.nextMonth ? next : state.nextMonth,
  };
}
