import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { today, world } from '../students/fixtures.ts';

/** students-quran-readings: search by the student's name (any spelling), filters, scope. */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
let named: { a: string; b: string };

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const add = async (ringId: string, centreId: string, fullName: string) =>
    (
      await app.app.inject({
        method: 'POST',
        url: '/api/students',
        headers: w.as.admin,
        payload: { fullName, gender: 'male', centreId, ringId },
      })
    ).json().id as string;
  named = {
    a: await add(w.org.a.ring.id, w.org.a.centre.id, 'حمزة أحمد الخطيب'),
    b: await add(w.org.b.ring.id, w.org.b.centre.id, 'حمزة يوسف العلي'),
  };
  for (const [ring, student, teacher] of [
    [w.org.a.ring.id, named.a, w.as.teacherA],
    [w.org.b.ring.id, named.b, w.as.teacherB],
  ] as const) {
    const res = await app.app.inject({
      method: 'PUT',
      url: `/api/rings/${ring}/day/${today()}`,
      headers: teacher,
      payload: {
        rows: [
          {
            studentId: student,
            attendance: { status: 'present' },
            readings: [
              {
                clientId: randomUUID(),
                kind: 'hifz',
                from: { surah: 2, ayah: 1 },
                to: { surah: 2, ayah: 5 },
              },
              {
                clientId: randomUUID(),
                kind: 'revision',
                from: { surah: 1, ayah: 1 },
                to: { surah: 1, ayah: 7 },
              },
            ],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => app?.close());

const search = (query: string, headers = w.as.admin) =>
  app.app.inject({ method: 'GET', url: `/api/readings?${query}`, headers });

describe('readings search', () => {
  it('finds a student’s readings by name in any spelling, with kind and surah filters', async () => {
    const byName = (await search(`q=${encodeURIComponent('احمد الخطيب')}`)).json();
    expect(byName.total).toBe(2);
    expect(byName.items.every((r: { studentId: string }) => r.studentId === named.a)).toBe(true);
    const common = (await search(`q=${encodeURIComponent('حمزه')}&kind=hifz`)).json();
    expect(common.items.map((r: { studentId: string }) => r.studentId).sort()).toEqual(
      [named.a, named.b].sort(),
    );
    expect(common.items[0]).toMatchObject({ kind: 'hifz', ayahCount: 5, fromSurah: 2 });
    const surah = (await search('surah=1')).json();
    expect(surah.items.every((r: { kind: string }) => r.kind === 'revision')).toBe(true);
    const nobody = (await search(`q=${encodeURIComponent('غير موجود')}`)).json();
    expect(nobody).toMatchObject({ items: [], total: 0, totalCapped: false });
  });

  it('keeps a teacher to the readings of their rings', async () => {
    const mine = (await search(`q=${encodeURIComponent('حمزة')}`, w.as.teacherA)).json();
    expect(mine.items.length).toBe(2);
    expect(mine.items.every((r: { studentId: string }) => r.studentId === named.a)).toBe(true);
  });
});
