import { addMonths, daysInMonth } from '@qc/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { judgeEveryone } from '../../src/modules/staff/ladder.service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';

/**
 * The teacher ladder (docs/work-sheets-and-ladder.md): the nightly run's verdict with the evidence
 * for each criterion, the refusals (criteria not met without an override reason, a teacher
 * outside the caller's centre: nothing written), a promotion changing the salary profile from
 * its effective date (the payroll run pays the new grade from that day), an override recorded,
 * and the teacher's own view of what is missing.
 */
describe('teacher ladder', () => {
  let app: TestApp;
  let org: Awaited<ReturnType<typeof createOrganisation>>;
  const as: Record<string, Record<string, string>> = {};
  const grades: Record<string, string> = {};
  const thisMonth = new Date().toISOString().slice(0, 7);
  const lastMonth = addMonths(thisMonth, -1);
  const call = (method: 'GET' | 'POST', url: string, h: Record<string, string>, payload?: object) =>
    app.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
  const counts = async () => ({
    promotions: (await app.ctx.db.select({ n: count() }).from(t.ladderPromotions))[0]!.n,
    lines: (await app.ctx.db.select({ n: count() }).from(t.salaryComponents))[0]!.n,
    standings: await app.ctx.db.select().from(t.ladderStandings),
  });

  beforeAll(async () => {
    app = await createTestApp();
    org = await createOrganisation(app);
    const db = app.ctx.db;
    const yearsAgo = (n: number) => `${Number(thisMonth.slice(0, 4)) - n}-01-01`;
    await db
      .update(t.employees)
      .set({ hiredOn: yearsAgo(4) })
      .where(eq(t.employees.id, org.a.teacher.id));
    const grade = async (
      rank: number,
      name: string,
      extra: Partial<typeof t.ladderGrades.$inferInsert>,
    ) => {
      const [g] = await db
        .insert(t.ladderGrades)
        .values({
          countryId: org.country.id,
          nameAr: name,
          nameEn: name,
          nameFr: name,
          rank,
          payAmount: rank * 10000,
          currency: 'TRY',
          ...extra,
        })
        .returning();
      grades[rank] = g!.id;
    };
    await grade(1, 'Teacher', {});
    await grade(2, 'Practitioner', {
      payAmount: 60000,
      minYears: 2,
      ijazahRequired: true,
      minPassRate: 60,
    });
    await grade(3, 'Advanced', { minTrainingExams: 2 });
    // Teacher A stands on the first grade since three years ago; a fixed base pay.
    await db.insert(t.ladderStandings).values({
      countryId: org.country.id,
      centreId: org.a.centre.id,
      employeeId: org.a.teacher.id,
      gradeId: grades[1],
      since: yearsAgo(3),
    });
    await db.insert(t.salaryComponents).values({
      employeeId: org.a.teacher.id,
      countryId: org.country.id,
      centreId: org.a.centre.id,
      name: 'الراتب الأساسي',
      kind: 'base',
      basis: 'fixed',
      amount: 1_000_000,
      currency: 'TRY',
    });
    // Their ring's students: two tests passed, one failed (66.7 %).
    const [kind] = await db
      .insert(t.testKinds)
      .values({ code: 'JUZ', nameAr: 'جزء', nameEn: 'Juz', nameFr: 'Juz', category: 'quran' })
      .returning();
    for (const state of ['passed', 'certified', 'failed'])
      await db.insert(t.testRequests).values({
        countryId: org.country.id,
        centreId: org.a.centre.id,
        ringId: org.a.ring.id,
        studentId: org.a.students[0]!.id,
        kindId: kind!.id,
        state,
      });
    const sign = async (u: { email: string }) => bearer((await signIn(app, u.email)).accessToken);
    as.teacher = await sign(
      await createUser(app, {
        assignments: [{ role: 'teacher', level: 'own' }],
        employeeId: org.a.teacher.id,
      }),
    );
    as.managerA = await sign(
      await createUser(app, {
        assignments: [{ role: 'centre_manager', level: 'centre', centreId: org.a.centre.id }],
      }),
    );
    as.committeeA = await sign(
      await createUser(app, {
        assignments: [{ role: 'hr_officer', level: 'centre', centreId: org.a.centre.id }],
      }),
    );
    as.committeeB = await sign(
      await createUser(app, {
        assignments: [{ role: 'hr_officer', level: 'centre', centreId: org.b.centre.id }],
      }),
    );
    as.accountant = await sign(
      await createUser(app, {
        assignments: [{ role: 'accountant', level: 'centre', centreId: org.a.centre.id }],
      }),
    );
  });
  afterAll(async () => app.close());

  it('lists the next grade’s verdict with the evidence for each criterion (the nightly run)', async () => {
    expect(await judgeEveryone(app.ctx)).toBeGreaterThanOrEqual(2);
    const res = await call('GET', '/api/ladder/teachers', as.managerA!);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().items as Array<Record<string, unknown>>;
    // Only the centre's teachers.
    expect(rows.map((r) => r.employeeId)).toEqual([org.a.teacher.id]);
    const row = rows[0] as {
      grade: { rank: number };
      nextGrade: { rank: number };
      eligible: boolean;
      evidence: Array<{ criterion: string; met: boolean; actual: unknown }>;
    };
    expect(row.grade.rank).toBe(1);
    expect(row.nextGrade.rank).toBe(2);
    expect(row.eligible).toBe(false);
    const by = Object.fromEntries(row.evidence.map((e) => [e.criterion, e]));
    expect(by.years).toMatchObject({ met: true, required: 2 });
    expect(by.ijazah).toMatchObject({ met: false, actual: false });
    expect(by.passRate).toMatchObject({ met: true, actual: 66.7, detail: '2/3' });
    // The filter on the verdict.
    const eligible = await call('GET', '/api/ladder/teachers?eligible=true', as.managerA!);
    expect(eligible.json().total).toBe(0);
    // A centre manager reads, but does not promote.
    expect(
      (await call('POST', `/api/ladder/teachers/${org.a.teacher.id}/promote`, as.managerA!, {}))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a promotion not meeting the criteria without a reason, or outside the centre: nothing written', async () => {
    const before = await counts();
    const body = { gradeId: grades[2], effectiveFrom: `${lastMonth}-16` };
    const unmet = await call(
      'POST',
      `/api/ladder/teachers/${org.a.teacher.id}/promote`,
      as.committeeA!,
      body,
    );
    expect(unmet.statusCode).toBe(400);
    expect(unmet.json().error.code).toBe('ladder.errors.criteriaNotMet');
    expect(unmet.json().error.message).toContain('الإجازة');
    const outside = await call(
      'POST',
      `/api/ladder/teachers/${org.a.teacher.id}/promote`,
      as.committeeB!,
      { ...body, overrideReason: 'قرار اللجنة' },
    );
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.code).toBe('ladder.errors.notFound');
    const skipping = await call(
      'POST',
      `/api/ladder/teachers/${org.a.teacher.id}/promote`,
      as.committeeA!,
      { ...body, gradeId: grades[3], overrideReason: 'قرار اللجنة' },
    );
    expect(skipping.statusCode).toBe(400);
    expect(skipping.json().error.fields.gradeId.code).toBe('ladder.errors.notNextGrade');
    expect(await counts()).toEqual(before);
  });

  it('promotes from an effective date: the payroll run pays the new grade from that day', async () => {
    const ijazah = await call(
      'POST',
      `/api/ladder/teachers/${org.a.teacher.id}/ijazah`,
      as.committeeA!,
      { ijazah: true, note: 'إجازة برواية حفص' },
    );
    expect(ijazah.statusCode, ijazah.body).toBe(200);
    expect(ijazah.json().judgement.met).toBe(true);
    const res = await call(
      'POST',
      `/api/ladder/teachers/${org.a.teacher.id}/promote`,
      as.committeeA!,
      { gradeId: grades[2], effectiveFrom: `${lastMonth}-16` },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      grade: { rank: 2 },
      since: `${lastMonth}-16`,
      nextGrade: { rank: 3 },
    });
    const [promotion] = await app.ctx.db.select().from(t.ladderPromotions);
    expect(promotion).toMatchObject({ met: true, overrideReason: null, criteriaVersion: 1 });
    expect(promotion!.evidence.map((e) => e.criterion)).toEqual(['years', 'ijazah', 'passRate']);
    const audit = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.recordId, promotion!.id));
    expect(audit.map((a) => a.action)).toEqual(['promote']);
    // The promotion cannot be edited (append-only).
    await expect(
      app.ctx.db
        .update(t.ladderPromotions)
        .set({ met: false })
        .where(eq(t.ladderPromotions.id, promotion!.id)),
    ).rejects.toThrow();

    // Last month's run: the base in full, the grade's allowance from the 16th.
    const run = await call('POST', '/api/payroll/runs', as.accountant!, {
      countryId: org.country.id,
      centreId: org.a.centre.id,
      month: lastMonth,
    });
    expect(run.statusCode, run.body).toBe(201);
    const detail = (await call('GET', `/api/payroll/runs/${run.json().id}`, as.accountant!)).json();
    const slip = detail.payslips.find(
      (s: { employeeId: string }) => s.employeeId === org.a.teacher.id,
    );
    const days = daysInMonth(lastMonth);
    const allowance = slip.lines.find((l: { kind: string }) => l.kind === 'allowance');
    expect(allowance).toMatchObject({
      quantity: days - 15,
      rate: 60000,
      amount: Math.round((60000 * (days - 15)) / days),
    });
    expect(slip.gross).toBe(1_000_000 + allowance.amount);
    // The month before: no allowance yet.
    const before = await call('POST', '/api/payroll/runs', as.accountant!, {
      countryId: org.country.id,
      centreId: org.a.centre.id,
      month: addMonths(lastMonth, -1),
    });
    const earlier = (
      await call('GET', `/api/payroll/runs/${before.json().id}`, as.accountant!)
    ).json();
    expect(earlier.payslips[0].lines.map((l: { kind: string }) => l.kind)).toEqual(['base']);
  });

  it('records an override with its reason, closing the last grade’s pay the day before', async () => {
    const res = await call(
      'POST',
      `/api/ladder/teachers/${org.a.teacher.id}/promote`,
      as.committeeA!,
      {
        gradeId: grades[3],
        effectiveFrom: `${thisMonth}-01`,
        overrideReason: 'تميّز في تحفيظ الطلاب رغم قلة الاختبارات',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const promotions = res.json().promotions as Array<{ met: boolean; overrideReason: string }>;
    expect(promotions[0]).toMatchObject({ met: false });
    expect(promotions[0]!.overrideReason).toContain('تميّز');
    const lines = await app.ctx.db
      .select()
      .from(t.salaryComponents)
      .where(eq(t.salaryComponents.employeeId, org.a.teacher.id));
    const allowances = lines.filter((l) => l.kind === 'allowance');
    expect(allowances.map((l) => [l.amount, l.validFrom, l.validTo]).sort()).toEqual([
      [30000, `${thisMonth}-01`, null],
      [60000, `${lastMonth}-16`, `${lastMonth}-${String(daysInMonth(lastMonth)).padStart(2, '0')}`],
    ]);
  });

  it('shows the teacher their own grade and what is missing for the next', async () => {
    const res = await call('GET', '/api/ladder/mine', as.teacher!);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().teacher;
    expect(mine.grade.rank).toBe(3);
    expect(mine.nextGrade).toBeNull();
    // Without ladder:read they see no one else.
    expect((await call('GET', '/api/ladder/teachers', as.teacher!)).statusCode).toBe(403);
  });
});
