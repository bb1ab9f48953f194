import { addMonths, monthBounds, weekdayOf } from '@qc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';

/**
 * Work sheets (docs/work-sheets-and-ladder.md): prefilled from the ring day and the timetable,
 * holidays out of the expected hours, lines with their refusals, the state machine with the
 * manager's approval (opened first, never one's own) and the lists by scope.
 */
describe('work sheets', () => {
  let app: TestApp;
  let org: Awaited<ReturnType<typeof createOrganisation>>;
  let teacher: Record<string, string>;
  let managerA: Record<string, string>;
  let managerB: Record<string, string>;
  let colleague: Record<string, string>;
  let admin: Record<string, string>;
  let managerEmployeeId: string;
  // Last month: every day is past, wherever the test runs.
  const month = addMonths(new Date().toISOString().slice(0, 7), -1);
  const { from } = monthBounds(month);
  const days = Array.from({ length: 28 }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  const sundays = days.filter((d) => weekdayOf(d) === 0);
  const mondays = days.filter((d) => weekdayOf(d) === 1);

  const get = (url: string, h: Record<string, string>) =>
    app.app.inject({ method: 'GET', url, headers: h });
  const post = (url: string, h: Record<string, string>, payload: object = {}) =>
    app.app.inject({ method: 'POST', url, headers: h, payload });
  const sheetRow = async (employeeId: string) =>
    (
      await app.ctx.db.select().from(t.workSheets).where(eq(t.workSheets.employeeId, employeeId))
    )[0];

  beforeAll(async () => {
    app = await createTestApp();
    org = await createOrganisation(app);
    const db = app.ctx.db;
    // Ring A meets on Sundays 16:00–18:00 and Mondays 16:00–17:00.
    await db.insert(t.ringTimes).values([
      {
        ringId: org.a.ring.id,
        countryId: org.country.id,
        centreId: org.a.centre.id,
        weekday: 0,
        startsAt: '16:00',
        endsAt: '18:00',
      },
      {
        ringId: org.a.ring.id,
        countryId: org.country.id,
        centreId: org.a.centre.id,
        weekday: 1,
        startsAt: '16:00',
        endsAt: '17:00',
      },
    ]);
    // The teacher recorded attendance on the first two Sundays and the first Monday.
    for (const day of [sundays[0]!, sundays[1]!, mondays[0]!])
      await db.insert(t.attendance).values({
        countryId: org.country.id,
        centreId: org.a.centre.id,
        ringId: org.a.ring.id,
        studentId: org.a.students[0]!.id,
        attendedOn: day,
        status: 'present',
      });
    // The third Sunday is a holiday of the country.
    await db.insert(t.holidays).values({
      countryId: org.country.id,
      name: 'عطلة رسمية',
      startsOn: sundays[2]!,
      endsOn: sundays[2]!,
    });
    const [manager] = await db
      .insert(t.employees)
      .values({
        countryId: org.country.id,
        centreId: org.a.centre.id,
        fullName: 'مدير المركز أ',
        gender: 'male',
        job: 'manager',
      })
      .returning();
    managerEmployeeId = manager!.id;
    await db
      .update(t.centres)
      .set({ managerId: manager!.id })
      .where(eq(t.centres.id, org.a.centre.id));
    const [other] = await db
      .insert(t.employees)
      .values({
        countryId: org.country.id,
        centreId: org.a.centre.id,
        fullName: 'زميل في المركز',
        gender: 'male',
        job: 'supervisor',
      })
      .returning();
    const sign = async (u: { email: string }) => bearer((await signIn(app, u.email)).accessToken);
    teacher = await sign(
      await createUser(app, {
        assignments: [{ role: 'teacher', level: 'own' }],
        employeeId: org.a.teacher.id,
      }),
    );
    managerA = await sign(
      await createUser(app, {
        assignments: [{ role: 'centre_manager', level: 'centre', centreId: org.a.centre.id }],
        employeeId: manager!.id,
      }),
    );
    managerB = await sign(
      await createUser(app, {
        assignments: [{ role: 'centre_manager', level: 'centre', centreId: org.b.centre.id }],
      }),
    );
    colleague = await sign(await createUser(app, { assignments: [], employeeId: other!.id }));
    admin = await sign(
      await createUser(app, { assignments: [{ role: 'org_admin', level: 'organisation' }] }),
    );
  });
  afterAll(async () => app.close());

  it('shows an administrator without a staff record an empty answer, not an error', async () => {
    const res = await get(`/api/work-sheets/mine?month=${month}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ employee: null, month, sheet: null });
  });

  it('prefills the teacher’s month from the ring day and the timetable, less the holiday', async () => {
    const res = await get(`/api/work-sheets/mine?month=${month}`, teacher);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json().sheet;
    expect(sheet.id).toBeNull();
    expect(sheet.state).toBe('draft');
    const allSundays = sheet.days.filter((d: { weekday: number }) => d.weekday === 0).length;
    const allMondays = sheet.days.filter((d: { weekday: number }) => d.weekday === 1).length;
    // Every Sunday 120 min and Monday 60 min, but not the holiday.
    expect(sheet.totals.expectedMinutes).toBe((allSundays - 1) * 120 + allMondays * 60);
    expect(sheet.totals.sessions).toBe(3);
    expect(sheet.totals.recordedMinutes).toBe(120 + 120 + 60);
    const day = (d: string) => sheet.days.find((x: { date: string }) => x.date === d);
    expect(day(sundays[0]!).entries[0]).toMatchObject({ kind: 'session', label: 'Ring A' });
    expect(day(sundays[2]!)).toMatchObject({
      holiday: 'عطلة رسمية',
      expectedMinutes: 0,
      flags: [],
    });
    expect(day(sundays[3]!).flags).toEqual(['missed']);
    expect(sheet.actions).toEqual(['submit']);
  });

  it('adds a line, and refuses overlapping lines, a future day or month and another month', async () => {
    const line = { month, date: from, startsAt: '09:00', endsAt: '11:00', task: 'إعداد الدروس' };
    const ok = await post('/api/work-sheets/mine/lines', teacher, line);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().sheet.lines).toHaveLength(1);
    const before = await sheetRow(org.a.teacher.id);
    expect(before!.recordedMinutes).toBe(300 + 120);

    const overlap = await post('/api/work-sheets/mine/lines', teacher, {
      ...line,
      startsAt: '10:00',
      endsAt: '12:00',
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error.fields.startsAt.code).toBe('staff.errors.lineOverlap');
    const backwards = await post('/api/work-sheets/mine/lines', teacher, {
      ...line,
      startsAt: '13:00',
      endsAt: '12:00',
    });
    expect(backwards.json().error.fields.endsAt.code).toBe('staff.errors.endBeforeStart');
    const elsewhere = await post('/api/work-sheets/mine/lines', teacher, {
      ...line,
      date: `${addMonths(month, -1)}-05`,
      startsAt: '13:00',
      endsAt: '14:00',
    });
    expect(elsewhere.json().error.fields.date.code).toBe('staff.errors.lineOutsideMonth');
    const future = addMonths(month, 2);
    const ahead = await post('/api/work-sheets/mine/lines', teacher, {
      ...line,
      month: future,
      date: `${future}-01`,
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.fields.month.code).toBe('staff.errors.futureMonth');
    // Nothing of the refused lines was written.
    const after = await sheetRow(org.a.teacher.id);
    expect(after!.lines).toHaveLength(1);
    expect(after!.version).toBe(before!.version);
  });

  it('submits, refuses changes while submitted, and keeps the days it was sent with', async () => {
    const res = await post('/api/work-sheets/mine/submit', teacher, { month });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sheet.state).toBe('submitted');
    const row = await sheetRow(org.a.teacher.id);
    expect(row!.days).toHaveLength(res.json().sheet.days.length);
    expect(row!.sessions).toBe(3);
    const locked = await post('/api/work-sheets/mine/lines', teacher, {
      month,
      date: from,
      startsAt: '12:00',
      endsAt: '13:00',
      task: 'متابعة',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('staff.errors.locked');
    const again = await post('/api/work-sheets/mine/submit', teacher, { month });
    expect(again.statusCode).toBe(409);
  });

  it('lets only the manager of the employee’s centre decide, and only once they opened it', async () => {
    const id = (await sheetRow(org.a.teacher.id))!.id;
    const waitingB = await get('/api/work-sheets/waiting', managerB);
    expect(waitingB.json().total).toBe(0);
    expect((await post(`/api/work-sheets/${id}/open`, managerB)).statusCode).toBe(404);
    expect((await post(`/api/work-sheets/${id}/actions/approve`, managerB)).statusCode).toBe(404);
    expect((await post(`/api/work-sheets/${id}/actions/approve`, teacher)).statusCode).toBe(403);

    const waiting = await get('/api/work-sheets/waiting', managerA);
    expect(waiting.json().items.map((r: { id: string }) => r.id)).toEqual([id]);
    const unread = await post(`/api/work-sheets/${id}/actions/approve`, managerA);
    expect(unread.statusCode).toBe(409);
    expect(unread.json().error.code).toBe('staff.errors.notOpened');
    const opened = await post(`/api/work-sheets/${id}/open`, managerA);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ opened: true, actions: ['approve', 'return'] });

    const noReason = await post(`/api/work-sheets/${id}/actions/return`, managerA, {});
    expect(noReason.statusCode).toBe(400);
    expect((await sheetRow(org.a.teacher.id))!.state).toBe('submitted');
    const returned = await post(`/api/work-sheets/${id}/actions/return`, managerA, {
      reason: 'الحلقة يوم الأحد الرابع لم تُسجل',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().state).toBe('returned');

    const mine = (await get(`/api/work-sheets/mine?month=${month}`, teacher)).json().sheet;
    expect(mine).toMatchObject({
      state: 'returned',
      returnReason: 'الحلقة يوم الأحد الرابع لم تُسجل',
      editable: true,
    });
    // Corrected and sent again: the reviewer must open it again.
    const fixed = await post('/api/work-sheets/mine/lines', teacher, {
      month,
      date: sundays[3]!,
      startsAt: '16:00',
      endsAt: '18:00',
      task: 'حلقة عوضًا عن الأحد (لم تسجل الحضور)',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await post('/api/work-sheets/mine/submit', teacher, { month })).statusCode).toBe(200);
    expect((await post(`/api/work-sheets/${id}/actions/approve`, managerA)).statusCode).toBe(409);
    await post(`/api/work-sheets/${id}/open`, managerA);
    const approved = await post(`/api/work-sheets/${id}/actions/approve`, managerA);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'approved', actions: [] });

    // Approved is locked: no more lines, no return, and the database refuses an edit too.
    const late = await post('/api/work-sheets/mine/lines', teacher, {
      month,
      date: sundays[4] ?? from,
      startsAt: '08:00',
      endsAt: '09:00',
      task: 'إضافة متأخرة',
    });
    expect(late.statusCode).toBe(409);
    const returnAgain = await post(`/api/work-sheets/${id}/actions/return`, managerA, {
      reason: 'مراجعة ثانية',
    });
    expect(returnAgain.statusCode).toBe(409);
    await expect(
      app.ctx.db.update(t.workSheets).set({ sessions: 99 }).where(eq(t.workSheets.id, id)),
    ).rejects.toThrow();
    const events = await app.ctx.db
      .select()
      .from(t.workSheetEvents)
      .where(eq(t.workSheetEvents.sheetId, id));
    expect(events.map((e) => e.action)).toEqual([
      'create',
      'submit',
      'return',
      'submit',
      'approve',
    ]);
  });

  it('refuses a manager approving their own sheet', async () => {
    expect((await post('/api/work-sheets/mine/submit', managerA, { month })).statusCode).toBe(200);
    const id = (await sheetRow(managerEmployeeId))!.id;
    const waiting = await get('/api/work-sheets/waiting', managerA);
    expect(waiting.json().items.map((r: { id: string }) => r.id)).not.toContain(id);
    const open = await post(`/api/work-sheets/${id}/open`, managerA);
    expect(open.statusCode).toBe(403);
    expect(open.json().error.code).toBe('staff.errors.ownSheet');
    const approve = await post(`/api/work-sheets/${id}/actions/approve`, managerA);
    expect(approve.statusCode).toBe(403);
  });

  it('bulk decisions are all or none, naming the sheet that was refused', async () => {
    // A member of staff with no role at all still has their own sheet.
    expect((await post('/api/work-sheets/mine/submit', colleague, { month })).statusCode).toBe(200);
    const colleagueSheet = (await get('/api/work-sheets/waiting', managerA)).json().items[0];
    expect(colleagueSheet.employeeName).toBe('زميل في المركز');
    const managerSheet = (await sheetRow(managerEmployeeId))!.id;
    const refused = await post('/api/work-sheets/bulk', managerA, {
      action: 'approve',
      ids: [colleagueSheet.id, managerSheet],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('staff.errors.bulkRefused');
    expect(refused.json().error.message).toContain('زميل في المركز');
    await post(`/api/work-sheets/${colleagueSheet.id}/open`, managerA);
    const mixed = await post('/api/work-sheets/bulk', managerA, {
      action: 'approve',
      ids: [colleagueSheet.id, managerSheet],
    });
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json().error.message).toContain('مدير المركز أ');
    // The first sheet of the refused batch was not approved.
    expect((await sheetRow(org.a.teacher.id))!.state).toBe('approved');
    const colleagueRow = await app.ctx.db
      .select()
      .from(t.workSheets)
      .where(eq(t.workSheets.id, colleagueSheet.id));
    expect(colleagueRow[0]!.state).toBe('submitted');
    const ok = await post('/api/work-sheets/bulk', managerA, {
      action: 'return',
      ids: [colleagueSheet.id],
      reason: 'أضف ساعات الإشراف',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().sheets[0].state).toBe('returned');
  });

  it('lists by scope, by centre with totals, the month’s completeness and the export', async () => {
    const a = (await get(`/api/work-sheets?month=${month}`, managerA)).json();
    expect(a.total).toBe(3);
    const b = (await get(`/api/work-sheets?month=${month}`, managerB)).json();
    expect(b.total).toBe(0);
    const found = (await get(`/api/work-sheets?month=${month}&q=زميل`, admin)).json();
    expect(found.items.map((r: { employeeName: string }) => r.employeeName)).toEqual([
      'زميل في المركز',
    ]);
    const centres = (await get(`/api/work-sheets/centres?month=${month}`, admin)).json();
    const centreA = centres.items.find((c: { centreId: string }) => c.centreId === org.a.centre.id);
    expect(centreA).toMatchObject({
      employees: 3,
      approved: 1,
      submitted: 1,
      returned: 1,
      missing: 0,
    });
    const centreB = centres.items.find((c: { centreId: string }) => c.centreId === org.b.centre.id);
    expect(centreB).toMatchObject({ employees: 1, missing: 1 });
    const done = (
      await get(`/api/work-sheets/completeness?month=${month}&countryId=${org.country.id}`, admin)
    ).json();
    expect(done).toMatchObject({
      employees: 4,
      approved: 1,
      submitted: 1,
      returned: 1,
      missing: 1,
    });
    expect(done.notSubmitted.items.map((r: { employeeName: string }) => r.employeeName)).toEqual(
      expect.arrayContaining(['Teacher B', 'زميل في المركز']),
    );
    const xlsx = await get(`/api/work-sheets/export?month=${month}`, managerA);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await get(`/api/work-sheets/export?month=${month}`, teacher)).statusCode).toBe(403);
  });
});
