import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from '../locales.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import {
  financeReasonInput,
  voucherListQuery,
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
});
