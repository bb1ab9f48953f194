import { z } from 'zod';
import { SYSTEM_ACCOUNTS } from './accounts.ts';
import type { LedgerLineInput } from './ledger.ts';
import { CURRENCY_CODE } from './money.ts';

/**
 * Vouchers: what an accountant fills in. A receipt brings money into a box from income
 * categories; a payment takes it out to expense categories (or a payee); a transfer moves it
 * between two boxes; an exchange turns one currency into another through the exchange
 * position account; a reallocation moves money of one box from one fund to another (the only
 * voucher whose lines do not balance per fund: the ledger posts it with its approval).
 * `voucherLines` turns a voucher into ledger lines.
 */
export const VOUCHER_KINDS = [
  'receipt',
  'payment',
  'transfer',
  'exchange',
  'reallocation',
] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export const VOUCHER_STATES = ['draft', 'approved', 'posted', 'cancelled'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

const positiveMinor = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.invalidDate' });

export const voucherLineSchema = z.object({
  /** The income or expense category (or any other account) facing the box. */
  accountId: z.uuid(),
  fundId: z.uuid(),
  amount: positiveMinor,
  memo: z.string().trim().max(300).nullish(),
});
export type VoucherLineInput = z.infer<typeof voucherLineSchema>;

export const voucherInputSchema = z
  .object({
    kind: z.enum(VOUCHER_KINDS),
    voucherDate: isoDate,
    /** The box or bank the money comes into or goes out of (the source of a transfer). */
    boxId: z.uuid(),
    currency: z.string().regex(CURRENCY_CODE),
    /** Receipts and payments: one line per category. */
    lines: z.array(voucherLineSchema).max(100).default([]),
    /** Transfers and exchanges: the box receiving, the fund, the amount. */
    toBoxId: z.uuid().nullish(),
    /** The fund moved (a reallocation: the fund giving the money). */
    fundId: z.uuid().nullish(),
    /** Reallocations: the fund receiving the money (in the same box). */
    toFundId: z.uuid().nullish(),
    amount: positiveMinor.nullish(),
    /** Exchanges: what is received in the other currency. */
    toCurrency: z.string().regex(CURRENCY_CODE).nullish(),
    toAmount: positiveMinor.nullish(),
    recipientId: z.uuid().nullish(),
    /** Who paid (a receipt) or received (a payment), when not a recorded recipient. */
    party: z.string().trim().max(200).nullish(),
    /** What it is for; a reallocation's reason (at least three characters). */
    memo: z.string().trim().min(1).max(500),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'receipt' || v.kind === 'payment') {
      if (v.lines.length === 0)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: 'finance.errors.noLines' });
    } else if (v.kind === 'reallocation') {
      if (!v.fundId)
        ctx.addIssue({ code: 'custom', path: ['fundId'], message: 'validation.required' });
      if (!v.toFundId)
        ctx.addIssue({ code: 'custom', path: ['toFundId'], message: 'validation.required' });
      else if (v.toFundId === v.fundId)
        ctx.addIssue({ code: 'custom', path: ['toFundId'], message: 'finance.errors.sameFund' });
      if (!v.amount)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.required' });
      if (v.memo.length < 3)
        ctx.addIssue({ code: 'custom', path: ['memo'], message: 'finance.errors.reasonRequired' });
    } else {
      if (!v.toBoxId)
        ctx.addIssue({ code: 'custom', path: ['toBoxId'], message: 'validation.required' });
      if (!v.fundId)
        ctx.addIssue({ code: 'custom', path: ['fundId'], message: 'validation.required' });
      if (!v.amount)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.required' });
      if (v.kind === 'transfer' && v.toBoxId === v.boxId)
        ctx.addIssue({ code: 'custom', path: ['toBoxId'], message: 'finance.errors.sameBox' });
      if (v.kind === 'exchange') {
        if (!v.toCurrency || v.toCurrency === v.currency)
          ctx.addIssue({
            code: 'custom',
            path: ['toCurrency'],
            message: 'finance.errors.sameCurrency',
          });
        if (!v.toAmount)
          ctx.addIssue({ code: 'custom', path: ['toAmount'], message: 'validation.required' });
      }
    }
  });
export type VoucherInput = z.infer<typeof voucherInputSchema>;

/** The total a voucher moves, in its own currency (what approval thresholds compare). */
export function voucherTotal(v: Pick<VoucherInput, 'kind' | 'lines' | 'amount'>): number {
  if (v.kind === 'receipt' || v.kind === 'payment')
    return v.lines.reduce((sum, l) => sum + l.amount, 0);
  return v.amount ?? 0;
}

/**
 * The ledger lines of a voucher. `exchangeAccountId` is the account of code
 * `SYSTEM_ACCOUNTS.exchange` (the position both currencies pass through).
 */
export function voucherLines(v: VoucherInput, exchangeAccountId: string): LedgerLineInput[] {
  const line = (
    accountId: string,
    fundId: string,
    currency: string,
    side: 'debit' | 'credit',
    amount: number,
    memo?: string | null,
  ): LedgerLineInput => ({
    accountId,
    fundId,
    currency,
    debit: side === 'debit' ? amount : 0,
    credit: side === 'credit' ? amount : 0,
    memo: memo ?? null,
  });
  switch (v.kind) {
    case 'receipt':
      return v.lines.flatMap((l) => [
        line(v.boxId, l.fundId, v.currency, 'debit', l.amount, l.memo),
        line(l.accountId, l.fundId, v.currency, 'credit', l.amount, l.memo),
      ]);
    case 'payment':
      return v.lines.flatMap((l) => [
        line(l.accountId, l.fundId, v.currency, 'debit', l.amount, l.memo),
        line(v.boxId, l.fundId, v.currency, 'credit', l.amount, l.memo),
      ]);
    case 'transfer':
      return [
        line(v.toBoxId!, v.fundId!, v.currency, 'debit', v.amount!),
        line(v.boxId, v.fundId!, v.currency, 'credit', v.amount!),
      ];
    case 'exchange':
      return [
        line(v.toBoxId!, v.fundId!, v.toCurrency!, 'debit', v.toAmount!),
        line(exchangeAccountId, v.fundId!, v.toCurrency!, 'credit', v.toAmount!),
        line(exchangeAccountId, v.fundId!, v.currency, 'debit', v.amount!),
        line(v.boxId, v.fundId!, v.currency, 'credit', v.amount!),
      ];
    case 'reallocation':
      // The box's money stays where it is; only the fund it belongs to changes.
      return [
        line(v.boxId, v.toFundId!, v.currency, 'debit', v.amount!),
        line(v.boxId, v.fundId!, v.currency, 'credit', v.amount!),
      ];
  }
}

export { SYSTEM_ACCOUNTS };
