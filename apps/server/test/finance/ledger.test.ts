import type { LedgerEntryInput } from '@qc/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import { balanceOf, postEntry, reverseEntry, type LedgerActor } from '../../src/ledger/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { financeWorld, type FinanceWorld } from './finance-fixtures.ts';

let app: TestApp;
let db: Db;
let w: FinanceWorld;

beforeAll(async () => {
  app = await createTestApp();
  db = app.ctx.db;
  w = await financeWorld(app);
});
afterAll(async () => {
  await app.close();
});

const post = (actor: LedgerActor, entry: LedgerEntryInput, key?: string) =>
  db.transaction((tx) => postEntry(tx, actor, entry, { idempotencyKey: key ?? null }));

/** Money into a box from an income category, in one fund. */
const receipt = (box: string, fund: string, income: string, amount: number, date = '2026-03-01') =>
  ({
    entryDate: date,
    kind: 'receipt',
    memo: 'سند قبض',
    lines: [
      { accountId: box, fundId: fund, currency: 'TRY', debit: amount, credit: 0 },
      { accountId: income, fundId: fund, currency: 'TRY', debit: 0, credit: amount },
    ],
  }) satisfies LedgerEntryInput;
const payment = (box: string, fund: string, expense: string, amount: number, date = '2026-03-02') =>
  ({
    entryDate: date,
    kind: 'payment',
    memo: 'سند صرف',
    lines: [
      { accountId: expense, fundId: fund, currency: 'TRY', debit: amount, credit: 0 },
      { accountId: box, fundId: fund, currency: 'TRY', debit: 0, credit: amount },
    ],
  }) satisfies LedgerEntryInput;

const entries = async () => (await db.select({ n: count() }).from(t.journalEntries))[0]!.n;
const lines = async () => (await db.select({ n: count() }).from(t.journalLines))[0]!.n;
const boxBalance = async (box: string, at?: string) =>
  (await balanceOf(db, { boxId: box, at: at ?? null })).perCurrency[0]?.balance ?? 0;

/** Runs a refused posting and checks it wrote nothing. */
async function refused(work: Promise<unknown>, status: number, code: string) {
  // Caught at once: the counts below are read while the posting runs.
  const outcome = work.then(
    () => new Error('the posting was not refused'),
    (error: unknown) => error,
  );
  const before = [await entries(), await lines()];
  expect(await outcome).toMatchObject({ statusCode: status, code });
  expect([await entries(), await lines()]).toEqual(before);
}

describe('postEntry', () => {
  it('posts a balanced receipt with its lines and an audit entry', async () => {
    const e = await post(
      w.as.accountantA,
      receipt(w.boxA.id, w.fund.zakat, w.account.zakatIn, 100_000),
    );
    expect(e.replayed).toBe(false);
    expect(e.lines).toHaveLength(2);
    expect(e.centreId).toBe(w.org.a.centre.id);
    expect(await boxBalance(w.boxA.id)).toBe(100_000);
    const zakat = await balanceOf(db, { fundId: w.fund.zakat, centreId: w.org.a.centre.id });
    expect(zakat.perCurrency).toEqual([
      { currency: 'TRY', debit: 100_000, credit: 0, balance: 100_000 },
    ]);
    const audits = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.resource, 'journal-entries'), eq(t.auditLog.recordId, e.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.action).toBe('post');
    expect(audits[0]!.actorId).toBe(w.users.accountant.id);
  });

  it('refuses an unbalanced entry and writes nothing', async () => {
    const e = receipt(w.boxA.id, w.fund.general, w.account.donations, 500);
    e.lines[1]!.credit = 400;
    await refused(post(w.as.admin, e), 400, 'finance.errors.unbalanced');
  });

  it('refuses zakat paying a use the fund does not allow, and lets it pay family support', async () => {
    await refused(
      post(w.as.admin, payment(w.boxA.id, w.fund.zakat, w.account.rent, 1_000)),
      400,
      'finance.errors.restrictedUse',
    );
    await post(w.as.admin, payment(w.boxA.id, w.fund.zakat, w.account.familySupport, 1_000));
    expect(await boxBalance(w.boxA.id)).toBe(99_000);
  });

  it('refuses money moved between funds without an approved reallocation', async () => {
    const e = payment(w.boxA.id, w.fund.general, w.account.rent, 10);
    e.lines[1]!.fundId = w.fund.zakat;
    await refused(post(w.as.admin, e), 400, 'finance.errors.fundUnbalanced');
  });

  it('refuses an amount in a currency the box is not kept in', async () => {
    const e = receipt(w.usdA.id, w.fund.general, w.account.donations, 500);
    await refused(post(w.as.admin, e), 400, 'finance.errors.wrongCurrency');
  });

  it('refuses a box going below zero, in total and in one fund', async () => {
    await refused(
      post(w.as.admin, payment(w.boxB.id, w.fund.general, w.account.rent, 1)),
      409,
      'finance.errors.negativeBox',
    );
    // Box A holds 99,000 of zakat and nothing of the general fund.
    await refused(
      post(w.as.admin, payment(w.boxA.id, w.fund.general, w.account.rent, 1)),
      409,
      'finance.errors.negativeFundInBox',
    );
  });

  it('refuses a posting into a closed period', async () => {
    await db
      .insert(t.financePeriods)
      .values({ month: '2025-12', closedAt: new Date().toISOString() });
    await refused(
      post(w.as.admin, receipt(w.boxA.id, w.fund.general, w.account.donations, 5, '2025-12-31')),
      409,
      'finance.errors.closedPeriod',
    );
  });

  it('posts once for a retried idempotency key, and refuses the key for another entry', async () => {
    const e = receipt(w.boxA.id, w.fund.general, w.account.donations, 2_500);
    const first = await post(w.as.admin, e, 'retry-1');
    const before = [await entries(), await lines()];
    const again = await post(w.as.admin, e, 'retry-1');
    expect(again.id).toBe(first.id);
    expect(again.replayed).toBe(true);
    expect(again.lines.map((l) => l.id)).toEqual(first.lines.map((l) => l.id));
    expect([await entries(), await lines()]).toEqual(before);
    await refused(
      post(w.as.admin, receipt(w.boxA.id, w.fund.general, w.account.donations, 2_600), 'retry-1'),
      409,
      'finance.errors.idempotencyMismatch',
    );
  });

  it('keeps a centre accountant to the boxes of their centre', async () => {
    await refused(
      post(w.as.accountantB, receipt(w.boxA.id, w.fund.general, w.account.donations, 5)),
      403,
      'finance.errors.outOfScope',
    );
    await post(w.as.accountantB, receipt(w.boxB.id, w.fund.general, w.account.donations, 5));
  });
});

describe('reverseEntry', () => {
  it('restores the balances with a new entry pointing at the original, once', async () => {
    const before = await boxBalance(w.boxA.id);
    const e = await post(w.as.admin, receipt(w.boxA.id, w.fund.sadaqa, w.account.donations, 7_000));
    expect(await boxBalance(w.boxA.id)).toBe(before + 7_000);
    const r = await db.transaction((tx) => reverseEntry(tx, w.as.managerA, e.id, 'خطأ في المبلغ'));
    expect(r.reversesEntryId).toBe(e.id);
    expect(r.kind).toBe('reversal');
    expect(await boxBalance(w.boxA.id)).toBe(before);
    const sadaqa = await balanceOf(db, { fundId: w.fund.sadaqa });
    expect(sadaqa.perCurrency[0]!.balance).toBe(0);
    // The original is untouched.
    const [original] = await db
      .select()
      .from(t.journalEntries)
      .where(eq(t.journalEntries.id, e.id));
    expect(original!.memo).toBe('سند قبض');
    await refused(
      db.transaction((tx) => reverseEntry(tx, w.as.admin, e.id, 'مرة ثانية')),
      409,
      'finance.errors.alreadyReversed',
    );
    await refused(
      db.transaction((tx) => reverseEntry(tx, w.as.admin, r.id, 'عكس العكس')),
      400,
      'finance.errors.reversalOfReversal',
    );
  });

  it('refuses a reversal that would leave a box below zero', async () => {
    const e = await post(w.as.admin, receipt(w.boxB.id, w.fund.general, w.account.donations, 300));
    await post(w.as.admin, payment(w.boxB.id, w.fund.general, w.account.rent, 300));
    await refused(
      db.transaction((tx) => reverseEntry(tx, w.as.admin, e.id, 'متأخر')),
      409,
      'finance.errors.negativeBox',
    );
  });
});

describe('balances', () => {
  it('at a date count only what was posted until that day, and convert at that day’s rate', async () => {
    await post(
      w.as.admin,
      receipt(w.boxB.id, w.fund.sadaqa, w.account.donations, 1_000, '2026-05-01'),
    );
    await post(
      w.as.admin,
      receipt(w.boxB.id, w.fund.sadaqa, w.account.donations, 2_000, '2026-05-10'),
    );
    const at = (day: string) =>
      balanceOf(db, { boxId: w.boxB.id, fundId: w.fund.sadaqa, at: day, convertTo: 'USD' });
    expect((await at('2026-04-30')).perCurrency).toEqual([]);
    await db.insert(t.financeExchangeRates).values([
      { currency: 'USD', base: 'TRY', rate: '40', validFrom: '2026-01-01' },
      { currency: 'USD', base: 'TRY', rate: '50', validFrom: '2026-05-05' },
    ]);
    const first = await at('2026-05-01');
    expect(first.perCurrency[0]!.balance).toBe(1_000);
    expect(first.converted).toEqual({ currency: 'USD', amount: 25, missingRates: [] });
    const later = await at('2026-05-31');
    expect(later.perCurrency[0]!.balance).toBe(3_000);
    expect(later.converted!.amount).toBe(60);
  });
});

describe('the database itself', () => {
  it('refuses to update or delete posted entries and lines, whoever asks', async () => {
    for (const statement of [
      'update journal_lines set debit = debit + 1',
      'delete from journal_lines',
      "update journal_entries set memo = 'x'",
      'delete from journal_entries',
    ])
      await expect(app.database.query(statement)).rejects.toThrow(/append-only/);
    expect(await lines()).toBeGreaterThan(0);
  });

  it('refuses an unbalanced entry written around the service, when the transaction commits', async () => {
    const before = await lines();
    await expect(
      app.database.rawTransaction(async (q) => {
        const [entry] = await q<{ id: string }>(
          "insert into journal_entries (entry_date, kind, memo) values ('2026-06-01', 'manual', 'raw') returning id",
        );
        await q(
          `insert into journal_lines (entry_id, line_no, entry_date, account_id, fund_id, currency, debit, credit)
           values ($1, 1, '2026-06-01', $2, $3, 'TRY', 100, 0), ($1, 2, '2026-06-01', $4, $3, 'TRY', 0, 90)`,
          [entry!.id, w.boxA.id, w.fund.general, w.account.donations],
        );
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await lines()).toBe(before);
  });
});

describe('an entry commits only with balanced lines', () => {
  it('refuses an entry with no line at all, when the transaction commits', async () => {
    const before = await entries();
    await expect(
      app.database.rawTransaction((q) =>
        q(
          "insert into journal_entries (entry_date, kind, memo) values ('2026-06-02', 'manual', 'empty')",
        ),
      ),
    ).rejects.toThrow(/has 0 line\(s\)/);
    expect(await entries()).toBe(before);
  });

  it('refuses an entry whose only line is a debit', async () => {
    const before = await entries();
    await expect(
      app.database.rawTransaction(async (q) => {
        const [entry] = await q<{ id: string }>(
          "insert into journal_entries (entry_date, kind, memo) values ('2026-06-03', 'manual', 'one') returning id",
        );
        await q(
          `insert into journal_lines (entry_id, line_no, entry_date, account_id, fund_id, currency, debit, credit)
           values ($1, 1, '2026-06-03', $2, $3, 'TRY', 100, 0)`,
          [entry!.id, w.boxA.id, w.fund.general],
        );
      }),
    ).rejects.toThrow(/has 1 line\(s\)|does not balance/);
    expect(await entries()).toBe(before);
  });
});

// Last: it leaves money in box B, which the refusals above expect empty.
describe('the audit log', () => {
  it('audits a system posting through the same writer: its user, the system as the reason', async () => {
    const e = await post(
      { system: 'test-job', userId: w.users.accountant.id },
      receipt(w.boxB.id, w.fund.general, w.account.donations, 700),
    );
    const audits = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.resource, 'journal-entries'), eq(t.auditLog.recordId, e.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'post',
      actorId: w.users.accountant.id,
      reason: 'system:test-job',
      ip: null,
      requestId: null,
    });
    expect(audits[0]!.newValues).toMatchObject({ kind: 'receipt', lines: 2 });
  });
});
