import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from './fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
let applicantId: string;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const [s] = await app.ctx.db
    .insert(t.students)
    .values({
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
      fullName: 'طالب جديد',
      gender: 'male',
      status: 'applicant',
    })
    .returning();
  applicantId = s!.id;
});
afterAll(async () => app?.close());

const change = (payload: object, headers = w.as.manager, id = applicantId) =>
  app.app.inject({ method: 'POST', url: `/api/students/${id}/status`, headers, payload });

describe('student lifecycle', () => {
  it('walks applicant → accepted → active ⇄ suspended → graduated with a case event each time', async () => {
    expect(
      (await change({ to: 'accepted', reason: 'اجتاز المقابلة', date: '2026-01-05' })).statusCode,
    ).toBe(200);
    // Active needs a ring.
    const noRing = await change({ to: 'active', reason: 'بدأ الحفظ', date: '2026-01-10' });
    expect(noRing.statusCode).toBe(400);
    expect(noRing.json().error.code).toBe('students.needsRing');
    const active = await change({
      to: 'active',
      reason: 'بدأ الحفظ',
      date: '2026-01-10',
      ringId: w.org.a.ring.id,
    });
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json().student.ringId).toBe(w.org.a.ring.id);
    expect((await change({ to: 'suspended', reason: 'سفر', date: '2026-02-01' })).statusCode).toBe(
      200,
    );
    expect(
      (await change({ to: 'active', reason: 'عاد من السفر', date: '2026-03-01' })).statusCode,
    ).toBe(200);
    const done = await change({ to: 'graduated', reason: 'ختم القرآن', date: '2026-06-01' });
    expect(done.json().student).toMatchObject({ status: 'graduated', ringId: null });

    const cases = await app.app.inject({
      method: 'GET',
      url: `/api/students/${applicantId}/cases`,
      headers: w.as.manager,
    });
    const items = cases.json().items as Array<{
      fromStatus: string;
      toStatus: string;
      reason: string;
      decidedBy: string;
    }>;
    expect(items.map((i) => `${i.fromStatus}→${i.toStatus}`)).toEqual([
      'applicant→accepted',
      'accepted→active',
      'active→suspended',
      'suspended→active',
      'active→graduated',
    ]);
    expect(items.every((i) => i.decidedBy)).toBe(true);
    const audits = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.recordId, applicantId));
    expect(audits).toHaveLength(5);
  });

  it('refuses transitions the lifecycle does not allow, and a missing reason, in Arabic', async () => {
    const final = await change({ to: 'active', reason: 'أعيدوه', date: '2026-06-02' });
    expect(final.statusCode).toBe(400);
    expect(final.json().error.code).toBe('students.statusTransitionRefused');
    const s = w.org.a.students[0]!;
    const noReason = await app.app.inject({
      method: 'POST',
      url: `/api/students/${s.id}/status`,
      headers: { ...w.as.manager, 'accept-language': 'ar' },
      payload: { to: 'suspended', reason: ' ', date: '2026-02-01' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason.message).toMatch(/[\u0600-\u06FF]/);
    const events = await app.ctx.db
      .select()
      .from(t.studentCaseEvents)
      .where(eq(t.studentCaseEvents.studentId, s.id));
    expect(events).toHaveLength(0);
  });

  it('keeps case events append-only and the scope closed', async () => {
    await expect(app.ctx.db.delete(t.studentCaseEvents)).rejects.toThrow();
    // Centre A's manager cannot touch a student of centre B; a teacher cannot change statuses.
    const other = await change(
      { to: 'suspended', reason: 'سبب', date: '2026-02-01' },
      w.as.manager,
      w.org.b.students[0]!.id,
    );
    expect(other.statusCode).toBe(404);
    const teacher = await change(
      { to: 'suspended', reason: 'سبب', date: '2026-02-01' },
      w.as.teacherA,
      w.org.a.students[0]!.id,
    );
    expect(teacher.statusCode).toBe(403);
  });
});
