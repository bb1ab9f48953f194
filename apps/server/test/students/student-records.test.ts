import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from './fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
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

describe('special cases, cooperation, families, report', () => {
  it('records a special case with an evidence file and finds it', async () => {
    const file = Buffer.from('%PDF-1.4 evidence').toString('base64');
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/students/${w.org.a.students[0]!.id}/special-cases`,
      headers: w.as.manager,
      payload: {
        caseType: 'orphan',
        description: 'يتيم الأب',
        monthlySupport: 50000,
        evidence: [{ name: 'شهادة.pdf', contentType: 'application/pdf', contentBase64: file }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().evidence).toEqual([{ name: 'شهادة.pdf', size: 17 }]);
    const list = await app.app.inject({
      method: 'GET',
      url: '/api/special-cases?caseType=orphan',
      headers: w.as.manager,
    });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0].evidence).toEqual([{ name: 'شهادة.pdf', size: 17 }]);
    const dl = await app.app.inject({
      method: 'GET',
      url: `/api/special-cases/${res.json().id}/evidence/0`,
      headers: w.as.manager,
    });
    expect(dl.rawPayload.toString('base64')).toBe(file);
    const other = await app.app.inject({
      method: 'GET',
      url: '/api/special-cases',
      headers: w.as.teacherB,
    });
    expect(other.statusCode).toBe(403);
  });

  it('records a student assisting a teacher', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/students/${w.org.a.students[0]!.id}/cooperation`,
      headers: w.as.manager,
      payload: {
        ringId: w.org.a.ring2.id,
        tasks: 'تسميع المراجعة للصغار',
        hoursPerWeek: 4,
        startsOn: '2026-02-01',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await app.app.inject({
      method: 'GET',
      url: `/api/student-cooperation?ringId=${w.org.a.ring2.id}`,
      headers: w.as.manager,
    });
    expect(list.json().items[0]).toMatchObject({ studentName: 'S1 A', hoursPerWeek: 4 });
  });

  it('finds siblings by guardian name, phone or father name, normalised', async () => {
    for (const q of ['عبدالرحمن', '0532 999 88 77', 'محمود']) {
      const res = await app.app.inject({
        method: 'GET',
        url: `/api/families/search?q=${encodeURIComponent(q)}`,
        headers: w.as.manager,
      });
      expect(res.statusCode, res.body).toBe(200);
      const fams = res.json().items;
      expect(fams).toHaveLength(1);
      expect(fams[0].children.map((c: { studentName: string }) => c.studentName).sort()).toEqual([
        'S1 A',
        'S2 A',
      ]);
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
