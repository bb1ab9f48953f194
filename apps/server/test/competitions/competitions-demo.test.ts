import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ demo: true });
}, 600_000);
afterAll(async () => app?.close());

const as = async (email: string) => bearer((await signIn(app, email, 'Admin@12345')).accessToken);
const get = async (url: string, headers: Record<string, string>) => {
  const res = await app.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('competitions demo data', () => {
  it('has published results, a competition in judging with the judge’s work, and the Maher contest', async () => {
    const admin = await as('admin@example.com');
    const published = (await get('/api/competitions?state=published', admin)).items;
    expect(published.length).toBe(1);
    const results = await get(`/api/competitions/${published[0].id}/results`, admin);
    const entries = results.categories.flatMap((k: { entries: unknown[] }) => k.entries);
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(entries.filter((e: { rank: number | null }) => e.rank === 1).length).toBeGreaterThan(0);
    const judging = (await get('/api/competitions?state=judging', admin)).items;
    expect(judging.length).toBe(1);
    const judge = await as('judge@example.com');
    const panels = await get('/api/competition-judging', judge);
    const open = panels.find((p: { state: string }) => p.state === 'judging');
    const view = await get(`/api/competition-judging/${open.categoryId}`, judge);
    expect(view.contestants.length).toBeGreaterThanOrEqual(2);
    expect(
      view.contestants.some((c: { mine: { state: string } | null }) => c.mine?.state === 'draft'),
    ).toBe(true);
    // Its sheets carry the criteria form's marks (voice, stops) beside the mistakes.
    expect(view.criteriaForm.sections[0].questions.length).toBe(2);
    const marked = view.contestants.find(
      (c: { mine: { formAnswers: object } | null }) => c.mine,
    ).mine;
    expect(Object.keys(marked.formAnswers).sort()).toEqual(['stops', 'voice']);
    const maher = (await get('/api/competitions?kind=maher', admin)).items;
    expect(maher.map((c: { maher: boolean; state: string }) => [c.maher, c.state])).toEqual([
      [true, 'registration'],
    ]);
    expect((await get('/api/maher/candidates', admin)).length).toBeGreaterThan(0);
    expect((await get('/api/maher/students', admin)).items.length).toBeGreaterThan(0);
    expect((await get('/api/competition-search?q=', admin)).total).toBeGreaterThan(4);
  });
});
