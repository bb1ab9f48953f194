import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { payrollWorld } from './payroll-fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof payrollWorld>>;
const changes: ChangeEvent[] = [];

beforeAll(async () => {
  app = await createTestApp();
  w = await payrollWorld(app);
  const db = app.ctx.db;
  const a = w.org.a;
  // S1 and S2 of centre A are brothers (S1 the elder); S2 is a special case with support.
  const [guardian] = await db
    .insert(t.guardians)
    .values({ countryId: w.org.country.id, centreId: a.centre.id, fullName: 'ولي الأمر' })
    .returning();
  await db
    .update(t.students)
    .set({ guardianId: guardian!.id, birthDate: '2014-03-01' })
    .where(eq(t.students.id, a.students[0]!.id));
  await db
    .update(t.students)
    .set({ guardianId: guardian!.id, birthDate: '2016-05-01' })
    .where(eq(t.students.id, a.students[1]!.id));
  const [caseType] = await db
    .insert(t.specialCaseTypes)
    .values({ code: `ORPH${Date.now()}`, nameAr: 'يتيم', nameEn: 'Orphan', nameFr: 'Orphelin' })
    .returning();
  await db.insert(t.specialCases).values({
    studentId: a.students[1]!.id,
    countryId: w.org.country.id,
    centreId: a.centre.id,
    caseTypeId: caseType!.id,
    caseType: caseType!.code,
    monthlySupport: 15000,
    status: 'open',
  });
  await db.insert(t.studentFeeRules).values([
    {
      countryId: w.org.country.id,
      centreId: a.centre.id,
      monthlyFee: 20000,
      currency: 'TRY',
      siblingDiscountPercent: 25,
    },
    {
      countryId: w.org.country.id,
      centreId: w.org.b.centre.id,
      monthlyFee: 30000,
      currency: 'TRY',
    },
  ]);
  vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
    changes.push(e);
  });
});
beforeEach(() => {
  changes.length = 0;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await app?.close();
});

/** The student-money audit entries of a record (or of none: a month's generation), by action. */
const audits = async (recordId: string | null) =>
  (
    await app.ctx.db
      .select({ action: t.auditLog.action, newValues: t.auditLog.newValues })
      .from(t.auditLog)
      .where(
        recordId
          ? sql`${t.auditLog.resource} = 'student-money' and ${t.auditLog.recordId} = ${recordId}`
          : sql`${t.auditLog.resource} = 'student-money' and ${t.auditLog.recordId} is null`,
      )
      .orderBy(t.auditLog.at)
  ).map((a) => ({ action: a.action, newValues: a.newValues }));
/** The change events sent, as `resource:readers@centre`. */
const announced = () =>
  changes.map((c) => `${c.resource}:${[...(c.readers ?? [])]}@${c.scope?.centreId ?? ''}`).sort();

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('student money', () => {
  it('generates a month’s fees with the sibling discount and the special case’s stipend, once', async () => {
    const res = await call('POST', '/api/student-money/generate', w.as.accountant, {
      month: '2031-03',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Centre A only (the accountant's scope): two fees and one stipend.
    expect(res.json()).toEqual({ fees: 2, stipends: 1, skipped: 0 });
    // One audit entry for the batch, and centre A's screens (and the ledger's) hear of it once.
    expect(await audits(null)).toEqual([
      { action: 'generate', newValues: { month: '2031-03', centreId: null, created: 3 } },
    ]);
    const a = w.org.a.centre.id;
    expect(announced()).toEqual([`finance:finance@${a}`, `payroll:student-money@${a}`]);
    changes.length = 0;
    const again = await call('POST', '/api/student-money/generate', w.as.accountant, {
      month: '2031-03',
    });
    expect(again.json()).toEqual({ fees: 0, stipends: 0, skipped: 3 });
    // Nothing new: no screen is told of a change.
    expect(changes).toEqual([]);
    const list = (
      await call('GET', '/api/student-money/charges?month=2031-03', w.as.accountant)
    ).json();
    expect(list.total).toBe(3);
    const fee = (name: string) =>
      list.items.find(
        (c: { studentName: string; kind: string }) => c.studentName === name && c.kind === 'fee',
      );
    expect(fee('S1 A')).toMatchObject({ gross: 20000, discount: 0, amount: 20000 });
    expect(fee('S2 A')).toMatchObject({ gross: 20000, discount: 5000, amount: 15000 });
    expect(list.totals).toEqual([{ currency: 'TRY', charged: 50000, paid: 0, outstanding: 50000 }]);
  });

  it('takes payments up to what is owed, in its currency; refusals write nothing', async () => {
    const list = (
      await call('GET', '/api/student-money/charges?month=2031-03&kind=fee', w.as.accountant)
    ).json();
    const charge = list.items.find((c: { studentName: string }) => c.studentName === 'S2 A');
    const pay = (amount: number, currency = 'TRY') =>
      call('POST', `/api/student-money/charges/${charge.id}/payments`, w.as.accountant, {
        amount,
        currency,
        paidOn: '2031-03-10',
      });
    expect((await pay(10000)).json()).toMatchObject({ paid: 10000, outstanding: 5000 });
    // The payment leaves its audit entry on the charge and one change event for each screen.
    expect(await audits(charge.id)).toEqual([{ action: 'pay', newValues: { paid: 10000 } }]);
    const a = w.org.a.centre.id;
    expect(announced()).toEqual([`finance:finance@${a}`, `payroll:student-money@${a}`]);
    changes.length = 0;
    const over = await pay(5001);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.code).toBe('payroll.money.overpaid');
    expect((await pay(100, 'USD')).json().error.code).toBe('payroll.error.wrongCurrency');
    const payments = await app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.studentPayments)
      .where(eq(t.studentPayments.chargeId, charge.id));
    expect(payments[0]!.n).toBe(1);
    // Another centre's teacher cannot pay it.
    const outside = await call(
      'POST',
      `/api/student-money/charges/${charge.id}/payments`,
      w.as.teacherB,
      {
        amount: 1,
        currency: 'TRY',
        paidOn: '2031-03-10',
      },
    );
    expect(outside.statusCode).toBe(403);
    // Refused payments leave no audit entry and announce nothing.
    expect(await audits(charge.id)).toHaveLength(1);
    expect(changes).toEqual([]);
    await expect(app.ctx.db.execute(sql`update student_payments set amount = 1`)).rejects.toThrow();
  });

  it('sums paid and outstanding per centre, ring and student over every row', async () => {
    await call('POST', '/api/student-money/generate', w.as.admin, { month: '2031-03' });
    const byCentre = (
      await call('GET', '/api/student-money/summary?groupBy=centre&month=2031-03', w.as.admin)
    ).json();
    const a = byCentre.items.find((r: { key: string }) => r.key === w.org.a.centre.id);
    expect(a).toMatchObject({
      fees: 35000,
      feesPaid: 10000,
      stipends: 15000,
      stipendsPaid: 0,
      outstanding: 25000,
    });
    const b = byCentre.items.find((r: { key: string }) => r.key === w.org.b.centre.id);
    expect(b).toMatchObject({ fees: 60000, outstanding: 60000 });
    // The accountant of centre A sees only centre A.
    const mine = (
      await call('GET', '/api/student-money/summary?groupBy=ring&month=2031-03', w.as.accountant)
    ).json();
    expect(mine.items).toHaveLength(2);
    expect(mine.totals).toEqual([
      { currency: 'TRY', charged: 35000, paid: 10000, outstanding: 25000 },
    ]);
    const byStudent = (
      await call(
        'GET',
        '/api/student-money/summary?groupBy=student&month=2031-03&pageSize=1&page=2',
        w.as.accountant,
      )
    ).json();
    expect(byStudent).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(byStudent.items).toHaveLength(1);
  });
});
