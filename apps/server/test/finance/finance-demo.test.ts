import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ demo: true });
});
afterAll(async () => app?.close());

const as = async (email: string) => bearer((await signIn(app, email, 'Admin@12345')).accessToken);
const get = async (url: string, headers: Record<string, string>) => {
  const res = await app.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('finance demo data', () => {
  it('gives the finance screens a year of Arabic vouchers across boxes and funds', async () => {
    const admin = await as('admin@example.com');
    const vouchers = await get('/api/finance/vouchers?pageSize=100', admin);
    expect(vouchers.total).toBeGreaterThan(200);
    const kinds = new Set(vouchers.items.map((v: { kind: string }) => v.kind));
    expect(kinds.has('receipt') && kinds.has('payment')).toBe(true);
    const balances = await get('/api/finance/balances?convertTo=USD', admin);
    expect(balances.boxes.length).toBeGreaterThanOrEqual(3);
    expect(balances.boxes.every((b: { balance: number }) => b.balance >= 0)).toBe(true);
    const zakat = balances.funds.find((f: { fund: { code: string } }) => f.fund.code === 'ZAKAT');
    expect(zakat.perCurrency.length).toBeGreaterThan(0);
    const tb = await get('/api/finance/trial-balance', admin);
    for (const total of tb.totals) expect(total.debit).toBe(total.credit);
    expect((await get('/api/finance/journal', admin)).total).toBeGreaterThan(200);
    expect((await get('/api/recipients', admin)).total).toBeGreaterThan(5);
  });

  it('has a centre accountant who sees their centre and drafts waiting for the manager', async () => {
    const accountant = await as('accountant@example.com');
    const balances = await get('/api/finance/balances', accountant);
    const centres = new Set(
      balances.boxes.map((b: { box: { centreId: string } }) => b.box.centreId),
    );
    expect(centres.size).toBe(1);
    const manager = await as('manager@example.com');
    const drafts = await get('/api/finance/vouchers?state=draft,approved', manager);
    expect(drafts.total).toBeGreaterThanOrEqual(3);
  });
});
