/**
 * Money is an integer number of minor units (cents, piastres, fils) with its ISO 4217 currency
 * code. No floating point anywhere: amounts are safe integers, text is parsed digit by digit and
 * conversions use BigInt arithmetic with half-even rounding.
 */
import { formatNumber, isolate, type NumberStyle } from '../text/arabic-digits.ts';

export interface Money {
  /** Minor units (e.g. 1250 = 12.50 SAR); a safe integer. */
  amount: number;
  /** ISO 4217 code, upper case. */
  currency: string;
}

export interface CurrencyInfo {
  code: string;
  /** Digits of the minor unit (2 for SAR, 3 for KWD, 0 for JPY). */
  minorDigits: number;
  name: { ar: string; en: string; fr: string };
  /**
   * How Arabic text names it after an amount: the Arabic abbreviation people write
   * ("ر.س") or a short name ("دولار"), never the Latin code nor "US$" (which reads "$US"
   * in a right-to-left line). English and French write the ISO code.
   */
  ar: string;
}

/** The currencies the organisation may meet; a country's currency is one of them. */
export const CURRENCIES: readonly CurrencyInfo[] = [
  {
    code: 'SAR',
    minorDigits: 2,
    ar: 'ر.س',
    name: { ar: 'ريال سعودي', en: 'Saudi riyal', fr: 'Riyal saoudien' },
  },
  {
    code: 'TRY',
    minorDigits: 2,
    ar: 'ليرة تركية',
    name: { ar: 'ليرة تركية', en: 'Turkish lira', fr: 'Livre turque' },
  },
  {
    code: 'USD',
    minorDigits: 2,
    ar: 'دولار',
    name: { ar: 'دولار أمريكي', en: 'US dollar', fr: 'Dollar américain' },
  },
  { code: 'EUR', minorDigits: 2, ar: 'يورو', name: { ar: 'يورو', en: 'Euro', fr: 'Euro' } },
  {
    code: 'EGP',
    minorDigits: 2,
    ar: 'ج.م',
    name: { ar: 'جنيه مصري', en: 'Egyptian pound', fr: 'Livre égyptienne' },
  },
  {
    code: 'JOD',
    minorDigits: 3,
    ar: 'د.أ',
    name: { ar: 'دينار أردني', en: 'Jordanian dinar', fr: 'Dinar jordanien' },
  },
  {
    code: 'KWD',
    minorDigits: 3,
    ar: 'د.ك',
    name: { ar: 'دينار كويتي', en: 'Kuwaiti dinar', fr: 'Dinar koweïtien' },
  },
  {
    code: 'AED',
    minorDigits: 2,
    ar: 'د.إ',
    name: { ar: 'درهم إماراتي', en: 'UAE dirham', fr: 'Dirham émirien' },
  },
  {
    code: 'QAR',
    minorDigits: 2,
    ar: 'ر.ق',
    name: { ar: 'ريال قطري', en: 'Qatari riyal', fr: 'Riyal qatari' },
  },
  {
    code: 'SYP',
    minorDigits: 2,
    ar: 'ل.س',
    name: { ar: 'ليرة سورية', en: 'Syrian pound', fr: 'Livre syrienne' },
  },
  {
    code: 'IQD',
    minorDigits: 3,
    ar: 'د.ع',
    name: { ar: 'دينار عراقي', en: 'Iraqi dinar', fr: 'Dinar irakien' },
  },
  {
    code: 'LBP',
    minorDigits: 2,
    ar: 'ل.ل',
    name: { ar: 'ليرة لبنانية', en: 'Lebanese pound', fr: 'Livre libanaise' },
  },
  {
    code: 'LYD',
    minorDigits: 3,
    ar: 'د.ل',
    name: { ar: 'دينار ليبي', en: 'Libyan dinar', fr: 'Dinar libyen' },
  },
  {
    code: 'OMR',
    minorDigits: 3,
    ar: 'ر.ع',
    name: { ar: 'ريال عماني', en: 'Omani rial', fr: 'Rial omanais' },
  },
  {
    code: 'BHD',
    minorDigits: 3,
    ar: 'د.ب',
    name: { ar: 'دينار بحريني', en: 'Bahraini dinar', fr: 'Dinar bahreïni' },
  },
  {
    code: 'MAD',
    minorDigits: 2,
    ar: 'د.م',
    name: { ar: 'درهم مغربي', en: 'Moroccan dirham', fr: 'Dirham marocain' },
  },
  {
    code: 'DZD',
    minorDigits: 2,
    ar: 'د.ج',
    name: { ar: 'دينار جزائري', en: 'Algerian dinar', fr: 'Dinar algérien' },
  },
  {
    code: 'TND',
    minorDigits: 3,
    ar: 'د.ت',
    name: { ar: 'دينار تونسي', en: 'Tunisian dinar', fr: 'Dinar tunisien' },
  },
  {
    code: 'SDG',
    minorDigits: 2,
    ar: 'ج.س',
    name: { ar: 'جنيه سوداني', en: 'Sudanese pound', fr: 'Livre soudanaise' },
  },
  {
    code: 'YER',
    minorDigits: 2,
    ar: 'ر.ي',
    name: { ar: 'ريال يمني', en: 'Yemeni rial', fr: 'Rial yéménite' },
  },
  {
    code: 'MRU',
    minorDigits: 2,
    ar: 'أ.م',
    name: { ar: 'أوقية موريتانية', en: 'Mauritanian ouguiya', fr: 'Ouguiya mauritanien' },
  },
  {
    code: 'XOF',
    minorDigits: 0,
    ar: 'فرنك',
    name: { ar: 'فرنك غرب أفريقي', en: 'West African CFA franc', fr: 'Franc CFA (BCEAO)' },
  },
];

export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Minor digits of a known currency (2 for an unknown one, the common case). */
export function minorDigits(currency: string): number {
  return CURRENCIES.find((c) => c.code === currency)?.minorDigits ?? 2;
}

export function isMinorAmount(value: number): boolean {
  return Number.isSafeInteger(value);
}

/**
 * The decimal text of an amount as people type it, in Western digits with `.` as the only
 * separator: Arabic-Indic and Persian digits, the Arabic decimal and thousands signs, spaces of
 * any width as grouping (French "1 250,50"), and both comma conventions: when both `.` and `,`
 * appear the last one is the decimal sign; a lone `,` before one or two digits ("12,50", "12,5")
 * is a decimal comma, before three ("1,250") a thousands comma; several of one sign group.
 */
function normaliseAmountText(text: string): string {
  let t = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.')
    .replace(/[\u066C\s\u00A0\u202F\u2009']/g, '');
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    t = ungroup(t, decimal === '.' ? ',' : '.');
    if (decimal === ',') t = t.replace(',', '.');
  } else if (lastComma >= 0) {
    const commas = t.split(',').length - 1;
    const after = t.length - lastComma - 1;
    t = commas === 1 && after > 0 && after < 3 ? t.replace(',', '.') : ungroup(t, ',');
  } else if (t.split('.').length - 1 > 1) {
    t = ungroup(t, '.');
  }
  return t;
}

/** Drops a grouping sign between groups of three digits; anything else is not a number. */
function ungroup(t: string, sign: string): string {
  const [first = '', ...groups] = t.split(sign);
  if (
    !/^-?\d{1,3}$/.test(first) ||
    !groups.every((g, i) => /^\d{3}/.test(g) && (i === groups.length - 1 || g.length === 3))
  )
    return 'not a number';
  return [first, ...groups].join('');
}

/**
 * Parses a decimal text ("1250.5", "١٢٥٠٫٥", "1 250,50", "-3") into minor units of the
 * currency, without floating point; null when it is not a number or has more decimals than the
 * currency allows.
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const western = normaliseAmountText(text);
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(western);
  if (!m) return null;
  const [, sign, whole = '0', frac = ''] = m;
  if (frac.length > digits) return null;
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(frac.padEnd(digits, '0') || '0');
  const value = Number(sign === '-' ? -minor : minor);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * A decimal typed in any of the ways `parseMoney` reads ("٢٥٠", "١٢٥٠٫٥", "1 250,5") as a
 * number of whole units, or null. For a field whose currency is not known yet (the public
 * giving form's amount): the currency's decimals are checked once it is (`majorToMinor`).
 */
export function decimalFromText(text: string): number | null {
  const western = normaliseAmountText(text);
  return /^-?\d+(\.\d+)?$/.test(western) ? Number(western) : null;
}

/** Minor units as a plain decimal text ("1250.50"), for inputs and exports. */
export function minorToDecimal(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  const negative = amount < 0;
  const abs = BigInt(Math.abs(amount));
  if (digits === 0) return `${negative ? '-' : ''}${abs}`;
  const base = 10n ** BigInt(digits);
  const frac = (abs % base).toString().padStart(digits, '0');
  return `${negative ? '-' : ''}${abs / base}.${frac}`;
}

/** How a currency is named after an amount in a language (see `CurrencyInfo.ar`). */
export function currencySymbol(currency: string, locale: string): string {
  if (!locale.startsWith('ar')) return currency;
  const known = CURRENCIES.find((c) => c.code === currency);
  return known ? known.ar : currency;
}

export interface FormatMoneyOptions extends NumberStyle {
  /** 'symbol' (default) names the currency after the amount; 'none' writes the amount only. */
  currency?: 'symbol' | 'none';
  /**
   * Wrap in Unicode isolates (default), so the amount and its currency keep their order in a
   * line of the other direction (an Arabic amount in an English sentence, a sign next to it).
   */
  isolate?: boolean;
}

/**
 * Money for people, the one way every surface writes it: the language's grouping and decimal
 * signs, the currency's minor digits always shown, the digits chosen (the language's by
 * default), then the currency as the language names it: "١٬١٦٦٫٠٠ دولار", "1,166.00 USD",
 * "1 166,00 USD". Exact for any safe integer of minor units (no floating point).
 */
export function formatMoney(money: Money, options: FormatMoneyOptions = {}): string {
  const locale = options.locale ?? 'ar';
  const digits = minorDigits(money.currency);
  const n = formatNumber(minorToDecimal(money.amount, money.currency), {
    ...options,
    format: { minimumFractionDigits: digits, maximumFractionDigits: digits },
  });
  const text =
    options.currency === 'none' ? n : `${n}\u00A0${currencySymbol(money.currency, locale)}`;
  return options.isolate === false ? text : isolate(text, locale);
}

/**
 * An amount finer than the currency's minor unit: `amount` units of 10^-`scale` of the currency
 * (a provider's price of one SMS in millionths of a dollar: scale 6). A safe integer, as money.
 */
export interface FineMoney {
  amount: number;
  currency: string;
  /** Decimal places of one unit of `amount` (6 = millionths); at least the currency's own. */
  scale: number;
}

export interface FormatFineMoneyOptions extends FormatMoneyOptions {
  /**
   * The most decimals written (rounded half-even to them); the currency's minor digits are
   * always written, the decimals past them only when not zero. All of `scale` by default.
   */
  maxDecimals?: number;
}

/**
 * A fine amount as a plain decimal text ("0.0075"), exact: at least the currency's minor
 * digits, up to `maxDecimals`, the zeros past the minor digits dropped.
 */
export function fineToDecimal(money: FineMoney, maxDecimals = money.scale): string {
  const minor = minorDigits(money.currency);
  const scale = Math.max(money.scale, 0);
  const keep = Math.max(minor, Math.min(scale, maxDecimals));
  const negative = money.amount < 0;
  const abs = BigInt(Math.abs(money.amount));
  // Rounded (half-even) to `keep` decimals, or widened when the scale is coarser.
  const units =
    keep >= scale
      ? abs * 10n ** BigInt(keep - scale)
      : divideHalfEven(abs, 10n ** BigInt(scale - keep));
  if (keep === 0) return `${negative && units > 0n ? '-' : ''}${units}`;
  const base = 10n ** BigInt(keep);
  let frac = (units % base).toString().padStart(keep, '0');
  while (frac.length > minor && frac.endsWith('0')) frac = frac.slice(0, -1);
  const sign = negative && units > 0n ? '-' : '';
  return frac ? `${sign}${units / base}.${frac}` : `${sign}${units / base}`;
}

/**
 * A fine amount for people (a message's cost, a unit price), written as `formatMoney` writes
 * money — the language's signs and digits, the currency as the language names it — with the
 * decimals it needs past the minor unit: "0.0075 USD", "٠٫٠٠٧٥ دولار", "1,25 EUR".
 */
export function formatFineMoney(money: FineMoney, options: FormatFineMoneyOptions = {}): string {
  const locale = options.locale ?? 'ar';
  const text = fineToDecimal(money, options.maxDecimals);
  const decimals = text.split('.')[1]?.length ?? 0;
  const n = formatNumber(text, {
    ...options,
    format: { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  });
  const out =
    options.currency === 'none' ? n : `${n}\u00A0${currencySymbol(money.currency, locale)}`;
  return options.isolate === false ? out : isolate(out, locale);
}

/** Why a typed amount cannot be kept (translation keys of `money.messages`). */
export type MoneyProblem = 'money.invalid' | 'money.tooManyDecimals';

/**
 * Reads a typed amount like `parseMoney`, saying why it is refused: not a number, or more
 * decimals than the currency has ("250.555" in dollars), which is never rounded away.
 */
export function readMoney(
  text: string,
  currency: string,
): { ok: true; minor: number } | { ok: false; problem: MoneyProblem; decimals: number } {
  const decimals = minorDigits(currency);
  const minor = parseMoney(text, currency);
  if (minor !== null) return { ok: true, minor };
  const western = normaliseAmountText(text);
  const m = /^-?\d+\.(\d*)$/.exec(western);
  return m && (m[1] ?? '').length > decimals
    ? { ok: false, problem: 'money.tooManyDecimals', decimals }
    : { ok: false, problem: 'money.invalid', decimals };
}

/**
 * An amount in whole units as a JSON number gives it (250.5) → minor units, refusing more
 * decimals than the currency has instead of rounding them away (null then).
 */
export function majorToMinor(amount: number, currency: string): number | null {
  if (!Number.isFinite(amount)) return null;
  return parseMoney(String(amount), currency);
}

/**
 * Converts minor units with a decimal rate ("36.85" units of `to` per unit of `from`), in
 * BigInt with half-even rounding to the target's minor unit. The rate is a text so it is
 * never a float. With `inverse`, the rate is the other way round (units of `from` per `to`).
 */
export function convertMinor(
  amount: number,
  from: string,
  to: string,
  rate: string,
  inverse = false,
): number {
  if (from === to) return amount;
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!m) throw new Error(`Invalid exchange rate "${rate}"`);
  const [, rw = '0', rf = ''] = m;
  const rateNum = BigInt(rw + rf);
  const rateScale = 10n ** BigInt(rf.length);
  const shift = minorDigits(to) - minorDigits(from);
  // inverse: the rate is of `to` in `from` units, so divide by it instead.
  let num = BigInt(amount) * (inverse ? rateScale : rateNum);
  let den = inverse ? rateNum : rateScale;
  if (den === 0n) throw new Error('Exchange rate of zero');
  if (shift >= 0) num *= 10n ** BigInt(shift);
  else den *= 10n ** BigInt(-shift);
  return Number(divideHalfEven(num, den));
}

function divideHalfEven(num: bigint, den: bigint): bigint {
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  let q = n / d;
  const r = n % d;
  if (r * 2n > d || (r * 2n === d && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}
