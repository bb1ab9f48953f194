import { describe, expect, it } from 'vitest';
import { CURRENCIES, formatMoney, readMoney } from '../finance/money.ts';
import { defaultDigits, formatPercent, surfaceDigits, type DigitSystem } from './arabic-digits.ts';
import { createFormat } from './format.ts';

const RLI = '\u2067';
const LRI = '\u2066';
const PDI = '\u2069';
const NBSP = '\u00A0';
const NNBSP = '\u202F';
/** The text without its isolates and direction marks (what a test of the words compares). */
const bare = (s: string) => s.replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '');

describe('the one formatter: ar, en, fr with both digit choices', () => {
  // [locale, digits, 1,166.00 USD, −1,250.50 TRY, 1.250 KWD, 50 %, 66.7 %, 1,234,567]
  const table: Array<[string, DigitSystem, string, string, string, string, string, string]> = [
    [
      'ar',
      'latn',
      `1,166.00${NBSP}دولار`,
      `-1,250.50${NBSP}ليرة تركية`,
      `1.250${NBSP}د.ك`,
      '50٪',
      '66.7٪',
      '1,234,567',
    ],
    [
      'ar',
      'arab',
      `١٬١٦٦٫٠٠${NBSP}دولار`,
      `-١٬٢٥٠٫٥٠${NBSP}ليرة تركية`,
      `١٫٢٥٠${NBSP}د.ك`,
      '٥٠٪',
      '٦٦٫٧٪',
      '١٬٢٣٤٬٥٦٧',
    ],
    [
      'en',
      'latn',
      `1,166.00${NBSP}USD`,
      `-1,250.50${NBSP}TRY`,
      `1.250${NBSP}KWD`,
      '50%',
      '66.7%',
      '1,234,567',
    ],
    [
      'en',
      'arab',
      `١٬١٦٦٫٠٠${NBSP}USD`,
      `-١٬٢٥٠٫٥٠${NBSP}TRY`,
      `١٫٢٥٠${NBSP}KWD`,
      '٥٠%',
      '٦٦٫٧%',
      '١٬٢٣٤٬٥٦٧',
    ],
    [
      'fr',
      'latn',
      `1${NNBSP}166,00${NBSP}USD`,
      `-1${NNBSP}250,50${NBSP}TRY`,
      `1,250${NBSP}KWD`,
      `50${NNBSP}%`,
      `66,7${NNBSP}%`,
      `1${NNBSP}234${NNBSP}567`,
    ],
    [
      'fr',
      'arab',
      `١٬١٦٦٫٠٠${NBSP}USD`,
      `-١٬٢٥٠٫٥٠${NBSP}TRY`,
      `١٫٢٥٠${NBSP}KWD`,
      `٥٠${NNBSP}%`,
      `٦٦٫٧${NNBSP}%`,
      '١٬٢٣٤٬٥٦٧',
    ],
  ];
  it.each(table)('%s with %s digits', (locale, digits, usd, neg, kwd, half, third, big) => {
    const f = createFormat({ locale, digits });
    expect(bare(f.money(116600, 'USD'))).toBe(usd);
    expect(bare(f.money(-125050, 'TRY'))).toBe(neg);
    expect(bare(f.money(1250, 'KWD'))).toBe(kwd);
    expect(bare(f.percent(0.5))).toBe(half);
    expect(bare(f.percent(0.66667, 1))).toBe(third);
    expect(f.number(1234567)).toBe(big);
    // Every amount read back through the parser is the amount written.
    expect(readMoney(bare(f.money(-125050, 'TRY', { currency: 'none' })), 'TRY')).toEqual({
      ok: true,
      minor: -125050,
    });
  });

  it('never names a currency in Latin letters, nor "US$", in Arabic', () => {
    // Every known currency, the demo's Syrian pound among them (it was missing and read "SYP").
    for (const code of CURRENCIES.map((c) => c.code)) {
      for (const digits of ['latn', 'arab'] as const) {
        const text = formatMoney({ amount: 100, currency: code }, { locale: 'ar', digits });
        expect(text).not.toMatch(/[A-Za-z$]/);
      }
    }
  });

  it('isolates money and percentages in the direction of their language', () => {
    const ar = createFormat({ locale: 'ar' });
    const en = createFormat({ locale: 'en' });
    expect(ar.money(100, 'USD')).toMatch(new RegExp(`^${RLI}.*${PDI}$`, 'u'));
    expect(ar.percent(0.25)).toBe(`${RLI}٢٥٪${PDI}`);
    expect(en.money(100, 'USD')).toBe(`${LRI}1.00${NBSP}USD${PDI}`);
    expect(formatPercent(0.25, { locale: 'en', isolate: false })).toBe('25%');
    expect(
      formatMoney(
        { amount: 5, currency: 'USD' },
        { locale: 'en', isolate: false, currency: 'none' },
      ),
    ).toBe('0.05');
  });

  it('writes one percent sign per language whatever the digits', () => {
    for (const digits of ['latn', 'arab'] as const) {
      expect(createFormat({ locale: 'ar', digits }).percent(0.1)).toContain('٪');
      expect(createFormat({ locale: 'ar', digits }).percent(0.1)).not.toContain('%');
      expect(createFormat({ locale: 'en', digits }).percent(0.1)).not.toContain('٪');
    }
  });

  it('writes Arabic-Indic digits in Arabic unless told, and dates with the same digits', () => {
    expect(defaultDigits('ar')).toBe('arab');
    expect(defaultDigits('fr')).toBe('latn');
    expect(createFormat({ locale: 'ar' }).date('2026-03-11', 'long')).toMatch(/٢٠٢٦/);
    expect(createFormat({ locale: 'ar', digits: 'latn' }).date('2026-03-11', 'long')).toMatch(
      /2026/,
    );
    expect(createFormat({ locale: 'en', digits: 'arab' }).digitsOf('2026-10')).toBe('٢٠٢٦-١٠');
  });

  it("follows the organisation's digits on visitors' and documents' Arabic text only", () => {
    expect(surfaceDigits('ar', 'latn')).toBe('latn');
    expect(surfaceDigits('ar', 'arab')).toBe('arab');
    expect(surfaceDigits('ar', null)).toBe('arab');
    expect(surfaceDigits('en', 'arab')).toBe('latn');
    expect(surfaceDigits('fr', undefined)).toBe('latn');
  });
});

describe('the one parser', () => {
  const accepted: Array<[string, string, number]> = [
    ['250', 'USD', 25000],
    ['٢٥٠', 'USD', 25000],
    ['۲۵۰', 'USD', 25000],
    ['١٢٥٠٫٥', 'TRY', 125050],
    ['١٬٢٥٠٫٥٠', 'TRY', 125050],
    ['1,250.50', 'TRY', 125050],
    ['1 250,50', 'EUR', 125050],
    ['1.250,50', 'EUR', 125050],
    ['12,5', 'USD', 1250],
    ['٠٫٠٠٥', 'KWD', 5],
    ['1500', 'XOF', 1500],
  ];
  it.each(accepted)('reads %s %s', (text, currency, minor) => {
    expect(readMoney(text, currency)).toEqual({ ok: true, minor });
  });

  const refused: Array<[string, string, string]> = [
    ['250.555', 'USD', 'money.tooManyDecimals'],
    ['٢٥٠٫٥٥٥', 'TRY', 'money.tooManyDecimals'],
    ['1.5', 'XOF', 'money.tooManyDecimals'],
    ['0.0001', 'KWD', 'money.tooManyDecimals'],
    ['abc', 'USD', 'money.invalid'],
    ['12..5', 'USD', 'money.invalid'],
    ['1,25,0', 'USD', 'money.invalid'],
  ];
  it.each(refused)('refuses %s %s as %s', (text, currency, problem) => {
    expect(readMoney(text, currency)).toMatchObject({ ok: false, problem });
  });
});

describe('money finer than its minor unit (a message’s cost in millionths)', () => {
  it('writes the decimals it needs past the minor digits, never fewer than the currency’s', () => {
    const en = createFormat({ locale: 'en', digits: 'latn' });
    const plain = (amount: number, currency: string, max?: number) =>
      bare(en.fineMoney(amount, currency, 6, max === undefined ? undefined : { maxDecimals: max }));
    expect(plain(7500, 'USD')).toBe(`0.0075${NBSP}USD`);
    expect(plain(0, 'USD')).toBe(`0.00${NBSP}USD`);
    expect(plain(1_250_000, 'USD')).toBe(`1.25${NBSP}USD`);
    expect(plain(1_234_567, 'USD')).toBe(`1.234567${NBSP}USD`);
    expect(plain(5, 'KWD')).toBe(`0.000005${NBSP}KWD`);
    expect(plain(1_000_000, 'KWD')).toBe(`1.000${NBSP}KWD`);
    // Rounded half-even to the decimals asked for, exactly (no floating point).
    expect(plain(1_234_567, 'USD', 4)).toBe(`1.2346${NBSP}USD`);
    expect(plain(25, 'USD', 4)).toBe(`0.00${NBSP}USD`);
    expect(plain(-7500, 'USD')).toBe(`-0.0075${NBSP}USD`);
    expect(plain(9_007_199_254_740_991, 'USD', 2)).toBe(`9,007,199,254.74${NBSP}USD`);
    const ar = createFormat({ locale: 'ar', digits: 'arab' });
    expect(bare(ar.fineMoney(7500, 'USD', 6))).toBe(`٠٫٠٠٧٥${NBSP}دولار`);
    const fr = createFormat({ locale: 'fr', digits: 'latn' });
    expect(bare(fr.fineMoney(1_250_000, 'EUR', 6))).toBe(`1,25${NBSP}EUR`);
  });
});
