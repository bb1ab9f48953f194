import { describe, expect, it } from 'vitest';
import { advanceActionBody, advanceGrantBody, chargePaymentBody } from './payroll-forms.ts';

const EMPLOYEE = '6d1f0c2a-0d6b-4f57-9d0e-1c2b3a4d5e6f';
const TYPE = '7e2a1d3b-1e7c-4a68-8e1f-2d3c4b5e6f70';

const grant = (amount: string, currency = 'TRY') =>
  advanceGrantBody({
    employeeId: EMPLOYEE,
    typeId: TYPE,
    amount,
    currency,
    instalments: '3',
    startMonth: '2026-12',
    grantedOn: '2026-11-28',
  });

const repay = (amount: string, currency = 'TRY') =>
  advanceActionBody('repay', {
    month: '2026-12',
    reason: '',
    instalments: '1',
    amount,
    currency,
    paidOn: '2026-11-28',
  });

describe('the grant-an-advance form', () => {
  it('sends an amount typed the Arabic way in minor units', () => {
    expect(grant('١٢٥٠٫٥')).toEqual({
      ok: true,
      body: {
        employeeId: EMPLOYEE,
        typeId: TYPE,
        amount: 125050,
        currency: 'TRY',
        instalments: 3,
        startMonth: '2026-12',
        grantedOn: '2026-11-28',
      },
    });
    expect(grant('١٬٢٥٠').body?.amount).toBe(125000);
    expect(grant('١٫٢٥', 'KWD').body?.amount).toBe(1250);
  });

  it('refuses garbage under the amount, and a missing employee or type under theirs', () => {
    expect(grant('١٢x')).toEqual({ ok: false, issues: { amount: { code: 'money.invalid' } } });
    expect(grant('0').issues).toEqual({ amount: { code: 'money.notPositive' } });
    const nobody = advanceGrantBody({
      employeeId: null,
      typeId: null,
      amount: '',
      currency: 'TRY',
      instalments: '3',
      startMonth: '2026-12',
      grantedOn: '2026-11-28',
    });
    expect(nobody.issues).toEqual({
      amount: { code: 'validation.required' },
      employeeId: { code: 'validation.required' },
      typeId: { code: 'validation.required' },
    });
  });
});

describe("an advance's repayment", () => {
  it('reads an Arabic amount in the advance currency', () => {
    expect(repay('١٢٥٠٫٥')).toEqual({
      ok: true,
      body: { amount: 125050, currency: 'TRY', paidOn: '2026-11-28' },
    });
    expect(repay('١٬٢٥٠').body).toMatchObject({ amount: 125000 });
  });

  it('refuses garbage and more decimals than the currency has', () => {
    expect(repay('abc')).toEqual({ ok: false, issues: { amount: { code: 'money.invalid' } } });
    expect(repay('10.5', 'XOF').issues).toEqual({ amount: { code: 'money.tooManyDecimals' } });
  });

  it('needs no amount to skip a month or reschedule', () => {
    const f = {
      month: '2026-12',
      reason: 'سفر',
      instalments: '4',
      amount: 'x',
      currency: 'TRY',
      paidOn: '',
    };
    expect(advanceActionBody('skip', f)).toEqual({
      ok: true,
      body: { month: '2026-12', reason: 'سفر' },
    });
    expect(advanceActionBody('reschedule', f)).toEqual({
      ok: true,
      body: { instalments: 4, fromMonth: '2026-12', reason: 'سفر' },
    });
  });
});

describe("a student's fee or stipend payment", () => {
  const pay = (amount: string) =>
    chargePaymentBody({ amount, currency: 'TRY', paidOn: '2026-11-28' });

  it('takes an amount typed the Arabic way', () => {
    expect(pay('١٢٥٠٫٥')).toEqual({
      ok: true,
      body: { amount: 125050, currency: 'TRY', paidOn: '2026-11-28', method: 'cash' },
    });
    expect(pay('١٬٢٥٠').body?.amount).toBe(125000);
  });

  it('refuses garbage with the translated key', () => {
    expect(pay('خمسون')).toEqual({ ok: false, issues: { amount: { code: 'money.invalid' } } });
  });
});
