import type { AdvanceCreateInput } from '@qc/domain';
import { parseWholeNumber } from '@qc/domain/text/arabic-digits';
import type { IssueKey } from '@qc/domain/platform/validation-issues';
import { accepted, readAmount, refused, type FormReading } from '../../app/forms/amount.ts';

/**
 * The typed fields of the payroll forms read into the bodies they send: the amounts with the
 * shared `readAmount` (Arabic digits and separators accepted), the counts as numbers.
 */

/** The grant-an-advance form (ADVANCES_API.advances). */
export function advanceGrantBody(f: {
  employeeId: string | null;
  typeId: string | null;
  amount: string;
  currency: string;
  instalments: string;
  startMonth: string;
  grantedOn: string;
}): FormReading<AdvanceCreateInput> {
  const amount = readAmount(f.amount, f.currency);
  const issues: Record<string, IssueKey> = {};
  if (amount.issue) issues['amount'] = amount.issue;
  if (!f.employeeId) issues['employeeId'] = { code: 'validation.required' };
  if (!f.typeId) issues['typeId'] = { code: 'validation.required' };
  if (amount.minor === null || !f.employeeId || !f.typeId) return refused(issues);
  return accepted({
    employeeId: f.employeeId,
    typeId: f.typeId,
    amount: amount.minor,
    currency: f.currency,
    instalments: parseWholeNumber(f.instalments) ?? Number.NaN,
    startMonth: f.startMonth,
    grantedOn: f.grantedOn,
  });
}

export type AdvanceAction = 'skip' | 'reschedule' | 'repay';

/** The body of an advance's action: skip a month, reschedule, or record a repayment. */
export function advanceActionBody(
  action: AdvanceAction,
  f: {
    month: string;
    reason: string;
    instalments: string;
    amount: string;
    currency: string;
    paidOn: string;
  },
): FormReading<object> {
  if (action === 'skip') return accepted({ month: f.month, reason: f.reason });
  if (action === 'reschedule')
    return accepted({
      instalments: parseWholeNumber(f.instalments) ?? Number.NaN,
      fromMonth: f.month,
      reason: f.reason,
    });
  const amount = readAmount(f.amount, f.currency);
  if (amount.minor === null) return refused({ amount: amount.issue! });
  return accepted({ amount: amount.minor, currency: f.currency, paidOn: f.paidOn });
}

/** A payment of a student's fee or stipend (STUDENT_MONEY_API.pay), in cash. */
export function chargePaymentBody(f: {
  amount: string;
  currency: string;
  paidOn: string;
}): FormReading<{ amount: number; currency: string; paidOn: string; method: 'cash' }> {
  const amount = readAmount(f.amount, f.currency);
  if (amount.minor === null) return refused({ amount: amount.issue! });
  return accepted({ amount: amount.minor, currency: f.currency, paidOn: f.paidOn, method: 'cash' });
}
