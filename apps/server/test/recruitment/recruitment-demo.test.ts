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

describe('recruitment demo data', () => {
  it('has two postings with applications in every state, a round scored by two, and a hire', async () => {
    const hr = await as('hr@example.com');
    const postings = (await get('/api/recruitment/postings', hr)).items;
    expect(postings).toHaveLength(2);
    for (const p of postings) {
      const board = await get(`/api/recruitment/applications/board?postingId=${p.id}`, hr);
      for (const state of [
        'new',
        'shortlisted',
        'interview',
        'accepted',
        'rejected',
        'hired',
        'withdrawn',
      ])
        expect(board.byState[state], `${p.title}: ${state}`).toBeGreaterThan(0);
    }
    const panel = await as('panel@example.com');
    const rounds = await get('/api/recruitment/rounds', panel);
    expect(rounds.length).toBe(2);
    const round = await get(`/api/recruitment/rounds/${rounds[0].id}`, panel);
    expect(round.panel).toHaveLength(2);
    expect(round.candidates.some((c: { score: number | null }) => c.score !== null)).toBe(true);
    const hired = (await get('/api/recruitment/applications?state=hired', hr)).items;
    expect(hired).toHaveLength(2);
    // The hires are on payroll: a salary profile each.
    const pay = await get(
      `/api/salary-components?employeeId=${hired[0].employeeId}`,
      await as('admin@example.com'),
    );
    expect(pay.items.length).toBe(1);
  });
});

describe('the demo’s history and recordings', () => {
  it('spreads the moves over days, so the funnel’s time in each state is real', async () => {
    const hr = await as('hr@example.com');
    for (const p of (await get('/api/recruitment/postings', hr)).items) {
      const funnel = await get(`/api/recruitment/postings/${p.id}/funnel`, hr);
      for (const state of ['new', 'shortlisted', 'interview', 'accepted'])
        expect(funnel.meanDays[state], `${p.title}: ${state}`).toBeGreaterThanOrEqual(1);
    }
    // The applicant's status link shows the same days.
    const list = (await get('/api/recruitment/applications?state=hired', hr)).items;
    const detail = await get(`/api/recruitment/applications/${list[0].id}`, hr);
    const times = detail.events.map((e: { at: string }) => Date.parse(e.at));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(7 * 86_400_000);
  });

  it('gives applications a recitation sample HR can play', async () => {
    const hr = await as('hr@example.com');
    const list = (await get('/api/recruitment/applications?pageSize=100', hr)).items;
    let played = 0;
    for (const row of list) {
      const a = await get(`/api/recruitment/applications/${row.id}`, hr);
      if (!a.answers.recitation?.file) continue;
      const res = await app.app.inject({
        method: 'GET',
        url: `/api/recruitment/applications/${row.id}/files/recitation`,
        headers: hr,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.rawPayload.toString('ascii', 8, 12)).toBe('WAVE');
      played += 1;
    }
    expect(played).toBeGreaterThan(list.length / 2);
  });
});
