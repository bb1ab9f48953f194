import { z } from 'zod';
import { listPageQuery } from '../platform/list-page.ts';
import type { StoredFileSummary } from './finance-types.ts';
import { CURRENCY_CODE } from './money.ts';
import { VOUCHER_KINDS, VOUCHER_STATES, type VoucherKind, type VoucherState } from './vouchers.ts';

/**
 * The HTTP contract of the finance workflows: paths (`:id` filled by `financePath`), the
 * query and body schemas the server parses, and the answers' shapes the screens read.
 */
export const FINANCE_API = {
  /** GET vouchers (voucherListQuery → ListPage<VoucherSummary>); POST a draft (voucherInputSchema → VoucherDetail). */
  vouchers: '/api/finance/vouchers',
  voucher: '/api/finance/vouchers/:id',
  approve: '/api/finance/vouchers/:id/approve',
  post: '/api/finance/vouchers/:id/post',
  cancel: '/api/finance/vouchers/:id/cancel',
  /** GET ?language=ar|en|fr: the voucher's PDF. */
  pdf: '/api/finance/vouchers/:id/pdf',
  /** POST multipart: one attachment (image or PDF). */
  attachments: '/api/finance/vouchers/:id/attachments',
  /** GET: boxes in the caller's scope, funds, categories (what the voucher form offers). */
  options: '/api/finance/options',
  /** GET balancesQuery → BalancesAnswer. */
  balances: '/api/finance/balances',
  /** GET statementQuery → Statement (paged lines with the running balance). */
  statement: '/api/finance/statement',
  statementExport: '/api/finance/statement/export',
  /** GET trialBalanceQuery → TrialBalance. */
  trialBalance: '/api/finance/trial-balance',
  trialBalanceExport: '/api/finance/trial-balance/export',
  /** GET journalQuery → ListPage<JournalEntrySummary>. */
  journal: '/api/finance/journal',
  reverse: '/api/finance/journal/:id/reverse',
  /** POST boxCloseInput → BoxClose: counted cash against the book, the difference posted. */
  close: '/api/finance/boxes/:id/close',
  /** POST periodCloseInput: closes an accounting month for good (nothing posts into it). */
  closePeriod: '/api/finance/periods/close',
} as const;
export type FinanceApiPath = (typeof FINANCE_API)[keyof typeof FINANCE_API];

export function financePath(path: FinanceApiPath, params: Record<string, string> = {}): string {
  return path.replace(/:([a-zA-Z]+)/g, (_m, name: string) =>
    encodeURIComponent(params[name] ?? `:${name}`),
  );
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.invalidDate' });
const manyOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',').filter(Boolean) : []))
    .pipe(z.array(z.enum(values)));

export const voucherListQuery = z.object({
  ...listPageQuery,
  q: z.string().trim().max(100).optional(),
  kind: manyOf(VOUCHER_KINDS),
  state: manyOf(VOUCHER_STATES),
  centreId: z.uuid().optional(),
  boxId: z.uuid().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type VoucherListQuery = z.infer<typeof voucherListQuery>;

export const financeReasonInput = z.object({ reason: z.string().trim().min(3).max(500) });

export const balancesQuery = z.object({
  at: isoDate.optional(),
  convertTo: z.string().regex(CURRENCY_CODE).optional(),
  centreId: z.uuid().optional(),
});

export const statementQuery = z.object({
  ...listPageQuery,
  accountId: z.uuid(),
  fundId: z.uuid().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type StatementQuery = z.infer<typeof statementQuery>;

export const trialBalanceQuery = z.object({
  at: isoDate.optional(),
  centreId: z.uuid().optional(),
});

export const journalQuery = z.object({
  ...listPageQuery,
  from: isoDate.optional(),
  to: isoDate.optional(),
  centreId: z.uuid().optional(),
});

export const boxCloseInput = z.object({
  closeDate: isoDate,
  /** Counted cash, in minor units of the box's currency. */
  counted: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  note: z.string().trim().max(300).nullish(),
});
export type BoxCloseInput = z.infer<typeof boxCloseInput>;

export interface Named {
  id: string;
  code: string;
  name: { ar: string; en: string; fr: string };
}

export interface BoxOption extends Named {
  role: 'cash_box' | 'bank';
  currency: string;
  centreId: string;
  centreName: string;
}
export interface FundOption extends Named {
  restricted: boolean;
  allowedUses: string[];
}
export interface AccountOption extends Named {
  kind: string;
  purpose: string | null;
}
export interface FinanceOptions {
  boxes: BoxOption[];
  funds: FundOption[];
  income: AccountOption[];
  expense: AccountOption[];
  recipients: { id: string; name: string; kind: string }[];
  currencies: string[];
}

export interface VoucherSummary {
  id: string;
  serial: string | null;
  kind: VoucherKind;
  state: VoucherState;
  voucherDate: string;
  centreName: string;
  boxName: Named['name'];
  currency: string;
  amount: number;
  party: string | null;
  memo: string;
  createdByName: string | null;
  version: number;
}

export interface VoucherDetail extends VoucherSummary {
  centreId: string;
  boxId: string;
  toBoxId: string | null;
  toBoxName: Named['name'] | null;
  fundId: string | null;
  fundName: Named['name'] | null;
  /** Reallocations: the fund receiving the money. */
  toFundId: string | null;
  toFundName: Named['name'] | null;
  toCurrency: string | null;
  toAmount: number | null;
  recipientId: string | null;
  recipientName: string | null;
  lines: {
    accountId: string;
    accountName: Named['name'];
    fundId: string;
    fundName: Named['name'];
    amount: number;
    memo?: string | null;
  }[];
  attachments: (StoredFileSummary & { url: string })[];
  createdBy: string | null;
  approvedByName: string | null;
  approvedAt: string | null;
  postedByName: string | null;
  postedAt: string | null;
  entryId: string | null;
  entryNumber: number | null;
  /** What the caller may do now. */
  can: { approve: boolean; post: boolean; cancel: boolean };
}

export interface BoxBalance {
  box: BoxOption;
  balance: number;
  funds: { fundId: string; name: Named['name']; balance: number }[];
  converted: number | null;
  lastClose: { closeDate: string; difference: number } | null;
}
export interface BalancesAnswer {
  at: string;
  convertTo: string | null;
  boxes: BoxBalance[];
  funds: {
    fund: FundOption;
    perCurrency: { currency: string; balance: number }[];
    converted: number | null;
  }[];
  missingRates: string[];
}

export interface StatementLine {
  entryId: string;
  number: number;
  entryDate: string;
  kind: string;
  memo: string;
  fundName: Named['name'];
  currency: string;
  debit: number;
  credit: number;
  /** The balance after this line (in the account's normal direction, per currency). */
  balance: number;
}
export interface Statement {
  account: Named & { kind: string; currency: string | null };
  from: string | null;
  to: string | null;
  /** Balance before `from`, per currency. */
  opening: { currency: string; balance: number }[];
  items: StatementLine[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TrialBalanceRow {
  accountId: string;
  code: string;
  name: Named['name'];
  kind: string;
  currency: string;
  debit: number;
  credit: number;
}
export interface TrialBalance {
  at: string;
  rows: TrialBalanceRow[];
  totals: { currency: string; debit: number; credit: number }[];
}

export interface JournalEntrySummary {
  id: string;
  number: number;
  entryDate: string;
  kind: string;
  memo: string;
  centreName: string | null;
  reversesNumber: number | null;
  reversedByNumber: number | null;
  postedByName: string | null;
  lines: {
    accountName: Named['name'];
    accountCode: string;
    fundName: Named['name'];
    currency: string;
    debit: number;
    credit: number;
  }[];
}

export interface BoxClose {
  id: string;
  closeDate: string;
  currency: string;
  bookAmount: number;
  countedAmount: number;
  difference: number;
  entryId: string | null;
}

/** A closed accounting month. */
export interface PeriodClose {
  id: string;
  month: string;
  closedAt: string | null;
}

/** The entry a reversal posted. */
export interface EntryReversal {
  id: string;
  number: number;
}

export const periodCloseInput = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'validation.invalid' }),
});
