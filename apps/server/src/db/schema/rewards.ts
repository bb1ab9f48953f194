import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BeneficiaryKind, RewardEventKind, RewardState } from '@qc/domain';
import { id, recordColumns, searchIndex, searchText } from './columns.ts';
import { financeAccounts, financeFunds, journalEntries } from './finance.ts';
import { users } from './identity.ts';
import { centreScopeColumns, centres, countries } from './organisation.ts';
import { rings } from './rings.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

// ---------------------------------------------------------------------------------------------
// Definitions' tables (written through the resource engine)
// ---------------------------------------------------------------------------------------------

/** What earns a reward, for whom and how much (resource reward-rules). */
export const rewardRules = pgTable(
  'reward_rules',
  {
    ...recordColumns(),
    countryId: uuid('country_id').references(() => countries.id),
    centreId: uuid('centre_id').references(() => centres.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    trigger: text('trigger').notNull().default('manual'),
    streakDays: integer('streak_days'),
    beneficiary: text('beneficiary').notNull().default('student'),
    valueKind: text('value_kind').notNull().default('points'),
    points: integer('points'),
    /** Minor units of `currency`. */
    amount: integer('amount'),
    currency: text('currency'),
    status: text('status').notNull().default('active'),
    notes: text('notes'),
    search: searchText(),
  },
  (t) => [
    index('reward_rules_place_idx').on(t.countryId, t.centreId),
    searchIndex('reward_rules_search_trgm', t.search),
  ],
);

// ---------------------------------------------------------------------------------------------
// Workflows' own tables
// ---------------------------------------------------------------------------------------------

/**
 * A reward of a student or a teacher: proposed → approved → paid, or rejected. A reward by rule
 * is one per rule, beneficiary and fact (`source_key`: the juz, the test, the month's streak).
 */
export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    ...centreScopeColumns(),
    /** The student's ring when proposed (a teacher's scope reaches it). */
    ringId: uuid('ring_id').references(() => rings.id),
    beneficiaryKind: text('beneficiary_kind').notNull().$type<BeneficiaryKind>(),
    /** A student's id or a teacher's employee id. */
    beneficiaryId: uuid('beneficiary_id').notNull(),
    /** The user account of the beneficiary, if any (they never decide their own reward). */
    beneficiaryUserId: uuid('beneficiary_user_id').references(() => users.id),
    ruleId: uuid('rule_id').references(() => rewardRules.id),
    sourceKey: text('source_key'),
    /** The month of the facts (`YYYY-MM`) for a reward by rule. */
    period: text('period'),
    reason: text('reason'),
    points: integer('points'),
    amount: integer('amount'),
    currency: text('currency'),
    state: text('state').notNull().default('proposed').$type<RewardState>(),
    proposedBy: uuid('proposed_by').references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: at('decided_at'),
    rejectReason: text('reject_reason'),
    transferId: uuid('transfer_id'),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    search: searchText(),
  },
  (t) => [
    uniqueIndex('rewards_rule_fact_uq')
      .on(t.ruleId, t.beneficiaryId, t.sourceKey)
      .where(sql`${t.ruleId} is not null and ${t.sourceKey} is not null`),
    index('rewards_centre_state_idx').on(t.centreId, t.state, t.createdAt),
    index('rewards_beneficiary_idx').on(t.beneficiaryId),
    index('rewards_transfer_idx').on(t.transferId),
    searchIndex('rewards_search_trgm', t.search),
  ],
);

/** Every move of a reward: who, when, why, which transfer and entry. Append-only (trigger). */
export const rewardEvents = pgTable(
  'reward_events',
  {
    id: id(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id),
    kind: text('kind').notNull().$type<RewardEventKind>(),
    at: at('at').notNull().defaultNow(),
    byUserId: uuid('by_user_id').references(() => users.id),
    reason: text('reason'),
    transferId: uuid('transfer_id'),
    entryId: uuid('entry_id').references(() => journalEntries.id),
  },
  (t) => [index('reward_events_reward_idx').on(t.rewardId, t.at)],
);

/** A payment of approved money rewards of one centre and currency, posted to the ledger. Append-only. */
export const rewardTransfers = pgTable(
  'reward_transfers',
  {
    id: id(),
    createdAt: at('created_at').notNull().defaultNow(),
    ...centreScopeColumns(),
    currency: text('currency').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => financeFunds.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => financeAccounts.id),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    memo: text('memo'),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('reward_transfers_entry_uq').on(t.entryId),
    index('reward_transfers_centre_idx').on(t.centreId, t.createdAt),
  ],
);

/** The rewards a transfer paid, with their amounts. Append-only. */
export const rewardTransferItems = pgTable(
  'reward_transfer_items',
  {
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => rewardTransfers.id),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id),
    amount: integer('amount').notNull(),
  },
  (t) => [uniqueIndex('reward_transfer_items_uq').on(t.transferId, t.rewardId)],
);

/** The reversal of a transfer (once: unique), through the ledger's reversal entry. Append-only. */
export const rewardTransferReversals = pgTable(
  'reward_transfer_reversals',
  {
    id: id(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => rewardTransfers.id),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    reason: text('reason').notNull(),
    at: at('at').notNull().defaultNow(),
    byUserId: uuid('by_user_id').references(() => users.id),
  },
  (t) => [uniqueIndex('reward_transfer_reversals_uq').on(t.transferId)],
);
