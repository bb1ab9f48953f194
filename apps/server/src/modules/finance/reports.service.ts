import {
  convertMinor,
  pageOffset,
  SYSTEM_ACCOUNTS,
  type AccountKind,
  type BalancesAnswer,
  type BoxClose,
  type BoxCloseInput,
  type EntryReversal,
  type BoxOption,
  type FinanceOptions,
  type FundOption,
  type JournalEntrySummary,
  type ListPage,
  type PeriodClose,
  type Statement,
  type StatementQuery,
  type TrialBalance,
} from '@qc/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../access/access-types.ts';
import { recordInScope, scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { LEDGER_SCREENS } from '../../realtime/announce.ts';
import {
  centres,
  financeAccounts,
  financeBoxCloses,
  financeFunds,
  financeRecipients,
  financeCurrencies,
  journalEntries,
  journalLines,
  users,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import {
  accountByCode,
  balanceOf,
  fundByCode,
  postEntry,
  rateAt,
  reverseEntry,
} from '../../ledger/index.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { auditActionIn } from '../../workflow/index.ts';
import { centreCondition } from './finance-scope.repository.ts';
import {
  boxClosedOn,
  insertBoxClose,
  insertPeriodClose,
  journalEntryById,
  lockAccount,
} from './reports.repository.ts';
import { nameOf } from './vouchers.repository.ts';

/** The ledger's screens (balances, statement, journal), told of a close or a reversal. */
const ledgerTopic = { resource: LEDGER_SCREENS.resource, readers: LEDGER_SCREENS.readers };

const today = () => new Date().toISOString().slice(0, 10);

/** Boxes and banks a scope reaches (active ones, unless `all`). */
export async function boxesIn(db: Db, scope: Scope, centreId?: string): Promise<BoxOption[]> {
  const where: SQL[] = [
    inArray(financeAccounts.role, ['cash_box', 'bank']),
    isNull(financeAccounts.archivedAt),
    scopeCondition(scope, { country: financeAccounts.countryId, centre: financeAccounts.centreId }),
  ];
  if (centreId) where.push(eq(financeAccounts.centreId, centreId));
  const rows = await db
    .select({ a: financeAccounts, centreName: centres.name })
    .from(financeAccounts)
    .innerJoin(centres, eq(centres.id, financeAccounts.centreId))
    .where(and(...where))
    .orderBy(asc(centres.name), asc(financeAccounts.code));
  return rows.map(({ a, centreName }) => ({
    id: a.id,
    code: a.code,
    name: nameOf(a),
    role: a.role as BoxOption['role'],
    currency: a.currency ?? '',
    centreId: a.centreId ?? '',
    centreName,
  }));
}

async function activeFunds(db: Db): Promise<FundOption[]> {
  const rows = await db
    .select()
    .from(financeFunds)
    .where(and(eq(financeFunds.status, 'active'), isNull(financeFunds.archivedAt)))
    .orderBy(asc(financeFunds.code));
  return rows.map((f) => ({
    id: f.id,
    code: f.code,
    name: nameOf(f),
    restricted: f.restricted,
    allowedUses: f.allowedUses,
  }));
}

/** What the voucher form offers the caller. */
export async function financeOptions(ctx: AppContext, caller: Caller): Promise<FinanceOptions> {
  const scope = caller.access.scopeFor('vouchers:create');
  const readScope = caller.access.scopeFor('vouchers:read');
  const accounts = await ctx.db
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
  const option = (a: typeof financeAccounts.$inferSelect) => ({
    id: a.id,
    code: a.code,
    name: nameOf(a),
    kind: a.kind,
    purpose: a.purpose ?? null,
  });
  const recipients = await ctx.db
    .select({
      id: financeRecipients.id,
      name: financeRecipients.name,
      kind: financeRecipients.kind,
    })
    .from(financeRecipients)
    .where(
      and(
        isNull(financeRecipients.archivedAt),
        scopeCondition(readScope, {
          country: financeRecipients.countryId,
          centre: financeRecipients.centreId,
        }),
      ),
    )
    .orderBy(asc(financeRecipients.name))
    // A picker, not a screen list: the most a form offers (the recipients screen pages).
    .limit(500);
  const currencies = await ctx.db
    .select({ code: financeCurrencies.code })
    .from(financeCurrencies)
    .where(eq(financeCurrencies.status, 'active'))
    .orderBy(asc(financeCurrencies.code));
  return {
    boxes: await boxesIn(ctx.db, scope.all || !isEmpty(scope) ? scope : readScope),
    funds: await activeFunds(ctx.db),
    income: accounts.filter((a) => a.kind !== 'expense').map(option),
    expense: accounts.filter((a) => a.kind !== 'income').map(option),
    recipients,
    currencies: currencies.map((c) => c.code),
  };
}

function isEmpty(scope: Scope) {
  return !scope.all && scope.countryIds.length + scope.centreIds.length === 0;
}

/**
 * Every box and bank in the caller's scope at a date, per fund, and each fund's money over
 * those boxes per currency, with totals converted at that day's rates when asked.
 */
export async function balances(
  ctx: AppContext,
  caller: Caller,
  q: { at?: string | undefined; convertTo?: string | undefined; centreId?: string | undefined },
): Promise<BalancesAnswer> {
  const at = q.at ?? today();
  const boxes = await boxesIn(ctx.db, caller.access.scopeFor('finance:read'), q.centreId);
  const funds = await activeFunds(ctx.db);
  const ids = boxes.map((b) => b.id);
  const rows = ids.length
    ? await ctx.db
        .select({
          accountId: journalLines.accountId,
          fundId: journalLines.fundId,
          currency: journalLines.currency,
          net: sql<string>`sum(${journalLines.debit}) - sum(${journalLines.credit})`,
        })
        .from(journalLines)
        .where(and(inArray(journalLines.accountId, ids), lte(journalLines.entryDate, at)))
        .groupBy(journalLines.accountId, journalLines.fundId, journalLines.currency)
    : [];
  const rates = new Map<string, { rate: string; inverse: boolean } | null>();
  const missing = new Set<string>();
  const convert = async (amount: number, currency: string): Promise<number | null> => {
    if (!q.convertTo) return null;
    if (currency === q.convertTo) return amount;
    if (!rates.has(currency)) rates.set(currency, await rateAt(ctx.db, currency, q.convertTo, at));
    const rate = rates.get(currency);
    if (!rate) {
      missing.add(currency);
      return null;
    }
    return convertMinor(amount, currency, q.convertTo, rate.rate, rate.inverse);
  };
  const closes = ids.length
    ? await ctx.db
        .selectDistinctOn([financeBoxCloses.boxId], {
          boxId: financeBoxCloses.boxId,
          closeDate: financeBoxCloses.closeDate,
          difference: financeBoxCloses.difference,
        })
        .from(financeBoxCloses)
        .where(and(inArray(financeBoxCloses.boxId, ids), lte(financeBoxCloses.closeDate, at)))
        .orderBy(financeBoxCloses.boxId, desc(financeBoxCloses.closeDate))
    : [];
  const fundById = new Map(funds.map((f) => [f.id, f]));
  const boxBalances = [];
  for (const box of boxes) {
    const mine = rows.filter((r) => r.accountId === box.id && Number(r.net) !== 0);
    const balance = mine.reduce((s, r) => s + Number(r.net), 0);
    const close = closes.find((c) => c.boxId === box.id);
    boxBalances.push({
      box,
      balance,
      funds: mine.map((r) => ({
        fundId: r.fundId,
        name: fundById.get(r.fundId)?.name ?? { ar: '', en: '', fr: '' },
        balance: Number(r.net),
      })),
      converted: await convert(balance, box.currency),
      lastClose: close ? { closeDate: close.closeDate, difference: close.difference } : null,
    });
  }
  const fundTotals = [];
  for (const fund of funds) {
    const perCurrency = new Map<string, number>();
    for (const r of rows.filter((x) => x.fundId === fund.id))
      perCurrency.set(r.currency, (perCurrency.get(r.currency) ?? 0) + Number(r.net));
    let converted: number | null = q.convertTo ? 0 : null;
    for (const [currency, amount] of perCurrency) {
      const c = await convert(amount, currency);
      if (converted !== null) converted = c === null ? converted : converted + c;
    }
    fundTotals.push({
      fund,
      perCurrency: [...perCurrency].map(([currency, balance]) => ({ currency, balance })),
      converted,
    });
  }
  return {
    at,
    convertTo: q.convertTo ?? null,
    boxes: boxBalances,
    funds: fundTotals,
    missingRates: [...missing],
  };
}

/** The lines a caller may read: boxes and centres in their `finance:read` scope. */
function linesInScope(caller: Caller): SQL {
  return centreCondition(caller.access.scopeFor('finance:read'), journalLines.centreId);
}

async function readableAccount(ctx: AppContext, caller: Caller, accountId: string) {
  const [account] = await ctx.db
    .select()
    .from(financeAccounts)
    .where(eq(financeAccounts.id, accountId));
  if (!account) throw notFound();
  if (
    account.centreId &&
    !recordInScope(caller.access.scopeFor('finance:read'), {
      countryId: account.countryId,
      centreId: account.centreId,
    })
  )
    throw notFound();
  return account;
}

/**
 * An account's statement: its lines between two dates, oldest first, a page at a time, each
 * with the running balance (per currency, in the account's normal direction), and the balance
 * brought forward from before `from`.
 */
export async function statement(
  ctx: AppContext,
  caller: Caller,
  q: StatementQuery,
): Promise<Statement> {
  const account = await readableAccount(ctx, caller, q.accountId);
  const kind = account.kind as AccountKind;
  const sign = kind === 'asset' || kind === 'expense' ? 1 : -1;
  const base: SQL[] = [eq(journalLines.accountId, account.id), linesInScope(caller)];
  if (q.fundId) base.push(eq(journalLines.fundId, q.fundId));
  const before = q.from
    ? await ctx.db
        .select({
          currency: journalLines.currency,
          net: sql<string>`sum(${journalLines.debit}) - sum(${journalLines.credit})`,
        })
        .from(journalLines)
        .where(and(...base, sql`${journalLines.entryDate} < ${q.from}`))
        .groupBy(journalLines.currency)
    : [];
  const opening = before.map((r) => ({ currency: r.currency, balance: sign * Number(r.net) }));
  const where = [...base];
  if (q.from) where.push(gte(journalLines.entryDate, q.from));
  if (q.to) where.push(lte(journalLines.entryDate, q.to));
  const condition = and(...where);
  const openingOf = (currency: string) =>
    opening.find((o) => o.currency === currency)?.balance ?? 0;
  const running = sql<string>`sum(${journalLines.debit} - ${journalLines.credit}) over (partition by ${journalLines.currency} order by ${journalLines.entryDate}, ${journalEntries.number}, ${journalLines.lineNo} rows between unbounded preceding and current row)`;
  const rows = await ctx.db
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
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [total] = await ctx.db.select({ n: count() }).from(journalLines).where(condition);
  return {
    account: {
      id: account.id,
      code: account.code,
      name: nameOf(account),
      kind: account.kind,
      currency: account.currency,
    },
    from: q.from ?? null,
    to: q.to ?? null,
    opening,
    items: rows.map((r) => ({
      entryId: r.entryId,
      number: r.number,
      entryDate: r.entryDate,
      kind: r.kind,
      memo: r.memo,
      fundName: nameOf(r.fund),
      currency: r.currency,
      debit: r.debit,
      credit: r.credit,
      balance: openingOf(r.currency) + sign * Number(r.running),
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Every account's debit and credit totals at a date, per currency; totals must agree. */
export async function trialBalance(
  ctx: AppContext,
  caller: Caller,
  q: { at?: string | undefined; centreId?: string | undefined },
): Promise<TrialBalance> {
  const at = q.at ?? today();
  const where: SQL[] = [lte(journalLines.entryDate, at), linesInScope(caller)];
  if (q.centreId) where.push(eq(journalLines.centreId, q.centreId));
  const rows = await ctx.db
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
  const out = rows.map((r) => {
    const net = Number(r.debit) - Number(r.credit);
    return {
      accountId: r.account.id,
      code: r.account.code,
      name: nameOf(r.account),
      kind: r.account.kind,
      currency: r.currency,
      debit: net > 0 ? net : 0,
      credit: net < 0 ? -net : 0,
    };
  });
  const totals = new Map<string, { currency: string; debit: number; credit: number }>();
  for (const r of out) {
    const t = totals.get(r.currency) ?? { currency: r.currency, debit: 0, credit: 0 };
    t.debit += r.debit;
    t.credit += r.credit;
    totals.set(r.currency, t);
  }
  return { at, rows: out.filter((r) => r.debit || r.credit), totals: [...totals.values()] };
}

const reversal = alias(journalEntries, 'reversal');
const reversed = alias(journalEntries, 'reversed');

/** The journal: entries newest first, a page at a time, with their lines. */
export async function journal(
  ctx: AppContext,
  caller: Caller,
  q: {
    page: number;
    pageSize: number;
    from?: string | undefined;
    to?: string | undefined;
    centreId?: string | undefined;
  },
): Promise<ListPage<JournalEntrySummary>> {
  const where: SQL[] = [
    centreCondition(caller.access.scopeFor('finance:read'), journalEntries.centreId),
  ];
  if (q.from) where.push(gte(journalEntries.entryDate, q.from));
  if (q.to) where.push(lte(journalEntries.entryDate, q.to));
  if (q.centreId) where.push(eq(journalEntries.centreId, q.centreId));
  const condition = and(...where);
  const entries = await ctx.db
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
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [total] = await ctx.db.select({ n: count() }).from(journalEntries).where(condition);
  const ids = entries.map((e) => e.e.id);
  const lines = ids.length
    ? await ctx.db
        .select({ l: journalLines, a: financeAccounts, f: financeFunds })
        .from(journalLines)
        .innerJoin(financeAccounts, eq(financeAccounts.id, journalLines.accountId))
        .innerJoin(financeFunds, eq(financeFunds.id, journalLines.fundId))
        .where(inArray(journalLines.entryId, ids))
        .orderBy(asc(journalLines.lineNo))
    : [];
  return {
    items: entries.map(({ e, ...r }) => ({
      id: e.id,
      number: e.number,
      entryDate: e.entryDate,
      kind: e.kind,
      memo: e.memo,
      centreName: r.centreName,
      reversesNumber: r.reversesNumber,
      reversedByNumber: r.reversedByNumber,
      postedByName: r.postedByName,
      lines: lines
        .filter((x) => x.l.entryId === e.id)
        .map(({ l, a, f }) => ({
          accountName: nameOf(a),
          accountCode: a.code,
          fundName: nameOf(f),
          currency: l.currency,
          debit: l.debit,
          credit: l.credit,
        })),
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * A cash box's daily close: the counted cash against the book at the end of the day; any
 * difference is posted against cash over and short (general fund), and the close is kept,
 * audited (`cash-boxes`, `close`) and announced to the ledger's screens in the box's place.
 */
export async function closeBox(
  ctx: AppContext,
  caller: Caller,
  boxId: string,
  input: BoxCloseInput,
): Promise<BoxClose> {
  return withWrites(ctx, caller, async (w) => {
    const box = await lockAccount(w.tx, boxId);
    if (
      !box ||
      box.role !== 'cash_box' ||
      !recordInScope(caller.access.scopeFor('vouchers:post'), {
        countryId: box.countryId,
        centreId: box.centreId,
      })
    )
      throw notFound();
    if (await boxClosedOn(w.tx, boxId, input.closeDate))
      throw conflict('finance.errors.alreadyClosed');
    const book =
      (await balanceOf(w.tx, { boxId, at: input.closeDate })).perCurrency[0]?.balance ?? 0;
    const difference = input.counted - book;
    let entryId: string | null = null;
    if (difference !== 0) {
      const overShort = await accountByCode(w.tx, SYSTEM_ACCOUNTS.overShort);
      const general = await fundByCode(w.tx, 'GENERAL');
      if (!overShort || !general) throw new AppError(500, 'errors.internal');
      const amount = Math.abs(difference);
      const currency = box.currency ?? '';
      const boxSide = difference > 0 ? { debit: amount, credit: 0 } : { debit: 0, credit: amount };
      const other = { debit: boxSide.credit, credit: boxSide.debit };
      const entry = await postEntry(
        w.tx,
        caller,
        {
          entryDate: input.closeDate,
          kind: 'close',
          memo: input.note?.trim() || `close ${input.closeDate}`,
          source: { module: 'box-close', id: `${boxId}:${input.closeDate}` },
          countryId: box.countryId,
          centreId: box.centreId,
          lines: [
            { accountId: boxId, fundId: general.id, currency, ...boxSide },
            { accountId: overShort.id, fundId: general.id, currency, ...other },
          ],
        },
        { idempotencyKey: `close:${boxId}:${input.closeDate}` },
      );
      entryId = entry.id;
    }
    const row = await insertBoxClose(w.tx, {
      boxId,
      centreId: box.centreId!,
      closeDate: input.closeDate,
      currency: box.currency ?? '',
      bookAmount: book,
      countedAmount: input.counted,
      difference,
      entryId,
      note: input.note ?? null,
      closedBy: caller.access.userId,
    });
    await auditActionIn(w, {
      action: 'close',
      resource: 'cash-boxes',
      recordId: boxId,
      newValues: { closeDate: input.closeDate, book, counted: input.counted, difference },
    });
    // A difference is posted: the box's balance and the journal change with the close.
    w.announce({
      ...ledgerTopic,
      id: row.id,
      action: 'closed',
      scope: { countryId: box.countryId, centreId: box.centreId },
    });
    return {
      id: row.id,
      closeDate: row.closeDate,
      currency: row.currency,
      bookAmount: row.bookAmount,
      countedAmount: row.countedAmount,
      difference: row.difference,
      entryId: row.entryId,
    };
  });
}

/** Closes an accounting month for good: later postings dated in it are refused. */
export async function closePeriod(
  ctx: AppContext,
  caller: Caller,
  month: string,
): Promise<PeriodClose> {
  return withWrites(ctx, caller, async (w) => {
    const row = await insertPeriodClose(w.tx, month, caller.access.userId);
    if (!row) throw conflict('finance.errors.closedPeriod', { period: month });
    await auditActionIn(w, {
      action: 'close',
      resource: 'finance-periods',
      recordId: row.id,
      newValues: { month },
    });
    // A closed month is the whole organisation's: whoever reads the ledger anywhere hears of it.
    w.announce({ ...ledgerTopic, id: row.id, action: 'closed' });
    return { id: row.id, month: row.month, closedAt: row.closedAt };
  });
}

/**
 * Reverses a journal entry from the journal screen: the entry must lie in the caller's scope
 * for `vouchers:post` (its centre or country; an entry of no place needs an organisation-wide
 * scope), else 404, so a centre accountant cannot undo another centre's payroll, whose lines
 * touch no box. A voucher's entry is undone by cancelling the voucher (which also marks it),
 * not here.
 */
export async function reverseJournalEntry(
  ctx: AppContext,
  caller: Caller,
  id: string,
  reason: string,
): Promise<EntryReversal> {
  return withWrites(ctx, caller, async (w) => {
    const entry = await journalEntryById(w.tx, id);
    const scope = caller.access.scopeFor('vouchers:post');
    const placed = entry && (entry.centreId || entry.countryId);
    if (!entry || (placed ? !recordInScope(scope, entry) : !scope.all)) throw notFound();
    if (entry.sourceModule === 'vouchers') throw conflict('finance.errors.reverseByVoucher');
    const reversal = await reverseEntry(w.tx, caller, id, reason);
    w.announce({
      ...ledgerTopic,
      id: reversal.id,
      action: 'reversed',
      scope: { countryId: entry.countryId, centreId: entry.centreId },
    });
    return { id: reversal.id, number: reversal.number };
  });
}
