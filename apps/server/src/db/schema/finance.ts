import type { FundUse, LedgerProblem } from '@qc/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, recordColumns, searchIndex, searchText } from './columns.ts';
import { users } from './identity.ts';
import { centres, countries, type StoredFileRef } from './organisation.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const minor = (name: string) => bigint(name, { mode: 'number' });

/** Currencies in use (resource `finance-currencies`): the code and its minor-unit digits. */
export const financeCurrencies = pgTable(
  'finance_currencies',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    minorDigits: smallint('minor_digits').notNull().default(2),
    status: text('status').notNull().default('active'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('finance_currencies_code_uq').on(t.code),
    searchIndex('finance_currencies_search_trgm', t.search),
  ],
);

/**
 * Dated exchange rates (resource `exchange-rates`): one unit of `currency` is worth `rate`
 * units of `base`, from `valid_from` until the next rate of the pair. The rate is a decimal
 * (numeric), never a float.
 */
export const financeExchangeRates = pgTable(
  'finance_exchange_rates',
  {
    ...recordColumns(),
    currency: text('currency').notNull(),
    base: text('base').notNull(),
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    search: searchText(),
  },
  (t) => [
    index('finance_exchange_rates_pair_day_idx').on(t.currency, t.base, t.validFrom),
    check('finance_exchange_rates_positive', sql`${t.rate} > 0`),
    searchIndex('finance_exchange_rates_search_trgm', t.search),
  ],
);

/** Funds (resource `funds`): whose money it is; restricted funds list their allowed uses. */
export const financeFunds = pgTable(
  'finance_funds',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    kind: text('kind').notNull().default('general'),
    restricted: boolean('restricted').notNull().default(false),
    allowedUses: text('allowed_uses')
      .array()
      .$type<FundUse[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    projectId: uuid('project_id'),
    status: text('status').notNull().default('active'),
    description: text('description'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('finance_funds_code_uq').on(t.code),
    searchIndex('finance_funds_search_trgm', t.search),
  ],
);

/**
 * The chart of accounts. Boxes and banks (resource `cash-boxes`) lie in a centre and are kept
 * in one currency; categories and system accounts (resource `finance-accounts`) are
 * organisation-wide (no country, no centre).
 */
export const financeAccounts = pgTable(
  'finance_accounts',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    kind: text('kind').notNull(),
    role: text('role').notNull().default('category'),
    purpose: text('purpose').$type<FundUse>(),
    currency: text('currency'),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    parentId: uuid('parent_id'),
    /** A box's keeper (an employee). */
    keeperId: uuid('keeper_id'),
    bankName: text('bank_name'),
    iban: text('iban'),
    status: text('status').notNull().default('active'),
    notes: text('notes'),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('finance_accounts_code_uq').on(t.code),
    index('finance_accounts_centre_idx').on(t.centreId),
    searchIndex('finance_accounts_search_trgm', t.search),
    check(
      'finance_accounts_box_in_centre',
      sql`${t.role} not in ('cash_box', 'bank') or (${t.centreId} is not null and ${t.countryId} is not null and ${t.currency} is not null)`,
    ),
  ],
);

/** Accounting periods by month; a closed month refuses postings dated in it. */
export const financePeriods = pgTable(
  'finance_periods',
  {
    id: id(),
    /** YYYY-MM. */
    month: text('month').notNull(),
    closedAt: at('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('finance_periods_month_uq').on(t.month)],
);

/**
 * Journal entries: append-only (a trigger refuses UPDATE and DELETE). A correction is a new
 * entry whose `reverses_entry_id` names the original. `idempotency_key` is unique: a retried
 * posting finds the first entry instead of posting twice.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    number: integer('number').generatedAlwaysAsIdentity(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    memo: text('memo').notNull(),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    sourceModule: text('source_module'),
    sourceId: text('source_id'),
    reversesEntryId: uuid('reverses_entry_id'),
    idempotencyKey: text('idempotency_key'),
    /** The hash of what was posted under the key (a different request with the same key is refused). */
    requestHash: text('request_hash'),
    reallocation: jsonb('reallocation').$type<{ approvedBy: string; reason: string } | null>(),
    postedBy: uuid('posted_by').references(() => users.id),
    postedAt: at('posted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('journal_entries_reverses_uq').on(t.reversesEntryId),
    uniqueIndex('journal_entries_number_uq').on(t.number),
    index('journal_entries_date_idx').on(t.entryDate),
    index('journal_entries_source_idx').on(t.sourceModule, t.sourceId),
    index('journal_entries_centre_idx').on(t.centreId, t.entryDate),
  ],
);

/**
 * Journal lines: append-only. One side per line (a CHECK), amounts in minor units of the
 * line's currency; the entry's date and the account's centre are copied onto the line so a
 * balance at a date reads one index.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    lineNo: smallint('line_no').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => financeAccounts.id),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => financeFunds.id),
    centreId: uuid('centre_id'),
    currency: text('currency').notNull(),
    debit: minor('debit').notNull().default(0),
    credit: minor('credit').notNull().default(0),
    memo: text('memo'),
  },
  (t) => [
    uniqueIndex('journal_lines_entry_line_uq').on(t.entryId, t.lineNo),
    index('journal_lines_account_date_idx').on(t.accountId, t.entryDate),
    index('journal_lines_fund_date_idx').on(t.fundId, t.entryDate),
    check(
      'journal_lines_one_side',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} > 0) <> (${t.credit} > 0)`,
    ),
  ],
);

/** Who may approve how much (resource `approval-thresholds`): per role and currency. */
export const financeApprovalThresholds = pgTable(
  'finance_approval_thresholds',
  {
    ...recordColumns(),
    roleCode: text('role_code').notNull(),
    currency: text('currency').notNull(),
    maxAmount: minor('max_amount').notNull(),
    search: searchText(),
  },
  (t) => [
    index('finance_approval_thresholds_role_idx').on(t.roleCode, t.currency),
    searchIndex('finance_approval_thresholds_search_trgm', t.search),
  ],
);

/** External recipients (resource `recipients`): families supported and suppliers. */
export const financeRecipients = pgTable(
  'finance_recipients',
  {
    ...recordColumns(),
    kind: text('kind').notNull().default('family'),
    name: text('name').notNull(),
    phone: text('phone'),
    nationalId: text('national_id'),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    address: text('address'),
    membersCount: integer('members_count'),
    bankAccount: text('bank_account'),
    status: text('status').notNull().default('active'),
    notes: text('notes'),
    search: searchText(),
  },
  (t) => [
    index('finance_recipients_country_idx').on(t.countryId),
    searchIndex('finance_recipients_search_trgm', t.search),
  ],
);

/**
 * Vouchers: drafted, approved by someone else, then posted (their journal entry). The voucher
 * itself is a workflow record; once posted only its entry counts.
 */
export const financeVouchers = pgTable(
  'finance_vouchers',
  {
    ...recordColumns(),
    /** The printed number: RV-2026-12 (receipts), PV-, TV-, XV-. */
    serial: text('serial'),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('draft'),
    voucherDate: date('voucher_date', { mode: 'string' }).notNull(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    boxId: uuid('box_id')
      .notNull()
      .references(() => financeAccounts.id),
    toBoxId: uuid('to_box_id').references(() => financeAccounts.id),
    currency: text('currency').notNull(),
    amount: minor('amount').notNull(),
    fundId: uuid('fund_id').references(() => financeFunds.id),
    toCurrency: text('to_currency'),
    toAmount: minor('to_amount'),
    lines: jsonb('lines')
      .$type<{ accountId: string; fundId: string; amount: number; memo?: string | null }[]>()
      .notNull()
      .default([]),
    recipientId: uuid('recipient_id').references(() => financeRecipients.id),
    party: text('party'),
    memo: text('memo').notNull(),
    attachments: jsonb('attachments').$type<StoredFileRef[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: at('approved_at'),
    postedBy: uuid('posted_by').references(() => users.id),
    postedAt: at('posted_at'),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    problems: jsonb('problems').$type<LedgerProblem[] | null>(),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('finance_vouchers_serial_uq').on(t.serial),
    index('finance_vouchers_centre_idx').on(t.centreId, t.voucherDate),
    index('finance_vouchers_state_idx').on(t.state),
    searchIndex('finance_vouchers_search_trgm', t.search),
  ],
);

/** A cash box's daily close: counted cash against the book, the difference posted. */
export const financeBoxCloses = pgTable(
  'finance_box_closes',
  {
    id: id(),
    boxId: uuid('box_id')
      .notNull()
      .references(() => financeAccounts.id),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id),
    closeDate: date('close_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    bookAmount: minor('book_amount').notNull(),
    countedAmount: minor('counted_amount').notNull(),
    difference: minor('difference').notNull(),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    note: text('note'),
    closedBy: uuid('closed_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('finance_box_closes_day_uq').on(t.boxId, t.closeDate)],
);
