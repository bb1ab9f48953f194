import { addMonths, monthBounds, weekdayOf } from '@qc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';

/**
 * Payroll from work sheets (docs/work-sheets-and-ladder.md): a session-based and an hourly salary
 * profile are paid from the month's approved sheet, each payslip line pointing at it; a run
 * refuses, naming the employee, while their sheet is not approved, and writes nothing.
 */
describe('payroll from work sheets', () => {
  let app: TestApp;
  let org: Awaited<ReturnType<typeof createOrganisation>>;
  const as: Record<string, Record<string, string>> = {};
  const month = addMonths(new Date().toISOString().slice(0, 7), -1);
  const days = Array.from({ length: 28 }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  const call = (method: 'GET' | 'POST', url: string, h: Record<string, string>, payload?: object) =>
    app.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
  const runs = async () =>
    app.ctx.db.select().from(t.payrollRuns).where(eq(t.payrollRuns.centreId, org.a.centre.id));

  beforeAll(async () => {
    app = await createTestApp();
    org = await createOrganisation(app);
    const db = app.ctx.db;
    await db.insert(t.ringTimes).values({
      ringId: org.a.ring.id,
      countryId: org.country.id,
      centreId: org.a.centre.id,
      weekday: 0,
      startsAt: '16:00',
      endsAt: '17:30',
    });
    // Sessions held on the first three Sundays of the month.
    for (const day of days.filter((d) => weekdayOf(d) === 0).slice(0, 3))
      await db.insert(t.attendance).values({
        countryId: org.country.id,
        centreId: org.a.centre.id,
        ringId: org.a.ring.id,
        studentId: org.a.students[0]!.id,
        attendedOn: day,
        status: 'present',
      });
    const profile = (name: string, basis: string, amount: number) => ({
      employeeId: org.a.teacher.id,
      countryId: org.country.id,
      centreId: org.a.centre.id,
      name,
      kind: 'base',
      basis,
      amount,
      currency: 'TRY',
    });
    await db
      .insert(t.salaryComponents)
      .values([
        profile('أجر الحلقات', 'sheet_session', 15000),
        profile('أجر الساعات الإضافية', 'sheet_hour', 6000),
      ]);
    const sign = async (u: { email: string }) => bearer((await signIn(app, u.email)).accessToken);
    as.teacher = await sign(
      await createUser(app, {
        assignments: [{ role: 'teacher', level: 'own' }],
        employeeId: org.a.teacher.id,
      }),
    );
    as.manager = await sign(
      await createUser(app, {
        assignments: [{ role: 'centre_manager', level: 'centre', centreId: org.a.centre.id }],
      }),
    );
    as.accountant = await sign(
      await createUser(app, {
        assignments: [{ role: 'accountant', level: 'centre', centreId: org.a.centre.id }],
      }),
    );
  });
  afterAll(async () => app.close());

  const runBody = () => ({ countryId: org.country.id, centreId: org.a.centre.id, month });

  it('refuses a run while the sheet is not approved, naming the employee, and writes nothing', async () => {
    const none = await call('POST', '/api/payroll/runs', as.accountant!, runBody());
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('payroll.run.sheetNotApproved');
    expect(none.json().error.message).toContain('Teacher A');
    // Submitted is not enough.
    const line = {
      month,
      date: monthBounds(month).from,
      startsAt: '09:00',
      endsAt: '10:30',
      task: 'تحضير دروس التجويد',
    };
    expect((await call('POST', '/api/work-sheets/mine/lines', as.teacher!, line)).statusCode).toBe(
      200,
    );
    const sent = await call('POST', '/api/work-sheets/mine/submit', as.teacher!, { month });
    expect(sent.statusCode, sent.body).toBe(200);
    const submitted = await call('POST', '/api/payroll/runs', as.accountant!, runBody());
    expect(submitted.statusCode).toBe(409);
    expect(await runs()).toEqual([]);
  });

  it('pays the approved sheet’s sessions and hours, each line pointing at the sheet', async () => {
    const sheetId = (await call('GET', `/api/work-sheets/mine?month=${month}`, as.teacher!)).json()
      .sheet.id as string;
    await call('POST', `/api/work-sheets/${sheetId}/open`, as.manager!);
    const approved = await call('POST', `/api/work-sheets/${sheetId}/actions/approve`, as.manager!);
    expect(approved.statusCode, approved.body).toBe(200);
    const created = await call('POST', '/api/payroll/runs', as.accountant!, runBody());
    expect(created.statusCode, created.body).toBe(201);
    const detail = (
      await call('GET', `/api/payroll/runs/${created.json().id}`, as.accountant!)
    ).json();
    const slip = detail.payslips.find(
      (s: { employeeId: string }) => s.employeeId === org.a.teacher.id,
    );
    const sessions = slip.lines.find((l: { basis: string }) => l.basis === 'sheet_session');
    const hours = slip.lines.find((l: { basis: string }) => l.basis === 'sheet_hour');
    // 3 sessions × 150.00; 3 × 1.5 h of sessions + 1.5 h of the line = 6 h × 60.00.
    expect(sessions).toMatchObject({ quantity: 3, rate: 15000, amount: 45000, sheetId });
    expect(hours).toMatchObject({ quantity: 6, rate: 6000, amount: 36000, sheetId });
    expect(slip.gross).toBe(81000);
  });
});
