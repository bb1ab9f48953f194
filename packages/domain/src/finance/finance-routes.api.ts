import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from '../locales.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import { listPageSchema } from '../platform/list-page.ts';
import {
  balancesQuery,
  boxCloseInput,
  financeReasonInput,
  journalQuery,
  periodCloseInput,
  statementQuery,
  trialBalanceQuery,
  voucherListQuery,
  type BalancesAnswer,
  type BoxClose,
  type EntryReversal,
  type FinanceOptions,
  type JournalEntrySummary,
  type PeriodClose,
  type Statement,
  type TrialBalance,
  type VoucherDetail,
  type VoucherSummary,
} from './finance.api.ts';
import { VOUCHER_KINDS, VOUCHER_STATES, voucherInputSchema } from './vouchers.ts';

/**
 * The answers of the vouchers workflow as schemas, typed with the shapes the screens read
 * (`VoucherSummary`, `VoucherDetail`), for the API document (`FINANCE_ROUTES`).
 */
const name3 = z.object({ ar: z.string(), en: z.string(), fr: z.string() });

const summaryShape = {
  id: z.uuid(),
  serial: z.string().nullable(),
  kind: z.enum(VOUCHER_KINDS),
  state: z.enum(VOUCHER_STATES),
  voucherDate: z.string(),
  centreName: z.string(),
  boxName: name3,
  currency: z.string(),
  amount: z.number().int().describe('minor units'),
  party: z.string().nullable(),
  memo: z.string(),
  createdByName: z.string().nullable(),
  version: z.number().int(),
};

export const voucherSummarySchema: z.ZodType<VoucherSummary> = z.object(summaryShape);

export const voucherDetailSchema: z.ZodType<VoucherDetail> = z.object({
  ...summaryShape,
  centreId: z.uuid(),
  boxId: z.uuid(),
  toBoxId: z.uuid().nullable(),
  toBoxName: name3.nullable(),
  fundId: z.uuid().nullable(),
  fundName: name3.nullable(),
  toFundId: z.uuid().nullable(),
  toFundName: name3.nullable(),
  toCurrency: z.string().nullable(),
  toAmount: z.number().int().nullable(),
  recipientId: z.uuid().nullable(),
  recipientName: z.string().nullable(),
  lines: z.array(
    z.object({
      accountId: z.uuid(),
      accountName: name3,
      fundId: z.uuid(),
      fundName: name3,
      amount: z.number().int(),
      memo: z.string().nullable().optional(),
    }),
  ),
  attachments: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      size: z.number().int(),
      contentType: z.string(),
      url: z.string(),
    }),
  ),
  createdBy: z.uuid().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  postedByName: z.string().nullable(),
  postedAt: z.string().nullable(),
  entryId: z.uuid().nullable(),
  entryNumber: z.number().int().nullable(),
  can: z.object({ approve: z.boolean(), post: z.boolean(), cancel: z.boolean() }),
});

const idParams = z.object({ id: z.uuid() });
const pdfQuery = z.object({
  language: z.enum(LOCALE_CODES as unknown as [LocaleCode, ...LocaleCode[]]).optional(),
});

/** The ledger's reports and closings, typed with the shapes the services return. */
const named = { id: z.uuid(), code: z.string(), name: name3 };
const boxOption = z.object({
  ...named,
  role: z.enum(['cash_box', 'bank']),
  currency: z.string(),
  centreId: z.uuid(),
  centreName: z.string(),
});
const fundOption = z.object({
  ...named,
  restricted: z.boolean(),
  allowedUses: z.array(z.string()),
});
const accountOption = z.object({ ...named, kind: z.string(), purpose: z.string().nullable() });
const optionsSchema: z.ZodType<FinanceOptions> = z.object({
  boxes: z.array(boxOption),
  funds: z.array(fundOption),
  income: z.array(accountOption),
  expense: z.array(accountOption),
  recipients: z.array(z.object({ id: z.uuid(), name: z.string(), kind: z.string() })),
  currencies: z.array(z.string()),
});
const minor = z.number().int().describe('minor units');
const balancesSchema: z.ZodType<BalancesAnswer> = z.object({
  at: z.string(),
  convertTo: z.string().nullable(),
  boxes: z.array(
    z.object({
      box: boxOption,
      balance: minor,
      funds: z.array(z.object({ fundId: z.uuid(), name: name3, balance: minor })),
      converted: minor.nullable(),
      lastClose: z.object({ closeDate: z.string(), difference: minor }).nullable(),
    }),
  ),
  funds: z.array(
    z.object({
      fund: fundOption,
      perCurrency: z.array(z.object({ currency: z.string(), balance: minor })),
      converted: minor.nullable(),
    }),
  ),
  missingRates: z.array(z.string()),
});
const statementSchema: z.ZodType<Statement> = z.object({
  account: z.object({ ...named, kind: z.string(), currency: z.string().nullable() }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  opening: z.array(z.object({ currency: z.string(), balance: minor })),
  items: z.array(
    z.object({
      entryId: z.uuid(),
      number: z.number().int(),
      entryDate: z.string(),
      kind: z.string(),
      memo: z.string(),
      fundName: name3,
      currency: z.string(),
      debit: minor,
      credit: minor,
      balance: minor,
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
const trialBalanceSchema: z.ZodType<TrialBalance> = z.object({
  at: z.string(),
  rows: z.array(
    z.object({
      accountId: z.uuid(),
      code: z.string(),
      name: name3,
      kind: z.string(),
      currency: z.string(),
      debit: minor,
      credit: minor,
    }),
  ),
  totals: z.array(z.object({ currency: z.string(), debit: minor, credit: minor })),
});
const journalEntrySchema: z.ZodType<JournalEntrySummary> = z.object({
  id: z.uuid(),
  number: z.number().int(),
  entryDate: z.string(),
  kind: z.string(),
  memo: z.string(),
  centreName: z.string().nullable(),
  reversesNumber: z.number().int().nullable(),
  reversedByNumber: z.number().int().nullable(),
  postedByName: z.string().nullable(),
  lines: z.array(
    z.object({
      accountName: name3,
      accountCode: z.string(),
      fundName: name3,
      currency: z.string(),
      debit: minor,
      credit: minor,
    }),
  ),
});
const boxCloseSchema: z.ZodType<BoxClose> = z.object({
  id: z.uuid(),
  closeDate: z.string(),
  currency: z.string(),
  bookAmount: minor,
  countedAmount: minor,
  difference: minor.describe('counted - book, posted to over/short when not zero'),
  entryId: z.uuid().nullable(),
});
const periodCloseSchema: z.ZodType<PeriodClose> = z.object({
  id: z.uuid(),
  month: z.string(),
  closedAt: z.string().nullable(),
});
const reversalSchema: z.ZodType<EntryReversal> = z.object({
  id: z.uuid(),
  number: z.number().int(),
});
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const FINANCE_ROUTES = defineRouteContracts({
  'GET /api/finance/vouchers': {
    summary: 'Vouchers in the caller’s scope',
    query: voucherListQuery,
    response: z.object({
      items: z.array(voucherSummarySchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  'POST /api/finance/vouchers': {
    summary: 'A voucher as a draft (receipt, payment, transfer, exchange…)',
    body: voucherInputSchema,
    status: 201,
    response: voucherDetailSchema,
  },
  'GET /api/finance/vouchers/:id': {
    summary: 'One voucher with its lines, attachments and what the caller may do',
    params: idParams,
    response: voucherDetailSchema,
  },
  'POST /api/finance/vouchers/:id/approve': {
    summary: 'Approve a draft voucher (within the approver’s limits)',
    params: idParams,
    body: null,
    response: voucherDetailSchema,
  },
  'POST /api/finance/vouchers/:id/post': {
    summary: 'Post an approved voucher to the ledger (its serial is given then)',
    params: idParams,
    body: null,
    response: voucherDetailSchema,
  },
  'POST /api/finance/vouchers/:id/cancel': {
    summary: 'Cancel a voucher not posted yet',
    params: idParams,
    body: financeReasonInput,
    response: voucherDetailSchema,
  },
  'GET /api/finance/vouchers/:id/pdf': {
    summary: 'The voucher as a PDF',
    params: idParams,
    query: pdfQuery,
    response: { file: 'application/pdf' },
  },
  'POST /api/finance/vouchers/:id/attachments': {
    summary: 'Attach one image or PDF to a voucher',
    params: idParams,
    body: 'multipart',
    status: 201,
    response: voucherDetailSchema,
  },
  'GET /api/finance/options': {
    summary: 'What the voucher form offers: boxes in scope, funds, categories, recipients',
    response: optionsSchema,
  },
  'GET /api/finance/balances': {
    summary: 'Balances of the boxes and funds on a day (converted when asked)',
    query: balancesQuery,
    response: balancesSchema,
  },
  'GET /api/finance/statement': {
    summary: "An account's statement: paged lines with the running balance",
    query: statementQuery,
    response: statementSchema,
  },
  'GET /api/finance/statement/export': {
    summary: 'The statement as an Excel workbook',
    query: statementQuery,
    response: { file: XLSX },
  },
  'GET /api/finance/trial-balance': {
    summary: 'The trial balance on a day',
    query: trialBalanceQuery,
    response: trialBalanceSchema,
  },
  'GET /api/finance/trial-balance/export': {
    summary: 'The trial balance as an Excel workbook',
    query: trialBalanceQuery,
    response: { file: XLSX },
  },
  'GET /api/finance/journal': {
    summary: 'Journal entries with their lines',
    query: journalQuery,
    response: listPageSchema(journalEntrySchema),
  },
  'POST /api/finance/journal/:id/reverse': {
    summary: 'Reverse a journal entry (not a voucher’s: cancel the voucher)',
    params: idParams,
    body: financeReasonInput,
    response: reversalSchema,
  },
  'POST /api/finance/boxes/:id/close': {
    summary: 'Close a cash box on a day: counted cash against the book, the difference posted',
    params: idParams,
    body: boxCloseInput,
    status: 201,
    response: boxCloseSchema,
  },
  'POST /api/finance/periods/close': {
    summary: 'Close an accounting month for good (nothing posts into it after)',
    body: periodCloseInput,
    status: 201,
    response: periodCloseSchema,
  },
});
