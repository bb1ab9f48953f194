import type { LedgerEntryInput } from '@qc/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import { balanceOf, postEntry } from '../../src/ledger/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { callerFor, financeWorld, type FinanceWorld } from './finance-fixtures.ts';

/**
 * A reallocation voucher moves one box's money from one fund to another: drafted, approved by
 * someone else within their limit, posted by someone other than the approver; the ledger
 * checks the approval again and which funds may give money.
 */
let app: TestApp;
let db: Db;
let w: FinanceWorld;
const as: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  db = app.ctx.db;
  w = await financeWorld(app);
  const a = w.org.a.centre;
  const users = {
    accountantA: [{ role: 'accountant', level: 'centre' as const, centreId: a.id }],
    managerA: [{ role: 'centre_manager', level: 'centre' as const, centreId: a.id }],
    managerB: [{ role: 'centre_manager', level: 'centre' as const, centreId: w.org.b.centre.id }],
    teacher: [{ role: 'teacher', level: 'own' as const }],
  };
  for (const [name, assignments] of Object.entries(users)) {
    const u = await createUser(app, { assignments });
    ids[name] = u.id;
    as[name] = bearer((await signIn(app, u.email)).accessToken);
  }
  // Box A holds 500.00 TRY of sadaqa, 300.00 of zakat and 100.00 of general money.
  for (const [fund, income, amount] of [
    [w.fund.sadaqa, w.account.donations, 50_000],
    [w.fund.zakat, w.account.zakatIn, 30_000],
    [w.fund.general, w.account.donations, 10_000],
  ] as const)
    await db.transaction((tx) =>
      postEntry(tx, w.as.admin, {
        entryDate: '2026-04-01',
        kind: 'receipt',
        memo: 'رصيد',
        lines: [
          { accountId: w.boxA.id, fundId: fund, currency: 'TRY', debit: amount, credit: 0 },
          { accountId: income, fundId: fund, currency: 'TRY', debit: 0, credit: amount },
        ],
      }),
    );
});
afterAll(async () => app?.close());

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: unknown, lang = 'ar') =>
  app.app.inject({
    method,
    url,
    headers: { ...as[who], 'accept-language': lang },
    ...(payload ? { payload: payload as object } : {}),
  });

const reallocation = (fundId: string, toFundId: string, amount: number) => ({
  kind: 'reallocation',
  voucherDate: '2026-04-10',
  boxId: w.boxA.id,
  currency: 'TRY',
  fundId,
  toFundId,
  amount,
  memo: 'نقل فائض الصدقات لتغطية المصاريف العامة',
});

const fundInBox = async (fundId: string) =>
  (await balanceOf(db, { boxId: w.boxA.id, fundId })).perCurrency[0]?.balance ?? 0;
const counts = async () => [
  (await db.select({ n: count() }).from(t.journalEntries))[0]!.n,
  (await db.select({ n: count() }).from(t.journalLines))[0]!.n,
];
/** The ledger lines of a reallocation of box A (what a hand-made posting would send). */
const move = (from: string, to: string, amount: number): LedgerEntryInput => ({
  entryDate: '2026-04-11',
  kind: 'reallocation',
  memo: 'تحويل',
  lines: [
    { accountId: w.boxA.id, fundId: to, currency: 'TRY', debit: amount, credit: 0 },
    { accountId: w.boxA.id, fundId: from, currency: 'TRY', debit: 0, credit: amount },
  ],
});

describe('reallocation vouchers', () => {
  it('refuses a move between funds without an approval, in the ledger and before approval', async () => {
    const before = await counts();
    await expect(
      db.transaction((tx) => postEntry(tx, w.as.admin, move(w.fund.sadaqa, w.fund.general, 100))),
    ).rejects.toMatchObject({ code: 'finance.errors.fundUnbalanced' });
    // An "approval" by someone who may not approve vouchers, or by nobody known.
    for (const approvedBy of [ids.teacher!, '00000000-0000-4000-8000-000000000999', ids.managerB!])
      await expect(
        db.transaction((tx) =>
          postEntry(tx, w.as.admin, {
            ...move(w.fund.sadaqa, w.fund.general, 100),
            reallocation: { approvedBy, reason: 'سبب' },
          }),
        ),
      ).rejects.toMatchObject({ statusCode: 403, code: 'finance.errors.reallocationApprover' });
    const v = (
      await call(
        'POST',
        '/api/finance/vouchers',
        'accountantA',
        reallocation(w.fund.sadaqa, w.fund.general, 100),
      )
    ).json();
    expect(v.state).toBe('draft');
    expect(v.serial).toMatch(/^FV-2026-\d{6}$/);
    const early = await call('POST', `/api/finance/vouchers/${v.id}/post`, 'accountantA');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('finance.errors.notApproved');
    expect(await counts()).toEqual(before);
  });

  it('refuses self-approval: the drafter approving, the approver posting', async () => {
    const v = (
      await call(
        'POST',
        '/api/finance/vouchers',
        'accountantA',
        reallocation(w.fund.sadaqa, w.fund.general, 200),
      )
    ).json();
    const self = await call('POST', `/api/finance/vouchers/${v.id}/approve`, 'accountantA');
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('finance.errors.selfApproval');
    expect(
      (await call('POST', `/api/finance/vouchers/${v.id}/approve`, 'managerA')).statusCode,
    ).toBe(200);
    const detail = (await call('GET', `/api/finance/vouchers/${v.id}`, 'managerA')).json();
    expect(detail.can.post).toBe(false);
    const before = await counts();
    const byApprover = await call(
      'POST',
      `/api/finance/vouchers/${v.id}/post`,
      'managerA',
      undefined,
      'en',
    );
    expect(byApprover.statusCode).toBe(403);
    expect(byApprover.json().error.code).toBe('finance.errors.reallocationSelfApproval');
    expect(byApprover.json().error.message).toContain('reallocation');
    expect(await counts()).toEqual(before);
    // In the ledger itself, too.
    await expect(
      db.transaction((tx) =>
        postEntry(tx, w.as.admin, {
          ...move(w.fund.sadaqa, w.fund.general, 100),
          reallocation: { approvedBy: w.users.admin.id, reason: 'سبب' },
        }),
      ),
    ).rejects.toMatchObject({ code: 'finance.errors.reallocationSelfApproval' });
  });

  it('an approved reallocation moves the fund balances and nothing else', async () => {
    const trial = async () =>
      (await call('GET', '/api/finance/trial-balance?at=2026-12-31', 'managerA')).json().rows;
    const boxBefore = (await balanceOf(db, { boxId: w.boxA.id })).perCurrency[0]!.balance;
    const trialBefore = await trial();
    const [sadaqa, general, zakat] = [
      await fundInBox(w.fund.sadaqa),
      await fundInBox(w.fund.general),
      await fundInBox(w.fund.zakat),
    ];
    const v = (
      await call(
        'POST',
        '/api/finance/vouchers',
        'accountantA',
        reallocation(w.fund.sadaqa, w.fund.general, 12_345),
      )
    ).json();
    expect(
      (await call('POST', `/api/finance/vouchers/${v.id}/approve`, 'managerA')).statusCode,
    ).toBe(200);
    const posted = await call('POST', `/api/finance/vouchers/${v.id}/post`, 'accountantA');
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({ state: 'posted', toFundId: w.fund.general });
    expect(await fundInBox(w.fund.sadaqa)).toBe(sadaqa - 12_345);
    expect(await fundInBox(w.fund.general)).toBe(general + 12_345);
    expect(await fundInBox(w.fund.zakat)).toBe(zakat);
    expect((await balanceOf(db, { boxId: w.boxA.id })).perCurrency[0]!.balance).toBe(boxBefore);
    // The trial balance (every account's net, the box's too) is what it was.
    expect(await trial()).toEqual(trialBefore);
    // The entry records who approved it and why.
    const [entry] = await db
      .select()
      .from(t.journalEntries)
      .where(eq(t.journalEntries.id, posted.json().entryId));
    expect(entry!.kind).toBe('reallocation');
    expect(entry!.reallocation).toEqual({ approvedBy: ids.managerA, reason: v.memo });
  });

  it('refuses zakat moved to the general fund unless the zakat fund allows it', async () => {
    const before = await counts();
    const draft = await call(
      'POST',
      '/api/finance/vouchers',
      'accountantA',
      reallocation(w.fund.zakat, w.fund.general, 100),
    );
    expect(draft.statusCode).toBe(400);
    expect(draft.json().error.code).toBe('finance.errors.reallocationRefused');
    // The ledger refuses it too, even approved by someone allowed to approve.
    const approved = (approvedBy: string) =>
      db.transaction((tx) =>
        postEntry(
          tx,
          callerFor(ids.accountantA!, 'accountant', {
            level: 'centre',
            centreId: w.org.a.centre.id,
          }),
          {
            ...move(w.fund.zakat, w.fund.general, 100),
            reallocation: { approvedBy, reason: 'سبب مكتوب' },
          },
        ),
      );
    await expect(approved(ids.managerA!)).rejects.toMatchObject({
      code: 'finance.errors.reallocationRefused',
    });
    expect(await counts()).toEqual(before);
    // Once the zakat fund lists `reallocation` among its uses, the same move posts.
    const [zakat] = await db
      .select()
      .from(t.financeFunds)
      .where(eq(t.financeFunds.id, w.fund.zakat));
    await db
      .update(t.financeFunds)
      .set({ allowedUses: [...zakat!.allowedUses, 'reallocation'] })
      .where(eq(t.financeFunds.id, w.fund.zakat));
    try {
      const zakatBefore = await fundInBox(w.fund.zakat);
      await approved(ids.managerA!);
      expect(await fundInBox(w.fund.zakat)).toBe(zakatBefore - 100);
    } finally {
      await db
        .update(t.financeFunds)
        .set({ allowedUses: zakat!.allowedUses })
        .where(eq(t.financeFunds.id, w.fund.zakat));
    }
  });

  it('refuses moving more of a fund than the box holds of it, with the sum in the caller’s words', async () => {
    const v = (
      await call(
        'POST',
        '/api/finance/vouchers',
        'accountantA',
        reallocation(w.fund.general, w.fund.sadaqa, 99_999_999),
      )
    ).json();
    expect(
      (await call('POST', `/api/finance/vouchers/${v.id}/approve`, 'managerA')).statusCode,
    ).toBe(200);
    const res = await call(
      'POST',
      `/api/finance/vouchers/${v.id}/post`,
      'accountantA',
      undefined,
      'en',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('finance.errors.negativeFundInBox');
    // English: the box and fund by their English names, the sum in lira (not kuruş).
    const message: string = res.json().error.message;
    expect(message).toContain('“General');
    expect(message).toContain('Box A');
    expect(message).toMatch(/-999,\d{3}\.\d{2} TRY/);
  });
});
