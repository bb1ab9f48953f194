import { EVALUATION_TARGET_KINDS } from '@qc/domain';
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

describe('evaluations demo data', () => {
  it('gives every target criteria, a form, official results and a trend; the supervisor has work', async () => {
    const admin = await as('admin@example.com');
    for (const target of EVALUATION_TARGET_KINDS) {
      const paragraphs = await get(`/api/evaluation-paragraphs?target=${target}`, admin);
      expect(paragraphs.total, target).toBeGreaterThan(0);
      const forms = await get(`/api/evaluations/forms?target=${target}`, admin);
      expect(forms.length, target).toBe(1);
      const results = await get(`/api/evaluations/results?target=${target}`, admin);
      expect(results.total, target).toBeGreaterThan(0);
    }
    const ring = (await get('/api/evaluations/results?target=ring', admin)).items[0];
    const trend = await get(
      `/api/evaluations/trend?target=ring&subjectId=${ring.subjectId}`,
      admin,
    );
    expect(trend.items.length).toBeGreaterThanOrEqual(5);
    const supervisor = await as('supervisor@example.com');
    const mine = await get('/api/evaluations/requests?mine=true&state=open', supervisor);
    expect(mine.total).toBeGreaterThan(0);
    const overdue = await get('/api/evaluations/requests?state=overdue', admin);
    expect(overdue.total).toBeGreaterThan(0);
    const withSelf = await get(`/api/evaluations/requests/${ring.id}`, admin);
    expect(withSelf.definition.sections.length).toBeGreaterThan(0);
  });
});
