import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  financeAccounts,
  financeBoxCloses,
  financeCurrencies,
  financeFunds,
  financePeriods,
  financeRecipients,
  journalEntries,
  journalLines,
  users,
} from '../../db/schema/index.ts';
import { centreCondition } from './finance-scope.repository.ts';

/**
 * The finance reports' writes and the reads they need (the daily close of a box, the closing of
 * a month, a reversal from the journal), inside the caller's unit of work (`withWrites`' `w.tx`).
 */

/** An account, locked for this unit's writes (a box being closed). */
export async function lockAccount(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(financeAccounts)
    .where(eq(financeAccounts.id, id))
    .for('update');
  return row;
}

/** Whether a box was already closed on a day. */
export async function boxClosedOn(tx: Db, boxId: string, closeDate: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: financeBoxCloses.id })
    .from(financeBoxCloses)
    .where(and(eq(financeBoxCloses.boxId, boxId), eq(financeBoxCloses.closeDate, closeDate)));
  return !!row;
}

export async function insertBoxClose(tx: Db, values: typeof financeBoxCloses.$inferInsert) {
  const [row] = await tx.insert(financeBoxCloses).values(values).returning();
  return row!;
}

/** Closes a month; undefined when it was closed already. */
export async function insertPeriodClose(tx: Db, month: string, closedBy: string) {
  const [row] = await tx
    .insert(financePeriods)
    .values({ month, closedAt: new Date().toISOString(), closedBy })
    .onConflictDoNothing({ target: financePeriods.month })
    .returning();
  return row;
}

export async function journalEntryById(tx: Db, id: string) {
  const [row] = await tx.select().from(journalEntries).where(eq(journalEntries.id, id));
  return row;
}

/*
 * The reports' reads (the voucher form's options, balances, a statement, the trial balance,
 * the journal), outside any unit of work.
 */

/** Boxes and banks a scope reaches (active ones), with their centre's name. */
export async function boxAccountsIn(db: Db, scope: Scope, centreId?: string) {
  const where: SQL[] = [
    inArray(financeAccounts.role, ['cash_box', 'bank']),
    isNull(financeAccounts.archivedAt),
    scopeCondition(scope, { country: financeAccounts.countryId, centre: financeAccounts.centreId }),
  ];
  if (centreId) where.push(eq(financeAccounts.centreId, centreId));
  return db
    .select({ a: financeAccounts, centreName: centres.name })
    .from(financeAccounts)
    .innerJoin(centres, eq(centres.id, financeAccounts.centreId))
    .where(and(...where))
    .orderBy(asc(centres.name), asc(financeAccounts.code));
}

export async function activeFundRows(db: Db) {
  return db
    .select()
    .from(financeFunds)
    .where(and(eq(financeFunds.status, 'active'), isNull(financeFunds.archivedAt)))
    .orderBy(asc(financeFunds.code));
}

export type AccountRow = typeof financeAccounts.$inferSelect;

/** The active accounts a voucher may name (categories, receivables, payables), by code. */
export async function voucherAccounts(db: Db): Promise<AccountRow[]> {
  return db
    .select()
    .from(financeAccounts)
    .where(
      and(
        inArray(financeAccounts.kind, ['income', 'expense', 'liability', 'asset']),
        inArray(financeAccounts.role, ['category', 'receivable', 'payable']),
        eq(financeAccounts.status, 'active'),
        isNull(financeAccounts.archivedAt),
      ),
    )
    .orderBy(asc(financeAccounts.code));
}

/** The recipients a scope reads, by name: a picker's, 500 at most. */
export async function recipientOptions(db: Db, scope: Scope) {
  return (
    db
      .select({
        id: financeRecipients.id,
        name: financeRecipients.name,
        kind: financeRecipients.kind,
      })
      .from(financeRecipients)
      .where(
        and(
          isNull(financeRecipients.archivedAt),
          scopeCondition(scope, {
            country: financeRecipients.countryId,
            centre: financeRecipients.centreId,
          }),
        ),
      )
      .orderBy(asc(financeRecipients.name))
      // A picker, not a screen list: the most a form offers (the recipients screen pages).
      .limit(500)
  );
}

export async function activeCurrencyCodes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ code: financeCurrencies.code })
    .from(financeCurrencies)
    .where(eq(financeCurrencies.status, 'active'))
    .orderBy(asc(financeCurrencies.code));
  return rows.map((c) => c.code);
}

/** The net (debit - credit) of each box, fund and currency at a date. */
export async function netsAt(db: Db, boxIds: readonly string[], at: string) {
  if (boxIds.length === 0) return [];
  return db
    .select({
      accountId: journalLines.accountId,
      fundId: journalLines.fundId,
      currency: journalLines.currency,
      net: sql<string>`sum(${journalLines.debit}) - sum(${journalLines.credit})`,
    })
    .from(journalLines)
    .where(and(inArray(journalLines.accountId, [...boxIds]), lte(journalLines.entryDate, at)))
    .groupBy(journalLines.accountId, journalLines.fundId, journalLines.currency);
}

/** Each box's last close on or before a date. */
export async function lastClosesAt(db: Db, boxIds: readonly string[], at: string) {
  if (boxIds.length === 0) return [];
  return db
    .selectDistinctOn([financeBoxCloses.boxId], {
      boxId: financeBoxCloses.boxId,
      closeDate: financeBoxCloses.closeDate,
      difference: financeBoxCloses.difference,
    })
    .from(financeBoxCloses)
    .where(and(inArray(financeBoxCloses.boxId, [...boxIds]), lte(financeBoxCloses.closeDate, at)))
    .orderBy(financeBoxCloses.boxId, desc(financeBoxCloses.closeDate));
}

export async function accountById(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(financeAccounts).where(eq(financeAccounts.id, id));
  return row;
}

/**
 * An account's statement lines (in the `finance:read` scope `scope`): the net per currency
 * before `from`, a page of the lines between the dates, oldest first, each with its running
 * sum per currency, and how many lines there are.
 */
export async function statementLines(
  db: Db,
  q: {
    accountId: string;
    scope: Scope;
    fundId?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  const base: SQL[] = [
    eq(journalLines.accountId, q.accountId),
    centreCondition(q.scope, journalLines.centreId),
  ];
  if (q.fundId) base.push(eq(journalLines.fundId, q.fundId));
  const before = q.from
    ? await db
        .select({
          currency: journalLines.currency,
          net: sql<string>`sum(${journalLines.debit}) - sum(${journalLines.credit})`,
        })
        .from(journalLines)
        .where(and(...base, sql`${journalLines.entryDate} < ${q.from}`))
        .groupBy(journalLines.currency)
    : [];
  const where = [...base];
  if (q.from) where.push(gte(journalLines.entryDate, q.from));
  if (q.to) where.push(lte(journalLines.entryDate, q.to));
  const condition = and(...where);
  const running = sql<string>`sum(${journalLines.debit} - ${journalLines.credit}) over (partition by ${journalLines.currency} order by ${journalLines.entryDate}, ${journalEntries.number}, ${journalLines.lineNo} rows between unbounded preceding and current row)`;
  const rows = await db
    .select({
      entryId: journalLines.entryId,
      number: journalEntries.number,
      entryDate: journalLines.entryDate,
      kind: journalEntries.kind,
      memo: sql<string>`coalesce(${journalLines.memo}, ${journalEntries.memo})`,
      fund: financeFunds,
      currency: journalLines.currency,
      debit: journalLines.debit,
      credit: journalLines.credit,
      running,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(financeFunds, eq(financeFunds.id, journalLines.fundId))
    .where(condition)
    .orderBy(asc(journalLines.entryDate), asc(journalEntries.number), asc(journalLines.lineNo))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(journalLines).where(condition);
  return { before, rows, total: total?.n ?? 0 };
}

/** Every account's debit and credit sums at a date per currency, in the `finance:read` scope. */
export async function trialBalanceRows(
  db: Db,
  q: { at: string; scope: Scope; centreId?: string | undefined },
) {
  const where: SQL[] = [
    lte(journalLines.entryDate, q.at),
    centreCondition(q.scope, journalLines.centreId),
  ];
  if (q.centreId) where.push(eq(journalLines.centreId, q.centreId));
  return db
    .select({
      account: financeAccounts,
      currency: journalLines.currency,
      debit: sql<string>`sum(${journalLines.debit})`,
      credit: sql<string>`sum(${journalLines.credit})`,
    })
    .from(journalLines)
    .innerJoin(financeAccounts, eq(financeAccounts.id, journalLines.accountId))
    .where(and(...where))
    .groupBy(financeAccounts.id, journalLines.currency)
    .orderBy(asc(journalLines.currency), asc(financeAccounts.code));
}

const reversal = alias(journalEntries, 'reversal');
const reversed = alias(journalEntries, 'reversed');

/**
 * A page of the journal in the `finance:read` scope, newest first, with each entry's centre,
 * the numbers of the entry it reverses and of its reversal, who posted it, its lines (with
 * their accounts and funds), and how many entries there are.
 */
export async function journalPage(
  db: Db,
  q: {
    scope: Scope;
    from?: string | undefined;
    to?: string | undefined;
    centreId?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  const where: SQL[] = [centreCondition(q.scope, journalEntries.centreId)];
  if (q.from) where.push(gte(journalEntries.entryDate, q.from));
  if (q.to) where.push(lte(journalEntries.entryDate, q.to));
  if (q.centreId) where.push(eq(journalEntries.centreId, q.centreId));
  const condition = and(...where);
  const entries = await db
    .select({
      e: journalEntries,
      centreName: centres.name,
      reversesNumber: reversed.number,
      reversedByNumber: reversal.number,
      postedByName: users.displayName,
    })
    .from(journalEntries)
    .leftJoin(centres, eq(centres.id, journalEntries.centreId))
    .leftJoin(reversed, eq(reversed.id, journalEntries.reversesEntryId))
    .leftJoin(reversal, eq(reversal.reversesEntryId, journalEntries.id))
    .leftJoin(users, eq(users.id, journalEntries.postedBy))
    .where(condition)
    .orderBy(desc(journalEntries.entryDate), desc(journalEntries.number))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(journalEntries).where(condition);
  const ids = entries.map((e) => e.e.id);
  const lines = ids.length
    ? await db
        .select({ l: journalLines, a: financeAccounts, f: financeFunds })
        .from(journalLines)
        .innerJoin(financeAccounts, eq(financeAccounts.id, journalLines.accountId))
        .innerJoin(financeFunds, eq(financeFunds.id, journalLines.fundId))
        .where(inArray(journalLines.entryId, ids))
        .orderBy(asc(journalLines.lineNo))
    : [];
  return { entries, total: total?.n ?? 0, lines };
}
