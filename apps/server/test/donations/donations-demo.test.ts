import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/db/seed/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.database, { withAccounts: true });
});
afterAll(async () => app?.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('donations demo data', () => {
  it('gives every donations screen real Arabic content', async () => {
    const admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
    const donations = await get('/api/donations', admin);
    expect(donations.total).toBeGreaterThanOrEqual(8);
    const payments = (await get('/api/donation-payments?pageSize=100', admin)).items as Array<{
      state: string;
      serial: string | null;
    }>;
    expect(payments.some((p) => p.state === 'pending')).toBe(true);
    expect(payments.filter((p) => p.state === 'confirmed').every((p) => p.serial)).toBe(true);
    for (const resource of [
      'donation-types',
      'benefactors',
      'benefactor-links',
      'sponsorship-requests',
    ])
      expect((await get(`/api/${resource}`, admin)).total, resource).toBeGreaterThan(0);
    const figures = await get('/api/donations/dashboard', admin);
    expect(figures).toHaveProperty('pledgesAtRisk');
    expect(figures.unmatchedRequests).toBeGreaterThan(0);
    const types = (await get('/api/public/donation-types')).items as Array<{ raised: number }>;
    expect(types.some((t) => t.raised > 0)).toBe(true);
  });
});
