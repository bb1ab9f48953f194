import type { GeneralReport } from '@qc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

/**
 * The general report over HTTP, on the demo data (two months ago every centre's monthly report
 * is approved; last month some are not): an ended month with approved reports is their frozen
 * figures, whatever the records do afterwards; an open month is live; a project is live; the
 * caller's scope bounds the centres; the Excel and PDF files answer.
 */
let app: TestApp;
const as = {} as Record<'admin' | 'manager', Record<string, string>>;
let myCentre: string;

const ago = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 7);
};
const EARLIER = ago(2);
const THIS = ago(0);
const get = (url: string, who: 'admin' | 'manager') =>
  app.app.inject({ method: 'GET', url, headers: { ...as[who], 'accept-language': 'en' } });
const one = async (text: string, params: unknown[] = []) =>
  Object.values((await app.database.query(text, params))[0] ?? {})[0];

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  as.admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
  as.manager = bearer((await signIn(app, 'manager@example.com', 'Admin@12345')).accessToken);
  myCentre = String(
    await one(
      `select ra.centre_id from role_assignments ra join users u on u.id = ra.user_id where u.email = 'manager@example.com' and ra.centre_id is not null`,
    ),
  );
}, 300_000);
afterAll(async () => app?.close());

describe('the general report', () => {
  it('takes an ended month from the approved reports, frozen, and an open month live', async () => {
    const url = `/api/general-reports?fromMonth=${EARLIER}&toMonth=${THIS}`;
    const res = await get(url, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<GeneralReport>();
    expect(r.months.map((m) => m.month)).toHaveLength(3);
    const earlier = r.months[0]!;
    expect(earlier.source).toBe('approved');
    expect(earlier.approvedCentres).toBe(earlier.centres);
    const frozen = Number(
      await one(
        `select sum((figures->'students.active'->>'value')::int) from monthly_reports where level = 'centre' and month = $1 and state = 'approved'`,
        [EARLIER],
      ),
    );
    expect(earlier.values['students.active']?.value).toBe(frozen);
    const current = r.months[2]!;
    expect(current.closed).toBe(false);
    expect(current.source).toBe('live');
    expect(r.inputs.every((c) => c.months[2]!.used === false)).toBe(true);

    // Records change: the approved month does not move, the live month does.
    await app.database.query(
      `update students set status = 'suspended' where id in (select id from students where status = 'active' and archived_at is null limit 3)`,
    );
    const again = (await get(url, 'admin')).json<GeneralReport>();
    expect(again.months[0]!.values['students.active']?.value).toBe(frozen);
    expect(again.months[2]!.values['students.active']!.value).toBe(
      current.values['students.active']!.value! - 3,
    );
    // Over the period a stock figure is its last month's; a flow adds up.
    expect(again.total['students.active']?.value).toBe(
      again.months[2]!.values['students.active']?.value,
    );
    const flows = again.months.reduce((s, m) => s + (m.values['tests.requested']?.value ?? 0), 0);
    expect(again.total['tests.requested']?.value).toBe(flows);
    // Countries add up to the whole.
    const byCountry = again.countries.reduce(
      (s, c) => s + (c.values['tests.requested']?.value ?? 0),
      0,
    );
    expect(byCountry).toBe(flows);
  });

  it("keeps a centre manager's report to their centre", async () => {
    const r = (
      await get(`/api/general-reports?fromMonth=${EARLIER}&toMonth=${EARLIER}`, 'manager')
    ).json<GeneralReport>();
    expect(r.inputs.map((c) => c.centreId)).toEqual([myCentre]);
    const mine = Number(
      await one(
        `select (figures->'students.active'->>'value')::int from monthly_reports where level = 'centre' and month = $1 and centre_id = $2`,
        [EARLIER, myCentre],
      ),
    );
    expect(r.total['students.active']?.value).toBe(mine);
  });

  it('is live for a project, since monthly reports are per centre', async () => {
    const project = String(
      await one(`select project_id from rings where project_id is not null limit 1`),
    );
    const r = (
      await get(
        `/api/general-reports?fromMonth=${EARLIER}&toMonth=${EARLIER}&projectId=${project}`,
        'admin',
      )
    ).json<GeneralReport>();
    expect(r.months[0]!.source).toBe('live');
    expect(r.projectId).toBe(project);
  });

  it('refuses a period that ends before it starts, in the caller’s language', async () => {
    const res = await get(`/api/general-reports?fromMonth=${THIS}&toMonth=${EARLIER}`, 'admin');
    expect(res.statusCode).toBe(400);
  });

  it('answers Excel and a PDF', async () => {
    const q = `fromMonth=${EARLIER}&toMonth=${THIS}&language=ar`;
    const xlsx = await get(`/api/general-reports/excel?${q}`, 'admin');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await get(`/api/general-reports/pdf?${q}`, 'admin');
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});
