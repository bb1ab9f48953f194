import { TEST_REQUEST_STATES } from '@qc/domain';
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

describe('tests demo data', () => {
  it('gives every tests screen real content: kinds, requests in every state, results, certificates, external requests', async () => {
    const admin = await as('admin@example.com');
    const kinds = (await get('/api/tests/kinds', admin)).items as Array<{
      id: string;
      code: string;
      criteria: unknown[];
    }>;
    expect(kinds.length).toBeGreaterThanOrEqual(8);
    expect(kinds.every((k) => k.criteria.length > 0)).toBe(true);
    const requests = (await get('/api/tests/requests?pageSize=100', admin)).items as Array<{
      state: string;
      kindId: string;
    }>;
    expect(new Set(requests.map((r) => r.state))).toEqual(new Set(TEST_REQUEST_STATES));
    // Every kind but the external one has requests, so each kind's request list shows some.
    const withRequests = new Set(requests.map((r) => r.kindId));
    expect(kinds.filter((k) => !withRequests.has(k.id)).map((k) => k.code)).toEqual(['EXTERNAL']);
    expect((await get('/api/tests/results', admin)).total).toBeGreaterThan(0);
    const certs = (await get('/api/tests/certificates', admin)).items as Array<{ serial: string }>;
    expect(certs.length).toBe(3);
    const verify = await app.app.inject({
      method: 'GET',
      url: `/api/public/documents/${encodeURIComponent(certs[0]!.serial)}`,
    });
    expect(verify.statusCode).toBe(200);
    expect((await get('/api/tests/external-requests', admin)).total).toBe(3);
    expect((await get('/api/tests/examiners', admin)).items.length).toBeGreaterThan(0);
    const summary = await get('/api/dashboard/summary', await as('manager@example.com'));
    expect(summary.tests.requestsToApprove).toBeGreaterThan(0);
    expect(summary.tests.resultsToApprove).toBeGreaterThan(0);
  });

  it('signs the demo examiner in, who sees only the tests assigned to them', async () => {
    const examiner = await as('examiner@example.com');
    const mine = (await get('/api/tests/requests?pageSize=100', examiner)).items as Array<{
      examinerId: string | null;
    }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((r) => r.examinerId)).size).toBe(1);
    expect(mine.every((r) => r.examinerId)).toBe(true);
  });
});
