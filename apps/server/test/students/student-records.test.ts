import { FILE_ROUTES, STUDENTS_ROUTES } from '@qc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { upload } from '../resources/resource-fixtures.ts';
import { world } from './fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
let orphanTypeId: string;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const [kind] = await app.ctx.db
    .insert(t.specialCaseTypes)
    .values({ code: 'ORPHAN', nameAr: 'يتيم', nameEn: 'Orphan', nameFr: 'Orphelin' })
    .returning();
  orphanTypeId = kind!.id;
  await app.ctx.db.insert(t.specialCaseTypes).values([
    { code: 'RETIRED', nameAr: 'قديم', nameEn: 'Retired', nameFr: 'Ancien', status: 'inactive' },
    {
      code: 'ARCHIVED',
      nameAr: 'مؤرشف',
      nameEn: 'Archived',
      nameFr: 'Archivé',
      archivedAt: new Date().toISOString(),
    },
  ]);
  const [g] = await app.ctx.db
    .insert(t.guardians)
    .values({
      countryId: w.org.country.id,
      fullName: 'محمود عبد الرحمن',
      phone: '+90 532 999 8877',
      search: 'محمود عبدالرحمن الرحمن 905329998877',
    })
    .returning();
  for (const s of [w.org.a.students[0]!, w.org.a.students[1]!]) {
    await app.ctx.db
      .update(t.students)
      .set({ guardianId: g!.id, fatherName: 'محمود' })
      .where(eq(t.students.id, s.id));
  }
});
afterAll(async () => app?.close());

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url, headers, payload });

describe('special cases, cooperation, families, report', () => {
  it('records a special case with an evidence file (a stored file) and finds it', async () => {
    const content = Buffer.from('%PDF-1.4 evidence');
    const up = await upload(app, w.as.manager, 'student-special-cases', 'evidence', {
      name: 'شهادة.pdf',
      type: 'application/pdf',
      content,
    });
    expect(up.statusCode, up.body).toBe(201);
    // The upload's answer is what the API document says it is.
    const fileId = FILE_ROUTES['POST /api/files'].response.parse(up.json()).id;
    const payload = {
      caseType: 'ORPHAN',
      description: 'يتيم الأب',
      monthlySupport: 50000,
      evidence: [{ id: fileId }],
    };
    // A kind of case that does not exist, is no longer in use or is archived is refused, and
    // nothing is recorded (the evidence file stays unclaimed for the good request below).
    const caseUrl = `/api/students/${w.org.a.students[0]!.id}/special-cases`;
    for (const [caseType, code] of [
      ['NO_SUCH_KIND', 'resources.validation.referenceNotFound'],
      ['RETIRED', 'resources.validation.referenceInactive'],
      ['ARCHIVED', 'resources.validation.referenceArchived'],
    ] as const) {
      const refused = await post(caseUrl, w.as.manager, { ...payload, caseType });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.caseType.code).toBe(code);
    }
    // Someone else's upload cannot be claimed.
    const stranger = await post(caseUrl, w.as.admin, payload);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fields.evidence.code).toBe('resources.validation.fileNotFound');
    const res = await post(caseUrl, w.as.manager, payload);
    expect(res.statusCode, res.body).toBe(201);
    // The case as the lists show it (read back after its creation), as documented.
    const made = STUDENTS_ROUTES['POST /api/students/:id/special-cases'].response.parse(res.json());
    expect(made).toMatchObject({
      studentId: w.org.a.students[0]!.id,
      caseType: 'ORPHAN',
      description: 'يتيم الأب',
      monthlySupport: 50000,
      evidence: [{ id: fileId, name: 'شهادة.pdf', size: 17 }],
    });
    const [stored] = await app.ctx.db
      .select({ recordId: t.storedFiles.recordId })
      .from(t.storedFiles)
      .where(eq(t.storedFiles.id, fileId));
    expect(stored!.recordId).toBe(res.json().id);
    // A file already claimed by a case cannot be claimed by a second one.
    const again = await post(
      `/api/students/${w.org.a.students[1]!.id}/special-cases`,
      w.as.manager,
      payload,
    );
    expect(again.statusCode).toBe(400);
    const list = await app.app.inject({
      method: 'GET',
      url: '/api/special-cases?caseType=ORPHAN',
      headers: w.as.manager,
    });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0].evidence).toEqual([{ id: fileId, name: 'شهادة.pdf', size: 17 }]);
    const dl = await app.app.inject({
      method: 'GET',
      url: `/api/special-cases/${res.json().id}/evidence/0`,
      headers: w.as.manager,
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(content)).toBe(true);
    // Through the resource the case carries a signed link to the same stored file.
    const rec = await app.app.inject({
      method: 'GET',
      url: `/api/student-special-cases/${res.json().id}`,
      headers: w.as.manager,
    });
    expect(rec.statusCode, rec.body).toBe(200);
    // The kind is a reference to its type, named in the reader's language.
    expect(rec.json()).toMatchObject({ caseTypeId: orphanTypeId, caseType: 'ORPHAN' });
    expect(rec.json()._refs.caseTypeId.label).toBe('يتيم');
    const url = rec.json().evidence[0].url as string;
    expect(url).toContain(`/files/${fileId}?`);
    const viaLink = await app.app.inject({ method: 'GET', url });
    expect(viaLink.rawPayload.equals(content)).toBe(true);
    const other = await app.app.inject({
      method: 'GET',
      url: '/api/special-cases',
      headers: w.as.teacherB,
    });
    expect(other.statusCode).toBe(403);
    // Through the resource, a case lives in its student's centre.
    const elsewhere = await post('/api/student-special-cases', w.as.admin, {
      studentId: w.org.a.students[0]!.id,
      centreId: w.org.b.centre.id,
      caseTypeId: orphanTypeId,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields.studentId.code).toBe('students.studentNotInCentre');
    // In the right centre, the kind's code is copied from the kind chosen (never from the client).
    const viaResource = await post('/api/student-special-cases', w.as.admin, {
      studentId: w.org.a.students[1]!.id,
      centreId: w.org.a.centre.id,
      caseTypeId: orphanTypeId,
      caseType: 'FORGED',
    });
    expect(viaResource.statusCode, viaResource.body).toBe(201);
    expect(viaResource.json().caseType).toBe('ORPHAN');
    const managerB = await createUser(app, {
      assignments: [{ role: 'centre_manager', level: 'centre', centreId: w.org.b.centre.id }],
    });
    const outside = await app.app.inject({
      method: 'GET',
      url: `/api/special-cases/${res.json().id}/evidence/0`,
      headers: bearer((await signIn(app, managerB.email)).accessToken),
    });
    expect(outside.statusCode).toBe(404);
  });

  it('pages special cases like the generic lists: next items on page 2, the total, scope kept', async () => {
    const studentId = w.org.a.students[1]!.id;
    const url = (n: number, headers = w.as.manager) =>
      app.app.inject({
        method: 'GET',
        url: `/api/special-cases?studentId=${studentId}&page=${n}&pageSize=2`,
        headers,
      });
    const before = (await url(1)).json().total as number;
    const made: string[] = [];
    for (const description of ['أول', 'ثان', 'ثالث']) {
      const res = await app.app.inject({
        method: 'POST',
        url: `/api/students/${studentId}/special-cases`,
        headers: w.as.manager,
        payload: { caseType: 'ORPHAN', description },
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().id as string);
    }
    const total = before + 3;
    const seen: string[] = [];
    for (let n = 1; n <= Math.ceil(total / 2); n++) {
      const body = (await url(n)).json();
      expect(body).toMatchObject({ total, page: n, pageSize: 2 });
      expect(body.items).toHaveLength(Math.min(2, total - (n - 1) * 2));
      seen.push(...body.items.map((c: { id: string }) => c.id));
    }
    // Every case once, none twice, the new ones among them; past the last page, nothing.
    expect(new Set(seen).size).toBe(total);
    for (const id of made) expect(seen).toContain(id);
    expect((await url(Math.ceil(total / 2) + 1)).json().items).toEqual([]);
    // Centre B's student's cases are outside the manager of A's scope: none, and a total of 0.
    const bStudent = w.org.b.students[0]!.id;
    const inB = await app.app.inject({
      method: 'POST',
      url: `/api/students/${bStudent}/special-cases`,
      headers: w.as.admin,
      payload: { caseType: 'ORPHAN' },
    });
    expect(inB.statusCode, inB.body).toBe(201);
    const hidden = await app.app.inject({
      method: 'GET',
      url: `/api/special-cases?studentId=${bStudent}`,
      headers: w.as.manager,
    });
    expect(hidden.json()).toMatchObject({ items: [], total: 0 });
    const seenByAdmin = await app.app.inject({
      method: 'GET',
      url: `/api/special-cases?studentId=${bStudent}`,
      headers: w.as.admin,
    });
    expect(seenByAdmin.json().total).toBe(1);
  });

  it('records a student assisting a teacher (the student-cooperation definition)', async () => {
    const body = {
      studentId: w.org.a.students[0]!.id,
      ringId: w.org.a.ring2.id,
      tasks: 'تسميع المراجعة للصغار',
      hoursPerWeek: 4,
      startsOn: '2026-02-01',
    };
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/student-cooperation',
      headers: w.as.manager,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    // The ring fixes the centre and country.
    expect(res.json()).toMatchObject({
      centreId: w.org.a.centre.id,
      countryId: w.org.a.ring2.countryId,
    });
    const count = async () =>
      (
        await app.database.query<{ n: number }>(
          'select count(*)::int as n from student_cooperation',
        )
      )[0]!.n;
    const before = await count();
    // Out of the manager's reach: a ring or a student of centre B; nothing written.
    for (const payload of [
      { ...body, ringId: w.org.b.ring.id },
      { ...body, studentId: w.org.b.students[0]!.id },
    ]) {
      const outside = await app.app.inject({
        method: 'POST',
        url: '/api/student-cooperation',
        headers: w.as.manager,
        payload,
      });
      expect(outside.statusCode, outside.body).toBe(400);
      const field = payload.ringId === body.ringId ? 'studentId' : 'ringId';
      expect(outside.json().error.fields[field].code).toBe(
        'resources.validation.referenceNotFound',
      );
    }
    // Bad input, in the caller's language: tasks too short, no hours, an end before the start.
    const bad = await app.app.inject({
      method: 'POST',
      url: '/api/student-cooperation',
      headers: { ...w.as.manager, 'accept-language': 'ar' },
      payload: { ...body, tasks: 'ab', hoursPerWeek: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['hoursPerWeek', 'tasks']);
    const reversed = await app.app.inject({
      method: 'POST',
      url: '/api/student-cooperation',
      headers: w.as.manager,
      payload: { ...body, endsOn: '2026-01-01' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.endsOn.code).toBe('resources.validation.dateOrder');
    // A teacher reads the students of their rings but may not record cooperation.
    const byTeacher = await app.app.inject({
      method: 'POST',
      url: '/api/student-cooperation',
      headers: w.as.teacherA,
      payload: body,
    });
    expect(byTeacher.statusCode).toBe(403);
    expect(await count()).toBe(before);
    const list = await app.app.inject({
      method: 'GET',
      url: `/api/student-cooperation?ringId=${w.org.a.ring2.id}`,
      headers: w.as.manager,
    });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({
      hoursPerWeek: 4,
      _refs: { studentId: { label: 'S1 A' } },
    });
    // A record of centre B (made by the administrator) stays out of the manager of A's list.
    const inB = await app.app.inject({
      method: 'POST',
      url: '/api/student-cooperation',
      headers: w.as.admin,
      payload: { ...body, studentId: w.org.b.students[0]!.id, ringId: w.org.b.ring.id },
    });
    expect(inB.statusCode, inB.body).toBe(201);
    const ofB = `/api/student-cooperation?centreId=${w.org.b.centre.id}`;
    const seen = await app.app.inject({ method: 'GET', url: ofB, headers: w.as.manager });
    expect(seen.json().total).toBe(0);
    const byAdmin = await app.app.inject({ method: 'GET', url: ofB, headers: w.as.admin });
    expect(byAdmin.json().items.map((r: { id: string }) => r.id)).toEqual([inB.json().id]);
  });

  it('finds siblings by guardian name, phone or father name, normalised', async () => {
    for (const q of ['عبدالرحمن', '0532 999 88 77', 'محمود']) {
      const res = await app.app.inject({
        method: 'GET',
        url: `/api/families/search?q=${encodeURIComponent(q)}`,
        headers: w.as.manager,
      });
      expect(res.statusCode, res.body).toBe(200);
      // The answer is the one the API document describes.
      const fams = STUDENTS_ROUTES['GET /api/families/search'].response.parse(res.json()).items;
      expect(fams).toHaveLength(1);
      expect(fams[0]!.children.map((c) => c.studentName).sort()).toEqual(['S1 A', 'S2 A']);
    }
    // Centre B's teacher sees no family there.
    const none = await app.app.inject({
      method: 'GET',
      url: `/api/families/search?q=${encodeURIComponent('محمود')}`,
      headers: w.as.teacherB,
    });
    expect(none.json().items).toEqual([]);
  });

  it('reports students by centre and status in scope', async () => {
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/students/report?countryId=${w.org.country.id}`,
      headers: w.as.admin,
    });
    const items = res.json().items as Array<{
      centreName: string;
      total: number;
      byStatus: Record<string, number>;
    }>;
    expect(items.map((i) => i.centreName)).toEqual(['A', 'B']);
    expect(items[0]!.byStatus.active).toBe(2);
    const mine = await app.app.inject({
      method: 'GET',
      url: '/api/students/report',
      headers: w.as.manager,
    });
    expect(mine.json().items.map((i: { centreName: string }) => i.centreName)).toEqual(['A']);
  });
});
