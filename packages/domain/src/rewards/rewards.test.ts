import { describe, expect, it } from 'vitest';
import { rewardRulesResource } from './reward-rules.resource.ts';
import { rewardProposeInput } from './rewards.api.ts';
import { decisionRefusal, paymentRefusal, REWARD_LIFECYCLE } from './reward-lifecycle.ts';
import { juzCompleted, juzCovered, longestStreak, rewardSourceKey, spanOf } from './rewards.ts';

const span = (from: [number, number], to: [number, number]) =>
  spanOf({ fromSurah: from[0], fromAyah: from[1], toSurah: to[0], toAyah: to[1] });

describe('juz memorised', () => {
  it('a juz counts once every one of its ayahs is memorised, in any order of portions', () => {
    expect(juzCovered([span([78, 1], [114, 6])])).toEqual(new Set([30]));
    expect(juzCovered([span([78, 1], [100, 11])]).size).toBe(0);
    // A portion written backwards (to before from) counts the same.
    expect(juzCovered([span([114, 6], [78, 1])])).toEqual(new Set([30]));
  });

  it('is completed in the period that adds its last ayahs, never again after', () => {
    const before = [span([78, 1], [100, 11])];
    const during = [span([101, 1], [114, 6])];
    expect(juzCompleted(before, during)).toEqual([30]);
    expect(juzCompleted([...before, ...during], [span([1, 1], [1, 7])])).toEqual([]);
    expect(juzCompleted(before, [])).toEqual([]);
  });

  it('finds two juz completed at once (29 and 30)', () => {
    expect(juzCompleted([], [span([67, 1], [114, 6])])).toEqual([29, 30]);
  });
});

describe('attendance streaks', () => {
  it('counts present and late ring days in a row; an absence (even excused) breaks it', () => {
    expect(
      longestStreak([
        { day: '2030-03-04', status: 'present' },
        { day: '2030-03-02', status: 'present' },
        { day: '2030-03-03', status: 'late' },
        { day: '2030-03-05', status: 'excused' },
        { day: '2030-03-06', status: 'present' },
      ]),
    ).toBe(3);
    expect(longestStreak([])).toBe(0);
  });
});

describe('decisions', () => {
  const reward = { state: 'proposed' as const, proposedBy: 'u1', beneficiaryUserId: 'u2' };
  it('are refused to the proposer and the beneficiary, and once decided', () => {
    expect(decisionRefusal(reward, 'u1')).toBe('rewards.errors.selfDecision');
    expect(decisionRefusal(reward, 'u2')).toBe('rewards.errors.selfDecision');
    expect(decisionRefusal(reward, 'u3')).toBeNull();
    expect(decisionRefusal({ ...reward, state: 'approved' }, 'u3')).toBe(
      'rewards.errors.notProposed',
    );
  });

  it('the lifecycle: decided once when proposed, paid when approved, back to approved when unpaid', () => {
    expect(REWARD_LIFECYCLE.actionsFrom(null)).toEqual(['propose']);
    expect(REWARD_LIFECYCLE.actionsFrom('proposed')).toEqual(['approve', 'reject']);
    expect(REWARD_LIFECYCLE.actionsFrom('approved')).toEqual(['pay']);
    expect(REWARD_LIFECYCLE.actionsFrom('paid')).toEqual(['unpay']);
    expect(REWARD_LIFECYCLE.actionsFrom('rejected')).toEqual([]);
    expect(REWARD_LIFECYCLE.leadsTo('unpay', 'approved')).toBe(true);
    expect(REWARD_LIFECYCLE.actions.reject.reasonRequired).toBe(true);
  });

  it('payment is refused to the approver and the beneficiary', () => {
    const approved = { decidedBy: 'u1', beneficiaryUserId: 'u2' };
    expect(paymentRefusal(approved, 'u1')).toBe('rewards.errors.selfPayment');
    expect(paymentRefusal(approved, 'u2')).toBe('rewards.errors.selfPayment');
    expect(paymentRefusal(approved, 'u3')).toBeNull();
  });

  it('source keys are one per juz, per test and per month’s streak', () => {
    expect(rewardSourceKey('juz_memorised', { month: '2030-03', juz: 30 })).toBe('juz:30');
    expect(rewardSourceKey('test_passed', { month: '2030-03', testId: 'x' })).toBe('test:x');
    expect(rewardSourceKey('attendance_streak', { month: '2030-03' })).toBe('streak:2030-03');
  });
});

describe('schemas', () => {
  it('a manual proposal needs a reason and exactly one of points and amount', () => {
    const base = { beneficiaryKind: 'student', beneficiaryId: crypto.randomUUID() };
    expect(rewardProposeInput.safeParse({ ...base, reason: 'حسن الخلق', points: 5 }).success).toBe(
      true,
    );
    const both = rewardProposeInput.safeParse({
      ...base,
      reason: 'حسن الخلق',
      points: 5,
      amount: 100,
      currency: 'TRY',
    });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toBe('rewards.errors.valueOne');
    const noCurrency = rewardProposeInput.safeParse({ ...base, reason: 'حسن الخلق', amount: 100 });
    expect(noCurrency.error?.issues[0]?.message).toBe('rewards.errors.currency');
    const fraction = rewardProposeInput.safeParse({
      ...base,
      reason: 'حسن الخلق',
      amount: 10.5,
      currency: 'TRY',
    });
    expect(fraction.success).toBe(false);
    // With a rule, its value is the rule's.
    expect(rewardProposeInput.safeParse({ ...base, ruleId: crypto.randomUUID() }).success).toBe(
      true,
    );
  });

  it('a rule states its value and an attendance streak its days', () => {
    const validate = rewardRulesResource.validate!;
    expect(validate({ valueKind: 'points', points: 10, trigger: 'manual' })).toEqual([]);
    expect(validate({ valueKind: 'money', amount: 500, trigger: 'manual' })).toEqual([
      { field: 'currency', code: 'rewards.errors.amountRequired' },
    ]);
    expect(validate({ valueKind: 'points', points: 10, trigger: 'attendance_streak' })).toEqual([
      { field: 'streakDays', code: 'rewards.errors.streakDays' },
    ]);
  });
});
