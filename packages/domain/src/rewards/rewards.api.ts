import { z } from 'zod';
import { MONTH_PATTERN } from '../finance/payroll-month.ts';
import { listPageQuery, listPageSchema, type ListPage } from '../platform/list-page.ts';
import { defineRouteContracts } from '../platform/route-contract.ts';
import {
  REWARD_EVENT_KINDS,
  REWARD_STATES,
  type RewardEventKind,
  type RewardState,
} from './reward-lifecycle.ts';
import {
  BENEFICIARY_KINDS,
  REWARD_TRIGGERS,
  type BeneficiaryKind,
  type RewardTrigger,
} from './rewards.ts';

const uuid = z.string().uuid();
const currency = z.string().regex(/^[A-Z]{3}$/, 'rewards.errors.currency');
const reason = z.string().trim().min(3, 'rewards.errors.reason').max(500, 'rewards.errors.reason');

/** The HTTP contract of the rewards module (`/reward-component`, `/reward-detail-component`, ...). */
export const REWARDS_API = {
  /** GET list (rewardListQuery → ListPage<RewardRow>); POST propose (rewardProposeInput → RewardDetail). */
  rewards: '/api/rewards',
  /** GET one reward with its history (→ RewardDetail). */
  reward: '/api/rewards/:id',
  /** POST approve a proposed reward (→ RewardDetail). */
  approve: '/api/rewards/:id/approve',
  /** POST reject a proposed reward with a reason (rewardRejectInput → RewardDetail). */
  reject: '/api/rewards/:id/reject',
  /** POST propose the rewards a centre's rules give for a month (→ ProposeFromRulesResult). */
  proposeFromRules: '/api/rewards/propose-from-rules',
  /** GET a teacher's rewards and totals (teacherRewardsQuery → TeacherRewards). */
  teacher: '/api/rewards/teacher',
  /** GET list (transferListQuery → ListPage<RewardTransferRow>); POST create (transferCreateInput → RewardTransferRow). */
  transfers: '/api/reward-transfers',
  /** GET the boxes and funds a transfer may pay from (?centreId&currency → TransferSources). */
  transferSources: '/api/reward-transfers/sources',
  /** POST reverse a transfer through the ledger (transferReverseInput → RewardTransferRow). */
  reverse: '/api/reward-transfers/:id/reverse',
} as const;

export const rewardListQuery = z.object({
  ...listPageQuery,
  q: z.string().trim().max(100).optional(),
  state: z.enum(REWARD_STATES).optional(),
  beneficiaryKind: z.enum(BENEFICIARY_KINDS).optional(),
  centreId: uuid.optional(),
  currency: currency.optional(),
  /** Money rewards only (the transfer's picker). */
  money: z.enum(['true', 'false']).optional(),
  sort: z.enum(['createdAt', 'amount', 'state', 'beneficiary']).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type RewardListQuery = z.input<typeof rewardListQuery>;

/**
 * A reward proposed by hand: a student or a teacher, a rule (its value is copied) or a reason
 * with points or an amount.
 */
export const rewardProposeInput = z
  .object({
    beneficiaryKind: z.enum(BENEFICIARY_KINDS),
    beneficiaryId: uuid,
    ruleId: uuid.nullish(),
    reason: z.string().trim().max(500, 'rewards.errors.reason').nullish(),
    points: z
      .number()
      .int('rewards.errors.points')
      .min(1, 'rewards.errors.points')
      .max(100_000)
      .nullish(),
    amount: z
      .number()
      .int('rewards.errors.amount')
      .min(1, 'rewards.errors.amount')
      .max(100_000_000, 'rewards.errors.amount')
      .nullish(),
    currency: currency.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.ruleId) return;
    if (!v.reason || v.reason.length < 3)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'rewards.errors.reason' });
    const hasPoints = v.points != null;
    const hasMoney = v.amount != null;
    if (hasPoints === hasMoney)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'rewards.errors.valueOne' });
    if (hasMoney && !v.currency)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'rewards.errors.currency' });
  });
export type RewardProposeInput = z.input<typeof rewardProposeInput>;

export const rewardRejectInput = z.object({ reason });
export const proposeFromRulesInput = z.object({
  centreId: uuid,
  month: z.string().regex(MONTH_PATTERN, 'payroll.error.month'),
});
export type ProposeFromRulesInput = z.input<typeof proposeFromRulesInput>;

export const teacherRewardsQuery = z.object({
  ...listPageQuery,
  /** A manager's pick; a teacher without it sees their own. */
  teacherId: uuid.optional(),
});

export const transferListQuery = z.object({
  ...listPageQuery,
  centreId: uuid.optional(),
});

export const transferCreateInput = z.object({
  rewardIds: z.array(uuid).min(1, 'rewards.errors.noRewards').max(200),
  fundId: uuid,
  accountId: uuid,
  paidOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'rewards.errors.date')
    .optional(),
  memo: z.string().trim().max(300).optional(),
});
export type TransferCreateInput = z.input<typeof transferCreateInput>;

export const transferReverseInput = z.object({ reason });
export const transferSourcesQuery = z.object({ centreId: uuid, currency });

export interface RewardRow {
  id: string;
  state: RewardState;
  beneficiaryKind: BeneficiaryKind;
  beneficiaryId: string;
  beneficiaryName: string;
  centreId: string;
  centreName: string;
  ruleId: string | null;
  ruleName: string | null;
  trigger: RewardTrigger | null;
  reason: string | null;
  period: string | null;
  points: number | null;
  amount: number | null;
  currency: string | null;
  proposedBy: string | null;
  proposedByName: string | null;
  createdAt: string;
  transferId: string | null;
}

export interface RewardEvent {
  kind: RewardEventKind;
  at: string;
  byName: string | null;
  reason: string | null;
  transferId: string | null;
  transferNumber: string | null;
  entryId: string | null;
  entryNumber: number | null;
}

export interface RewardDetail extends RewardRow {
  history: RewardEvent[];
  /** The caller may approve or reject it now (permission, scope, not theirs). */
  canDecide: boolean;
}

export interface ProposeFromRulesResult {
  proposed: number;
  /** Facts that already had their reward (the second run proposes nothing). */
  existing: number;
  rules: number;
}

export interface MoneyByState {
  state: RewardState;
  currency: string | null;
  count: number;
  amount: number;
  points: number;
}

export interface TeacherRewards {
  teacherId: string | null;
  teacherName: string | null;
  totals: MoneyByState[];
  rewards: ListPage<RewardRow>;
}

export interface RewardTransferRow {
  id: string;
  number: string;
  centreId: string;
  centreName: string;
  currency: string;
  total: number;
  rewards: number;
  fundName: string;
  accountName: string;
  paidOn: string;
  entryId: string;
  entryNumber: number | null;
  createdAt: string;
  createdByName: string | null;
  reversed: boolean;
  reversalEntryId: string | null;
  reversalReason: string | null;
}

export interface TransferSource {
  id: string;
  name: string;
}

export interface TransferSources {
  accounts: TransferSource[];
  funds: TransferSource[];
}

// ------------------------------------------------------------------------------------------------
// Route contracts (the API document): the answers as schemas typed with the shapes above, which
// the services return and the screens read.
// ------------------------------------------------------------------------------------------------

export const rewardIdParams = z.object({ id: uuid });

const rowShape = {
  id: z.uuid(),
  state: z.enum(REWARD_STATES),
  beneficiaryKind: z.enum(BENEFICIARY_KINDS),
  beneficiaryId: z.uuid(),
  beneficiaryName: z.string(),
  centreId: z.uuid(),
  centreName: z.string(),
  ruleId: z.uuid().nullable(),
  ruleName: z.string().nullable(),
  trigger: z.enum(REWARD_TRIGGERS).nullable(),
  reason: z.string().nullable(),
  period: z.string().nullable(),
  points: z.number().nullable(),
  amount: z.number().int().nullable().describe('minor units'),
  currency: z.string().nullable(),
  proposedBy: z.uuid().nullable(),
  proposedByName: z.string().nullable(),
  createdAt: z.string(),
  transferId: z.uuid().nullable(),
};
const rewardRowSchema: z.ZodType<RewardRow> = z.object(rowShape);
const rewardDetailSchema: z.ZodType<RewardDetail> = z.object({
  ...rowShape,
  history: z.array(
    z.object({
      kind: z.enum(REWARD_EVENT_KINDS),
      at: z.string(),
      byName: z.string().nullable(),
      reason: z.string().nullable(),
      transferId: z.uuid().nullable(),
      transferNumber: z.string().nullable(),
      entryId: z.uuid().nullable(),
      entryNumber: z.number().int().nullable(),
    }),
  ),
  canDecide: z.boolean(),
});
const proposedSchema: z.ZodType<ProposeFromRulesResult> = z.object({
  proposed: z.number().int(),
  existing: z.number().int(),
  rules: z.number().int(),
});
const teacherSchema: z.ZodType<TeacherRewards> = z.object({
  teacherId: z.uuid().nullable(),
  teacherName: z.string().nullable(),
  totals: z.array(
    z.object({
      state: z.enum(REWARD_STATES),
      currency: z.string().nullable(),
      count: z.number().int(),
      amount: z.number().int(),
      points: z.number(),
    }),
  ),
  rewards: listPageSchema(rewardRowSchema),
});
const transferRowSchema: z.ZodType<RewardTransferRow> = z.object({
  id: z.uuid(),
  number: z.string(),
  centreId: z.uuid(),
  centreName: z.string(),
  currency: z.string(),
  total: z.number().int().describe('minor units'),
  rewards: z.number().int(),
  fundName: z.string(),
  accountName: z.string(),
  paidOn: z.string(),
  entryId: z.uuid(),
  entryNumber: z.number().int().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  reversed: z.boolean(),
  reversalEntryId: z.uuid().nullable(),
  reversalReason: z.string().nullable(),
});
const source = z.object({ id: z.uuid(), name: z.string() });
const sourcesSchema: z.ZodType<TransferSources> = z.object({
  accounts: z.array(source),
  funds: z.array(source),
});

export const REWARDS_ROUTES = defineRouteContracts({
  'GET /api/rewards': {
    summary: 'Rewards in the caller’s scope',
    query: rewardListQuery,
    response: listPageSchema(rewardRowSchema),
  },
  'POST /api/rewards': {
    summary: 'Propose a reward (points or money) for a student or a teacher',
    body: rewardProposeInput,
    status: 201,
    response: rewardDetailSchema,
  },
  'GET /api/rewards/teacher': {
    summary: "A teacher's rewards and totals",
    query: teacherRewardsQuery,
    response: teacherSchema,
  },
  'POST /api/rewards/propose-from-rules': {
    summary: "Propose the rewards a centre's rules give for a month",
    body: proposeFromRulesInput,
    response: proposedSchema,
  },
  'GET /api/rewards/:id': {
    summary: 'One reward with its history',
    params: rewardIdParams,
    response: rewardDetailSchema,
  },
  'POST /api/rewards/:id/approve': {
    summary: 'Approve a proposed reward',
    params: rewardIdParams,
    body: null,
    response: rewardDetailSchema,
  },
  'POST /api/rewards/:id/reject': {
    summary: 'Reject a proposed reward with a reason',
    params: rewardIdParams,
    body: rewardRejectInput,
    response: rewardDetailSchema,
  },
  'GET /api/reward-transfers': {
    summary: 'Transfers paying approved money rewards',
    query: transferListQuery,
    response: listPageSchema(transferRowSchema),
  },
  'GET /api/reward-transfers/sources': {
    summary: 'The boxes and funds a transfer may pay from',
    query: transferSourcesQuery,
    response: sourcesSchema,
  },
  'POST /api/reward-transfers': {
    summary: 'Pay approved money rewards in one transfer (posted to the ledger)',
    body: transferCreateInput,
    status: 201,
    response: transferRowSchema,
  },
  'POST /api/reward-transfers/:id/reverse': {
    summary: 'Reverse a transfer through the ledger',
    params: rewardIdParams,
    body: transferReverseInput,
    response: transferRowSchema,
  },
});
