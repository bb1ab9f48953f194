import type { Named, VoucherKind, VoucherListQuery, VoucherState } from '@qc/domain';
import { pageOffset, tokenize } from '@qc/domain';
import { and, asc, count, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope } from '../../access/access-types.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  financeAccounts,
  financeApprovalThresholds,
  financeFunds,
  financeRecipients,
  financeVouchers,
  journalEntries,
  roleAssignments,
  roles,
  users,
} from '../../db/schema/index.ts';
import { defineOwnedTable } from '../../workflow/index.ts';
import { centreCondition } from './finance-scope.repository.ts';

export type VoucherRow = typeof financeVouchers.$inferSelect;

/** A recorded recipient's name (a voucher is found by it). */
async function recipientName(tx: Db, id: string | null | undefined): Promise<string> {
  if (!id) return '';
  const [r] = await tx
    .select({ name: financeRecipients.name })
    .from(financeRecipients)
    .where(eq(financeRecipients.id, id));
  return r?.name ?? '';
}

/**
 * The vouchers' binding for the workflow kit: placed by their country and centre; found by their
 * serial, party, recipient and memo; announced as `finance` (the name every finance screen keys
 * its queries on) to `vouchers:read`, audited as `vouchers` as before. Drafting, approving,
 * posting and cancelling go through the kit's transition path (VOUCHER_LIFECYCLE); attaching a
 * file through its write path.
 */
export const vouchersTable = defineOwnedTable({
  name: 'finance',
  readers: ['vouchers'],
  auditResource: 'vouchers',
  table: financeVouchers,
  scopeColumns: { country: financeVouchers.countryId, centre: financeVouchers.centreId },
  scopeOf: (v) => ({ countryId: v.countryId, centreId: v.centreId }),
  searchWords: async (tx, v) =>
    [v.serial ?? '', v.party ?? '', await recipientName(tx, v.recipientId), v.memo].join(' '),
});

/** Whether a recipient is recorded. */
export async function recipientExists(tx: Db, id: string): Promise<boolean> {
  const [r] = await tx
    .select({ id: financeRecipients.id })
    .from(financeRecipients)
    .where(eq(financeRecipients.id, id));
  return !!r;
}

/** The role codes a user holds, with their permissions (to find who approves). */
export async function rolesOfUser(db: Db, userId: string) {
  return db
    .select({ code: roles.code, permissions: roles.permissions })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .where(eq(roleAssignments.userId, userId));
}

/** The approval limits of some roles in a currency (archived ones left out). */
export async function approvalLimitsOf(db: Db, roleCodes: string[], currency: string) {
  const rows = await db
    .select()
    .from(financeApprovalThresholds)
    .where(
      and(
        inArray(financeApprovalThresholds.roleCode, roleCodes),
        eq(financeApprovalThresholds.currency, currency),
      ),
    );
  return rows.filter((r) => !r.archivedAt);
}

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

export async function voucherById(tx: Db, id: string) {
  const [row] = await tx.select().from(financeVouchers).where(eq(financeVouchers.id, id));
  return row;
}

/** The vouchers a scope reaches (by their centre), as a condition of the kit's lock. */
export function vouchersIn(scope: Scope): SQL {
  return centreCondition(scope, financeVouchers.centreId);
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

export async function listVouchers(db: Db, scope: Scope, q: VoucherListQuery) {
  const where: SQL[] = [vouchersIn(scope)];
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
