import { parseWholeNumber } from '@qc/domain/text/arabic-digits';
import type { BeneficiaryKind, RewardProposeInput } from '@qc/domain';
import { accepted, readAmount, refused, type FormReading } from '../../app/forms/amount.ts';

/**
 * The propose-a-reward form read into its body: by a rule, or by a reason with points or an
 * amount (read with the shared `readAmount`, Arabic digits and separators accepted). The
 * reason's length and the rule's fit are the server's to judge (its words come back under the
 * fields); an amount that cannot be read is refused here, before sending.
 */
export function rewardProposeBody(f: {
  kind: BeneficiaryKind;
  beneficiaryId: string | null;
  ruleId: string | null;
  reason: string;
  valueKind: 'points' | 'money';
  points: string;
  amount: string;
  currency: string;
}): FormReading<RewardProposeInput> {
  if (!f.beneficiaryId) return refused({ beneficiaryId: { code: 'validation.required' } });
  const who = { beneficiaryKind: f.kind, beneficiaryId: f.beneficiaryId };
  if (f.ruleId) return accepted({ ...who, ruleId: f.ruleId });
  if (f.valueKind === 'points')
    return accepted({
      ...who,
      reason: f.reason,
      points: f.points === '' ? null : (parseWholeNumber(f.points) ?? Number.NaN),
    });
  const amount = readAmount(f.amount, f.currency);
  if (amount.minor === null) return refused({ amount: amount.issue! });
  return accepted({ ...who, reason: f.reason, amount: amount.minor, currency: f.currency });
}
