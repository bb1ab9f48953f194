import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ demo: true });
});
afterAll(async () => app?.close());

const get = async (url: string, headers: Record<string, string>) => {
  const res = await app.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('polls demo data', () => {
  it('gives the screens real polls with answers, a summary and an open public link', async () => {
    const admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
    const polls = await get('/api/polls', admin);
    expect(polls.total).toBe(3);
    const parents = polls.items.find(
      (p: { kind: string; status: string; centreId: string | null }) =>
        p.kind === 'poll' && p.status === 'open' && p.centreId,
    );
    expect(parents.answers).toBeGreaterThan(10);
    const summary = await get(`/api/polls/${parents.id}/summary`, admin);
    expect(summary.answers).toBe(parents.answers);
    const overall = summary.questions.find(
      (q: { questionId: string }) => q.questionId === 'overall',
    );
    expect(overall.options.reduce((n: number, o: { count: number }) => n + o.count, 0)).toBe(
      parents.answers,
    );
    const pub = await app.app.inject({ method: 'GET', url: `/api/public/polls/${parents.id}` });
    expect(pub.json().unavailable).toBeNull();
    const log = await get('/api/polls/log', admin);
    expect(log.total).toBeGreaterThan(30);
  });
});
