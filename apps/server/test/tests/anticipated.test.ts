import { juzRange } from '@qc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testsWorld } from './tests-fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof testsWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await testsWorld(app);
});
afterAll(async () => app?.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('anticipated tests', () => {
  it('forecasts the juz a student is finishing from their pace, and drops it once requested', async () => {
    // Half of juz 29 (Al-Mulk to Nuh) read this week: 10 pages in 4 weeks is 2.5 a week.
    await app.ctx.db.insert(t.readings).values({
      countryId: w.org.country.id,
      centreId: w.org.a.centre.id,
      ringId: w.org.a.ring.id,
      studentId: w.student.id,
      readOn: daysAgo(2),
      kind: 'hifz',
      fromSurah: 67,
      fromAyah: 1,
      toSurah: 71,
      toAyah: 28,
      ayahCount: 200,
      pageCount: '10',
    });
    const get = (weeks: number) =>
      app.app.inject({
        method: 'GET',
        url: `/api/tests/anticipated?weeks=${weeks}&centreId=${w.org.a.centre.id}`,
        headers: w.as.manager,
      });
    const res = await get(12);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().items.find((i: { studentId: string }) => i.studentId === w.student.id);
    expect(item).toMatchObject({ juz: 29, pagesPerWeek: 2.5, suggestedKindId: expect.any(String) });
    expect(item.remainingPages).toBeGreaterThan(0);
    expect(item.expectedOn > daysAgo(0)).toBe(true);
    // Not within a week at that pace.
    const soon = (await get(1)).json().items as Array<{ studentId: string }>;
    expect(soon.map((i) => i.studentId)).not.toContain(w.student.id);
    // A teacher sees only their rings' students; another ring's teacher does not see them.
    const other = await app.app.inject({
      method: 'GET',
      url: '/api/tests/anticipated?weeks=12',
      headers: w.as.teacherB,
    });
    expect(other.json().items.map((i: { studentId: string }) => i.studentId)).not.toContain(
      w.student.id,
    );
    // Once requested, it is no longer anticipated.
    const req = await app.app.inject({
      method: 'POST',
      url: '/api/tests/requests',
      headers: w.as.teacherA,
      payload: {
        studentId: w.student.id,
        kindId: w.kinds.juz.id,
        portion: juzRange(29),
        overrideReason: 'قارب إتمام الجزء',
      },
    });
    expect(req.statusCode, req.body).toBe(201);
    const after = (await get(12)).json().items as Array<{ studentId: string }>;
    expect(after.map((i) => i.studentId)).not.toContain(w.student.id);
  });
});
