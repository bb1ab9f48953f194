import { describe, expect, it } from 'vitest';
import { rewardProposeBody } from './reward-form.ts';

const STUDENT = '6d1f0c2a-0d6b-4f57-9d0e-1c2b3a4d5e6f';

const propose = (change: Partial<Parameters<typeof rewardProposeBody>[0]>) =>
  rewardProposeBody({
    kind: 'student',
    beneficiaryId: STUDENT,
    ruleId: null,
    reason: 'تفوق في الحفظ',
    valueKind: 'money',
    points: '',
    amount: '',
    currency: 'TRY',
    ...change,
  });

describe('the propose-a-reward form', () => {
  it('sends an amount typed the Arabic way in minor units', () => {
    expect(propose({ amount: '١٢٥٠٫٥' })).toEqual({
      ok: true,
      body: {
        beneficiaryKind: 'student',
        beneficiaryId: STUDENT,
        reason: 'تفوق في الحفظ',
        amount: 125050,
        currency: 'TRY',
      },
    });
    expect(propose({ amount: '١٬٢٥٠' }).body).toMatchObject({ amount: 125000 });
  });

  it('refuses a money reward whose amount is garbage, with the translated key', () => {
    expect(propose({ amount: '١٢,٥x' })).toEqual({
      ok: false,
      issues: { amount: { code: 'money.invalid' } },
    });
    expect(propose({ amount: '' }).issues).toEqual({ amount: { code: 'validation.required' } });
  });

  it('reads no amount for points or a rule, and needs a beneficiary', () => {
    expect(propose({ valueKind: 'points', points: '5', amount: 'x' }).body).toEqual({
      beneficiaryKind: 'student',
      beneficiaryId: STUDENT,
      reason: 'تفوق في الحفظ',
      points: 5,
    });
    expect(propose({ ruleId: 'r1', amount: 'x' }).body).toEqual({
      beneficiaryKind: 'student',
      beneficiaryId: STUDENT,
      ruleId: 'r1',
    });
    expect(propose({ beneficiaryId: null, amount: '5' }).issues).toEqual({
      beneficiaryId: { code: 'validation.required' },
    });
  });
});
