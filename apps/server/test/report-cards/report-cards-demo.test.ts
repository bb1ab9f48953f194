import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ demo: true });
}, 600_000);
afterAll(async () => app?.close());

const as = async (email: string) => bearer((await signIn(app, email, 'Admin@12345')).accessToken);
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('report cards demo data', () => {
  it('has styles, a versioned template, remarks in each state and a ring’s issued cards', async () => {
    const manager = await as('manager@example.com');
    const styles = (await get('/api/report-card-styles', manager)).items;
    expect(styles.length).toBeGreaterThanOrEqual(3);
    const templates = (await get('/api/report-card-templates', manager)).items;
    const term = templates.find((t: { name: string }) => t.name === 'بطاقة الفصل الدراسي');
    expect(term.currentVersion).toBe(2);
    const cards = await get(`/api/report-cards?templateId=${term.id}`, manager);
    expect(cards.total).toBeGreaterThan(0);
    const card = await get(`/api/report-cards/${cards.items[0].id}`, manager);
    expect(card.data.comment).toBeTruthy();
    const token = card.guardianUrl.split('/report-card/')[1];
    expect((await get(`/api/public/report-cards/${token}`)).studentName).toBe(card.studentName);
    const byStyle = await get(`/api/report-cards?styleId=${card.styleId}`, manager);
    expect(byStyle.total).toBe(cards.total);
    // Each style says how many templates and cards use it, in the list and on its own.
    const used = styles.find((s: { id: string }) => s.id === card.styleId);
    expect(used.templates).toBe(
      templates.filter((t: { styleId: string }) => t.styleId === card.styleId).length,
    );
    expect(used.templates).toBeGreaterThan(0);
    expect(used.cards).toBe(byStyle.total);
    expect((await get(`/api/report-card-styles/${card.styleId}`, manager)).cards).toBe(
      byStyle.total,
    );
    const remarks = await get(
      `/api/report-card-remarks?ringId=${card.ringId}&from=${card.from}&to=${card.to}`,
      manager,
    );
    const states = remarks.map(
      (r: { remark: { state: string } | null }) => r.remark?.state ?? null,
    );
    expect(states).toEqual(expect.arrayContaining(['approved', 'draft', null]));
  });
});
