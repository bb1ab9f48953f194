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

describe('rewards demo data', () => {
  it('shows rules, rewards in every state and one posted transfer', async () => {
    const admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
    expect((await get('/api/reward-rules', admin)).total).toBeGreaterThanOrEqual(5);
    for (const state of ['proposed', 'approved', 'rejected', 'paid'])
      expect((await get(`/api/rewards?state=${state}`, admin)).total, state).toBeGreaterThan(0);
    const centres = new Set(
      ((await get('/api/rewards?pageSize=100', admin)).items as Array<{ centreId: string }>).map(
        (r) => r.centreId,
      ),
    );
    expect(centres.size).toBeGreaterThan(1);
    const accountant = bearer(
      (await signIn(app, 'accountant@example.com', 'Admin@12345')).accessToken,
    );
    const transfers = await get('/api/reward-transfers', accountant);
    expect(transfers.total).toBe(1);
    expect(transfers.items[0].reversed).toBe(false);
    const teacher = bearer((await signIn(app, 'teacher@example.com', 'Admin@12345')).accessToken);
    const own = await get('/api/rewards/teacher', teacher);
    expect(own.teacherName).toBeTruthy();
  });
});
