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

describe('payroll demo data', () => {
  it('gives the accountant real runs, advances, repayments and student money', async () => {
    const as = bearer((await signIn(app, 'accountant@example.com', 'Admin@12345')).accessToken);
    const runs = (await get('/api/payroll/runs', as)).items as Array<{
      status: string;
      id: string;
    }>;
    expect(runs.map((r) => r.status).sort()).toEqual(['approved', 'draft', 'posted']);
    const posted = await get(
      `/api/payroll/runs/${runs.find((r) => r.status === 'posted')!.id}`,
      as,
    );
    expect(posted.payslips.length).toBeGreaterThan(0);
    expect(posted.advanceDeduction).toBeGreaterThan(0);
    const advances = (await get('/api/advances', as)).items as Array<{ id: string }>;
    expect(advances).toHaveLength(3);
    expect((await get('/api/advances/repayments', as)).total).toBeGreaterThan(0);
    const charges = await get('/api/student-money/charges', as);
    expect(charges.total).toBeGreaterThan(0);
    expect(charges.totals[0].paid).toBeGreaterThan(0);
    expect(charges.totals[0].outstanding).toBeGreaterThan(0);
    const summary = await get('/api/student-money/summary?groupBy=ring', as);
    expect(summary.total).toBeGreaterThan(0);
    const admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
    expect((await get('/api/advance-types', admin)).total).toBe(3);
    expect((await get('/api/salary-components', admin)).total).toBeGreaterThan(0);
  });
});
