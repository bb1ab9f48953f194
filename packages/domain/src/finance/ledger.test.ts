import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceProblems,
  entryProblems,
  isBalanced,
  type AccountFacts,
  type FundFacts,
} from './ledger.ts';
import { convertMinor, formatMoney, minorToDecimal, parseMoney } from './money.ts';
import { voucherInputSchema, voucherLines, type VoucherInput } from './vouchers.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const BOXES = [uuid(1), uuid(2), uuid(3)];
const CATEGORIES = [uuid(10), uuid(11), uuid(12)];
const EXCHANGE = uuid(20);
const FUNDS = [uuid(30), uuid(31), uuid(32)];
const CURRENCIES = ['SAR', 'TRY', 'USD', 'KWD'];

const amount = fc.integer({ min: 1, max: 1_000_000_000_000 });
const line = fc.record({
  accountId: fc.constantFrom(...CATEGORIES),
  fundId: fc.constantFrom(...FUNDS),
  amount,
  memo: fc.constant(null),
});
const twoBoxes = fc
  .tuple(fc.constantFrom(...BOXES), fc.constantFrom(...BOXES))
  .filter(([a, b]) => a !== b);
const twoCurrencies = fc
  .tuple(fc.constantFrom(...CURRENCIES), fc.constantFrom(...CURRENCIES))
  .filter(([a, b]) => a !== b);

/** Any voucher an accountant could fill in. */
const voucher: fc.Arbitrary<VoucherInput> = fc
  .oneof(
    fc.record({
      kind: fc.constantFrom('receipt' as const, 'payment' as const),
      boxId: fc.constantFrom(...BOXES),
      currency: fc.constantFrom(...CURRENCIES),
      lines: fc.array(line, { minLength: 1, maxLength: 12 }),
    }),
    fc
      .record({
        kind: fc.constant('transfer' as const),
        boxes: twoBoxes,
        currency: fc.constantFrom(...CURRENCIES),
        fundId: fc.constantFrom(...FUNDS),
        amount,
      })
      .map(({ boxes: [boxId, toBoxId], ...v }) => ({ ...v, boxId, toBoxId, lines: [] })),
    fc
      .record({
        kind: fc.constant('exchange' as const),
        boxes: twoBoxes,
        currencies: twoCurrencies,
        fundId: fc.constantFrom(...FUNDS),
        amount,
        toAmount: amount,
      })
      .map(({ boxes: [boxId, toBoxId], currencies: [currency, toCurrency], ...v }) => ({
        ...v,
        boxId,
        toBoxId,
        currency,
        toCurrency,
        lines: [],
      })),
    fc
      .record({
        kind: fc.constant('reallocation' as const),
        boxId: fc.constantFrom(...BOXES),
        currency: fc.constantFrom(...CURRENCIES),
        funds: fc
          .tuple(fc.constantFrom(...FUNDS), fc.constantFrom(...FUNDS))
          .filter(([a, b]) => a !== b),
        amount,
      })
      .map(({ funds: [fundId, toFundId], ...v }) => ({ ...v, fundId, toFundId, lines: [] })),
  )
  .map((v) => voucherInputSchema.parse({ ...v, voucherDate: '2026-03-01', memo: 'سند' }));

describe('vouchers become balanced entries', () => {
  it('every random voucher posts lines that balance per currency and per fund', () => {
    fc.assert(
      fc.property(voucher, (v) => {
        const lines = voucherLines(v, EXCHANGE);
        expect(lines.length).toBeGreaterThanOrEqual(2);
        if (v.kind === 'reallocation') {
          // Balanced per currency, one box, and the money changes fund (which needs approval).
          expect(balanceProblems(lines, { allowFundMoves: true })).toEqual([]);
          expect(new Set(lines.map((l) => l.accountId)).size).toBe(1);
          expect(balanceProblems(lines).map((p) => p.code)).toContain(
            'finance.errors.fundUnbalanced',
          );
        } else expect(balanceProblems(lines)).toEqual([]);
        for (const l of lines) expect(l.debit > 0 !== l.credit > 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('changing any one amount of a balanced voucher unbalances it', () => {
    fc.assert(
      fc.property(voucher, fc.nat(), fc.integer({ min: 1, max: 1000 }), (v, pick, delta) => {
        const lines = voucherLines(v, EXCHANGE);
        const i = pick % lines.length;
        const l = lines[i]!;
        lines[i] =
          l.debit > 0 ? { ...l, debit: l.debit + delta } : { ...l, credit: l.credit + delta };
        expect(isBalanced(lines)).toBe(false);
        expect(balanceProblems(lines).map((p) => p.code)).toContain('finance.errors.unbalanced');
      }),
    );
  });
});

describe('entry rules', () => {
  const accounts = new Map<string, AccountFacts>([
    [BOXES[0]!, { kind: 'asset', role: 'cash_box', currency: 'SAR', purpose: null, active: true }],
    [BOXES[1]!, { kind: 'asset', role: 'cash_box', currency: 'SAR', purpose: null, active: true }],
    [
      CATEGORIES[0]!,
      {
        kind: 'expense',
        role: 'category',
        currency: null,
        purpose: 'family_support',
        active: true,
      },
    ],
    [
      CATEGORIES[1]!,
      { kind: 'expense', role: 'category', currency: null, purpose: 'operations', active: true },
    ],
    [
      CATEGORIES[2]!,
      { kind: 'income', role: 'category', currency: null, purpose: null, active: true },
    ],
  ]);
  const funds = new Map<string, FundFacts>([
    [FUNDS[0]!, { code: 'general', restricted: false, allowedUses: [], active: true }],
    [FUNDS[1]!, { code: 'zakat', restricted: true, allowedUses: ['family_support'], active: true }],
    [FUNDS[2]!, { code: 'sadaqa', restricted: true, allowedUses: ['reallocation'], active: true }],
  ]);
  const pay = (category: string, fund: string, currency = 'SAR') => ({
    lines: [
      { accountId: category, fundId: fund, currency, debit: 500, credit: 0 },
      { accountId: BOXES[0]!, fundId: fund, currency, debit: 0, credit: 500 },
    ],
  });

  it('zakat pays family support but not operations; general pays anything', () => {
    expect(entryProblems(pay(CATEGORIES[0]!, FUNDS[1]!), accounts, funds)).toEqual([]);
    expect(entryProblems(pay(CATEGORIES[1]!, FUNDS[1]!), accounts, funds)[0]?.code).toBe(
      'finance.errors.restrictedUse',
    );
    expect(entryProblems(pay(CATEGORIES[1]!, FUNDS[0]!), accounts, funds)).toEqual([]);
  });

  it('refuses a line in a currency its account is not kept in', () => {
    expect(entryProblems(pay(CATEGORIES[0]!, FUNDS[0]!, 'USD'), accounts, funds)[0]?.code).toBe(
      'finance.errors.wrongCurrency',
    );
  });

  it('refuses moving money between funds unless a reallocation the giving fund allows', () => {
    const move = (from: string) => ({
      lines: [
        { accountId: BOXES[1]!, fundId: FUNDS[0]!, currency: 'SAR', debit: 100, credit: 0 },
        { accountId: BOXES[0]!, fundId: from, currency: 'SAR', debit: 0, credit: 100 },
      ],
    });
    expect(entryProblems(move(FUNDS[1]!), accounts, funds)[0]?.code).toBe(
      'finance.errors.fundUnbalanced',
    );
    const approved = { approvedBy: uuid(99), reason: 'قرار المجلس' };
    expect(
      entryProblems({ ...move(FUNDS[1]!), reallocation: approved }, accounts, funds)[0]?.code,
    ).toBe('finance.errors.reallocationRefused');
    expect(entryProblems({ ...move(FUNDS[2]!), reallocation: approved }, accounts, funds)).toEqual(
      [],
    );
  });

  it('refuses unknown accounts and funds', () => {
    const codes = entryProblems(
      { lines: [{ accountId: uuid(77), fundId: FUNDS[0]!, currency: 'SAR', debit: 1, credit: 0 }] },
      accounts,
      funds,
    ).map((p) => p.code);
    expect(codes).toContain('finance.errors.unknownAccount');
  });
});

describe('money', () => {
  it('parses and prints minor units without floating point', () => {
    expect(parseMoney('1250.5', 'SAR')).toBe(125050);
    expect(parseMoney('١٢٥٠٫٥', 'SAR')).toBe(125050);
    expect(parseMoney('1.2345', 'KWD')).toBeNull();
    expect(parseMoney('abc', 'SAR')).toBeNull();
    // Both comma conventions: French decimals and grouping, English thousands.
    expect(parseMoney('12,50', 'EUR')).toBe(1250);
    expect(parseMoney('12,5', 'EUR')).toBe(1250);
    expect(parseMoney('1 250,50', 'EUR')).toBe(125050);
    expect(parseMoney('1\u202F250,50', 'EUR')).toBe(125050);
    expect(parseMoney('1.250,50', 'EUR')).toBe(125050);
    expect(parseMoney('1,250.50', 'USD')).toBe(125050);
    expect(parseMoney('1,250', 'USD')).toBe(125000);
    expect(parseMoney('1,250,000', 'USD')).toBe(125000000);
    expect(parseMoney('1.250.000', 'EUR')).toBe(125000000);
    expect(parseMoney('١٬٢٥٠', 'SAR')).toBe(125000);
    expect(parseMoney('12,', 'SAR')).toBeNull();
    expect(parseMoney('1.2.3', 'SAR')).toBeNull();
    expect(parseMoney('12,34,5', 'SAR')).toBeNull();
    expect(minorToDecimal(125050, 'SAR')).toBe('1250.50');
    expect(minorToDecimal(-5, 'KWD')).toBe('-0.005');
    expect(formatMoney({ amount: 125050, currency: 'SAR' }, { locale: 'en', isolate: false })).toBe(
      '1,250.50\u00A0SAR',
    );
  });

  it('round-trips any amount through text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...CURRENCIES), (n, c) => {
        expect(parseMoney(minorToDecimal(n, c), c)).toBe(n);
      }),
    );
  });

  it('converts with decimal rates, half-even, both ways', () => {
    expect(convertMinor(10000, 'USD', 'TRY', '34.25')).toBe(342500);
    expect(convertMinor(342500, 'TRY', 'USD', '34.25', true)).toBe(10000);
    expect(convertMinor(1000, 'KWD', 'SAR', '12.2')).toBe(1220);
    expect(convertMinor(5, 'SAR', 'USD', '0.5')).toBe(2); // 2.5 → 2 (even)
    expect(convertMinor(7, 'SAR', 'USD', '0.5')).toBe(4); // 3.5 → 4 (even)
  });
});
