import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { juzRange } from '@qc/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testsWorld, tomorrowAt } from './tests-fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof testsWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await testsWorld(app);
});
afterAll(async () => app?.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object = {}) =>
  app.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => app.app.inject({ method: 'GET', url, headers });

async function eventsOf(id: string) {
  const [row] = await app.ctx.db
    .select({ n: count() })
    .from(t.testRequestEvents)
    .where(eq(t.testRequestEvents.requestId, id));
  return Number(row!.n);
}

async function request(portion = w.juz30, headers = w.as.teacherA, extra: object = {}) {
  const res = await post('/api/tests/requests', headers, {
    studentId: w.student.id,
    kindId: w.kinds.juz.id,
    portion,
    ...extra,
  });
  return res;
}

/** Requested → approved → scheduled with the examiner of centre B, tomorrow at 9 + hours. */
async function scheduled(hours: number, portion = juzRange(30)) {
  const created = await request(portion);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  expect((await post(`/api/tests/requests/${id}/approve`, w.as.manager)).statusCode).toBe(200);
  const s = await post(`/api/tests/requests/${id}/schedule`, w.as.manager, {
    examinerId: w.examiner.id,
    scheduledAt: tomorrowAt(hours),
    place: 'قاعة المركز',
  });
  expect(s.statusCode, s.body).toBe(200);
  return id;
}

describe('test request lifecycle', () => {
  it('walks requested → approved → scheduled → taken → passed → certified, an event each time', async () => {
    const check = await post('/api/tests/eligibility', w.as.teacherA, {
      studentId: w.student.id,
      kindId: w.kinds.juz.id,
      portion: w.juz30,
    });
    expect(check.json()).toEqual({ eligible: true, problems: [] });

    const created = await request();
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({ state: 'requested', overrideReason: null });
    // The teacher may cancel but not approve.
    expect(created.json().actions).toEqual(['cancel']);

    const approved = await post(`/api/tests/requests/${id}/approve`, w.as.manager);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().state).toBe('approved');

    const suggestions = await get(
      `/api/tests/requests/${id}/examiner-suggestions?at=${encodeURIComponent(tomorrowAt(0))}`,
      w.as.manager,
    );
    const items = suggestions.json().items as Array<{
      examinerId: string;
      conflict: string | null;
      free: boolean;
    }>;
    expect(items[0]).toMatchObject({ examinerId: w.examiner.id, conflict: null, free: true });
    expect(items.find((i) => i.examinerId === w.ownTeacherExaminer.id)?.conflict).toBe(
      'ownTeacher',
    );

    const s = await post(`/api/tests/requests/${id}/schedule`, w.as.manager, {
      examinerId: w.examiner.id,
      scheduledAt: tomorrowAt(0),
      durationMinutes: 45,
      place: 'قاعة المركز',
    });
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json()).toMatchObject({ state: 'scheduled', examinerName: 'المختبر خالد' });

    // The examiner sees the sheet: the kind's rules and the portion.
    const sheet = await get(`/api/tests/requests/${id}/sheet`, w.as.examiner);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json().kind.criteria).toHaveLength(2);
    expect(sheet.json().ayahCount).toBe(564);

    // Marks are computed by the server: 2 memorisation (−4), 1 hesitation (−0.5), 1 tajweed (−1).
    const submitted = await post(`/api/tests/requests/${id}/result`, w.as.examiner, {
      mistakes: [
        { surah: 78, ayah: 5, type: 'memorisation' },
        { surah: 80, ayah: 2, type: 'memorisation' },
        { surah: 90, ayah: 1, type: 'hesitation' },
        { surah: 112, ayah: 1, type: 'tajweed' },
      ],
      marks: {},
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().state).toBe('taken');
    expect(submitted.json().result).toMatchObject({
      status: 'pending',
      total: 94.5,
      maxTotal: 100,
      percent: 94.5,
      grade: 'excellent',
      passed: true,
    });

    // A pending result is not official: not in the results list, no certificate possible.
    const official = await get('/api/tests/results', w.as.manager);
    expect(
      official.json().items.find((r: { requestId: string }) => r.requestId === id),
    ).toBeUndefined();
    const early = await post(`/api/tests/requests/${id}/certificate`, w.as.manager);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('tests.wrongState');

    const passed = await post(`/api/tests/requests/${id}/result/approve`, w.as.manager);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().state).toBe('passed');
    const listed = await get('/api/tests/results?grade=excellent', w.as.manager);
    expect(listed.json().items.map((r: { requestId: string }) => r.requestId)).toContain(id);

    const cert = await post(`/api/tests/requests/${id}/certificate`, w.as.manager, {
      language: 'ar',
    });
    expect(cert.statusCode, cert.body).toBe(201);
    const serial = cert.json().serial as string;
    expect(serial).toMatch(/\d/);
    expect(cert.json().verifyUrl).toContain(`/verify/${serial}`);

    const detail = await get(`/api/tests/requests/${id}`, w.as.teacherA);
    expect(detail.json().state).toBe('certified');
    expect(detail.json().certificateSerial).toBe(serial);
    const events = detail.json().events as Array<{
      action: string;
      toState: string;
      byName: string | null;
    }>;
    expect(events.map((e) => `${e.action}:${e.toState}`)).toEqual([
      'request:requested',
      'approve:approved',
      'schedule:scheduled',
      'submit-result:taken',
      'approve-result:passed',
      'issue-certificate:certified',
    ]);
    expect(events.every((e) => e.byName)).toBe(true);

    // The certificate's audit entry and its register entry were written with it.
    const audits = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.recordId, cert.json().id));
    expect(audits.map((a) => a.action)).toEqual(['issue']);

    // Anyone can verify it, signed out.
    const verify = await app.app.inject({
      method: 'GET',
      url: `/api/public/documents/${encodeURIComponent(serial)}`,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(JSON.stringify(verify.json())).toContain(w.student.fullName);

    // The PDF downloads.
    const pdf = await get(`/api/tests/certificates/${cert.json().id}/pdf`, w.as.manager);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'qc-tests-'));
    try {
      writeFileSync(join(dir, 'c.pdf'), pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'c.pdf'), '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain(serial);
      // The Arabic certificate names the test kind, read back in logical order.
      expect(text).toContain('اختبار الأجزاء');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // Requester and examiner were notified.
    const notes = await app.ctx.db
      .select({ key: t.notifications.titleKey })
      .from(t.notifications)
      .where(sql`${t.notifications.values}->>'student' = ${w.student.fullName}`);
    expect(notes.map((n) => n.key)).toEqual(
      expect.arrayContaining([
        'tests.notify.approved',
        'tests.notify.scheduled',
        'tests.notify.passed',
      ]),
    );
  });

  it('refuses a transition from the wrong state with a translated 409 and writes nothing', async () => {
    const created = await request(juzRange(30));
    // juz 30 already certified above is not open; this one is a fresh request.
    const id = created.json().id as string;
    expect(created.statusCode, created.body).toBe(201);
    const before = await eventsOf(id);
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/tests/requests/${id}/result/approve`,
      headers: { ...w.as.manager, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'tests.wrongState' });
    expect(res.json().error.message).toContain('Requested');
    const sch = await post(`/api/tests/requests/${id}/schedule`, w.as.manager, {
      examinerId: w.examiner.id,
      scheduledAt: tomorrowAt(3),
      place: 'x',
    });
    expect(sch.statusCode).toBe(409);
    expect(await eventsOf(id)).toBe(before);
    // An open request for the same portion blocks another one.
    const dup = await request(juzRange(30));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('tests.eligibility.openRequest');
    // Reject needs a reason; with it the request is closed.
    expect(
      (await post(`/api/tests/requests/${id}/reject`, w.as.manager, { reason: '' })).statusCode,
    ).toBe(400);
    const rejected = await post(`/api/tests/requests/${id}/reject`, w.as.manager, {
      reason: 'التسميع غير مكتمل',
    });
    expect(rejected.json().state).toBe('rejected');
    expect(rejected.json().events.at(-1)).toMatchObject({
      action: 'reject',
      reason: 'التسميع غير مكتمل',
    });
    const again = await post(`/api/tests/requests/${id}/approve`, w.as.manager);
    expect(again.statusCode).toBe(409);
  });

  it('checks eligibility: memorised portion, required kinds, and an override reason the approver sees', async () => {
    const notMemorised = await request(juzRange(29));
    expect(notMemorised.statusCode).toBe(409);
    expect(notMemorised.json().error.code).toBe('tests.notEligible');
    expect(notMemorised.json().error.fields['tests.eligibility.notMemorised']).toBeTruthy();
    const [{ n: requests }] = (await app.ctx.db
      .select({ n: count() })
      .from(t.testRequests)
      .where(eq(t.testRequests.studentId, w.student.id))) as [{ n: number }];

    const final = await post('/api/tests/requests', w.as.teacherA, {
      studentId: w.student.id,
      kindId: w.kinds.safraFinal.id,
    });
    expect(final.statusCode).toBe(409);
    expect(Object.keys(final.json().error.fields)).toContain(
      'tests.eligibility.requiredKindMissing',
    );
    const [{ n: after }] = (await app.ctx.db
      .select({ n: count() })
      .from(t.testRequests)
      .where(eq(t.testRequests.studentId, w.student.id))) as [{ n: number }];
    expect(after).toBe(requests);

    const overridden = await request(juzRange(29), w.as.teacherA, {
      overrideReason: 'حفظه في حلقة أخرى قبل الانتقال',
    });
    expect(overridden.statusCode, overridden.body).toBe(201);
    expect(overridden.json()).toMatchObject({ overrideReason: 'حفظه في حلقة أخرى قبل الانتقال' });
    expect(overridden.json().eligibilityProblems[0].code).toBe('tests.eligibility.notMemorised');
    // The approver sees the problems as the approval will check them.
    const seen = await get(`/api/tests/requests/${overridden.json().id}`, w.as.manager);
    expect(seen.json().currentProblems.map((p: { code: string }) => p.code)).toEqual([
      'tests.eligibility.notMemorised',
    ]);
    const approved = await post(
      `/api/tests/requests/${overridden.json().id}/approve`,
      w.as.manager,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    // Cancel needs a reason too.
    const cancelled = await post(
      `/api/tests/requests/${overridden.json().id}/cancel`,
      w.as.teacherA,
      {
        reason: 'سافر الطالب',
      },
    );
    expect(cancelled.json().state).toBe('cancelled');
  });

  it('keeps scope: another teacher gets 404, a teacher cannot approve (403), the examiner sees only assigned tests', async () => {
    const other = await request(juzRange(30), w.as.teacherB);
    expect(other.statusCode).toBe(404);
    const created = await request(juzRange(30));
    const id = created.json().id as string;
    expect((await get(`/api/tests/requests/${id}`, w.as.teacherB)).statusCode).toBe(404);
    expect((await get(`/api/tests/requests/${id}`, w.as.examiner)).statusCode).toBe(404);
    const byTeacher = await post(`/api/tests/requests/${id}/approve`, w.as.teacherA);
    expect(byTeacher.statusCode).toBe(403);
    const list = await get('/api/tests/requests', w.as.teacherB);
    expect(list.json().items.map((r: { id: string }) => r.id)).not.toContain(id);
    const mine = await get('/api/tests/requests', w.as.examiner);
    expect(
      mine.json().items.every((r: { examinerId: string }) => r.examinerId === w.examiner.id),
    ).toBe(true);
    await post(`/api/tests/requests/${id}/cancel`, w.as.teacherA, { reason: 'تنظيف الاختبار' });
  });

  it('refuses conflicts of interest and a busy examiner, writing nothing', async () => {
    const created = await request(juzRange(30));
    const id = created.json().id as string;
    await post(`/api/tests/requests/${id}/approve`, w.as.manager);
    const before = await eventsOf(id);
    const own = await post(`/api/tests/requests/${id}/schedule`, w.as.manager, {
      examinerId: w.ownTeacherExaminer.id,
      scheduledAt: tomorrowAt(5),
      place: 'x',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('tests.examiner.ownTeacher');
    const noPlace = await post(`/api/tests/requests/${id}/schedule`, w.as.manager, {
      examinerId: w.examiner.id,
      scheduledAt: tomorrowAt(5),
    });
    expect(noPlace.statusCode).toBe(400);
    expect(await eventsOf(id)).toBe(before);
    const [row] = await app.ctx.db.select().from(t.testRequests).where(eq(t.testRequests.id, id));
    expect(row).toMatchObject({ state: 'approved', examinerId: null });
    // Busy: the examiner already has a test at that time.
    const other = await post('/api/tests/requests', w.as.manager, {
      studentId: w.org.a.students[1]!.id,
      kindId: w.kinds.safra.id,
      overrideReason: 'اختبار تجريبي للتزامن',
    });
    expect(other.statusCode, other.body).toBe(201);
    await post(`/api/tests/requests/${other.json().id}/approve`, w.as.manager);
    expect(
      (
        await post(`/api/tests/requests/${other.json().id}/schedule`, w.as.manager, {
          examinerId: w.examiner.id,
          scheduledAt: tomorrowAt(6),
          place: 'x',
        })
      ).statusCode,
    ).toBe(200);
    const busy = await post(`/api/tests/requests/${id}/schedule`, w.as.manager, {
      examinerId: w.examiner.id,
      scheduledAt: tomorrowAt(6),
      place: 'x',
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('tests.examiner.busy');
    // A kind that needs an examiner from another centre refuses the student's own centre.
    const sameCentre = await app.ctx.db
      .update(t.examiners)
      .set({ centreId: w.org.a.centre.id })
      .where(eq(t.examiners.id, w.examiner.id))
      .returning();
    expect(sameCentre).toHaveLength(1);
    const finalKind = await app.ctx.db
      .update(t.testKinds)
      .set({ needsExternalExaminer: true })
      .where(eq(t.testKinds.id, w.kinds.juz.id))
      .returning();
    expect(finalKind).toHaveLength(1);
    const external = await post(`/api/tests/requests/${id}/schedule`, w.as.manager, {
      examinerId: w.examiner.id,
      scheduledAt: tomorrowAt(8),
      place: 'x',
    });
    expect(external.json().error.code).toBe('tests.examiner.sameCentre');
    await app.ctx.db
      .update(t.examiners)
      .set({ centreId: w.org.b.centre.id })
      .where(eq(t.examiners.id, w.examiner.id));
    await app.ctx.db
      .update(t.testKinds)
      .set({ needsExternalExaminer: false })
      .where(eq(t.testKinds.id, w.kinds.juz.id));
    await post(`/api/tests/requests/${id}/cancel`, w.as.manager, { reason: 'تنظيف الاختبار' });
    await post(`/api/tests/requests/${other.json().id}/cancel`, w.as.manager, {
      reason: 'تنظيف الاختبار',
    });
  });

  it('lets only the assigned examiner submit; a returned result is corrected; a failure waits before a retest', async () => {
    const id = await scheduled(10);
    const notMine = await post(`/api/tests/requests/${id}/result`, w.as.manager, {
      mistakes: [],
      marks: {},
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().error.code).toBe('tests.notExaminer');
    const teacher = await post(`/api/tests/requests/${id}/result`, w.as.teacherA, {
      mistakes: [],
      marks: {},
    });
    expect(teacher.statusCode).toBe(403);
    const outside = await post(`/api/tests/requests/${id}/result`, w.as.examiner, {
      mistakes: [{ surah: 2, ayah: 1, type: 'memorisation' }],
      marks: {},
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.code).toBe('tests.mistakeOutsidePortion');

    // 25 memorisation mistakes: memorisation 80 − 50 = 30, tajweed 20: 50% → fail.
    const many = Array.from({ length: 25 }, (_, i) => ({
      surah: 78,
      ayah: i + 1,
      type: 'memorisation',
    }));
    const first = await post(`/api/tests/requests/${id}/result`, w.as.examiner, {
      mistakes: many,
      marks: {},
    });
    expect(first.json().result).toMatchObject({ total: 50, grade: 'fail', passed: false });
    const returned = await post(`/api/tests/requests/${id}/result/return`, w.as.manager, {
      reason: 'راجع عدد الأخطاء',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().result.status).toBe('returned');
    const refused = await post(`/api/tests/requests/${id}/result/approve`, w.as.manager);
    expect(refused.statusCode).toBe(409);
    const again = await post(`/api/tests/requests/${id}/result`, w.as.examiner, {
      mistakes: many.slice(0, 24),
      marks: {},
    });
    expect(again.json().result).toMatchObject({ status: 'pending', total: 52, grade: 'fail' });
    const failed = await post(`/api/tests/requests/${id}/result/approve`, w.as.manager);
    expect(failed.json().state).toBe('failed');
    // Stored mistakes replace the returned ones.
    const [{ n }] = (await app.ctx.db
      .select({ n: count() })
      .from(t.testMistakes)
      .where(eq(t.testMistakes.requestId, id))) as [{ n: number }];
    expect(Number(n)).toBe(24);

    const retest = await request(juzRange(30));
    expect(retest.statusCode).toBe(409);
    expect(Object.keys(retest.json().error.fields)).toContain('tests.eligibility.waitingPeriod');
    // The sheet of a later test shows the past mistakes on that portion.
    const override = await request(juzRange(30), w.as.teacherA, {
      overrideReason: 'إعادة بإذن المدير',
    });
    expect(override.statusCode, override.body).toBe(201);
    await post(`/api/tests/requests/${override.json().id}/approve`, w.as.manager);
    await post(`/api/tests/requests/${override.json().id}/schedule`, w.as.manager, {
      examinerId: w.examiner.id,
      scheduledAt: tomorrowAt(12),
      onlineLink: 'https://meet.example.org/t',
    });
    const sheet = await get(`/api/tests/requests/${override.json().id}/sheet`, w.as.examiner);
    // 24 from the failed test and 4 from the first (passed) test of the same juz.
    expect(sheet.json().pastMistakes).toHaveLength(28);
    expect(sheet.json().pastMistakes[0]).toMatchObject({
      surah: 78,
      ayah: 1,
      type: 'memorisation',
    });
    const absent = await post(`/api/tests/requests/${override.json().id}/no-show`, w.as.examiner, {
      reason: 'لم يحضر ولم يعتذر',
    });
    expect(absent.json().state).toBe('no-show');
  });
});

describe('certificates are append-only', () => {
  it('refuses edits and deletes in the database, revokes once with a reason', async () => {
    const [cert] = await app.ctx.db.select().from(t.testCertificates).limit(1);
    expect(cert).toBeTruthy();
    await expect(
      app.ctx.db
        .update(t.testCertificates)
        .set({ grade: 'good' })
        .where(eq(t.testCertificates.id, cert!.id)),
    ).rejects.toThrow();
    await expect(
      app.ctx.db.delete(t.testCertificates).where(eq(t.testCertificates.id, cert!.id)),
    ).rejects.toThrow();
    await expect(app.ctx.db.update(t.testRequestEvents).set({ reason: 'x' })).rejects.toThrow();
    const revoked = await post(`/api/tests/certificates/${cert!.id}/revoke`, w.as.manager, {
      reason: 'خطأ في الاسم',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ revokeReason: 'خطأ في الاسم' });
    const twice = await post(`/api/tests/certificates/${cert!.id}/revoke`, w.as.manager, {
      reason: 'مرة ثانية',
    });
    expect(twice.statusCode).toBe(409);
    const verify = await app.app.inject({
      method: 'GET',
      url: `/api/public/documents/${encodeURIComponent(cert!.serial)}`,
    });
    expect(verify.json()).toMatchObject({ serial: cert!.serial, status: 'revoked' });
  });
});

describe('examiners', () => {
  it('are created from a member of staff, their country and centre following the staff record', async () => {
    const res = await post('/api/examiners', w.as.admin, {
      employeeId: w.org.c.teacher.id,
      kindIds: [w.kinds.juz.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      countryId: w.org.otherCountry.id,
      centreId: w.org.c.centre.id,
    });
    const loads = await get(`/api/tests/examiners?kindId=${w.kinds.juz.id}`, w.as.admin);
    expect(loads.json().items.map((e: { employeeId: string }) => e.employeeId)).toContain(
      w.org.c.teacher.id,
    );
  });
});

describe('external requests', () => {
  it('takes the public form signed out and lists it for review', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/public/tests/external-requests',
      payload: {
        fullName: 'عبد الله الأمين',
        gender: 'male',
        countryName: 'السنغال',
        phone: '+221 77 123 45 67',
        category: 'maher',
        portionText: 'القرآن كاملًا',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const bad = await app.app.inject({
      method: 'POST',
      url: '/api/public/tests/external-requests',
      payload: { fullName: 'x', phone: '1' },
    });
    expect(bad.statusCode).toBe(400);
    const list = await get('/api/tests/external-requests', w.as.manager);
    expect(list.json().items.map((r: { fullName: string }) => r.fullName)).toContain(
      'عبد الله الأمين',
    );
    const item = list
      .json()
      .items.find((r: { fullName: string }) => r.fullName === 'عبد الله الأمين');
    const ok = await post(`/api/tests/external-requests/${item.id}/decide`, w.as.manager, {
      decision: 'accept',
    });
    expect(ok.json().state).toBe('accepted');
    const again = await post(`/api/tests/external-requests/${item.id}/decide`, w.as.manager, {
      decision: 'accept',
    });
    expect(again.statusCode).toBe(409);
    // Through the workflow kit: found by the name and country, the visitor's request audited
    // with no actor, the decision audited as the manager's, the row versioned.
    const found = await get(
      `/api/tests/external-requests?state=all&q=${encodeURIComponent('السنغال')}`,
      w.as.manager,
    );
    expect(found.json().items.map((r: { id: string }) => r.id)).toContain(item.id);
    const audit = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.recordId, item.id))
      .orderBy(t.auditLog.at);
    expect(audit.map((a) => [a.resource, a.action, a.actorId === null])).toEqual([
      ['test-external-requests', 'create', true],
      ['test-external-requests', 'accept', false],
    ]);
    const [stored] = await app.ctx.db
      .select()
      .from(t.testExternalRequests)
      .where(eq(t.testExternalRequests.id, item.id));
    expect(stored!.version).toBe(2);
  });
});
