import { METRICS, type LiveFigures, type WaitingList } from '@qc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingSources } from '../../src/modules/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

/**
 * The live figures and the dashboard's waiting list over HTTP, on the demo data: each caller's
 * figures are their scope's (a centre manager's are their centre's), the drill-down lists the
 * same rows, a figure outside one's permissions is neither shown nor listed, and bad input is
 * refused in the caller's language.
 */
let app: TestApp;
const as: Record<'admin' | 'manager' | 'country' | 'teacher', Record<string, string>> = {
  admin: {},
  manager: {},
  country: {},
  teacher: {},
};
let managerCentre: string;
const PERIOD = 'from=2000-01-01&to=2100-12-31';

const get = (url: string, headers: Record<string, string>, lang = 'en') =>
  app.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });
const one = async (text: string, params: unknown[] = []) =>
  Number(Object.values((await app.database.query(text, params))[0] ?? {})[0] ?? 0);
const cell = (f: LiveFigures, key: string, group = '') =>
  f.groups.find((g) => g.id === group)?.cells.find((c) => c.key === key);

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  for (const [who, email] of [
    ['admin', 'admin@example.com'],
    ['manager', 'manager@example.com'],
    ['country', 'country@example.com'],
    ['teacher', 'teacher@example.com'],
  ] as const)
    as[who] = bearer((await signIn(app, email, 'Admin@12345')).accessToken);
  const rows = await app.database.query<{ centre_id: string }>(
    `select ra.centre_id from role_assignments ra join users u on u.id = ra.user_id where u.email = 'manager@example.com' and ra.centre_id is not null`,
  );
  managerCentre = rows[0]!.centre_id;
}, 240_000);
afterAll(async () => app?.close());

describe('live figures', () => {
  it("counts a centre manager's figures in their centre only", async () => {
    const res = await get(`/api/reports/figures?${PERIOD}`, as.manager);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<LiveFigures>();
    expect(cell(mine, 'students.active')?.value).toBe(
      await one(
        `select count(*) from students where archived_at is null and status = 'active' and centre_id = $1`,
        [managerCentre],
      ),
    );
    expect(cell(mine, 'tests.requested')?.value).toBe(
      await one(`select count(*) from test_requests where centre_id = $1`, [managerCentre]),
    );
    const all = (await get(`/api/reports/figures?${PERIOD}`, as.admin)).json<LiveFigures>();
    expect(cell(all, 'students.active')!.value!).toBeGreaterThan(
      cell(mine, 'students.active')!.value!,
    );
    // A flow figure carries the period before; a stock one has none.
    expect(cell(mine, 'students.new')?.previous).toBe(0);
    expect(cell(mine, 'students.active')?.previous).toBeNull();
  });

  it('groups by country with names, and the groups add up', async () => {
    const res = await get(
      `/api/reports/figures?${PERIOD}&groupBy=country&keys=students.active`,
      as.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json<LiveFigures>();
    expect(f.groups.length).toBeGreaterThan(0);
    expect(f.groups.every((g) => g.name)).toBe(true);
    const sum = f.groups.reduce((s, g) => s + (g.cells[0]!.value ?? 0), 0);
    expect(sum).toBe(
      await one(`select count(*) from students where archived_at is null and status = 'active'`),
    );
  });

  it('leaves out figures the caller may not read, and refuses their records', async () => {
    const f = (await get(`/api/reports/figures?${PERIOD}`, as.teacher)).json<LiveFigures>();
    expect(f.keys).not.toContain('donations.received');
    expect(f.keys.every((k) => METRICS[k].permission)).toBe(true);
    const res = await get(`/api/reports/figures/donations.received/records?${PERIOD}`, as.teacher);
    expect(res.statusCode).toBe(403);
  });

  it('lists the rows behind a figure inside the caller’s scope', async () => {
    const res = await get(
      `/api/reports/figures/students.active/records?${PERIOD}&pageSize=5`,
      as.manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ total: number; items: Array<{ id: string }> }>();
    const figure = (
      await get(`/api/reports/figures?${PERIOD}&keys=students.active`, as.manager)
    ).json<LiveFigures>();
    expect(page.total).toBe(cell(figure, 'students.active')!.value);
    const ids = page.items.map((i) => i.id);
    expect(
      await one(`select count(*) from students where id = any($1::uuid[]) and centre_id <> $2`, [
        ids,
        managerCentre,
      ]),
    ).toBe(0);
  });

  it('refuses a period that ends before it starts, and an unknown figure, in the caller’s language', async () => {
    const res = await get('/api/reports/figures?from=2026-05-01&to=2026-04-01', as.admin, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.to.message).toBe('La période commence après sa fin.');
    const unknown = await get(
      `/api/reports/figures/students.nope/records?${PERIOD}`,
      as.admin,
      'ar',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('هذا المؤشر غير معروف.');
  });
});

describe('waiting for the caller’s action', () => {
  it('declares each source once', () => {
    const keys = waitingSources.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'tests.requests',
        'finance.vouchers',
        'payroll.runs',
        'rewards.proposed',
        'evaluations.submitted',
      ]),
    );
  });

  it("counts each source inside the caller's scope, with the oldest's date", async () => {
    const admin = (await get('/api/dashboard/waiting', as.admin)).json<WaitingList>();
    const tests = admin.items.find((i) => i.key === 'tests.requests')!;
    expect(tests.count).toBe(
      await one(`select count(*) from test_requests where state = 'requested'`),
    );
    expect(admin.items.some((i) => i.count > 0 && i.oldestAt)).toBe(true);
    const manager = (await get('/api/dashboard/waiting', as.manager)).json<WaitingList>();
    expect(manager.items.find((i) => i.key === 'tests.requests')!.count).toBe(
      await one(`select count(*) from test_requests where state = 'requested' and centre_id = $1`, [
        managerCentre,
      ]),
    );
    // A teacher approves nothing: no line.
    const teacher = (await get('/api/dashboard/waiting', as.teacher)).json<WaitingList>();
    expect(teacher.items.map((i) => i.key)).not.toContain('tests.requests');
  });
});
