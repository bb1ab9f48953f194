import type { LedgerEntryInput } from '@qc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import { balanceOf, postEntry } from '../../src/ledger/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { financeWorld, type FinanceWorld } from './finance-fixtures.ts';

/**
 * Through HTTP: transfer and currency-exchange vouchers, a reversal from the journal, and the
 * rollups of a country manager (both centres of their country, nothing of another country).
 */
let app: TestApp;
let db: Db;
let w: FinanceWorld;
const as: Record<string, Record<string, string>> = {};
let boxA2: typeof t.financeAccounts.$inferSelect;
let boxC: typeof t.financeAccounts.$inferSelect;

const box = async (code: string, centre: { id: string; countryId: string }, currency: string) => {
  const [row] = await db
    .insert(t.financeAccounts)
    .values({
      code: `${code}-${Date.now()}`,
      kind: 'asset',
      role: 'cash_box',
      nameAr: `صندوق ${code}`,
      nameEn: `Box ${code}`,
      nameFr: `Caisse ${code}`,
      currency,
      countryId: centre.countryId,
      centreId: centre.id,
    })
    .returning();
  return row!;
};

const receipt = (boxId: string, currency: string, amount: number): LedgerEntryInput => ({
  entryDate: '2026-05-01',
  kind: 'manual',
  memo: 'رصيد افتتاحي',
  lines: [
    { accountId: boxId, fundId: w.fund.general, currency, debit: amount, credit: 0 },
    { accountId: w.account.donations, fundId: w.fund.general, currency, debit: 0, credit: amount },
  ],
});

beforeAll(async () => {
  app = await createTestApp();
  db = app.ctx.db;
  w = await financeWorld(app);
  boxA2 = await box('A2', w.org.a.centre, 'TRY');
  boxC = await box('C', w.org.c.centre, 'USD');
  const users = {
    accountantA: [{ role: 'accountant', level: 'centre' as const, centreId: w.org.a.centre.id }],
    managerA: [{ role: 'centre_manager', level: 'centre' as const, centreId: w.org.a.centre.id }],
    accountantB: [{ role: 'accountant', level: 'centre' as const, centreId: w.org.b.centre.id }],
    country: [{ role: 'country_manager', level: 'country' as const, countryId: w.org.country.id }],
    otherCountry: [
      { role: 'country_manager', level: 'country' as const, countryId: w.org.otherCountry.id },
    ],
  };
  for (const [name, assignments] of Object.entries(users)) {
    const u = await createUser(app, { assignments });
    as[name] = bearer((await signIn(app, u.email)).accessToken);
  }
  for (const [id, currency, amount] of [
    [w.boxA.id, 'TRY', 100_000],
    [w.boxB.id, 'TRY', 50_000],
    [boxC.id, 'USD', 7_000],
  ] as const)
    await db.transaction((tx) => postEntry(tx, w.as.admin, receipt(id, currency, amount)));
});
afterAll(async () => app?.close());

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: unknown) =>
  app.app.inject({
    method,
    url,
    headers: { ...as[who], 'accept-language': 'ar' },
    ...(payload ? { payload: payload as object } : {}),
  });
const balance = async (boxId: string) =>
  (await balanceOf(db, { boxId })).perCurrency[0]?.balance ?? 0;

/** Drafted by the accountant, approved and posted by the manager. */
async function draftApprovePost(body: Record<string, unknown>) {
  const created = await call('POST', '/api/finance/vouchers', 'accountantA', body);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const approved = await call('POST', `/api/finance/vouchers/${id}/approve`, 'managerA');
  expect(approved.statusCode, approved.body).toBe(200);
  const posted = await call('POST', `/api/finance/vouchers/${id}/post`, 'managerA');
  expect(posted.statusCode, posted.body).toBe(200);
  return posted.json() as { serial: string; entryId: string; state: string };
}

describe('transfer and exchange vouchers', () => {
  it('a transfer moves money from one box to another of the same fund', async () => {
    const [a, a2] = [await balance(w.boxA.id), await balance(boxA2.id)];
    const v = await draftApprovePost({
      kind: 'transfer',
      voucherDate: '2026-05-02',
      boxId: w.boxA.id,
      toBoxId: boxA2.id,
      currency: 'TRY',
      fundId: w.fund.general,
      amount: 20_000,
      memo: 'تغذية صندوق الحلقات',
    });
    expect(v.serial).toMatch(/^TV-2026-\d{6}$/);
    expect(await balance(w.boxA.id)).toBe(a - 20_000);
    expect(await balance(boxA2.id)).toBe(a2 + 20_000);
  });

  it('an exchange turns lira of one box into dollars of another through the exchange position', async () => {
    const [a, usd] = [await balance(w.boxA.id), await balance(w.usdA.id)];
    const v = await draftApprovePost({
      kind: 'exchange',
      voucherDate: '2026-05-03',
      boxId: w.boxA.id,
      toBoxId: w.usdA.id,
      currency: 'TRY',
      toCurrency: 'USD',
      fundId: w.fund.general,
      amount: 30_000,
      toAmount: 1_000,
      memo: 'صرف ليرات بدولارات',
    });
    expect(v.serial).toMatch(/^XV-2026-\d{6}$/);
    expect(await balance(w.boxA.id)).toBe(a - 30_000);
    expect(await balance(w.usdA.id)).toBe(usd + 1_000);
    const exchange = await balanceOf(db, { accountId: w.account.exchange });
    expect(
      Object.fromEntries(exchange.perCurrency.map((c) => [c.currency, [c.debit, c.credit]])),
    ).toEqual({ TRY: [30_000, 0], USD: [0, 1_000] });
    // An exchange into the same currency is refused at the draft.
    const same = await call('POST', '/api/finance/vouchers', 'accountantA', {
      kind: 'exchange',
      voucherDate: '2026-05-03',
      boxId: w.boxA.id,
      toBoxId: boxA2.id,
      currency: 'TRY',
      toCurrency: 'TRY',
      fundId: w.fund.general,
      amount: 1,
      toAmount: 1,
      memo: 'صرف',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields.toCurrency.code).toBe('finance.errors.sameCurrency');
  });
});

describe('reversal from the journal', () => {
  it('reverses an entry once, in scope only, restoring the balance; a voucher’s entry is cancelled instead', async () => {
    const before = await balance(w.boxA.id);
    const entry = await db.transaction((tx) =>
      postEntry(tx, w.as.admin, { ...receipt(w.boxA.id, 'TRY', 5_000), entryDate: '2026-05-04' }),
    );
    expect(await balance(w.boxA.id)).toBe(before + 5_000);
    const url = `/api/finance/journal/${entry.id}/reverse`;
    const reason = { reason: 'قيد مكرر' };
    // Centre B's accountant cannot reach centre A's entry.
    expect((await call('POST', url, 'accountantB', reason)).statusCode).toBe(404);
    expect((await call('POST', url, 'managerA', { reason: '' })).statusCode).toBe(400);
    const res = await call('POST', url, 'managerA', reason);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().number).toBeGreaterThan(entry.number);
    expect(await balance(w.boxA.id)).toBe(before);
    const again = await call('POST', url, 'managerA', reason);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('finance.errors.alreadyReversed');
    const journal = (
      await call('GET', '/api/finance/journal?from=2026-05-04&to=2026-12-31', 'managerA')
    ).json().items as {
      id: string;
      reversedByNumber: number | null;
      reversesNumber: number | null;
    }[];
    expect(journal.find((e) => e.id === entry.id)?.reversedByNumber).toBe(res.json().number);
    expect(journal.find((e) => e.id === res.json().id)?.reversesNumber).toBe(entry.number);
    // A voucher's entry is reversed by cancelling the voucher, which marks it too.
    const v = await draftApprovePost({
      kind: 'receipt',
      voucherDate: '2026-05-05',
      boxId: w.boxA.id,
      currency: 'TRY',
      memo: 'تبرع',
      lines: [{ accountId: w.account.donations, fundId: w.fund.general, amount: 100 }],
    });
    const byJournal = await call(
      'POST',
      `/api/finance/journal/${v.entryId}/reverse`,
      'managerA',
      reason,
    );
    expect(byJournal.statusCode).toBe(409);
    expect(byJournal.json().error.code).toBe('finance.errors.reverseByVoucher');
  });
});

describe('rollups', () => {
  it('a country manager sees both centres of their country and nothing of another country', async () => {
    const boxesOf = async (who: string) =>
      (await call('GET', '/api/finance/balances?at=2026-12-31', who))
        .json()
        .boxes.map((b: { box: { id: string } }) => b.box.id) as string[];
    const country = await boxesOf('country');
    expect(country).toEqual(expect.arrayContaining([w.boxA.id, boxA2.id, w.boxB.id]));
    expect(country).not.toContain(boxC.id);
    expect(await boxesOf('otherCountry')).toEqual([boxC.id]);
    expect(await boxesOf('accountantB')).toEqual([w.boxB.id]);

    const trial = async (who: string) =>
      (await call('GET', '/api/finance/trial-balance?at=2026-12-31', who)).json() as {
        rows: { accountId: string }[];
        totals: { currency: string; debit: number; credit: number }[];
      };
    const tb = await trial('country');
    const accounts = tb.rows.map((r) => r.accountId);
    expect(accounts).toEqual(expect.arrayContaining([w.boxA.id, w.boxB.id]));
    expect(accounts).not.toContain(boxC.id);
    // Both centres together hold every lira line, so the country's trial balance balances.
    const lira = tb.totals.find((x) => x.currency === 'TRY')!;
    expect(lira.debit).toBeGreaterThan(0);
    expect(lira.debit).toBe(lira.credit);
    const other = await trial('otherCountry');
    expect(other.rows.map((r) => r.accountId)).toContain(boxC.id);
    expect(other.rows.map((r) => r.accountId)).not.toContain(w.boxA.id);
    expect(other.totals.map((x) => x.currency)).toEqual(['USD']);
  });
});
