import { createHash } from 'node:crypto';
import {
  convertMinor,
  entryProblems,
  currencySymbol,
  formatMoney,
  holdsMoney,
  ledgerEntrySchema,
  normalBalance,
  type LedgerEntryInput,
  type LedgerProblem,
  type LocaleCode,
} from '@qc/domain';
import type { DigitSystem } from '@qc/domain/text/arabic-digits';
import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { buildAccessContext } from '../access/access-context.ts';
import type { Scope } from '../access/access-types.ts';
import { loadGrants } from '../access/access.repository.ts';
import { recordInScope } from '../access/scope-condition.ts';
import { recordAudit, type AuditEntry } from '../audit/audit.ts';
import type { Db } from '../db/client.ts';
import { financeAccounts, journalLines } from '../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound, parseInput } from '../http/errors.ts';
import type { Caller } from '../resources/resource-caller.ts';
import {
  accountTotals,
  activeUserExists,
  entryById,
  entryByKey,
  insertEntry,
  insertLines,
  isPeriodClosed,
  linesOf,
  loadAccounts,
  loadFunds,
  lockAccounts,
  rateAt,
  reversalOf,
  totalsWhere,
  type JournalEntryRow,
  type JournalLineRow,
  type LedgerAccount,
  type LocalName,
} from './ledger.repository.ts';

/**
 * Who posts: a signed-in caller (their scope for `permission` must hold every box and bank of
 * the entry), or the system on a user's behalf (a background job, a demo seed), unchecked.
 */
export type LedgerActor = Caller | { system: string; userId: string | null };

export interface PostOptions {
  /** A retried request with the same key gets the first entry back and posts nothing. */
  idempotencyKey?: string | null;
  /** The permission whose scope must hold the entry's boxes (default `vouchers:post`). */
  permission?: string;
  /** Internal: the entry this one reverses. */
  reversesEntryId?: string | null;
}

export interface PostedEntry extends JournalEntryRow {
  lines: JournalLineRow[];
  /** True when the idempotency key found an entry posted before (nothing was written now). */
  replayed: boolean;
}

const isCaller = (actor: LedgerActor): actor is Caller => 'access' in actor;
const actorUserId = (actor: LedgerActor) => (isCaller(actor) ? actor.access.userId : actor.userId);
/** The language a refusal's amounts and names are written in (a job's refusals: Arabic). */
const actorLocale = (actor: LedgerActor): LocaleCode => (isCaller(actor) ? actor.locale : 'ar');
/** The digits a refusal's amounts are written in: the caller's choice, else the language's. */
const actorDigits = (actor: LedgerActor): DigitSystem | undefined =>
  isCaller(actor) ? actor.digits : undefined;

/**
 * An amount of minor units as the caller reads it, "1,250.50" (the currency goes beside it in
 * the message): in the digits the caller chose, else the language's (Arabic-Indic in Arabic).
 */
export const moneyText = (
  amount: number | bigint | string,
  currency: string,
  locale: LocaleCode,
  digits?: DigitSystem,
) =>
  formatMoney(
    { amount: Number(amount), currency },
    { locale, ...(digits ? { digits } : {}), currency: 'none', isolate: false },
  );

/** The currency as a message names it beside such an amount ("دولار", not "USD", in Arabic). */
export const currencyText = (currency: string, locale: LocaleCode) =>
  currencySymbol(currency, locale);

function refuse(problem: LedgerProblem): AppError {
  const conflicts = new Set([
    'finance.errors.closedPeriod',
    'finance.errors.negativeBox',
    'finance.errors.negativeFundInBox',
    'finance.errors.alreadyReversed',
    'finance.errors.idempotencyMismatch',
  ]);
  return conflicts.has(problem.code)
    ? conflict(problem.code, problem.params)
    : badRequest(problem.code, problem.params);
}

/** What a posting is, independent of its ids: the idempotency check compares it. */
function requestHash(entry: LedgerEntryInput): string {
  const canonical = {
    d: entry.entryDate,
    k: entry.kind,
    l: entry.lines.map((l) => [l.accountId, l.fundId, l.currency, l.debit, l.credit]),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * A posting's audit entry, through the one audit writer: a caller's request, or the user a
 * system posting acts for with the system named as the reason (`system:payroll-job`).
 */
async function audit(tx: Db, actor: LedgerActor, entry: AuditEntry) {
  if (isCaller(actor)) return recordAudit(tx, entry, actor.request);
  await recordAudit(
    tx,
    { ...entry, reason: entry.reason ?? `system:${actor.system}` },
    { access: { userId: actor.userId } },
  );
}

/** Is an account within the scope (organisation-wide accounts are everyone's)? */
export function accountInScope(
  scope: Scope,
  account: Pick<LedgerAccount, 'countryId' | 'centreId'>,
) {
  if (!account.centreId && !account.countryId) return true;
  return recordInScope(scope, { countryId: account.countryId, centreId: account.centreId });
}

/**
 * Posts one journal entry inside `tx` (the caller's transaction), or refuses with a translated
 * error and writes nothing: unbalanced per currency or per fund, a restricted fund paying a
 * use it does not allow, a line in a currency its account is not kept in, an unknown or
 * inactive account or fund, a closed period, a box or bank going below zero (in total or in
 * one fund), a box outside the caller's scope. Writes the entry, its lines and an audit
 * entry. With an idempotency key already used, returns the first entry and posts nothing.
 */
export async function postEntry(
  tx: Db,
  actor: LedgerActor,
  input: LedgerEntryInput,
  options: PostOptions = {},
): Promise<PostedEntry> {
  const entry = parseInput(ledgerEntrySchema, input);
  const hash = requestHash(entry);
  const key = options.idempotencyKey ?? null;
  if (key) {
    const earlier = await entryByKey(tx, key);
    if (earlier) return replay(tx, earlier, hash);
  }
  if (await isPeriodClosed(tx, entry.entryDate.slice(0, 7)))
    throw refuse({
      code: 'finance.errors.closedPeriod',
      params: { period: entry.entryDate.slice(0, 7) },
    });

  const accountIds = [...new Set(entry.lines.map((l) => l.accountId))];
  const fundIds = [...new Set(entry.lines.map((l) => l.fundId))];
  // Lock the money-holding accounts first: concurrent postings on a box queue up here.
  const firstLook = await loadAccounts(tx, accountIds);
  const holders = [...firstLook.values()].filter((a) => holdsMoney(a.role)).map((a) => a.id);
  await lockAccounts(tx, holders);
  const accounts = await loadAccounts(tx, accountIds);
  const funds = await loadFunds(tx, fundIds);

  const locale = actorLocale(actor);
  const digits = actorDigits(actor);
  const named = (name: LocalName | undefined) => name?.[locale] ?? '';
  const problems = entryProblems(entry, accounts, funds);
  if (problems[0]) throw refuse(localised(problems[0], locale, funds, digits));

  if (isCaller(actor)) {
    const scope = actor.access.scopeFor(options.permission ?? 'vouchers:post');
    for (const account of accounts.values())
      if (!accountInScope(scope, account))
        throw new AppError(403, 'finance.errors.outOfScope', { account: named(account.name) });
  }
  if (entry.reallocation && !options.reversesEntryId)
    await checkReallocation(tx, actor, entry, accounts);

  const boxOf = (id: string) => accounts.get(id);
  const centreIds = [...new Set([...accounts.values()].map((a) => a.centreId).filter(Boolean))];
  const countryIds = [...new Set([...accounts.values()].map((a) => a.countryId).filter(Boolean))];
  const entryCentre = entry.centreId ?? (centreIds.length === 1 ? centreIds[0]! : null);
  const inserted = await insertEntry(tx, {
    entryDate: entry.entryDate,
    kind: entry.kind,
    memo: entry.memo,
    countryId: entry.countryId ?? (countryIds.length === 1 ? countryIds[0] : null),
    centreId: entryCentre,
    sourceModule: entry.source?.module ?? null,
    sourceId: entry.source?.id ?? null,
    reversesEntryId: options.reversesEntryId ?? null,
    idempotencyKey: key,
    requestHash: hash,
    reallocation: entry.reallocation ?? null,
    postedBy: actorUserId(actor),
  });
  if (!inserted) {
    // A concurrent request with the same key committed first.
    const earlier = key ? await entryByKey(tx, key) : undefined;
    if (!earlier) throw conflict();
    return replay(tx, earlier, hash);
  }
  const lines = await insertLines(
    tx,
    entry.lines.map((l, i) => ({
      entryId: inserted.id,
      lineNo: i + 1,
      entryDate: entry.entryDate,
      accountId: l.accountId,
      fundId: l.fundId,
      // A box's lines lie in its centre; the other lines in the entry's centre, so a centre's
      // trial balance and category statements read their own lines.
      centreId: boxOf(l.accountId)?.centreId ?? entryCentre,
      currency: l.currency,
      debit: l.debit,
      credit: l.credit,
      memo: l.memo ?? null,
    })),
  );

  // No box or bank may go below zero, in total nor in any one fund.
  const credited = [
    ...new Set(
      entry.lines
        .filter((l) => {
          const account = accounts.get(l.accountId);
          return l.credit > 0 && account !== undefined && holdsMoney(account.role);
        })
        .map((l) => l.accountId),
    ),
  ];
  for (const t of await accountTotals(tx, credited))
    if (t.net < 0)
      throw refuse({
        code: 'finance.errors.negativeBox',
        params: {
          box: named(accounts.get(t.accountId)?.name),
          balance: moneyText(t.net, t.currency, locale, digits),
          currency: currencyText(t.currency, locale),
        },
      });
  for (const t of await accountTotals(tx, credited, { byFund: true }))
    if (t.net < 0)
      throw refuse({
        code: 'finance.errors.negativeFundInBox',
        params: {
          box: named(accounts.get(t.accountId)?.name),
          fund: named(funds.get(t.fundId ?? '')?.name),
          balance: moneyText(t.net, t.currency, locale, digits),
          currency: currencyText(t.currency, locale),
        },
      });

  await audit(tx, actor, {
    action: options.reversesEntryId ? 'reverse' : 'post',
    resource: 'journal-entries',
    recordId: inserted.id,
    newValues: {
      number: inserted.number,
      kind: entry.kind,
      entryDate: entry.entryDate,
      memo: entry.memo,
      source: entry.source ?? null,
      reversesEntryId: options.reversesEntryId ?? null,
      lines: entry.lines.length,
    },
  });
  return { ...inserted, lines, replayed: false };
}

/**
 * A refusal of the pure rules, worded for the caller: sums in the currency's units (not minor
 * units), funds by their name in the caller's language (the rules know only their codes).
 */
function localised(
  problem: LedgerProblem,
  locale: LocaleCode,
  funds: ReadonlyMap<string, { code: string; name: LocalName }>,
  digits?: DigitSystem,
): LedgerProblem {
  const params = { ...problem.params };
  const currency = typeof params.currency === 'string' ? params.currency : null;
  if (problem.code === 'finance.errors.unbalanced' && currency)
    for (const side of ['debit', 'credit'] as const)
      if (params[side] !== undefined)
        params[side] = moneyText(String(params[side]), currency, locale, digits);
  if (problem.code === 'finance.errors.unbalanced' && currency)
    params.currency = currencyText(currency, locale);
  if (typeof params.fund === 'string') {
    const fund = [...funds.values()].find((f) => f.code === params.fund);
    if (fund) params.fund = fund.name[locale];
  }
  return { code: problem.code, params };
}

/**
 * A move of money between funds posts only as a recorded reallocation approved by someone
 * else: the approver is an active user, not the one posting, who holds `vouchers:approve` in
 * a scope holding every box of the entry; and the entry only moves one box's money between
 * funds (every line on the same box or bank, so nothing but the funds' balances changes).
 * Which funds may give money (a restricted fund only if it allows `reallocation`) is the pure
 * rules' part (`entryProblems`).
 */
async function checkReallocation(
  tx: Db,
  actor: LedgerActor,
  entry: LedgerEntryInput,
  accounts: ReadonlyMap<string, LedgerAccount>,
) {
  const approver = entry.reallocation!.approvedBy;
  const lineAccounts = new Set(entry.lines.map((l) => l.accountId));
  const only = [...lineAccounts].map((id) => accounts.get(id));
  if (only.length !== 1 || !only[0] || !holdsMoney(only[0].role))
    throw badRequest('finance.errors.reallocationOneBox');
  if (approver === actorUserId(actor))
    throw new AppError(403, 'finance.errors.reallocationSelfApproval');
  if (!(await activeUserExists(tx, approver)))
    throw new AppError(403, 'finance.errors.reallocationApprover');
  const grants = await loadGrants(tx, {
    userId: approver,
    employeeId: null,
    guardianId: null,
    studentId: null,
  });
  const scope = buildAccessContext(approver, null, grants).scopeFor('vouchers:approve');
  if (!only.every((a) => a && accountInScope(scope, a)))
    throw new AppError(403, 'finance.errors.reallocationApprover');
}

async function replay(tx: Db, earlier: JournalEntryRow, hash: string): Promise<PostedEntry> {
  if (earlier.requestHash !== hash) throw refuse({ code: 'finance.errors.idempotencyMismatch' });
  return { ...earlier, lines: await linesOf(tx, earlier.id), replayed: true };
}

/**
 * Reverses a posted entry: a new entry with every line's sides swapped, dated `entryDate`
 * (default today), pointing at the original (`reverses_entry_id`, unique: once only). The
 * original stays as it was. A reversal is itself never reversed.
 */
export async function reverseEntry(
  tx: Db,
  actor: LedgerActor,
  entryId: string,
  reason: string,
  options: { entryDate?: string; permission?: string } = {},
): Promise<PostedEntry> {
  const original = await entryById(tx, entryId, { forUpdate: true });
  if (!original) throw notFound();
  if (original.reversesEntryId) throw refuse({ code: 'finance.errors.reversalOfReversal' });
  if (await reversalOf(tx, entryId)) throw refuse({ code: 'finance.errors.alreadyReversed' });
  const lines = await linesOf(tx, entryId);
  const entryDate = options.entryDate ?? new Date().toISOString().slice(0, 10);
  return postEntry(
    tx,
    actor,
    {
      entryDate,
      kind: 'reversal',
      memo: reason.trim() || `reversal ${original.number}`,
      source: original.sourceModule
        ? { module: original.sourceModule, id: original.sourceId ?? original.id }
        : null,
      countryId: original.countryId,
      centreId: original.centreId,
      reallocation: original.reallocation
        ? { approvedBy: original.reallocation.approvedBy, reason }
        : null,
      lines: lines.map((l) => ({
        accountId: l.accountId,
        fundId: l.fundId,
        currency: l.currency,
        debit: l.credit,
        credit: l.debit,
        memo: l.memo,
      })),
    },
    {
      reversesEntryId: original.id,
      idempotencyKey: `reversal:${original.id}`,
      ...(options.permission ? { permission: options.permission } : {}),
    },
  );
}

export interface BalanceQuery {
  /** One account (its normal-side balance). */
  accountId?: string;
  /** A box or bank (an account that holds money). */
  boxId?: string;
  /** A fund: the money it holds in every box and bank (or only in `centreId`'s). */
  fundId?: string;
  centreId?: string;
  /** The balance at the end of this day (default: everything posted). */
  at?: string | null;
  /** Only this currency. */
  currency?: string | null;
  /** Also give the total converted into this currency at the day's rates. */
  convertTo?: string | null;
}

export interface BalanceAnswer {
  perCurrency: { currency: string; debit: number; credit: number; balance: number }[];
  converted: { currency: string; amount: number; missingRates: string[] } | null;
}

/**
 * The balance of an account, a box or a fund at a date, per currency (in the account's normal
 * direction; a fund's and a box's money as debit minus credit of money-holding accounts), and
 * optionally converted at the rates valid that day. No scope check: callers check the account
 * or fund is theirs to read.
 */
export async function balanceOf(tx: Db, q: BalanceQuery): Promise<BalanceAnswer> {
  const where: SQL[] = [];
  let kind: 'asset' | LedgerAccount['kind'] = 'asset';
  const target = q.accountId ?? q.boxId;
  if (target) {
    const account = (await loadAccounts(tx, [target])).get(target);
    if (!account) throw notFound();
    kind = account.kind;
    where.push(eq(journalLines.accountId, target));
  }
  if (q.fundId) {
    where.push(eq(journalLines.fundId, q.fundId));
    if (!target) where.push(inArray(financeAccounts.role, ['cash_box', 'bank']));
  }
  if (q.centreId) where.push(eq(journalLines.centreId, q.centreId));
  if (!target && !q.fundId && !q.centreId) throw badRequest();
  if (q.at) where.push(lte(journalLines.entryDate, q.at));
  if (q.currency) where.push(eq(journalLines.currency, q.currency));
  const totals = await totalsWhere(tx, and(...where)!);
  const perCurrency = totals.map((t) => ({
    ...t,
    balance: normalBalance(kind, t.debit, t.credit),
  }));
  let converted: BalanceAnswer['converted'] = null;
  if (q.convertTo) {
    const day = q.at ?? new Date().toISOString().slice(0, 10);
    let amount = 0;
    const missingRates: string[] = [];
    for (const t of perCurrency) {
      if (t.currency === q.convertTo) {
        amount += t.balance;
        continue;
      }
      const rate = await rateAt(tx, t.currency, q.convertTo, day);
      if (!rate) missingRates.push(t.currency);
      else amount += convertMinor(t.balance, t.currency, q.convertTo, rate.rate, rate.inverse);
    }
    converted = { currency: q.convertTo, amount, missingRates };
  }
  return { perCurrency, converted };
}
