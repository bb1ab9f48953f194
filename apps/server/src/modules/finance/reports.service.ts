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
import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../access/access-types.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { LEDGER_SCREENS } from '../../realtime/announce.ts';
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
import {
  accountById,
  activeCurrencyCodes,
  activeFundRows,
  boxAccountsIn,
  boxClosedOn,
  insertBoxClose,
  insertPeriodClose,
  journalEntryById,
  journalPage,
  lastClosesAt,
  lockAccount,
  netsAt,
  recipientOptions,
  statementLines,
  trialBalanceRows,
  voucherAccounts,
  type AccountRow,
} from './reports.repository.ts';
import { nameOf } from './vouchers.repository.ts';

/** The ledger's screens (balances, statement, journal), told of a close or a reversal. */
const ledgerTopic = { resource: LEDGER_SCREENS.resource, readers: LEDGER_SCREENS.readers };

const today = () => new Date().toISOString().slice(0, 10);

/** Boxes and banks a scope reaches (active ones, unless `all`). */
export async function boxesIn(db: Db, scope: Scope, centreId?: string): Promise<BoxOption[]> {
  const rows = await boxAccountsIn(db, scope, centreId);
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
  const rows = await activeFundRows(db);
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
  const accounts = await voucherAccounts(ctx.db);
  const option = (a: AccountRow) => ({
    id: a.id,
    code: a.code,
    name: nameOf(a),
    kind: a.kind,
    purpose: a.purpose ?? null,
  });
  const recipients = await recipientOptions(ctx.db, readScope);
  const currencies = await activeCurrencyCodes(ctx.db);
  return {
    boxes: await boxesIn(ctx.db, scope.all || !isEmpty(scope) ? scope : readScope),
    funds: await activeFunds(ctx.db),
    income: accounts.filter((a) => a.kind !== 'expense').map(option),
    expense: accounts.filter((a) => a.kind !== 'income').map(option),
    recipients,
    currencies,
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
  const rows = await netsAt(ctx.db, ids, at);
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
  const closes = await lastClosesAt(ctx.db, ids, at);
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

async function readableAccount(ctx: AppContext, caller: Caller, accountId: string) {
  const account = await accountById(ctx.db, accountId);
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
  const { before, rows, total } = await statementLines(ctx.db, {
    accountId: account.id,
    scope: caller.access.scopeFor('finance:read'),
    fundId: q.fundId,
    from: q.from,
    to: q.to,
    limit: q.pageSize,
    offset: pageOffset(q),
  });
  const opening = before.map((r) => ({ currency: r.currency, balance: sign * Number(r.net) }));
  const openingOf = (currency: string) =>
    opening.find((o) => o.currency === currency)?.balance ?? 0;
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
    total,
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
  const rows = await trialBalanceRows(ctx.db, {
    at,
    scope: caller.access.scopeFor('finance:read'),
    centreId: q.centreId,
  });
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
  const { entries, total, lines } = await journalPage(ctx.db, {
    scope: caller.access.scopeFor('finance:read'),
    from: q.from,
    to: q.to,
    centreId: q.centreId,
    limit: q.pageSize,
    offset: pageOffset(q),
  });
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
    total,
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
