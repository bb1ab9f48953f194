import { parseMoney, readMoney } from '@qc/domain';
import type { IssueKey } from '@qc/domain/platform/validation-issues';

/**
 * An amount typed in a form, read once for every money field of the web: the domain's
 * `parseMoney`, so Latin, Arabic-Indic and Persian digits, the Arabic decimal separator (٫) and
 * thousands separators (٬ and ,) are all accepted, and an amount with more decimals than its
 * currency has is refused rather than rounded.
 */
export interface AmountReading {
  /** Minor units of the currency (1250.5 TRY → 125050), or null when nothing usable is typed. */
  minor: number | null;
  /** Why the text is refused, as a translation key; null when it is kept. */
  issue: IssueKey | null;
}

export interface AmountOptions {
  /** Zero is an amount (a refund of nothing, a free month); by default it is refused. */
  allowZero?: boolean;
}

/** Reads `text` as an amount of `currency` in whole units ("1250.5", "١٢٥٠٫٥", "١٬٢٥٠"). */
export function readAmount(
  text: string,
  currency: string,
  options: AmountOptions = {},
): AmountReading {
  if (text.trim() === '') return { minor: null, issue: { code: 'validation.required' } };
  const read = readMoney(text, currency);
  if (!read.ok) return { minor: null, issue: { code: read.problem } };
  const minor = read.minor;
  if (minor < 0 || (minor === 0 && !options.allowZero))
    return { minor: null, issue: { code: 'money.notPositive' } };
  return { minor, issue: null };
}

/**
 * What a form's read of its typed fields gives: the body to send, or the problems by field
 * (translation keys) that keep it from being sent.
 */
export type FormReading<T> =
  | { ok: true; body: T; issues?: undefined }
  | { ok: false; body?: undefined; issues: Record<string, IssueKey> };

/** A reading that failed on these fields. */
export function refused<T>(issues: Record<string, IssueKey>): FormReading<T> {
  return { ok: false, issues };
}

/** A reading that gives this body. */
export function accepted<T>(body: T): FormReading<T> {
  return { ok: true, body };
}

/**
 * What a generic money input keeps of its text: null when empty, the minor units when it reads,
 * else the text as typed (the form's check then refuses it under the field).
 */
export function amountOrText(text: string, currency: string): number | string | null {
  if (text.trim() === '') return null;
  return parseMoney(text, currency) ?? text;
}
