import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { samplePng } from '../resources/resource-fixtures.ts';
import { financeWorld, type FinanceWorld } from './finance-fixtures.ts';

let app: TestApp;
let w: FinanceWorld;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  app = await createTestApp();
  w = await financeWorld(app);
  const a = w.org.a.centre;
  const b = w.org.b.centre;
  const users = {
    accountantA: [{ role: 'accountant', level: 'centre' as const, centreId: a.id }],
    accountantA2: [{ role: 'accountant', level: 'centre' as const, centreId: a.id }],
    managerA: [{ role: 'centre_manager', level: 'centre' as const, centreId: a.id }],
    accountantB: [{ role: 'accountant', level: 'centre' as const, centreId: b.id }],
    teacher: [{ role: 'teacher', level: 'own' as const }],
  };
  for (const [name, assignments] of Object.entries(users)) {
    const u = await createUser(app, { assignments });
    as[name] = bearer((await signIn(app, u.email)).accessToken);
  }
});
afterAll(async () => app?.close());

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: unknown) =>
  app.app.inject({
    method,
    url,
    headers: { ...as[who], 'accept-language': 'ar' },
    ...(payload ? { payload: payload as object } : {}),
  });

const receipt = (amount: number, extra: Record<string, unknown> = {}) => ({
  kind: 'receipt',
  voucherDate: '2026-04-01',
  boxId: w.boxA.id,
  currency: 'TRY',
  party: 'أبو أحمد',
  memo: 'تبرع للحلقات',
  lines: [{ accountId: w.account.donations, fundId: w.fund.general, amount }],
  ...extra,
});

const boxBalance = async () =>
  (await call('GET', '/api/finance/balances?at=2026-12-31', 'managerA'))
    .json()
    .boxes.find((b: { box: { id: string } }) => b.box.id === w.boxA.id).balance as number;

describe('vouchers', () => {
  it('drafted by an accountant, approved and posted by the manager; balance, statement and PDF show it', async () => {
    const created = await call('POST', '/api/finance/vouchers', 'accountantA', receipt(150_000));
    expect(created.statusCode, created.body).toBe(201);
    const v = created.json();
    expect(v.state).toBe('draft');
    expect(v.serial).toMatch(/^RV-2026-\d{6}$/);
    expect(v.can.approve).toBe(false); // the drafter sees no approve button
    // The drafter may not approve their own voucher, and nothing changes.
    const self = await call('POST', `/api/finance/vouchers/${v.id}/approve`, 'accountantA');
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('finance.errors.selfApproval');
    expect(self.json().error.message).toContain('لا يعتمد');
    // Posting before approval is refused.
    expect((await call('POST', `/api/finance/vouchers/${v.id}/post`, 'managerA')).statusCode).toBe(
      409,
    );
    const approved = await call('POST', `/api/finance/vouchers/${v.id}/approve`, 'managerA');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().state).toBe('approved');
    // A double approval is refused.
    const again = await call('POST', `/api/finance/vouchers/${v.id}/approve`, 'accountantA2');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('finance.errors.notDraft');
    const before = await boxBalance();
    const posted = await call('POST', `/api/finance/vouchers/${v.id}/post`, 'managerA');
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().state).toBe('posted');
    expect(posted.json().entryNumber).toBeGreaterThan(0);
    expect(await boxBalance()).toBe(before + 150_000);
    // Posting twice posts once.
    expect((await call('POST', `/api/finance/vouchers/${v.id}/post`, 'managerA')).statusCode).toBe(
      409,
    );
    const st = (
      await call(
        'GET',
        `/api/finance/statement?accountId=${w.boxA.id}&from=2026-04-01&to=2026-04-01`,
        'managerA',
      )
    ).json();
    expect(st.items.at(-1)).toMatchObject({ debit: 150_000, credit: 0, balance: before + 150_000 });
    const audit = await app.ctx.db
      .select({ action: t.auditLog.action })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.resource, 'vouchers'), eq(t.auditLog.recordId, v.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['approve', 'create', 'post']);
    // The PDF in Arabic and French.
    for (const language of ['ar', 'fr']) {
      const pdf = await call(
        'GET',
        `/api/finance/vouchers/${v.id}/pdf?language=${language}`,
        'managerA',
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const file = join(tmpdir(), `voucher-${language}-${Date.now()}.pdf`);
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', [file, '-']).toString();
      expect(text).toContain(v.serial);
      if (language === 'fr') expect(text).toContain('Reçu');
    }
  });

  it('refuses zakat paying rent at the draft, with a translated message, and writes nothing', async () => {
    const before = (await app.ctx.db.select({ n: count() }).from(t.financeVouchers))[0]!.n;
    const res = await call('POST', '/api/finance/vouchers', 'accountantA', {
      ...receipt(100),
      kind: 'payment',
      lines: [{ accountId: w.account.rent, fundId: w.fund.zakat, amount: 100 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('finance.errors.restrictedUse');
    expect((await app.ctx.db.select({ n: count() }).from(t.financeVouchers))[0]!.n).toBe(before);
  });

  it('refuses a payment bigger than the box holds when it is posted', async () => {
    const v = (
      await call('POST', '/api/finance/vouchers', 'accountantA', {
        ...receipt(1),
        kind: 'payment',
        lines: [{ accountId: w.account.rent, fundId: w.fund.general, amount: 999_999_999 }],
      })
    ).json();
    expect(
      (await call('POST', `/api/finance/vouchers/${v.id}/approve`, 'managerA')).statusCode,
    ).toBe(200);
    const res = await call('POST', `/api/finance/vouchers/${v.id}/post`, 'managerA');
    expect(res.statusCode).toBe(409);
    expect(['finance.errors.negativeBox', 'finance.errors.negativeFundInBox']).toContain(
      res.json().error.code,
    );
    expect((await call('GET', `/api/finance/vouchers/${v.id}`, 'managerA')).json().state).toBe(
      'approved',
    );
  });

  it('keeps approvals within the role’s limit', async () => {
    await app.ctx.db
      .insert(t.financeApprovalThresholds)
      .values({ roleCode: 'centre_manager', currency: 'TRY', maxAmount: 1_000_000 });
    const big = (
      await call('POST', '/api/finance/vouchers', 'accountantA', receipt(2_000_000))
    ).json();
    const res = await call('POST', `/api/finance/vouchers/${big.id}/approve`, 'managerA');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('finance.errors.overLimit');
    // The limit is written in the language's digits, or in those the web app says the user
    // reads (X-Digits), as the screens write their amounts; the currency as Arabic names it.
    expect(res.json().error.message).toContain('١٠٬٠٠٠٫٠٠ ليرة تركية');
    expect(res.json().error.message).not.toMatch(/TRY/);
    for (const [digits, limit] of [
      ['latn', '10,000.00 ليرة تركية'],
      ['arab', '١٠٬٠٠٠٫٠٠ ليرة تركية'],
    ] as const) {
      const again = await app.app.inject({
        method: 'POST',
        url: `/api/finance/vouchers/${big.id}/approve`,
        headers: { ...as.managerA, 'accept-language': 'ar', 'x-digits': digits },
      });
      expect(again.statusCode).toBe(403);
      expect(again.json().error.message).toBe(`المبلغ أكبر من حد اعتمادك (${limit}).`);
    }
    // The accountant role has no limit: another accountant approves it.
    expect(
      (await call('POST', `/api/finance/vouchers/${big.id}/approve`, 'accountantA2')).statusCode,
    ).toBe(200);
    await app.ctx.db.delete(t.financeApprovalThresholds);
  });

  it('keeps a centre accountant to their centre', async () => {
    const res = await call('POST', '/api/finance/vouchers', 'accountantB', receipt(100));
    expect(res.statusCode).toBe(403);
    const mine = (await call('POST', '/api/finance/vouchers', 'accountantA', receipt(100))).json();
    expect((await call('GET', `/api/finance/vouchers/${mine.id}`, 'accountantB')).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/finance/vouchers/${mine.id}/approve`, 'accountantB')).statusCode,
    ).toBe(404);
    const list = (await call('GET', '/api/finance/vouchers', 'accountantB')).json();
    expect(list.items.find((x: { id: string }) => x.id === mine.id)).toBeUndefined();
    const balances = (await call('GET', '/api/finance/balances', 'accountantB')).json();
    expect(balances.boxes.map((b: { box: { id: string } }) => b.box.id)).toEqual([w.boxB.id]);
    expect(
      (await call('GET', `/api/finance/statement?accountId=${w.boxA.id}`, 'accountantB'))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/finance/vouchers', 'teacher')).statusCode).toBe(403);
  });

  it('cancels a posted voucher by reversing its entry', async () => {
    const v = (await call('POST', '/api/finance/vouchers', 'accountantA', receipt(5_000))).json();
    await call('POST', `/api/finance/vouchers/${v.id}/approve`, 'managerA');
    await call('POST', `/api/finance/vouchers/${v.id}/post`, 'managerA');
    const before = await boxBalance();
    const res = await call('POST', `/api/finance/vouchers/${v.id}/cancel`, 'managerA', {
      reason: 'سند مكرر',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('cancelled');
    expect(await boxBalance()).toBe(before - 5_000);
  });

  it('leaves an audit entry named after each step and one change event; a refused step neither', async () => {
    const events: ChangeEvent[] = [];
    const spy = vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
      events.push(e);
    });
    const audits = async (id: string) =>
      (
        await app.ctx.db
          .select({ action: t.auditLog.action })
          .from(t.auditLog)
          .where(and(eq(t.auditLog.resource, 'vouchers'), eq(t.auditLog.recordId, id)))
      ).map((a) => a.action);
    /** The step's one change event: under `finance`, to its readers, in the voucher's centre. */
    const announced = (readers: string[]) => {
      expect(events, JSON.stringify(events)).toHaveLength(1);
      expect(events[0]).toMatchObject({
        resource: 'finance',
        scope: { centreId: w.org.a.centre.id },
      });
      expect([...(events[0]!.readers ?? [])].sort()).toEqual(readers);
      events.length = 0;
    };
    try {
      const v = (
        await call(
          'POST',
          '/api/finance/vouchers',
          'accountantA',
          receipt(3_000, { party: 'أبو خالد' }),
        )
      ).json();
      expect(await audits(v.id)).toEqual(['create']);
      announced(['vouchers']);
      // Found by its serial and its party (the kit stores the search text).
      for (const q of [v.serial, 'خالد']) {
        const found = (
          await call('GET', `/api/finance/vouchers?q=${encodeURIComponent(q)}`, 'accountantA')
        ).json();
        expect(found.items.map((x: { id: string }) => x.id)).toContain(v.id);
      }
      // Refused steps: the drafter approving (403), posting a draft (409). Nothing is written.
      expect(
        (await call('POST', `/api/finance/vouchers/${v.id}/approve`, 'accountantA')).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', `/api/finance/vouchers/${v.id}/post`, 'managerA')).statusCode,
      ).toBe(409);
      expect(await audits(v.id)).toEqual(['create']);
      expect(events).toEqual([]);
      const approved = await call('POST', `/api/finance/vouchers/${v.id}/approve`, 'managerA');
      expect(approved.json().version).toBe(v.version + 1);
      expect(await audits(v.id)).toEqual(['create', 'approve']);
      announced(['vouchers']);
      // A posting moves the ledger's screens too: the same one event tells `finance:read`.
      await call('POST', `/api/finance/vouchers/${v.id}/post`, 'managerA');
      expect(await audits(v.id)).toEqual(['create', 'approve', 'post']);
      announced(['finance', 'vouchers']);
      // Cancelling without a reason is refused before anything is written.
      expect(
        (await call('POST', `/api/finance/vouchers/${v.id}/cancel`, 'managerA', { reason: 'x' }))
          .statusCode,
      ).toBe(400);
      expect(events).toEqual([]);
      const cancelled = await call('POST', `/api/finance/vouchers/${v.id}/cancel`, 'managerA', {
        reason: 'سند مكرر',
      });
      expect(cancelled.json().state).toBe('cancelled');
      expect(await audits(v.id)).toEqual(['create', 'approve', 'post', 'cancel']);
      announced(['finance', 'vouchers']);
      // A cancelled voucher is cancelled once, and takes no attachment: 409, nothing written.
      const again = await call('POST', `/api/finance/vouchers/${v.id}/cancel`, 'managerA', {
        reason: 'مرة ثانية',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('finance.errors.alreadyCancelled');
      expect(await audits(v.id)).toHaveLength(4);
      expect(events).toEqual([]);
      const reason = await app.ctx.db
        .select({ reason: t.auditLog.reason })
        .from(t.auditLog)
        .where(
          and(
            eq(t.auditLog.resource, 'vouchers'),
            eq(t.auditLog.recordId, v.id),
            eq(t.auditLog.action, 'cancel'),
          ),
        );
      expect(reason).toEqual([{ reason: 'سند مكرر' }]);
    } finally {
      spy.mockRestore();
    }
  });

  it('attaches a file to an open voucher through the kit (audited, announced), none to a cancelled one', async () => {
    const attach = (id: string, who = 'accountantA') => {
      const file = samplePng();
      const boundary = `----qc${Date.now()}`;
      return app.app.inject({
        method: 'POST',
        url: `/api/finance/vouchers/${id}/attachments`,
        headers: { ...as[who], 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.png"\r\nContent-Type: ${file.type}\r\n\r\n`,
          ),
          file.content,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    const actions = async (id: string) =>
      (
        await app.ctx.db
          .select({ action: t.auditLog.action })
          .from(t.auditLog)
          .where(and(eq(t.auditLog.resource, 'vouchers'), eq(t.auditLog.recordId, id)))
      ).map((a) => a.action);
    const events: ChangeEvent[] = [];
    const spy = vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
      events.push(e);
    });
    try {
      const v = (await call('POST', '/api/finance/vouchers', 'accountantA', receipt(400))).json();
      events.length = 0;
      const res = await attach(v.id);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().attachments.map((a: { name: string }) => a.name)).toEqual(['receipt.png']);
      expect(res.json().version).toBe(v.version + 1);
      expect(await actions(v.id)).toEqual(['create', 'attach']);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ resource: 'finance', readers: ['vouchers'] });
      await call('POST', `/api/finance/vouchers/${v.id}/cancel`, 'accountantA', {
        reason: 'لا حاجة إليه',
      });
      events.length = 0;
      const refused = await attach(v.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('finance.errors.alreadyCancelled');
      expect(await actions(v.id)).toEqual(['create', 'attach', 'cancel']);
      expect(events).toEqual([]);
      // Outside the caller's centre the voucher is not there at all.
      expect((await attach(v.id, 'accountantB')).statusCode).toBe(404);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a voucher dated in a closed month when it is posted', async () => {
    const v = (
      await call('POST', '/api/finance/vouchers', 'accountantA', {
        ...receipt(700),
        voucherDate: '2026-02-10',
      })
    ).json();
    await call('POST', `/api/finance/vouchers/${v.id}/approve`, 'managerA');
    // A manager may not close a period; the administrator may, once.
    const admin = await createUser(app, {
      assignments: [{ role: 'org_admin', level: 'organisation' }],
    });
    as.admin = bearer((await signIn(app, admin.email)).accessToken);
    expect(
      (await call('POST', '/api/finance/periods/close', 'managerA', { month: '2026-02' }))
        .statusCode,
    ).toBe(403);
    const monthClosed = async () =>
      (
        await app.ctx.db
          .select({ id: t.auditLog.id })
          .from(t.auditLog)
          .where(and(eq(t.auditLog.resource, 'finance-periods'), eq(t.auditLog.action, 'close')))
      ).length;
    expect(
      (await call('POST', '/api/finance/periods/close', 'admin', { month: '2026-02' })).statusCode,
    ).toBe(201);
    expect(await monthClosed()).toBe(1);
    expect(
      (await call('POST', '/api/finance/periods/close', 'admin', { month: '2026-02' })).statusCode,
    ).toBe(409);
    // Closed once: the refused second closing leaves no audit entry.
    expect(await monthClosed()).toBe(1);
    const res = await call('POST', `/api/finance/vouchers/${v.id}/post`, 'managerA');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('finance.errors.closedPeriod');
    expect(res.json().error.message).toContain('2026-02');
  });

  it('closes a box: a shortage is posted against cash over and short; the trial balance agrees', async () => {
    const closes = async () =>
      (
        await app.ctx.db
          .select({ action: t.auditLog.action })
          .from(t.auditLog)
          .where(and(eq(t.auditLog.resource, 'cash-boxes'), eq(t.auditLog.recordId, w.boxA.id)))
      ).length;
    const events: ChangeEvent[] = [];
    const spy = vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
      events.push(e);
    });
    const book = await boxBalance();
    const res = await call('POST', `/api/finance/boxes/${w.boxA.id}/close`, 'managerA', {
      closeDate: '2026-12-31',
      counted: book - 100,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      bookAmount: book,
      countedAmount: book - 100,
      difference: -100,
    });
    expect(await boxBalance()).toBe(book - 100);
    // Audited once as the box's close, and announced once to the ledger's screens in its centre.
    expect(await closes()).toBe(1);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      resource: 'finance',
      readers: ['finance'],
      action: 'closed',
      scope: { centreId: w.org.a.centre.id },
    });
    events.length = 0;
    const again = await call('POST', `/api/finance/boxes/${w.boxA.id}/close`, 'managerA', {
      closeDate: '2026-12-31',
      counted: 0,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('finance.errors.alreadyClosed');
    expect(await closes()).toBe(1);
    expect(events).toEqual([]);
    spy.mockRestore();
    const tb = (await call('GET', '/api/finance/trial-balance?at=2026-12-31', 'managerA')).json();
    for (const total of tb.totals) expect(total.debit).toBe(total.credit);
    const xlsx = await call('GET', '/api/finance/trial-balance/export?at=2026-12-31', 'managerA');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
