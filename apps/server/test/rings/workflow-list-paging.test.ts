import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from '../students/fixtures.ts';

/**
 * The workflow lists that were capped (1000 or 500 rows, no total) page like the engine's lists:
 * `{ items, total, page, pageSize }`, a stable order, at most 100 a page, the scope in the count.
 */
let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

type Headers = Record<string, string>;

async function post(url: string, headers: Headers, payload: Record<string, unknown>) {
  const res = await app.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: string };
}

/**
 * Reads every page of `path` (`size` a page, 2 unless said) as `headers`: each page says the same
 * total and its number, holds `size` items but the last, no id comes twice, and the page after the last is empty.
 */
async function everyPage(path: string, headers: Headers, size = 2) {
  const sep = path.includes('?') ? '&' : '?';
  const get = async (n: number) => {
    const res = await app.app.inject({
      method: 'GET',
      url: `${path}${sep}page=${n}&pageSize=${size}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Array<{ id: string }>; total: number; page: number };
  };
  const first = await get(1);
  const total = first.total;
  const ids: string[] = [];
  for (let n = 1; n <= Math.ceil(total / size); n++) {
    const body = n === 1 ? first : await get(n);
    expect(body).toMatchObject({ total, page: n, pageSize: size });
    expect(body.items).toHaveLength(Math.min(size, total - (n - 1) * size));
    ids.push(...body.items.map((i) => i.id));
  }
  expect(new Set(ids).size).toBe(total);
  expect((await get(Math.ceil(total / size) + 1)).items).toEqual([]);
  return { total, ids };
}

describe('workflow lists page like the generic lists', () => {
  it('follow-up visits (a definition now): paged, latest first, centre B outside the manager of A', async () => {
    const made = [];
    for (const visitedOn of ['2026-03-01', '2026-03-02', '2026-03-03']) {
      made.push(
        (await post('/api/followups', w.as.manager, { ringId: w.org.a.ring.id, visitedOn })).id,
      );
    }
    const inB = await post('/api/followups', w.as.admin, {
      ringId: w.org.b.ring.id,
      visitedOn: '2026-03-04',
    });
    const { ids } = await everyPage('/api/followups', w.as.manager);
    for (const id of made) expect(ids).toContain(id);
    expect(ids).not.toContain(inB.id);
    // Latest visit first: the 3rd of March before the 1st.
    expect(ids.indexOf(made[2]!)).toBeLessThan(ids.indexOf(made[0]!));
    expect((await everyPage('/api/followups', w.as.admin)).ids).toContain(inB.id);
  });

  it('stars (a definition now): paged, and the ranking counts every matching award, not one page', async () => {
    const starType = await post('/api/star-types', w.as.admin, {
      code: 'DISCIPLINE',
      nameAr: 'نجمة الانضباط',
      nameEn: 'Discipline star',
      nameFr: 'Étoile de discipline',
    });
    const award = (ringId: string, stars: number, day: string) =>
      post('/api/ring-stars', w.as.admin, {
        ringId,
        starTypeId: starType.id,
        stars,
        periodFrom: `2026-04-${day}`,
        periodTo: `2026-04-${day}`,
      });
    // Ring 2 of A gets 3 awards of 1 star (3 in all), ring A one award of 2 stars.
    for (const day of ['01', '02', '03']) await award(w.org.a.ring2.id, 1, day);
    await award(w.org.a.ring.id, 2, '04');
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/ring-stars?centreId=${w.org.a.centre.id}&pageSize=1`,
      headers: w.as.manager,
    });
    const body = res.json() as { items: unknown[]; total: number };
    expect(body.items).toHaveLength(1);
    expect(body.total).toBeGreaterThanOrEqual(4);
    const ranked = await app.app.inject({
      method: 'GET',
      url: `/api/ring-stars/ranking?centreId=${w.org.a.centre.id}`,
      headers: w.as.manager,
    });
    expect(ranked.statusCode, ranked.body).toBe(200);
    const ranking = ranked.json().items as Array<{
      ringId: string;
      ringName: string;
      stars: number;
    }>;
    const ring2 = ranking.find((r) => r.ringId === w.org.a.ring2.id);
    expect(ring2).toMatchObject({ ringName: 'Ring A 2' });
    expect(ring2?.stars).toBeGreaterThanOrEqual(3);
    expect(ranking[0]!.stars).toBeGreaterThanOrEqual(ranking.at(-1)!.stars);
    // Centre B's awards stay out of the manager of A's ranking.
    await award(w.org.b.ring.id, 50, '05');
    const all = await app.app.inject({
      method: 'GET',
      url: '/api/ring-stars/ranking',
      headers: w.as.manager,
    });
    expect(all.json().items.map((r: { ringId: string }) => r.ringId)).not.toContain(
      w.org.b.ring.id,
    );
    await everyPage(`/api/ring-stars?centreId=${w.org.a.centre.id}`, w.as.manager);
  });

  it('cooperation, transfers and registration links: paged with their totals', async () => {
    // Ring A has two students: one page each (pageSize 1).
    const pair = w.org.a.students.slice(0, 2);
    expect(pair).toHaveLength(2);
    for (const s of pair) {
      await post('/api/student-cooperation', w.as.manager, {
        studentId: s.id,
        ringId: w.org.a.ring2.id,
        tasks: 'تسميع المراجعة للصغار',
        hoursPerWeek: 2,
        startsOn: '2026-02-01',
      });
    }
    const coop = `/api/student-cooperation?ringId=${w.org.a.ring2.id}`;
    expect((await everyPage(coop, w.as.manager, 1)).total).toBe(2);

    for (const [i, s] of pair.entries()) {
      await post(`/api/students/${s.id}/transfer`, w.as.manager, {
        // S1 is in ring A, S2 in ring A 2: each moves to the other ring.
        toRingId: s.ringId === w.org.a.ring.id ? w.org.a.ring2.id : w.org.a.ring.id,
        reason: 'قرب السكن',
        date: `2026-02-0${i + 1}`,
      });
    }
    const moves = `/api/ring-transfers?centreId=${w.org.a.centre.id}`;
    expect((await everyPage(moves, w.as.manager, 1)).total).toBe(2);

    for (const title of ['رابط أول', 'رابط ثان', 'رابط ثالث']) {
      await post('/api/registration-links', w.as.manager, {
        centreId: w.org.a.centre.id,
        title,
        form: { fields: [] },
      });
    }
    expect((await everyPage('/api/registration-links', w.as.manager)).total).toBe(3);
  });

  it('refuses a page size over 100 with a translated 400', async () => {
    for (const path of [
      '/api/followups',
      '/api/ring-stars',
      '/api/student-cooperation',
      '/api/ring-transfers',
      '/api/registration-links',
    ]) {
      const res = await app.app.inject({
        method: 'GET',
        url: `${path}?pageSize=101`,
        headers: w.as.manager,
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.fields.pageSize.code, path).toBeTruthy();
    }
  });
});
