import type { AccountFacts, AccountKind, AccountRole, FundFacts, FundUse } from '@qc/domain';
import { and, asc, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  financeAccounts,
  financeExchangeRates,
  financeFunds,
  financePeriods,
  journalEntries,
  journalLines,
  users,
} from '../db/schema/index.ts';

export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type JournalLineRow = typeof journalLines.$inferSelect;
export type AccountRow = typeof financeAccounts.$inferSelect;

/** A name in the three languages (a refusal names the account in the caller's). */
export interface LocalName {
  ar: string;
  en: string;
  fr: string;
}

export interface LedgerAccount extends AccountFacts {
  id: string;
  code: string;
  nameAr: string;
  name: LocalName;
  countryId: string | null;
  centreId: string | null;
}

/** The accounts of a posting, with what the balance rules need (locked: `forUpdate`). */
export async function loadAccounts(
  tx: Db,
  ids: readonly string[],
): Promise<Map<string, LedgerAccount>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(financeAccounts)
    .where(inArray(financeAccounts.id, [...ids]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        code: r.code,
        nameAr: r.nameAr,
        name: { ar: r.nameAr, en: r.nameEn, fr: r.nameFr },
        kind: r.kind as AccountKind,
        role: r.role as AccountRole,
        currency: r.currency,
        purpose: (r.purpose ?? null) as FundUse | null,
        active: r.status === 'active' && !r.archivedAt,
        countryId: r.countryId,
        centreId: r.centreId,
      },
    ]),
  );
}

/** Locks the money-holding accounts a posting credits, so two postings cannot both spend the last riyal. */
export async function lockAccounts(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: financeAccounts.id })
    .from(financeAccounts)
    .where(inArray(financeAccounts.id, [...ids]))
    .orderBy(asc(financeAccounts.id))
    .for('update');
}

export async function loadFunds(
  tx: Db,
  ids: readonly string[],
): Promise<Map<string, FundFacts & { id: string; nameAr: string; name: LocalName }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(financeFunds)
    .where(inArray(financeFunds.id, [...ids]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        code: r.code,
        nameAr: r.nameAr,
        name: { ar: r.nameAr, en: r.nameEn, fr: r.nameFr },
        restricted: r.restricted,
        allowedUses: r.allowedUses,
        active: r.status === 'active' && !r.archivedAt,
      },
    ]),
  );
}

/** Is the user there and active (a reallocation's approver)? */
export async function activeUserExists(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')));
  return Boolean(row);
}

export async function isPeriodClosed(tx: Db, month: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: financePeriods.id })
    .from(financePeriods)
    .where(and(eq(financePeriods.month, month), isNotNull(financePeriods.closedAt)));
  return Boolean(row);
}

export async function entryByKey(tx: Db, key: string): Promise<JournalEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, key));
  return row;
}

export async function entryById(
  tx: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<JournalEntryRow | undefined> {
  const q = tx.select().from(journalEntries).where(eq(journalEntries.id, id));
  const [row] = options.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function reversalOf(tx: Db, id: string): Promise<JournalEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.reversesEntryId, id));
  return row;
}

export async function linesOf(tx: Db, entryId: string): Promise<JournalLineRow[]> {
  return tx
    .select()
    .from(journalLines)
    .where(eq(journalLines.entryId, entryId))
    .orderBy(asc(journalLines.lineNo));
}

/**
 * Inserts the entry unless its idempotency key is already taken (then returns undefined: the
 * caller reads the first entry). ON CONFLICT keeps a concurrent retry from aborting the
 * transaction.
 */
export async function insertEntry(
  tx: Db,
  values: typeof journalEntries.$inferInsert,
): Promise<JournalEntryRow | undefined> {
  const q = tx.insert(journalEntries).values(values);
  const rows = values.idempotencyKey
    ? await q.onConflictDoNothing({ target: journalEntries.idempotencyKey }).returning()
    : await q.returning();
  return rows[0];
}

export async function insertLines(
  tx: Db,
  values: (typeof journalLines.$inferInsert)[],
): Promise<JournalLineRow[]> {
  return tx.insert(journalLines).values(values).returning();
}

/** Balance of accounts per (account, currency), or per (account, fund, currency). */
export async function accountTotals(
  tx: Db,
  accountIds: readonly string[],
  options: { byFund?: boolean; at?: string | null } = {},
): Promise<{ accountId: string; fundId: string | null; currency: string; net: number }[]> {
  if (accountIds.length === 0) return [];
  const where: SQL[] = [inArray(journalLines.accountId, [...accountIds])];
  if (options.at) where.push(lte(journalLines.entryDate, options.at));
  const fund = options.byFund ? journalLines.fundId : sql<string | null>`null`;
  const rows = await tx
    .select({
      accountId: journalLines.accountId,
      fundId: fund,
      currency: journalLines.currency,
      net: sql<string>`coalesce(sum(${journalLines.debit}) - sum(${journalLines.credit}), 0)`,
    })
    .from(journalLines)
    .where(and(...where))
    .groupBy(
      ...(options.byFund
        ? [journalLines.accountId, journalLines.fundId, journalLines.currency]
        : [journalLines.accountId, journalLines.currency]),
    );
  return rows.map((r) => ({ ...r, fundId: r.fundId ?? null, net: Number(r.net) }));
}

/** Sums of lines matching a condition, per currency (debit and credit totals). */
export async function totalsWhere(
  tx: Db,
  where: SQL,
): Promise<{ currency: string; debit: number; credit: number }[]> {
  const rows = await tx
    .select({
      currency: journalLines.currency,
      debit: sql<string>`coalesce(sum(${journalLines.debit}), 0)`,
      credit: sql<string>`coalesce(sum(${journalLines.credit}), 0)`,
    })
    .from(journalLines)
    .innerJoin(financeAccounts, eq(financeAccounts.id, journalLines.accountId))
    .where(where)
    .groupBy(journalLines.currency)
    .orderBy(asc(journalLines.currency));
  return rows.map((r) => ({
    currency: r.currency,
    debit: Number(r.debit),
    credit: Number(r.credit),
  }));
}

/**
 * The rate from `from` to `to` valid at a date: a stored rate of the pair, or the inverse of
 * the opposite pair. Null when none is known.
 */
export async function rateAt(
  tx: Db,
  from: string,
  to: string,
  at: string,
): Promise<{ rate: string; inverse: boolean } | null> {
  const pick = async (currency: string, base: string) => {
    const [row] = await tx
      .select({ rate: financeExchangeRates.rate })
      .from(financeExchangeRates)
      .where(
        and(
          eq(financeExchangeRates.currency, currency),
          eq(financeExchangeRates.base, base),
          lte(financeExchangeRates.validFrom, at),
          sql`${financeExchangeRates.archivedAt} is null`,
        ),
      )
      .orderBy(desc(financeExchangeRates.validFrom), desc(financeExchangeRates.createdAt))
      .limit(1);
    return row?.rate ?? null;
  };
  const direct = await pick(from, to);
  if (direct) return { rate: direct, inverse: false };
  const opposite = await pick(to, from);
  return opposite ? { rate: opposite, inverse: true } : null;
}

export async function accountByCode(tx: Db, code: string): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(financeAccounts).where(eq(financeAccounts.code, code));
  return row;
}

export async function fundByCode(
  tx: Db,
  code: string,
): Promise<typeof financeFunds.$inferSelect | undefined> {
  const [row] = await tx.select().from(financeFunds).where(eq(financeFunds.code, code));
  return row;
}
