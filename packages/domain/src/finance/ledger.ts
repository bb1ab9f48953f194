import { z } from 'zod';
import type { AccountKind, AccountRole } from './accounts.ts';
import type { FundUse } from './funds.ts';
import { CURRENCY_CODE } from './money.ts';

/** Why an entry was posted; `reversal` entries point at the entry they undo. */
export const ENTRY_KINDS = [
  'receipt',
  'payment',
  'transfer',
  'exchange',
  'close',
  'opening',
  'reallocation',
  'reversal',
  'payroll',
  'advance',
  'student_money',
  'donation',
  'reward',
  'manual',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One line: exactly one of debit and credit is positive. */
export const ledgerLineSchema = z
  .object({
    accountId: z.uuid(),
    fundId: z.uuid(),
    currency: z.string().regex(CURRENCY_CODE),
    debit: minor,
    credit: minor,
    memo: z.string().trim().max(500).nullish(),
  })
  .refine((l) => l.debit > 0 !== l.credit > 0, {
    message: 'finance.errors.lineSide',
    path: ['debit'],
  });
export type LedgerLineInput = z.infer<typeof ledgerLineSchema>;

export const ledgerEntrySchema = z.object({
  entryDate: isoDate,
  kind: z.enum(ENTRY_KINDS),
  memo: z.string().trim().min(1).max(500),
  lines: z.array(ledgerLineSchema).min(2).max(500),
  /** The module and record that caused the posting (a voucher, a payslip, a donation). */
  source: z.object({ module: z.string().min(1).max(40), id: z.string().min(1).max(80) }).nullish(),
  /** Country and centre the entry is about (the scope of who may see and post it). */
  countryId: z.uuid().nullish(),
  centreId: z.uuid().nullish(),
  /** A move of money between funds: allowed only with this record of its approval. */
  reallocation: z
    .object({ approvedBy: z.uuid(), reason: z.string().trim().min(3).max(500) })
    .nullish(),
});
export type LedgerEntryInput = z.infer<typeof ledgerEntrySchema>;

/** What the balance rules need to know about an account and a fund. */
export interface AccountFacts {
  kind: AccountKind;
  role: AccountRole;
  /** The currency the account is kept in; null: any currency (categories, system accounts). */
  currency: string | null;
  /** For expense categories: what they pay for (checked against restricted funds). */
  purpose: FundUse | null;
  active: boolean;
}
export interface FundFacts {
  code: string;
  restricted: boolean;
  allowedUses: readonly string[];
  active: boolean;
}

/** A refusal: a translation key and its placeholders. */
export interface LedgerProblem {
  code: string;
  params?: Record<string, string | number>;
}

export interface SideTotals {
  debit: number;
  credit: number;
}

/** Debit and credit totals per key (BigInt inside: a sum never loses a minor unit). */
function totalsBy<K>(
  lines: readonly Pick<LedgerLineInput, 'debit' | 'credit'>[],
  key: (index: number) => K,
): Map<K, { debit: bigint; credit: bigint }> {
  const out = new Map<K, { debit: bigint; credit: bigint }>();
  lines.forEach((l, i) => {
    const k = key(i);
    const t = out.get(k) ?? { debit: 0n, credit: 0n };
    t.debit += BigInt(l.debit);
    t.credit += BigInt(l.credit);
    out.set(k, t);
  });
  return out;
}

/** Totals per currency of a set of lines. */
export function totalsPerCurrency(
  lines: readonly Pick<LedgerLineInput, 'debit' | 'credit' | 'currency'>[],
): Map<string, SideTotals> {
  const out = new Map<string, SideTotals>();
  for (const [c, t] of totalsBy(lines, (i) => lines[i]!.currency))
    out.set(c, { debit: Number(t.debit), credit: Number(t.credit) });
  return out;
}

/** Problems of balance alone: per currency, and per fund inside each currency. */
export function balanceProblems(
  lines: readonly Pick<LedgerLineInput, 'debit' | 'credit' | 'currency' | 'fundId'>[],
  options: { allowFundMoves?: boolean } = {},
): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  for (const [currency, t] of totalsBy(lines, (i) => lines[i]!.currency)) {
    if (t.debit !== t.credit)
      problems.push({
        code: 'finance.errors.unbalanced',
        params: { currency, debit: String(t.debit), credit: String(t.credit) },
      });
  }
  if (!options.allowFundMoves) {
    for (const [key, t] of totalsBy(lines, (i) => `${lines[i]!.fundId}|${lines[i]!.currency}`)) {
      if (t.debit !== t.credit) {
        const [fundId = '', currency = ''] = key.split('|');
        problems.push({ code: 'finance.errors.fundUnbalanced', params: { fundId, currency } });
      }
    }
  }
  return problems;
}

/** Is the entry balanced per currency and per fund? */
export function isBalanced(
  lines: readonly Pick<LedgerLineInput, 'debit' | 'credit' | 'currency' | 'fundId'>[],
): boolean {
  return balanceProblems(lines).length === 0;
}

/**
 * Every rule a posting must pass before it touches the database, as a pure function:
 * balance per currency and per fund (unless an approved reallocation), the fund's allowed
 * uses, the account's currency, and known, active accounts and funds. Empty: postable.
 */
export function entryProblems(
  entry: Pick<LedgerEntryInput, 'lines' | 'reallocation'>,
  accounts: ReadonlyMap<string, AccountFacts>,
  funds: ReadonlyMap<string, FundFacts>,
): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  entry.lines.forEach((line, index) => {
    const account = accounts.get(line.accountId);
    const fund = funds.get(line.fundId);
    if (!account || !account.active) {
      problems.push({ code: 'finance.errors.unknownAccount', params: { line: index + 1 } });
      return;
    }
    if (!fund || !fund.active) {
      problems.push({ code: 'finance.errors.unknownFund', params: { line: index + 1 } });
      return;
    }
    if (account.currency && account.currency !== line.currency)
      problems.push({
        code: 'finance.errors.wrongCurrency',
        params: { line: index + 1, currency: line.currency, expected: account.currency },
      });
    // Spending a restricted fund: the expense category must serve one of the fund's uses.
    if (fund.restricted && account.kind === 'expense' && line.debit > 0) {
      if (!account.purpose || !fund.allowedUses.includes(account.purpose))
        problems.push({
          code: 'finance.errors.restrictedUse',
          params: { line: index + 1, fund: fund.code, purpose: account.purpose ?? '-' },
        });
    }
  });
  const moves = Boolean(entry.reallocation);
  problems.push(...balanceProblems(entry.lines, { allowFundMoves: moves }));
  if (moves) {
    // A fund that gives money away in a reallocation must allow it.
    for (const [key, t] of totalsBy(
      entry.lines,
      (i) => `${entry.lines[i]!.fundId}|${entry.lines[i]!.currency}`,
    )) {
      const [fundId = ''] = key.split('|');
      const fund = funds.get(fundId);
      const assetSideOut = entry.lines.some(
        (l) => l.fundId === fundId && accounts.get(l.accountId)?.kind === 'asset' && l.credit > 0,
      );
      if (
        fund?.restricted &&
        t.credit > t.debit &&
        assetSideOut &&
        !fund.allowedUses.includes('reallocation')
      )
        problems.push({ code: 'finance.errors.reallocationRefused', params: { fund: fund.code } });
    }
  }
  return problems;
}
