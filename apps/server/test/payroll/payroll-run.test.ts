import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { runNextJob } from '../../src/jobs/index.ts';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { accountByCode, balanceOf } from '../../src/ledger/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { holdSessions, payrollWorld } from './payroll-fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof payrollWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await payrollWorld(app);
});
afterAll(async () => app?.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

interface RunItem {
  id: string;
  centreId: string | null;
}

const tables = { payroll_runs: t.payrollRuns, advances: t.advances } as const;
const count = async (table: keyof typeof tables) =>
  (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(tables[table]))[0]!.n;

describe('payroll run with an advance skip', () => {
  let advanceId: string;

  it('grants an advance and skips its first month with a reason; the plan moves on', async () => {
    const res = await call('POST', '/api/advances', w.as.accountant, {
      employeeId: w.teacher.id,
      typeId: w.type.id,
      amount: 60000,
      currency: 'TRY',
      instalments: 3,
      startMonth: '2031-01',
      grantedOn: '2030-12-20',
    });
    expect(res.statusCode, res.body).toBe(201);
    advanceId = res.json().id;
    expect(res.json().plan).toEqual([
      { month: '2031-01', amount: 20000 },
      { month: '2031-02', amount: 20000 },
      { month: '2031-03', amount: 20000 },
    ]);
    // No reason: refused, nothing changes.
    const bare = await call('POST', `/api/advances/${advanceId}/skip`, w.as.accountant, {
      month: '2031-01',
      reason: '',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields.reason.code).toBe('payroll.error.reason');
    const skip = await call('POST', `/api/advances/${advanceId}/skip`, w.as.accountant, {
      month: '2031-01',
      reason: 'ظرف عائلي طارئ',
    });
    expect(skip.statusCode, skip.body).toBe(200);
    expect(skip.json().plan.map((p: { month: string }) => p.month)).toEqual([
      '2031-02',
      '2031-03',
      '2031-04',
    ]);
    const events = skip.json().events as Array<{
      kind: string;
      reason: string | null;
      planBefore: unknown[];
    }>;
    expect(events.map((e) => e.kind)).toEqual(['granted', 'skip']);
    expect(events[1]!.reason).toBe('ظرف عائلي طارئ');
    expect(events[1]!.planBefore).toHaveLength(3);
  });

  it('computes the skipped month without the instalment, and posts it once', async () => {
    await holdSessions(app, w, ['2031-01-05', '2031-01-06', '2031-01-07']);
    const created = await call('POST', '/api/payroll/runs', w.as.accountant, {
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
      month: '2031-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const run = created.json();
    expect(run.status).toBe('draft');
    const detail = (await call('GET', `/api/payroll/runs/${run.id}`, w.as.accountant)).json();
    const slip = detail.payslips.find((s: { employeeId: string }) => s.employeeId === w.teacher.id);
    // 300000 base + 1 ring × 10000 + 3 sessions × 2000 + 1 student × 500 − 10000 insurance.
    expect(slip).toMatchObject({
      gross: 316500,
      deductions: 10000,
      advanceDeduction: 0,
      net: 306500,
    });

    // Posting a draft is refused and changes nothing.
    const early = await call('POST', `/api/payroll/runs/${run.id}/post`, w.as.accountant);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('payroll.run.notApproved');

    // Whoever drafted the run may not approve it; nothing changes.
    const self = await call('POST', `/api/payroll/runs/${run.id}/approve`, {
      ...w.as.accountant,
      'accept-language': 'en',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('payroll.run.selfApproval');
    expect(self.json().error.message).toBe('Whoever drafted the run may not approve it.');
    const drafted = (await call('GET', `/api/payroll/runs/${run.id}`, w.as.accountant)).json();
    expect(drafted.status).toBe('draft');
    // The screen knows whom to offer the approval: not the drafter, the approver.
    expect(drafted.preparedByCaller).toBe(true);
    expect(
      (await call('GET', `/api/payroll/runs/${run.id}`, w.as.approver)).json().preparedByCaller,
    ).toBe(false);
    expect(
      (await call('POST', `/api/payroll/runs/${run.id}/approve`, w.as.approver)).statusCode,
    ).toBe(200);
    const again = await call('POST', `/api/payroll/runs/${run.id}/approve`, w.as.approver);
    expect(again.statusCode).toBe(409);
    const [first, second] = await Promise.all([
      call('POST', `/api/payroll/runs/${run.id}/post`, w.as.accountant),
      call('POST', `/api/payroll/runs/${run.id}/post`, w.as.accountant),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().status).toBe('posted');
    const audits = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(
        sql`${t.auditLog.resource} = 'payroll-runs' and ${t.auditLog.recordId} = ${run.id} and ${t.auditLog.action} = 'post'`,
      );
    expect(audits).toHaveLength(1);
  });

  it('deducts the next month’s instalment when posted, once, and shows what changed', async () => {
    await holdSessions(app, w, ['2031-02-02', '2031-02-03']);
    const run = (
      await call('POST', '/api/payroll/runs', w.as.accountant, {
        countryId: w.org.country.id,
        centreId: w.org.a.centre.id,
        month: '2031-02',
        fixed30: true,
      })
    ).json();
    const detail = (await call('GET', `/api/payroll/runs/${run.id}`, w.as.accountant)).json();
    const slip = detail.payslips.find((s: { employeeId: string }) => s.employeeId === w.teacher.id);
    expect(slip.advanceDeduction).toBe(20000);
    expect(slip.previousNet).toBe(306500);
    expect(slip.changes).toEqual(
      expect.arrayContaining([
        { name: 'بدل الجلسات', before: 6000, after: 4000 },
        { name: 'سلفة على الراتب', before: 0, after: 20000 },
      ]),
    );
    // Whoever computed the run again may not approve it either.
    expect(
      (await call('POST', `/api/payroll/runs/${run.id}/recompute`, w.as.approver)).statusCode,
    ).toBe(200);
    const recomputer = await call('POST', `/api/payroll/runs/${run.id}/approve`, w.as.approver);
    expect(recomputer.json().error.code).toBe('payroll.run.selfApproval');
    expect(
      (await call('POST', `/api/payroll/runs/${run.id}/approve`, w.as.countryManager)).statusCode,
    ).toBe(200);
    await call('POST', `/api/payroll/runs/${run.id}/post`, w.as.accountant);
    await call('POST', `/api/payroll/runs/${run.id}/post`, w.as.accountant);
    const repayments = await app.ctx.db
      .select()
      .from(t.advanceRepayments)
      .where(eq(t.advanceRepayments.advanceId, advanceId));
    expect(repayments).toHaveLength(1);
    expect(repayments[0]).toMatchObject({
      amount: 20000,
      method: 'salary',
      month: '2031-02',
      payrollRunId: run.id,
    });
    const advance = (await call('GET', `/api/advances/${advanceId}`, w.as.accountant)).json();
    expect(advance.outstanding).toBe(40000);
    expect(advance.plan).toEqual([
      { month: '2031-03', amount: 20000 },
      { month: '2031-04', amount: 20000 },
    ]);
    // The payslip prints (its id read again: computing again replaced the payslips).
    const posted = (await call('GET', `/api/payroll/runs/${run.id}`, w.as.accountant)).json();
    const postedSlip = posted.payslips.find(
      (s: { employeeId: string }) => s.employeeId === w.teacher.id,
    );
    expect(postedSlip.advanceDeduction).toBe(20000);
    const pdf = await call(
      'GET',
      `/api/payroll/payslips/${postedSlip.id}/pdf?language=ar`,
      w.as.accountant,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('takes a partial cash repayment and spreads the rest; refuses more than is owed', async () => {
    const over = await call('POST', `/api/advances/${advanceId}/repayments`, w.as.accountant, {
      amount: 50000,
      currency: 'TRY',
      paidOn: '2031-02-20',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.code).toBe('payroll.advance.overpaid');
    const wrong = await call('POST', `/api/advances/${advanceId}/repayments`, w.as.accountant, {
      amount: 1000,
      currency: 'USD',
      paidOn: '2031-02-20',
    });
    expect(wrong.json().error.code).toBe('payroll.error.wrongCurrency');
    const part = await call('POST', `/api/advances/${advanceId}/repayments`, w.as.accountant, {
      amount: 10001,
      currency: 'TRY',
      paidOn: '2031-02-20',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().outstanding).toBe(29999);
    expect(part.json().plan).toEqual([
      { month: '2031-03', amount: 15000 },
      { month: '2031-04', amount: 14999 },
    ]);
  });

  it('reschedules what is owed over new instalments with a reason, keeping the history', async () => {
    const past = await call('POST', `/api/advances/${advanceId}/reschedule`, w.as.accountant, {
      instalments: 3,
      fromMonth: '2031-02',
      reason: 'إعادة جدولة',
    });
    expect(past.statusCode).toBe(409);
    expect(past.json().error.code).toBe('payroll.advance.pastMonth');
    const res = await call('POST', `/api/advances/${advanceId}/reschedule`, w.as.accountant, {
      instalments: 3,
      fromMonth: '2031-05',
      reason: 'تغير ظروف الموظف',
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a.outstanding).toBe(29999);
    expect(a.plan.map((p: { month: string }) => p.month)).toEqual([
      '2031-05',
      '2031-06',
      '2031-07',
    ]);
    expect(a.plan.reduce((sum: number, p: { amount: number }) => sum + p.amount, 0)).toBe(29999);
    const last = a.events.at(-1) as { kind: string; reason: string; planBefore: unknown[] };
    expect(last).toMatchObject({ kind: 'reschedule', reason: 'تغير ظروف الموظف' });
    expect(last.planBefore).toEqual([
      { month: '2031-03', amount: 15000 },
      { month: '2031-04', amount: 14999 },
    ]);
    // The history keeps every earlier change.
    expect(a.events.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['granted', 'skip', 'repayment', 'reschedule']),
    );
  });

  it('refuses callers without the permission or outside their scope, writing nothing', async () => {
    const runs = await count('payroll_runs');
    const advances = await count('advances');
    const teacher = await call('POST', '/api/payroll/runs', w.as.teacherB, {
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
      month: '2031-05',
    });
    expect(teacher.statusCode).toBe(403);
    const otherCentre = await call('POST', '/api/payroll/runs', w.as.accountant, {
      countryId: w.org.country.id,
      centreId: w.org.b.centre.id,
      month: '2031-05',
    });
    expect(otherCentre.statusCode).toBe(404);
    const country = await call('POST', '/api/payroll/runs', w.as.accountant, {
      countryId: w.org.country.id,
      month: '2031-05',
    });
    expect(country.statusCode).toBe(404);
    const grant = await call('POST', '/api/advances', w.as.accountant, {
      employeeId: w.org.b.teacher.id,
      typeId: w.type.id,
      amount: 1000,
      currency: 'TRY',
      instalments: 1,
      startMonth: '2031-05',
      grantedOn: '2031-04-01',
    });
    expect(grant.statusCode).toBe(404);
    const tooMuch = await call('POST', '/api/advances', w.as.accountant, {
      employeeId: w.teacher.id,
      typeId: w.type.id,
      amount: 100001,
      currency: 'TRY',
      instalments: 1,
      startMonth: '2031-05',
      grantedOn: '2031-04-01',
    });
    expect(tooMuch.json().error.code).toBe('payroll.advance.tooMuch');
    expect(await count('payroll_runs')).toBe(runs);
    expect(await count('advances')).toBe(advances);
    // Centre A's accountant sees centre A's runs; centre B's accountant sees none of them.
    const centreOf = async (who: Record<string, string>) =>
      ((await call('GET', '/api/payroll/runs?pageSize=100', who)).json().items as RunItem[]).map(
        (r) => r.centreId,
      );
    const mine = await centreOf(w.as.accountant);
    expect(mine.filter((c) => c === w.org.a.centre.id)).toHaveLength(2);
    expect(await centreOf(w.as.accountantB)).not.toContain(w.org.a.centre.id);
  });

  it('fixes the month at 30 days when asked: a day’s pay is a thirtieth', async () => {
    // Centre B's teacher, hired on 22 July 2031 (a 31-day month): 10 days employed.
    await app.ctx.db
      .update(t.employees)
      .set({ hiredOn: '2031-07-22' })
      .where(eq(t.employees.id, w.org.b.teacher.id));
    await app.ctx.db.insert(t.salaryComponents).values({
      employeeId: w.org.b.teacher.id,
      countryId: w.org.country.id,
      centreId: w.org.b.centre.id,
      name: 'الراتب الأساسي',
      kind: 'base',
      basis: 'fixed',
      amount: 300000,
      currency: 'TRY',
    });
    const created = await call('POST', '/api/payroll/runs', w.as.accountantB, {
      countryId: w.org.country.id,
      centreId: w.org.b.centre.id,
      month: '2031-07',
      fixed30: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const detail = (
      await call('GET', `/api/payroll/runs/${created.json().id}`, w.as.accountantB)
    ).json();
    const slip = detail.payslips.find(
      (s: { employeeId: string }) => s.employeeId === w.org.b.teacher.id,
    );
    // 300000 × 10 ÷ 30 (by the calendar it would be 300000 × 10 ÷ 31 = 96774).
    expect(slip.gross).toBe(100000);
    expect(slip.net).toBe(100000);
  });

  it('rolls a country manager’s list up to both centres of their country, and no further', async () => {
    const centres = async (who: Record<string, string>) =>
      new Set(
        ((await call('GET', '/api/payroll/runs?pageSize=100', who)).json().items as RunItem[]).map(
          (r) => r.centreId,
        ),
      );
    const country = await centres(w.as.countryManager);
    expect(country.has(w.org.a.centre.id)).toBe(true);
    expect(country.has(w.org.b.centre.id)).toBe(true);
    const other = await centres(w.as.otherCountryManager);
    expect(other.has(w.org.a.centre.id)).toBe(false);
    expect(other.has(w.org.b.centre.id)).toBe(false);
    expect(other.size).toBe(0);
  });

  it('runs a whole country as a background job, and a centre run of that month is refused', async () => {
    const created = await call('POST', '/api/payroll/runs', w.as.admin, {
      countryId: w.org.country.id,
      month: '2031-06',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'computing', jobId: expect.any(String) });
    const clash = await call('POST', '/api/payroll/runs', w.as.admin, {
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
      month: '2031-06',
    });
    expect(clash.json().error.code).toBe('payroll.run.exists');
    await runNextJob(app.ctx);
    // A job started again after a crash recomputes the same payslips, never twice.
    const [pr] = await app.ctx.db
      .select()
      .from(t.payrollRuns)
      .where(eq(t.payrollRuns.id, created.json().id));
    await app.ctx.db.transaction(async (tx) => {
      const { computeBatch } = await import('../../src/modules/payroll/payroll.service.ts');
      await computeBatch(tx, pr!, [w.teacher.id]);
    });
    const detail = (await call('GET', `/api/payroll/runs/${created.json().id}`, w.as.admin)).json();
    expect(detail.status).toBe('draft');
    expect(
      detail.payslips.filter((s: { employeeId: string }) => s.employeeId === w.teacher.id),
    ).toHaveLength(1);
    expect(detail.employees).toBe(detail.payslips.length);
  });

  it('keeps what the advances owe equal to the ledger, and posts each run once', async () => {
    const db = app.ctx.db;
    const receivable = (await accountByCode(db, '1300'))!;
    const ledger = await balanceOf(db, { accountId: receivable.id, currency: 'TRY' });
    const owed = await db
      .select({ n: sql<number>`coalesce(sum(outstanding), 0)::int` })
      .from(t.advances);
    expect(ledger.perCurrency[0]!.balance).toBe(owed[0]!.n);
    expect(owed[0]!.n).toBe(29999);
    const posted = await db.select().from(t.payrollRuns).where(eq(t.payrollRuns.status, 'posted'));
    const entries = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.journalEntries)
      .where(sql`${t.journalEntries.idempotencyKey} like 'payroll-run:%'`);
    expect(entries[0]!.n).toBe(posted.length);
    const box = await balanceOf(db, { accountId: w.box.id });
    expect(box.perCurrency[0]!.balance).toBe(10001);
  });

  it('keeps repayments and plan history append-only in the database', async () => {
    await expect(
      app.ctx.db.execute(sql`update advance_repayments set amount = 1`),
    ).rejects.toThrow();
    await expect(app.ctx.db.execute(sql`delete from advance_events`)).rejects.toThrow();
    await expect(
      app.ctx.db.execute(sql`update payroll_runs set net = 0 where status = 'posted'`),
    ).rejects.toThrow();
  });
});

describe('advances and runs on the workflow kit', () => {
  const changes: ChangeEvent[] = [];
  beforeAll(() => {
    vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
      changes.push(e);
    });
  });
  afterAll(() => vi.restoreAllMocks());

  const audits = async (resource: string, recordId: string) =>
    (
      await app.ctx.db
        .select({ action: t.auditLog.action })
        .from(t.auditLog)
        .where(sql`${t.auditLog.resource} = ${resource} and ${t.auditLog.recordId} = ${recordId}`)
    )
      .map((a) => a.action)
      // Entries of one transaction share their time: compared as a set, sorted.
      .sort();
  const eventKinds = async (advanceId: string) =>
    (
      await app.ctx.db
        .select({ kind: t.advanceEvents.kind })
        .from(t.advanceEvents)
        .where(eq(t.advanceEvents.advanceId, advanceId))
        .orderBy(t.advanceEvents.at, t.advanceEvents.id)
    ).map((e) => e.kind);
  const announced = (id: string) =>
    changes.filter((c) => c.id === id).map((c) => `${c.resource}:${[...(c.readers ?? [])]}`);

  it('leaves, for each action on an advance, its audit entry, event row and change event; a refused one none', async () => {
    changes.length = 0;
    const grant = await call('POST', '/api/advances', w.as.accountant, {
      employeeId: w.teacher.id,
      typeId: w.type.id,
      amount: 3000,
      currency: 'TRY',
      instalments: 3,
      startMonth: '2032-01',
      grantedOn: '2031-12-01',
    });
    expect(grant.statusCode, grant.body).toBe(201);
    const id = grant.json().id as string;
    expect(await audits('advances', id)).toEqual(['grant']);
    expect(await eventKinds(id)).toEqual(['granted']);
    // The advance's screens, and the ledger's (the grant is posted).
    expect(announced(id).sort()).toEqual(['finance:finance', 'payroll:advances']);

    changes.length = 0;
    const skip = await call('POST', `/api/advances/${id}/skip`, w.as.accountant, {
      month: '2032-01',
      reason: 'سفر الموظف',
    });
    expect(skip.statusCode, skip.body).toBe(200);
    expect(await audits('advances', id)).toEqual(['grant', 'skip']);
    expect(await eventKinds(id)).toEqual(['granted', 'skip']);
    expect(announced(id)).toEqual(['payroll:advances']);

    // Refused by the plan (a month already past): nothing written, nothing announced.
    changes.length = 0;
    const past = await call('POST', `/api/advances/${id}/skip`, w.as.accountant, {
      month: '2031-12',
      reason: 'شهر مضى',
    });
    expect(past.statusCode).toBe(409);
    expect(await audits('advances', id)).toEqual(['grant', 'skip']);
    expect(await eventKinds(id)).toEqual(['granted', 'skip']);
    expect(changes).toEqual([]);

    // Repaid in cash, the advance ends: the lifecycle refuses a skip, and nothing is written.
    const repay = await call('POST', `/api/advances/${id}/repayments`, w.as.accountant, {
      amount: 3000,
      currency: 'TRY',
      paidOn: '2031-12-15',
    });
    expect(repay.statusCode, repay.body).toBe(200);
    expect(repay.json().status).toBe('repaid');
    expect(await audits('advances', id)).toEqual(['grant', 'repay', 'skip']);
    changes.length = 0;
    const late = await call('POST', `/api/advances/${id}/skip`, w.as.accountant, {
      month: '2032-02',
      reason: 'بعد السداد',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('payroll.advance.repaid');
    expect(await audits('advances', id)).toEqual(['grant', 'repay', 'skip']);
    expect(await eventKinds(id)).toEqual(['granted', 'skip', 'repayment']);
    expect(changes).toEqual([]);
  });

  it('leaves, for each step of a run, an audit entry named after it and a change event; a refused one none', async () => {
    changes.length = 0;
    const created = await call('POST', '/api/payroll/runs', w.as.accountant, {
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
      month: '2032-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json().status).toBe('draft');
    expect(await audits('payroll-runs', id)).toEqual(['compute', 'create']);
    expect(announced(id)).toContain('payroll:salaries');

    // Refused (whoever drafted it may not approve it): nothing written, nothing announced.
    changes.length = 0;
    const self = await call('POST', `/api/payroll/runs/${id}/approve`, w.as.accountant);
    expect(self.statusCode).toBe(403);
    expect(await audits('payroll-runs', id)).toEqual(['compute', 'create']);
    expect(changes).toEqual([]);

    const approved = await call('POST', `/api/payroll/runs/${id}/approve`, w.as.approver);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
    expect(await audits('payroll-runs', id)).toEqual(['approve', 'compute', 'create']);
    expect(announced(id)).toEqual(['payroll:salaries']);

    // Refused by the lifecycle (approved already): nothing written, nothing announced.
    changes.length = 0;
    const again = await call('POST', `/api/payroll/runs/${id}/approve`, w.as.countryManager);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('payroll.run.alreadyApproved');
    expect(await audits('payroll-runs', id)).toEqual(['approve', 'compute', 'create']);
    expect(changes).toEqual([]);
  });
});
