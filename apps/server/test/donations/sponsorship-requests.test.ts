import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import { createDonation } from '../../src/modules/donations/donations.service.ts';
import { impactReport } from '../../src/modules/donations/impact-report.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { financeWorld, type FinanceWorld } from '../finance/finance-fixtures.ts';
import { userWith, type Headers } from '../resources/resource-fixtures.ts';

/**
 * Sponsorship requests name the record of their kind (a student, a ring, a family's special
 * case, a teacher) and lie in that record's centre: through the generic API, as a user saves
 * the form.
 */

let app: TestApp;
let db: Db;
let w: FinanceWorld;
let typeId: string;
let centreA: Headers;
let country: Headers;
let caseA: string;
let caseB: string;
let clerkA: string;

const PERMISSIONS = ['donations:read', 'donations:create', 'donations:update'];

beforeAll(async () => {
  app = await createTestApp();
  db = app.ctx.db;
  w = await financeWorld(app);
  const [type] = await db
    .insert(t.donationTypes)
    .values({
      code: 'FAMILY-T',
      nameAr: 'كفالة الأسر',
      nameEn: 'Family sponsorship',
      nameFr: 'Parrainage des familles',
      category: 'general',
      fundId: w.fund.general,
      incomeAccountId: w.account.donations,
      currency: 'TRY',
      minimumAmount: 10_00,
    })
    .returning();
  typeId = type!.id;
  const [kind] = await db
    .insert(t.specialCaseTypes)
    .values({ code: `LOWINC${Date.now()}`, nameAr: 'دخل محدود', nameEn: 'Low', nameFr: 'Bas' })
    .returning();
  const specialCase = async (centre: { id: string; countryId: string }, studentId: string) =>
    (
      await db
        .insert(t.specialCases)
        .values({
          studentId,
          countryId: centre.countryId,
          centreId: centre.id,
          caseTypeId: kind!.id,
          caseType: kind!.code,
          status: 'open',
        })
        .returning()
    )[0]!.id;
  // The family's student is in the second ring, not the teacher's: each path adds a name.
  caseA = await specialCase(w.org.a.centre, w.org.a.students[1]!.id);
  caseB = await specialCase(w.org.b.centre, w.org.b.students[0]!.id);
  const [clerk] = await db
    .insert(t.employees)
    .values({
      fullName: 'سامي الكاتب',
      gender: 'male',
      job: 'accountant',
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
    })
    .returning();
  clerkA = clerk!.id;
  centreA = await userWith(app, PERMISSIONS, {
    level: 'centre',
    countryId: w.org.country.id,
    centreId: w.org.a.centre.id,
  });
  // The form's picker of special cases is their lookup, which needs `special-cases:read`.
  country = await userWith(app, [...PERMISSIONS, 'special-cases:read'], {
    level: 'country',
    countryId: w.org.country.id,
  });
});
afterAll(async () => app?.close());

const requestsCount = async () =>
  Number((await db.select({ n: count() }).from(t.sponsorshipRequests))[0]!.n);

const post = (headers: Headers, body: Record<string, unknown>, language = 'en') =>
  app.app.inject({
    method: 'POST',
    url: '/api/sponsorship-requests',
    headers: { ...headers, 'x-language': language },
    payload: {
      title: 'كفالة',
      centreId: w.org.a.centre.id,
      donationTypeId: typeId,
      currency: 'TRY',
      monthlyAmount: 1500_00,
      ...body,
    },
  });

interface Refusal {
  error: { fields: Record<string, { code: string; message: string }> };
}

describe('sponsorship requests name their subject', () => {
  it('a family request without its special case is refused, translated, and writes nothing', async () => {
    const before = await requestsCount();
    for (const [language, text] of [
      ['en', 'Choose the family’s special case'],
      ['fr', 'Choisissez le cas particulier de la famille'],
      ['ar', 'اختر حالة الأسرة المكفولة'],
    ] as const) {
      const res = await post(centreA, { subjectKind: 'family' }, language);
      expect(res.statusCode, res.body).toBe(400);
      const field = (res.json() as Refusal).error.fields.specialCaseId!;
      expect(field.code).toBe('donations.errors.subjectRequired.family');
      expect(field.message).toBe(text);
    }
    // A family request that also names a student: the student is refused.
    const both = await post(centreA, {
      subjectKind: 'family',
      specialCaseId: caseA,
      studentId: w.org.a.students[1]!.id,
    });
    expect(both.statusCode).toBe(400);
    expect((both.json() as Refusal).error.fields.studentId!.code).toBe(
      'donations.errors.subjectOther.family',
    );
    expect(await requestsCount()).toBe(before);
  });

  it('a special case of a centre outside the caller’s scope is refused; one of theirs is saved', async () => {
    const before = await requestsCount();
    const res = await post(centreA, { subjectKind: 'family', specialCaseId: caseB });
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as Refusal).error.fields.specialCaseId!.code).toBe(
      'resources.validation.referenceNotFound',
    );
    // Naming the other centre too changes nothing: that centre is not theirs either.
    const both = await post(centreA, {
      subjectKind: 'family',
      specialCaseId: caseB,
      centreId: w.org.b.centre.id,
    });
    expect(both.statusCode).toBe(400);
    expect(await requestsCount()).toBe(before);

    const ok = await post(centreA, { subjectKind: 'family', specialCaseId: caseA });
    expect(ok.statusCode, ok.body).toBe(201);
    const saved = ok.json() as Record<string, unknown>;
    expect([saved.specialCaseId, saved.centreId, saved.countryId]).toEqual([
      caseA,
      w.org.a.centre.id,
      w.org.country.id,
    ]);
    // The record page names the family by its special case's student; the picker of the form
    // offers the cases of the chosen centre only.
    const page = await app.app.inject({
      method: 'GET',
      url: `/api/sponsorship-requests/${String(saved.id)}`,
      headers: centreA,
    });
    const refs = (page.json() as { _refs: Record<string, { label: string } | null> })._refs;
    expect(refs.specialCaseId?.label).toContain(w.org.a.students[1]!.fullName);
    const picker = await app.app.inject({
      method: 'GET',
      url: `/api/student-special-cases/lookup?centreId=${w.org.a.centre.id}`,
      headers: country,
    });
    expect(picker.statusCode, picker.body).toBe(200);
    const options = (picker.json() as { items: Array<{ id: string }> }).items.map((o) => o.id);
    expect(options).toContain(caseA);
    expect(options).not.toContain(caseB);
  });

  it('a teacher request takes its centre from the teacher', async () => {
    // A country's staff send centre A, the teacher works in centre B: the request is B's.
    const res = await post(country, {
      subjectKind: 'teacher',
      teacherId: w.org.b.teacher.id,
      centreId: w.org.a.centre.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as { id: string; centreId: string; countryId: string };
    expect([saved.centreId, saved.countryId]).toEqual([w.org.b.centre.id, w.org.country.id]);
    const [row] = await db
      .select()
      .from(t.sponsorshipRequests)
      .where(eq(t.sponsorshipRequests.id, saved.id));
    expect([row!.teacherId, row!.centreId]).toEqual([w.org.b.teacher.id, w.org.b.centre.id]);

    // Its centre alone cannot be moved away from the teacher's.
    const moved = await app.app.inject({
      method: 'PATCH',
      url: `/api/sponsorship-requests/${saved.id}`,
      headers: country,
      payload: { version: 1, centreId: w.org.a.centre.id },
    });
    expect(moved.statusCode).toBe(400);
    expect((moved.json() as Refusal).error.fields.centreId!.code).toBe(
      'donations.errors.subjectNotInCentre',
    );

    // A staff member who is not a teacher, and a teacher of another centre for a centre's staff.
    const before = await requestsCount();
    const clerk = await post(centreA, { subjectKind: 'teacher', teacherId: clerkA });
    expect((clerk.json() as Refusal).error.fields.teacherId!.code).toBe(
      'donations.errors.notTeacher',
    );
    const other = await post(centreA, { subjectKind: 'teacher', teacherId: w.org.b.teacher.id });
    expect((other.json() as Refusal).error.fields.teacherId!.code).toBe(
      'resources.validation.referenceNotFound',
    );
    expect(await requestsCount()).toBe(before);
  });

  it('a sponsor of a family or a teacher sees their students’ first names in the impact report', async () => {
    const family = await post(centreA, { subjectKind: 'family', specialCaseId: caseA });
    const teacher = await post(centreA, {
      subjectKind: 'teacher',
      teacherId: w.org.a.teacher.id,
    });
    expect([family.statusCode, teacher.statusCode]).toEqual([201, 201]);
    const [sponsor] = await db
      .insert(t.benefactors)
      .values({ fullName: 'محسن الأسر', language: 'ar' })
      .returning();
    for (const r of [family, teacher])
      await createDonation(app.ctx, w.as.accountantA, {
        benefactorId: sponsor!.id,
        typeId,
        centreId: w.org.a.centre.id,
        amount: 100_00,
        currency: 'TRY',
        frequency: 'monthly',
        startDate: '2026-01-01',
        sponsorshipRequestId: (r.json() as { id: string }).id,
      });
    const report = await impactReport(db, sponsor!, '2026-02');
    const [ring] = await db.select().from(t.rings).where(eq(t.rings.teacherId, w.org.a.teacher.id));
    const family0 = w.org.a.students[1]!; // the family's student, in the second ring
    const taught = w.org.a.students.filter((s) => s.ringId === ring!.id); // the teacher's ring
    expect(taught.some((s) => s.id === family0.id)).toBe(false);
    const expected = [family0, ...taught].map((s) => s.fullName.split(' ')[0]);
    expect(report.students.map((s) => s.firstName).sort()).toEqual(expected.sort());
    // First names only: no student's full name appears.
    for (const s of w.org.a.students)
      expect(report.students.some((x) => x.firstName === s.fullName)).toBe(false);
  });
});
