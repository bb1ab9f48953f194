import { addMonths } from '@qc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
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

describe('teacher ladder demo data', () => {
  it('has teachers on every grade, the nightly verdicts, and the demo teacher’s own grade', async () => {
    const admin = await as('admin@example.com');
    const grades = await get('/api/ladder-grades?pageSize=100', admin);
    expect(grades.total).toBeGreaterThanOrEqual(4);
    const list = await get('/api/ladder/teachers?pageSize=100', admin);
    const ranks = new Set(
      list.items
        .filter((r: { grade: unknown }) => r.grade)
        .map((r: { grade: { rank: number } }) => r.grade.rank),
    );
    expect([...ranks].sort()).toEqual([1, 2, 3, 4]);
    expect(list.items.some((r: { eligible: boolean | null }) => r.eligible !== null)).toBe(true);
    const teacher = await as('teacher@example.com');
    const mine = await get('/api/ladder/mine', teacher);
    expect(mine.teacher.grade.rank).toBe(2);
    expect(mine.teacher.judgement.evidence.length).toBeGreaterThan(0);
  });
});

describe('teacher log demo data', () => {
  it('has a month of past days, some late or outside the centre, and nothing today', async () => {
    const rows = await app.ctx.db.select().from(t.teacherLogs);
    const days = new Set(rows.map((r) => r.day));
    expect(days.size).toBeGreaterThanOrEqual(15);
    expect(rows.some((r) => r.locationState === 'outside')).toBe(true);
    expect(days.has(new Date().toISOString().slice(0, 10))).toBe(false);
    const admin = await as('admin@example.com');
    const day = [...days].sort().at(-1)!;
    const centreId = rows.find((r) => r.day === day)!.centreId!;
    const log = await get(`/api/teacher-log/day?date=${day}&centreId=${centreId}`, admin);
    expect(log.people.some((p: { arrivedAt: string | null }) => p.arrivedAt)).toBe(true);
  });
});
