import { describe, expect, it } from 'vitest';
import {
  amountChangeBody,
  donationCreateBody,
  paymentCreateBody,
  publicGiveAmount,
} from './donation-forms.ts';

const ID = '6d1f0c2a-0d6b-4f57-9d0e-1c2b3a4d5e6f';

const donation = (amount: string, currency = 'TRY') =>
  donationCreateBody({
    benefactorId: ID,
    typeId: ID,
    centreId: ID,
    amount,
    currency,
    frequency: 'monthly',
    instalments: '12',
    startDate: '2026-12-01',
    sponsorshipRequestId: null,
  });

const payment = (amount: string) =>
  paymentCreateBody({
    donationId: ID,
    instalmentId: '',
    method: 'cash',
    boxId: ID,
    amount,
    currency: 'TRY',
    receivedOn: '2026-11-28',
    reference: '  ',
    confirm: true,
  });

describe('the new-donation form', () => {
  it('sends an amount typed the Arabic way in minor units', () => {
    expect(donation('١٢٥٠٫٥')).toEqual({
      ok: true,
      body: {
        benefactorId: ID,
        typeId: ID,
        centreId: ID,
        amount: 125050,
        currency: 'TRY',
        frequency: 'monthly',
        instalments: 12,
        startDate: '2026-12-01',
        sponsorshipRequestId: null,
        note: null,
      },
    });
    expect(donation('١٬٢٥٠').body?.amount).toBe(125000);
  });

  it('refuses garbage with the translated key', () => {
    expect(donation('١٢..٥')).toEqual({ ok: false, issues: { amount: { code: 'money.invalid' } } });
    expect(donation('5.5', 'XOF').issues).toEqual({ amount: { code: 'money.tooManyDecimals' } });
  });
});

describe('the record-a-payment form', () => {
  it('sends an amount typed the Arabic way in minor units', () => {
    expect(payment('١٢٥٠٫٥')).toEqual({
      ok: true,
      body: {
        donationId: ID,
        instalmentId: null,
        method: 'cash',
        boxId: ID,
        amount: 125050,
        currency: 'TRY',
        receivedOn: '2026-11-28',
        reference: null,
        confirm: true,
      },
    });
    expect(payment('١٬٢٥٠').body?.amount).toBe(125000);
  });

  it('refuses garbage, and a payment with no donation or box', () => {
    expect(payment('ألف')).toEqual({ ok: false, issues: { amount: { code: 'money.invalid' } } });
    const bare = paymentCreateBody({
      donationId: null,
      instalmentId: '',
      method: 'transfer',
      boxId: null,
      amount: '10',
      currency: 'TRY',
      receivedOn: '2026-11-28',
      reference: '',
      confirm: false,
    });
    expect(bare.issues).toEqual({
      donationId: { code: 'validation.required' },
      boxId: { code: 'validation.required' },
    });
  });
});

describe("a pledge's new amount (staff dialog and donor portal)", () => {
  it('reads the Arabic way in the currency of the pledge', () => {
    expect(amountChangeBody('١٢٥٠٫٥', 'TRY')).toEqual({ ok: true, body: { amount: 125050 } });
    expect(amountChangeBody('١٬٢٥٠', 'TRY')).toEqual({ ok: true, body: { amount: 125000 } });
    // Three decimals for a dinar, not a hundred minor units to the unit.
    expect(amountChangeBody('١٫٥', 'KWD')).toEqual({ ok: true, body: { amount: 1500 } });
  });

  it('refuses garbage and zero with their keys', () => {
    expect(amountChangeBody('x', 'TRY')).toEqual({
      ok: false,
      issues: { amount: { code: 'money.invalid' } },
    });
    expect(amountChangeBody('٠', 'TRY').issues).toEqual({ amount: { code: 'money.notPositive' } });
  });
});

describe('the public giving form', () => {
  it('sends the typed amount in whole units, Arabic digits and separators read', () => {
    expect(publicGiveAmount('١٢٥٠٫٥', 'TRY')).toEqual({ ok: true, body: { amount: 1250.5 } });
    expect(publicGiveAmount('١٬٢٥٠', 'TRY')).toEqual({ ok: true, body: { amount: 1250 } });
    expect(publicGiveAmount('250', 'TRY')).toEqual({ ok: true, body: { amount: 250 } });
  });

  it('refuses garbage with the translated key', () => {
    expect(publicGiveAmount('٢٥٠ ليرة', 'TRY')).toEqual({
      ok: false,
      issues: { amount: { code: 'money.invalid' } },
    });
  });
});
