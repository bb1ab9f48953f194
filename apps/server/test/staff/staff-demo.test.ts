import { addMonths } from '@qc/domain';
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

describe('work sheets demo data', () => {
  const last = addMonths(new Date().toISOString().slice(0, 7), -1);

  it('has last month’s sheets of the demo centres in every state, with sessions from the ring day', async () => {
    const admin = await as('admin@example.com');
    const all = await get(`/api/work-sheets?month=${last}&pageSize=100`, admin);
    expect(all.total).toBeGreaterThanOrEqual(6);
    const states = new Set(all.items.map((r: { state: string }) => r.state));
    expect([...states]).toEqual(expect.arrayContaining(['approved', 'submitted', 'returned']));
    expect(all.items.some((r: { sessions: number }) => r.sessions > 0)).toBe(true);
    const done = await get(`/api/work-sheets/completeness?month=${last}`, admin);
    expect(done.approved).toBeGreaterThan(0);
  });

  it('shows the demo teacher their sheet and the administrator an explanation, not an error', async () => {
    const teacher = await as('teacher@example.com');
    const mine = await get(`/api/work-sheets/mine?month=${last}`, teacher);
    expect(mine.employee).not.toBeNull();
    expect(mine.sheet.id).not.toBeNull();
    const admin = await as('admin@example.com');
    expect((await get(`/api/work-sheets/mine?month=${last}`, admin)).employee).toBeNull();
    const manager = await as('manager@example.com');
    const waiting = await get('/api/work-sheets/waiting', manager);
    expect(waiting.total).toBeGreaterThanOrEqual(0);
  });
});
