import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { today, world } from '../students/fixtures.ts';

/** Ring information with figures (center-rings-info, maher- and zad-rings-info). */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const [maher] = await app.ctx.db
    .insert(t.projects)
    .values({ code: 'maher', kind: 'maher', nameAr: 'الماهر', nameEn: 'Maher', nameFr: 'Maher' })
    .returning();
  await app.ctx.db
    .update(t.rings)
    .set({ projectId: maher!.id, capacity: 10 })
    .where((await import('drizzle-orm')).eq(t.rings.id, w.org.a.ring2.id));
});
afterAll(async () => app?.close());

const get = (url: string, headers: Record<string, string>) =>
  app.app.inject({ method: 'GET', url, headers });

describe('rings information', () => {
  it('counts students, attendance and pages of the last 30 days from the ring day', async () => {
    const student = w.org.a.students[0]!;
    const saved = await app.app.inject({
      method: 'PUT',
      url: `/api/rings/${w.org.a.ring.id}/day/${today()}`,
      headers: w.as.teacherA,
      payload: {
        rows: [
          {
            studentId: student.id,
            attendance: { status: 'present' },
            readings: [
              {
                clientId: randomUUID(),
                kind: 'hifz',
                from: { surah: 112, ayah: 1 },
                to: { surah: 114, ayah: 6 },
              },
            ],
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = (await get('/api/rings-info', w.as.manager)).json().items;
    const a = list.find((r: { id: string }) => r.id === w.org.a.ring.id);
    expect(a).toMatchObject({
      name: 'Ring A',
      teacherName: 'Teacher A',
      students: 1,
      attendanceRate: 1,
      readings30: 1,
      lastDay: today(),
    });
    expect(a.pages30).toBeGreaterThan(0);
    const one = (await get(`/api/rings-info/${w.org.a.ring.id}`, w.as.manager)).json();
    expect(one.members).toHaveLength(1);
    expect(one.members[0]).toMatchObject({ id: student.id, attendanceRate: 1 });
    expect(one.members[0].memorisedPages).toBeGreaterThan(0);
  });

  it('filters by project (Maher) and keeps each caller to their scope', async () => {
    const maher = (await get('/api/rings-info?project=maher', w.as.manager)).json().items;
    expect(maher.map((r: { id: string }) => r.id)).toEqual([w.org.a.ring2.id]);
    expect(maher[0]).toMatchObject({ projectCode: 'maher', capacity: 10 });
    const mine = (await get('/api/rings-info', w.as.teacherA)).json().items;
    expect(mine.map((r: { id: string }) => r.id)).toEqual([w.org.a.ring.id]);
    expect((await get(`/api/rings-info/${w.org.b.ring.id}`, w.as.teacherA)).statusCode).toBe(404);
    expect((await get(`/api/rings-info/${w.org.b.ring.id}`, w.as.manager)).statusCode).toBe(404);
  });
});
