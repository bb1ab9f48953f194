import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ demo: true });
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
    // A family's and a teacher's request point at their records, in the record's centre.
    const requests = (await get('/api/sponsorship-requests?pageSize=100', admin)).items as Array<{
      subjectKind: string;
      specialCaseId: string | null;
      teacherId: string | null;
      centreId: string;
    }>;
    const family = requests.find((r) => r.subjectKind === 'family');
    const teacher = requests.find((r) => r.subjectKind === 'teacher');
    const specialCase = await get(`/api/student-special-cases/${family?.specialCaseId}`, admin);
    expect(specialCase.centreId).toBe(family!.centreId);
    const employee = await get(`/api/employees/${teacher?.teacherId}`, admin);
    expect([employee.job, employee.centreId]).toEqual(['teacher', teacher!.centreId]);
    const figures = await get('/api/donations/dashboard', admin);
    expect(figures).toHaveProperty('pledgesAtRisk');
    expect(figures.unmatchedRequests).toBeGreaterThan(0);
    const types = (await get('/api/public/donation-types')).items as Array<{ raised: number }>;
    expect(types.some((t) => t.raised > 0)).toBe(true);
  });
});

describe('the donor’s page in the demo', () => {
  it('a sponsor with a link on record and last month’s report from real records', async () => {
    const admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
    const sponsor = (await get(`/api/benefactors?q=${encodeURIComponent('الأحمد')}`, admin))
      .items[0] as { id: string };
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - 1);
    const month = d.toISOString().slice(0, 7);
    const report = (await get(`/api/benefactors/${sponsor.id}/impact?month=${month}`, admin)) as {
      students: Array<{ firstName: string; pagesMemorised: number; daysRecorded: number }>;
    };
    expect(report.students.length).toBeGreaterThan(0);
    expect(report.students.some((s) => s.daysRecorded > 0)).toBe(true);
    const sent = await app.app.inject({
      method: 'POST',
      url: `/api/benefactors/${sponsor.id}/portal-link`,
      headers: admin,
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });
});
