import { randomUUID } from 'node:crypto';
import {
  pageOffset,
  transferCreateInput,
  transferListQuery,
  transferReverseInput,
  transferSourcesQuery,
  type ListPage,
  type RewardTransferRow,
  type TransferSources,
} from '@qc/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordInScope, scopeCondition } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  financeAccounts,
  financeFunds,
  journalEntries,
  rewards,
  rewardTransferItems,
  rewardTransferReversals,
  rewardTransfers,
  users,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound, parseInput, validationFailed } from '../../http/errors.ts';
import { announceChange, LEDGER_SCREENS, type ScreenTopic } from '../../realtime/announce.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { postRewardTransfer, reverseRewardTransfer } from './ledger-port.ts';
import { insertEvent } from './rewards.repository.ts';
import { announceReward } from './rewards.service.ts';

/**
 * The transfers screen and its sources key their queries on `rewards` (rewards-api.ts), like
 * the rewards lists; `reward-transfers:read` is what shows it.
 */
const TRANSFER_SCREENS: ScreenTopic = { resource: 'rewards', readers: ['reward-transfers'] };

const transferScope = { country: rewardTransfers.countryId, centre: rewardTransfers.centreId };
const reversalEntry = alias(journalEntries, 'reversal_entry');

/** A fund pays rewards when it is unrestricted or lists the `rewards` use. */
const fundAllowsRewards = (f: { restricted: boolean; allowedUses: string[] }) =>
  !f.restricted || f.allowedUses.includes('rewards');

async function transferRows(
  db: Db,
  where: ReturnType<typeof and>,
  locale: 'ar' | 'en' | 'fr',
  page: { page: number; pageSize: number },
): Promise<{ items: RewardTransferRow[]; total: number }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rewardTransfers)
    .where(where);
  const rows = await db
    .select({
      t: rewardTransfers,
      centreName: centres.name,
      fund: { ar: financeFunds.nameAr, en: financeFunds.nameEn, fr: financeFunds.nameFr },
      account: {
        ar: financeAccounts.nameAr,
        en: financeAccounts.nameEn,
        fr: financeAccounts.nameFr,
      },
      entryNumber: journalEntries.number,
      createdByName: users.displayName,
      reversalEntryId: rewardTransferReversals.entryId,
      reversalReason: rewardTransferReversals.reason,
      rewards: sql<number>`(select count(*)::int from ${rewardTransferItems} i where i.transfer_id = ${rewardTransfers.id})`,
    })
    .from(rewardTransfers)
    .innerJoin(centres, eq(centres.id, rewardTransfers.centreId))
    .innerJoin(financeFunds, eq(financeFunds.id, rewardTransfers.fundId))
    .innerJoin(financeAccounts, eq(financeAccounts.id, rewardTransfers.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, rewardTransfers.entryId))
    .leftJoin(users, eq(users.id, rewardTransfers.createdBy))
    .leftJoin(rewardTransferReversals, eq(rewardTransferReversals.transferId, rewardTransfers.id))
    .leftJoin(reversalEntry, eq(reversalEntry.id, rewardTransferReversals.entryId))
    .where(where)
    .orderBy(desc(rewardTransfers.createdAt), asc(rewardTransfers.id))
    .limit(page.pageSize)
    .offset(pageOffset(page));
  return {
    total: Number(count?.n ?? 0),
    items: rows.map((r) => ({
      id: r.t.id,
      number: `RT-${r.entryNumber ?? ''}`,
      centreId: r.t.centreId,
      centreName: r.centreName,
      currency: r.t.currency,
      total: Number(r.t.total),
      rewards: Number(r.rewards),
      fundName: r.fund[locale],
      accountName: r.account[locale],
      paidOn: r.t.paidOn,
      entryId: r.t.entryId,
      entryNumber: r.entryNumber ?? null,
      createdAt: r.t.createdAt,
      createdByName: r.createdByName ?? null,
      reversed: !!r.reversalEntryId,
      reversalEntryId: r.reversalEntryId ?? null,
      reversalReason: r.reversalReason ?? null,
    })),
  };
}

export async function listTransfers(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<ListPage<RewardTransferRow>> {
  const f = parseInput(transferListQuery, raw);
  const where = and(
    scopeCondition(caller.access.scopeFor('reward-transfers:read'), transferScope),
    f.centreId ? eq(rewardTransfers.centreId, f.centreId) : undefined,
  );
  const { items, total } = await transferRows(ctx.db, where, caller.locale, f);
  return { items, total, page: f.page, pageSize: f.pageSize };
}

async function readTransfer(ctx: AppContext, caller: Caller, id: string) {
  const { items } = await transferRows(ctx.db, and(eq(rewardTransfers.id, id)), caller.locale, {
    page: 1,
    pageSize: 1,
  });
  if (!items[0]) throw notFound('rewards.errors.transferNotFound');
  return items[0];
}

/**
 * The boxes and banks of a centre in a currency, within the caller's `reward-transfers:create`
 * scope, and the active funds that may pay rewards (a picker: small, unpaged).
 */
export async function transferSources(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<TransferSources> {
  const f = parseInput(transferSourcesQuery, raw);
  const scope = caller.access.scopeFor('reward-transfers:create');
  const [centre] = await ctx.db.select().from(centres).where(eq(centres.id, f.centreId));
  if (!centre || !recordInScope(scope, { countryId: centre.countryId, centreId: centre.id }))
    return { accounts: [], funds: [] };
  const name = (r: { nameAr: string; nameEn: string; nameFr: string }) =>
    ({ ar: r.nameAr, en: r.nameEn, fr: r.nameFr })[caller.locale];
  const accounts = await ctx.db
    .select()
    .from(financeAccounts)
    .where(
      and(
        or(eq(financeAccounts.role, 'cash_box'), eq(financeAccounts.role, 'bank')),
        eq(financeAccounts.centreId, centre.id),
        eq(financeAccounts.currency, f.currency),
        isNull(financeAccounts.archivedAt),
      ),
    )
    .orderBy(asc(financeAccounts.code));
  const funds = await ctx.db
    .select()
    .from(financeFunds)
    .where(isNull(financeFunds.archivedAt))
    .orderBy(asc(financeFunds.code));
  return {
    accounts: accounts.map((a) => ({ id: a.id, name: `${a.code} ${name(a)}` })),
    funds: funds.filter(fundAllowsRewards).map((x) => ({ id: x.id, name: name(x) })),
  };
}

/**
 * Pays approved money rewards of one centre and currency in one transaction: the ledger entry
 * (rewards expense / the box, in the chosen fund), the transfer and its items, each reward
 * marked paid with the transfer and entry, its history and the audit. Any refusal writes nothing.
 */
export async function createTransfer(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<RewardTransferRow> {
  const input = parseInput(transferCreateInput, raw);
  const scope = caller.access.scopeFor('reward-transfers:create');
  const ids = [...new Set(input.rewardIds)];
  const paid: Array<typeof rewards.$inferSelect> = [];
  const transferId = randomUUID();
  await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const chosen = await tx
      .select()
      .from(rewards)
      .where(
        and(
          inArray(rewards.id, ids),
          scopeCondition(scope, { country: rewards.countryId, centre: rewards.centreId }),
        ),
      )
      .orderBy(asc(rewards.id))
      .for('update');
    if (chosen.length !== ids.length) throw notFound('rewards.errors.notFound');
    if (
      chosen.some((r) => r.state !== 'approved' || r.amount == null || !r.currency || r.transferId)
    )
      throw conflict('rewards.errors.notPayable');
    // Separation of duties: whoever approved a reward does not pay it, nor does its beneficiary.
    if (
      chosen.some(
        (r) => r.decidedBy === caller.access.userId || r.beneficiaryUserId === caller.access.userId,
      )
    )
      throw new AppError(403, 'rewards.errors.selfPayment');
    const first = chosen[0]!;
    if (chosen.some((r) => r.centreId !== first.centreId || r.currency !== first.currency))
      throw validationFailed({ rewardIds: { code: 'rewards.errors.mixed' } });
    const currency = first.currency!;
    const [fund] = await tx.select().from(financeFunds).where(eq(financeFunds.id, input.fundId));
    if (!fund || fund.archivedAt || !fundAllowsRewards(fund))
      throw validationFailed({ fundId: { code: 'rewards.errors.fund' } });
    const [account] = await tx
      .select()
      .from(financeAccounts)
      .where(eq(financeAccounts.id, input.accountId));
    if (
      !account ||
      account.archivedAt ||
      (account.role !== 'cash_box' && account.role !== 'bank') ||
      account.centreId !== first.centreId ||
      account.currency !== currency
    )
      throw validationFailed({ accountId: { code: 'rewards.errors.account' } });
    const total = chosen.reduce((s, r) => s + r.amount!, 0);
    const paidOn = input.paidOn ?? new Date().toISOString().slice(0, 10);
    const entry = await postRewardTransfer(tx, caller, {
      transferId,
      entryDate: paidOn,
      accountId: account.id,
      fundId: fund.id,
      currency,
      total,
      memo: input.memo?.trim() || `مكافآت (${chosen.length})`,
    });
    await tx.insert(rewardTransfers).values({
      id: transferId,
      countryId: first.countryId,
      centreId: first.centreId,
      currency,
      total,
      fundId: fund.id,
      accountId: account.id,
      paidOn,
      memo: input.memo?.trim() || null,
      entryId: entry.id,
      createdBy: caller.access.userId,
    });
    await tx
      .insert(rewardTransferItems)
      .values(chosen.map((r) => ({ transferId, rewardId: r.id, amount: r.amount! })));
    for (const r of chosen) {
      const [u] = await tx
        .update(rewards)
        .set({
          state: 'paid',
          transferId,
          entryId: entry.id,
          version: r.version + 1,
          updatedAt: sql`now()`,
        })
        .where(eq(rewards.id, r.id))
        .returning();
      paid.push(u!);
      await insertEvent(tx, {
        rewardId: r.id,
        kind: 'paid',
        byUserId: caller.access.userId,
        transferId,
        entryId: entry.id,
      });
    }
    await recordAudit(
      tx,
      {
        action: 'create',
        resource: 'reward-transfers',
        recordId: transferId,
        newValues: { rewards: ids.length, total, currency, fundId: fund.id, entryId: entry.id },
      },
      caller.request,
    );
  });
  for (const r of paid) announceReward(ctx, r, 'updated');
  announceChange(ctx.events, [TRANSFER_SCREENS, LEDGER_SCREENS], {
    id: transferId,
    action: 'created',
    scope: { countryId: paid[0]?.countryId, centreId: paid[0]?.centreId },
  });
  return readTransfer(ctx, caller, transferId);
}

/**
 * Reverses a transfer: the ledger's reversal of its entry (once), a reversal record, and its
 * rewards back to approved and unpaid (each with a history line). The transfer stays as it was.
 */
export async function reverseTransfer(
  ctx: AppContext,
  caller: Caller,
  id: string,
  raw: unknown,
): Promise<RewardTransferRow> {
  const { reason } = parseInput(transferReverseInput, raw);
  const scope = caller.access.scopeFor('reward-transfers:update');
  const back: Array<typeof rewards.$inferSelect> = [];
  const place = await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const [t] = await tx
      .select()
      .from(rewardTransfers)
      .where(and(eq(rewardTransfers.id, id), scopeCondition(scope, transferScope)))
      .for('update');
    if (!t) throw notFound('rewards.errors.transferNotFound');
    const [done] = await tx
      .select({ id: rewardTransferReversals.id })
      .from(rewardTransferReversals)
      .where(eq(rewardTransferReversals.transferId, id));
    if (done) throw conflict('rewards.errors.alreadyReversed');
    const entryId = await reverseRewardTransfer(tx, caller, t.entryId, reason);
    await tx
      .insert(rewardTransferReversals)
      .values({ transferId: id, entryId, reason, byUserId: caller.access.userId });
    const items = await tx
      .select({ rewardId: rewardTransferItems.rewardId })
      .from(rewardTransferItems)
      .where(eq(rewardTransferItems.transferId, id));
    for (const { rewardId } of items) {
      const [u] = await tx
        .update(rewards)
        .set({
          state: 'approved',
          transferId: null,
          entryId: null,
          version: sql`${rewards.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(rewards.id, rewardId), eq(rewards.transferId, id)))
        .returning();
      if (!u) continue;
      back.push(u);
      await insertEvent(tx, {
        rewardId,
        kind: 'unpaid',
        byUserId: caller.access.userId,
        reason,
        transferId: id,
        entryId,
      });
    }
    await recordAudit(
      tx,
      {
        action: 'reverse',
        resource: 'reward-transfers',
        recordId: id,
        newValues: { reversalEntryId: entryId, rewards: back.length },
        reason,
      },
      caller.request,
    );
    return { countryId: t.countryId, centreId: t.centreId };
  });
  for (const r of back) announceReward(ctx, r, 'updated');
  announceChange(ctx.events, [TRANSFER_SCREENS, LEDGER_SCREENS], {
    id,
    action: 'reversed',
    scope: place,
  });
  return readTransfer(ctx, caller, id);
}
