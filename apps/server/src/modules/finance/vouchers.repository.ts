import type { Named, VoucherKind, VoucherListQuery, VoucherState } from '@qc/domain';
import { pageOffset, tokenize } from '@qc/domain';
import { and, asc, count, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  centres,
  financeAccounts,
  financeFunds,
  financeRecipients,
  financeVouchers,
  journalEntries,
  users,
} from '../../db/schema/index.ts';

export type VoucherRow = typeof financeVouchers.$inferSelect;

const box = alias(financeAccounts, 'voucher_box');
const toBox = alias(financeAccounts, 'voucher_to_box');
const creator = alias(users, 'voucher_creator');
const approver = alias(users, 'voucher_approver');
const poster = alias(users, 'voucher_poster');

export const nameOf = (r: { nameAr: string; nameEn: string; nameFr: string }): Named['name'] => ({
  ar: r.nameAr,
  en: r.nameEn,
  fr: r.nameFr,
});

export async function insertVoucher(tx: Db, values: typeof financeVouchers.$inferInsert) {
  const [row] = await tx.insert(financeVouchers).values(values).returning();
  return row!;
}

export async function voucherById(tx: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const q = tx.select().from(financeVouchers).where(eq(financeVouchers.id, id));
  const [row] = options.forUpdate ? await q.for('update') : await q;
  return row;
}

/** Changes a voucher's state columns; the version goes up with every change. */
export async function updateVoucher(
  tx: Db,
  id: string,
  changes: Partial<typeof financeVouchers.$inferInsert>,
) {
  const [row] = await tx
    .update(financeVouchers)
    .set({
      ...changes,
      version: sql`${financeVouchers.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(financeVouchers.id, id))
    .returning();
  return row!;
}

const summaryColumns = {
  id: financeVouchers.id,
  serial: financeVouchers.serial,
  kind: financeVouchers.kind,
  state: financeVouchers.state,
  voucherDate: financeVouchers.voucherDate,
  centreName: centres.name,
  boxNameAr: box.nameAr,
  boxNameEn: box.nameEn,
  boxNameFr: box.nameFr,
  currency: financeVouchers.currency,
  amount: financeVouchers.amount,
  party: sql<string | null>`coalesce(${financeRecipients.name}, ${financeVouchers.party})`,
  memo: financeVouchers.memo,
  createdByName: creator.displayName,
  version: financeVouchers.version,
};

interface SummaryRow {
  id: string;
  serial: string | null;
  kind: string;
  state: string;
  voucherDate: string;
  centreName: string;
  boxNameAr: string;
  boxNameEn: string;
  boxNameFr: string;
  currency: string;
  amount: number;
  party: string | null;
  memo: string;
  createdByName: string | null;
  version: number;
}

function toSummary(r: SummaryRow) {
  return {
    id: r.id,
    serial: r.serial,
    kind: r.kind as VoucherKind,
    state: r.state as VoucherState,
    voucherDate: r.voucherDate,
    centreName: r.centreName,
    boxName: { ar: r.boxNameAr, en: r.boxNameEn, fr: r.boxNameFr },
    currency: r.currency,
    amount: r.amount,
    party: r.party,
    memo: r.memo,
    createdByName: r.createdByName,
    version: r.version,
  };
}

export async function listVouchers(db: Db, scope: SQL, q: VoucherListQuery) {
  const where: SQL[] = [scope];
  if (q.kind.length) where.push(inArray(financeVouchers.kind, q.kind));
  if (q.state.length) where.push(inArray(financeVouchers.state, q.state));
  if (q.centreId) where.push(eq(financeVouchers.centreId, q.centreId));
  if (q.boxId)
    where.push(or(eq(financeVouchers.boxId, q.boxId), eq(financeVouchers.toBoxId, q.boxId))!);
  if (q.from) where.push(gte(financeVouchers.voucherDate, q.from));
  if (q.to) where.push(lte(financeVouchers.voucherDate, q.to));
  for (const token of tokenize(q.q ?? '')) where.push(like(financeVouchers.search, `%${token}%`));
  const condition = and(...where);
  const base = db
    .select(summaryColumns)
    .from(financeVouchers)
    .innerJoin(centres, eq(centres.id, financeVouchers.centreId))
    .innerJoin(box, eq(box.id, financeVouchers.boxId))
    .leftJoin(financeRecipients, eq(financeRecipients.id, financeVouchers.recipientId))
    .leftJoin(creator, eq(creator.id, financeVouchers.createdBy))
    .where(condition);
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(
        desc(financeVouchers.voucherDate),
        desc(financeVouchers.createdAt),
        asc(financeVouchers.id),
      )
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.select({ n: count() }).from(financeVouchers).where(condition),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0 };
}

export async function voucherSummaryRow(db: Db, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      toBoxNameAr: toBox.nameAr,
      toBoxNameEn: toBox.nameEn,
      toBoxNameFr: toBox.nameFr,
      recipientName: financeRecipients.name,
      approvedByName: approver.displayName,
      postedByName: poster.displayName,
      entryNumber: journalEntries.number,
    })
    .from(financeVouchers)
    .innerJoin(centres, eq(centres.id, financeVouchers.centreId))
    .innerJoin(box, eq(box.id, financeVouchers.boxId))
    .leftJoin(toBox, eq(toBox.id, financeVouchers.toBoxId))
    .leftJoin(financeRecipients, eq(financeRecipients.id, financeVouchers.recipientId))
    .leftJoin(creator, eq(creator.id, financeVouchers.createdBy))
    .leftJoin(approver, eq(approver.id, financeVouchers.approvedBy))
    .leftJoin(poster, eq(poster.id, financeVouchers.postedBy))
    .leftJoin(journalEntries, eq(journalEntries.id, financeVouchers.entryId))
    .where(eq(financeVouchers.id, id));
  if (!row) return undefined;
  return {
    summary: toSummary(row),
    toBoxName: row.toBoxNameAr
      ? { ar: row.toBoxNameAr, en: row.toBoxNameEn ?? '', fr: row.toBoxNameFr ?? '' }
      : null,
    recipientName: row.recipientName,
    approvedByName: row.approvedByName,
    postedByName: row.postedByName,
    entryNumber: row.entryNumber,
  };
}

/** Names of accounts and funds by id (a voucher's lines). */
export async function namesOf(db: Db, accountIds: string[], fundIds: string[]) {
  const accounts = accountIds.length
    ? await db.select().from(financeAccounts).where(inArray(financeAccounts.id, accountIds))
    : [];
  const funds = fundIds.length
    ? await db.select().from(financeFunds).where(inArray(financeFunds.id, fundIds))
    : [];
  return {
    account: new Map(accounts.map((a) => [a.id, a])),
    fund: new Map(funds.map((f) => [f.id, f])),
  };
}
