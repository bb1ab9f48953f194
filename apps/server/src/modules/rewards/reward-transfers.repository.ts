import { pageOffset, type RewardTransferRow } from '@qc/domain';
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  financeAccounts,
  financeFunds,
  journalEntries,
  rewardTransferItems,
  rewardTransferReversals,
  rewardTransfers,
  users,
} from '../../db/schema/index.ts';

/**
 * The reward transfers' queries. A transfer, its items and its reversal are append-only (trigger
 * `refuse_change`) and have no version, so they are written here as rows of a ledger are, in the
 * unit of work of the transfer's service; the rewards they pay go through the workflow kit.
 */

export type TransferDbRow = typeof rewardTransfers.$inferSelect;
export type FundDbRow = typeof financeFunds.$inferSelect;
export type AccountDbRow = typeof financeAccounts.$inferSelect;

/** Transfers in a scope (their country and centre), of one centre when given. */
export const transfersIn = (scope: Scope, centreId?: string): SQL =>
  and(
    scopeCondition(scope, { country: rewardTransfers.countryId, centre: rewardTransfers.centreId }),
    centreId ? eq(rewardTransfers.centreId, centreId) : undefined,
  ) as SQL;

const reversalEntry = alias(journalEntries, 'reversal_entry');

/** One page of transfers matching `where`, with the count of every matching one. */
export async function transferRows(
  db: Db,
  where: SQL | undefined,
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

/** A transfer by id (any scope: the caller found it in theirs). */
export const transferIdIs = (id: string): SQL => eq(rewardTransfers.id, id);

/** A centre's cash boxes and banks in a currency, not archived, by code. */
export async function boxesAndBanks(
  db: Db,
  centreId: string,
  currency: string,
): Promise<AccountDbRow[]> {
  return db
    .select()
    .from(financeAccounts)
    .where(
      and(
        or(eq(financeAccounts.role, 'cash_box'), eq(financeAccounts.role, 'bank')),
        eq(financeAccounts.centreId, centreId),
        eq(financeAccounts.currency, currency),
        isNull(financeAccounts.archivedAt),
      ),
    )
    .orderBy(asc(financeAccounts.code));
}

/** The funds not archived, by code. */
export async function activeFunds(db: Db): Promise<FundDbRow[]> {
  return db
    .select()
    .from(financeFunds)
    .where(isNull(financeFunds.archivedAt))
    .orderBy(asc(financeFunds.code));
}

export async function fundById(db: Db, id: string): Promise<FundDbRow | undefined> {
  const [f] = await db.select().from(financeFunds).where(eq(financeFunds.id, id));
  return f;
}

export async function accountById(db: Db, id: string): Promise<AccountDbRow | undefined> {
  const [a] = await db.select().from(financeAccounts).where(eq(financeAccounts.id, id));
  return a;
}

/** Writes a transfer and the rewards it pays with their amounts. */
export async function insertTransfer(
  tx: Db,
  transfer: typeof rewardTransfers.$inferInsert & { id: string },
  items: ReadonlyArray<{ rewardId: string; amount: number }>,
): Promise<void> {
  await tx.insert(rewardTransfers).values(transfer);
  await tx
    .insert(rewardTransferItems)
    .values(
      items.map((i) => ({ transferId: transfer.id, rewardId: i.rewardId, amount: i.amount })),
    );
}

/** A transfer within a scope condition, locked for its reversal. */
export async function lockTransfer(
  tx: Db,
  id: string,
  visible: SQL,
): Promise<TransferDbRow | undefined> {
  const [t] = await tx
    .select()
    .from(rewardTransfers)
    .where(and(eq(rewardTransfers.id, id), visible))
    .for('update');
  return t;
}

export async function transferReversed(tx: Db, id: string): Promise<boolean> {
  const [done] = await tx
    .select({ id: rewardTransferReversals.id })
    .from(rewardTransferReversals)
    .where(eq(rewardTransferReversals.transferId, id));
  return !!done;
}

export async function insertReversal(
  tx: Db,
  reversal: typeof rewardTransferReversals.$inferInsert,
): Promise<void> {
  await tx.insert(rewardTransferReversals).values(reversal);
}
