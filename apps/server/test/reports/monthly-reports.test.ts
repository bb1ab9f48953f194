import type {
  Completeness,
  ListPage,
  MonthlyReportDetail,
  MonthlyReportRow,
  WaitingList,
} from '@qc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindLateReports } from '../../src/modules/reports/monthly-reminders.job.ts';
import type { NotificationInput } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

/**
 * The monthly report over HTTP, on the demo data: a centre manager writes and submits their
 * centre's report (figures frozen), the country manager returns and approves it, the country's
 * report waits for all its centres, approved reports are locked and reopen only through the
 * approver with a reason, the completeness board, the dashboard's waiting line, the reminder of
 * late centres, and scope.
 */
let app: TestApp;
type Who = 'admin' | 'manager' | 'country' | 'teacher';
const as = {} as Record<Who, Record<string, string>>;
let myCentre: string;
let myCountry: string;
let otherCentre: string;

const ago = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 7);
};
const LAST = ago(1);
const EARLIER = ago(2);
const THIS = ago(0);

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Who, payload?: unknown) =>
  app.app.inject({
    method,
    url,
    headers: { ...as[who], 'accept-language': 'en' },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
const open = (who: Who, body: Record<string, string>) =>
  call('POST', '/api/monthly-reports', who, body);
const decide = (who: Who, id: string, action: string, body: Record<string, unknown> = {}) =>
  call('POST', `/api/monthly-reports/${id}/${action}`, who, body);
const one = async (text: string, params: unknown[] = []) =>
  Object.values((await app.database.query(text, params))[0] ?? {})[0];

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  for (const [who, email] of [
    ['admin', 'admin@example.com'],
    ['manager', 'manager@example.com'],
    ['country', 'country@example.com'],
    ['teacher', 'teacher@example.com'],
  ] as const)
    as[who] = bearer((await signIn(app, email, 'Admin@12345')).accessToken);
  const rows = await app.database.query<{ centre_id: string; country_id: string }>(
    `select ra.centre_id, c.country_id from role_assignments ra join users u on u.id = ra.user_id
       join centres c on c.id = ra.centre_id where u.email = 'manager@example.com'`,
  );
  myCentre = rows[0]!.centre_id;
  myCountry = rows[0]!.country_id;
  otherCentre = String(
    await one(
      `select id from centres where country_id = $1 and id <> $2 and archived_at is null order by name limit 1`,
      [myCountry, myCentre],
    ),
  );
}, 300_000);
afterAll(async () => app?.close());

describe('the monthly report', () => {
  it('is refused for a month not yet ended, and nothing is written', async () => {
    const before = await one(`select count(*)::int from monthly_reports`);
    const res = await open('manager', { level: 'centre', month: THIS, centreId: myCentre });
    expect(res.statusCode).toBe(400);
    expect(
      res.json<{ error: { fields: Record<string, { message: string }> } }>().error.fields.month!
        .message,
    ).toMatch(/ended/);
    expect(await one(`select count(*)::int from monthly_reports`)).toBe(before);
  });

  it("refuses a centre manager another centre's report, to open or to read", async () => {
    const res = await open('manager', { level: 'centre', month: LAST, centreId: otherCentre });
    expect(res.statusCode).toBe(403);
    const theirs = String(
      await one(
        `select id from monthly_reports where level = 'centre' and month = $1 and centre_id = $2`,
        [EARLIER, otherCentre],
      ),
    );
    expect((await call('GET', `/api/monthly-reports/${theirs}`, 'manager')).statusCode).toBe(404);
    const list = (await call('GET', '/api/monthly-reports?pageSize=100', 'manager')).json<
      ListPage<MonthlyReportRow>
    >();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((r) => r.centreId === myCentre)).toBe(true);
    expect((await call('GET', '/api/monthly-reports', 'teacher')).statusCode).toBe(403);
  });

  it('freezes its figures on submission: records changed afterwards do not move them', async () => {
    const opened = await open('manager', { level: 'centre', month: LAST, centreId: myCentre });
    expect(opened.statusCode, opened.body).toBe(200);
    const draft = opened.json<MonthlyReportDetail>();
    expect(draft.state).toBe('draft');
    expect(draft.live).toBe(true);
    expect(draft.actions).toEqual(['submit']);
    const written = await call('PATCH', `/api/monthly-reports/${draft.id}`, 'manager', {
      version: draft.version,
      achievements: 'ختم ثلاثة طلاب جزء تبارك',
      problems: 'غياب في أيام المطر',
      needs: 'مكيف للقاعة',
    });
    expect(written.statusCode, written.body).toBe(200);
    // A stale version is refused.
    const stale = await call('PATCH', `/api/monthly-reports/${draft.id}`, 'manager', {
      version: draft.version,
      needs: 'x',
    });
    expect(stale.statusCode).toBe(409);

    const submitted = await decide('manager', draft.id, 'submit');
    expect(submitted.statusCode, submitted.body).toBe(200);
    const s = submitted.json<MonthlyReportDetail>();
    expect(s.state).toBe('submitted');
    expect(s.live).toBe(false);
    const active = Number(
      await one(
        `select count(*)::int from students where archived_at is null and status = 'active' and centre_id = $1`,
        [myCentre],
      ),
    );
    expect(s.figures['students.active']?.value).toBe(active);

    await app.database.query(
      `update students set status = 'suspended' where id in (select id from students where centre_id = $1 and status = 'active' and archived_at is null limit 2)`,
      [myCentre],
    );
    const after = (
      await call('GET', `/api/monthly-reports/${draft.id}`, 'manager')
    ).json<MonthlyReportDetail>();
    expect(after.figures['students.active']?.value).toBe(active);
    expect(after.figures).toEqual(s.figures);
    // The live figure did move.
    const live = await call(
      'GET',
      `/api/reports/figures?from=${LAST}-01&to=${LAST}-28&keys=students.active`,
      'manager',
    );
    expect(
      live.json<{ groups: Array<{ cells: Array<{ value: number }> }> }>().groups[0]!.cells[0]!
        .value,
    ).toBe(active - 2);

    // Submitted is locked.
    const edit = await call('PATCH', `/api/monthly-reports/${draft.id}`, 'manager', {
      version: after.version,
      needs: 'تعديل',
    });
    expect(edit.statusCode).toBe(409);
  });

  it('climbs level by level: returned with a reason, corrected, approved by the country, locked', async () => {
    const id = String(
      await one(
        `select id from monthly_reports where level = 'centre' and month = $1 and centre_id = $2`,
        [LAST, myCentre],
      ),
    );
    // The centre manager cannot decide their own centre's report.
    expect((await decide('manager', id, 'approve')).statusCode).toBe(403);
    // Returning needs a reason.
    const bare = await decide('country', id, 'return');
    expect(bare.statusCode).toBe(400);
    expect(await one(`select state from monthly_reports where id = $1`, [id])).toBe('submitted');
    const returned = await decide('country', id, 'return', { reason: 'أضف عدد الخاتمين' });
    expect(returned.json<MonthlyReportDetail>().state).toBe('returned');
    expect(returned.json<MonthlyReportDetail>().returnReason).toBe('أضف عدد الخاتمين');

    const r = (
      await call('GET', `/api/monthly-reports/${id}`, 'manager')
    ).json<MonthlyReportDetail>();
    expect(r.canEdit).toBe(true);
    expect(r.live).toBe(true);
    await call('PATCH', `/api/monthly-reports/${id}`, 'manager', {
      version: r.version,
      achievements: 'ختم ثلاثة طلاب جزء تبارك، وختم طالبان القرآن كاملًا',
    });
    expect((await decide('manager', id, 'submit')).statusCode).toBe(200);
    const approved = await decide('country', id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<MonthlyReportDetail>().state).toBe('approved');
    expect(
      (await call('PATCH', `/api/monthly-reports/${id}`, 'manager', { version: 99, needs: 'x' }))
        .statusCode,
    ).toBe(409);
    // The history names every move.
    const events = approved.json<MonthlyReportDetail>().events.map((e) => e.action);
    expect(events).toEqual(['create', 'submit', 'return', 'submit', 'approve']);
    // The first submission counts for the board, not the last.
    expect(
      await one(`select first_submitted_at < submitted_at from monthly_reports where id = $1`, [
        id,
      ]),
    ).toBe(true);
  });

  it('refuses approving a report one submitted oneself', async () => {
    const last = String(
      await one(
        `select c.id from centres c where c.archived_at is null and not exists (select 1 from monthly_reports m where m.centre_id = c.id and m.month = $1) order by c.name limit 1`,
        [LAST],
      ),
    );
    const opened = (
      await open('admin', { level: 'centre', month: LAST, centreId: last })
    ).json<MonthlyReportDetail>();
    expect((await decide('admin', opened.id, 'submit')).statusCode).toBe(200);
    const own = await decide('admin', opened.id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json<{ error: { message: string } }>().error.message).toMatch(/yourself/);
    expect(await one(`select state from monthly_reports where id = $1`, [opened.id])).toBe(
      'submitted',
    );
  });

  it("waits for all of a country's centres before the country's report, then reopens only from above", async () => {
    const country = (
      await open('country', { level: 'country', month: LAST, countryId: myCountry })
    ).json<MonthlyReportDetail>();
    expect(country.children.length).toBeGreaterThan(1);
    const early = await decide('country', country.id, 'submit');
    expect(early.statusCode).toBe(409);
    expect(await one(`select state from monthly_reports where id = $1`, [country.id])).toBe(
      'draft',
    );

    // Approve every centre of the country (open, submit as the admin, approve as the country manager).
    for (const c of country.children) {
      let id = c.reportId;
      if (!id)
        id = (
          await open('admin', { level: 'centre', month: LAST, centreId: c.id })
        ).json<MonthlyReportDetail>().id;
      const state = await one(`select state from monthly_reports where id = $1`, [id]);
      if (state === 'draft' || state === 'returned') await decide('admin', id, 'submit');
      if (state !== 'approved') {
        const res = await decide('country', id, 'approve');
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const ready = await decide('country', country.id, 'submit');
    expect(ready.statusCode, ready.body).toBe(200);
    // The country manager cannot approve the country's report: the organisation does.
    expect((await decide('country', country.id, 'approve')).statusCode).toBe(403);
    expect((await decide('admin', country.id, 'approve')).statusCode).toBe(200);

    // A centre's approved report cannot reopen while its country's is approved.
    const mine = String(
      await one(
        `select id from monthly_reports where level = 'centre' and month = $1 and centre_id = $2`,
        [LAST, myCentre],
      ),
    );
    expect((await decide('country', mine, 'reopen', { reason: 'تصحيح' })).statusCode).toBe(409);
    // Reopening the country's needs a reason and the level above.
    expect((await decide('admin', country.id, 'reopen')).statusCode).toBe(400);
    expect(
      (await decide('admin', country.id, 'reopen', { reason: 'خطأ في الأرقام' })).statusCode,
    ).toBe(200);
    const reopened = await decide('country', mine, 'reopen', { reason: 'تصحيح عدد الطلاب' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<MonthlyReportDetail>().state).toBe('returned');
  });

  it('counts completeness per month over the centres of the scope, never over 100%', async () => {
    const all = (
      await call('GET', `/api/monthly-reports-completeness?month=${EARLIER}`, 'admin')
    ).json<Completeness>();
    const centres = Number(
      await one(`select count(*)::int from centres where archived_at is null`),
    );
    expect(all.centres).toBe(centres);
    expect(all.submitted).toBe(centres);
    expect(all.onTime + all.late).toBe(all.submitted);
    expect(all.percent).toBe(100);
    expect(all.approved).toBe(centres);

    const mine = (
      await call('GET', `/api/monthly-reports-completeness?month=${EARLIER}`, 'manager')
    ).json<Completeness>();
    expect(mine.centres).toBe(1);
    expect(mine.rows[0]!.centreId).toBe(myCentre);

    const month = ago(5);
    const none = (
      await call('GET', `/api/monthly-reports-completeness?month=${month}`, 'country')
    ).json<Completeness>();
    expect(none.submitted).toBe(0);
    expect(none.missing).toBe(none.centres);
    expect(none.percent).toBe(0);
  });

  it("lists submitted reports on the approver's dashboard, never their own", async () => {
    const pending = Number(
      await one(
        `select count(*)::int from monthly_reports where state = 'submitted' and level = 'centre' and country_id = $1`,
        [myCountry],
      ),
    );
    const w = (await call('GET', '/api/dashboard/waiting', 'country')).json<WaitingList>();
    const line = w.items.find((i) => i.key === 'reports.monthly');
    expect(line?.count).toBe(pending);
    const m = (await call('GET', '/api/dashboard/waiting', 'manager')).json<WaitingList>();
    expect(m.items.find((i) => i.key === 'reports.monthly')?.count ?? 0).toBe(0);
  });

  it('reminds the managers of centres whose report is late', async () => {
    const sent: NotificationInput[] = [];
    const ctx = {
      ...app.ctx,
      events: { ...app.ctx.events, notify: async (n: NotificationInput) => void sent.push(n) },
    };
    const now = new Date();
    const afterDue = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 20));
    // Two months ahead, "last month" is this month: nobody has submitted it.
    const r = await remindLateReports(ctx, afterDue);
    expect(r.month).toBe(THIS);
    const manager = String(await one(`select id from users where email = 'manager@example.com'`));
    expect(
      sent.some((n) => n.userIds.includes(manager) && n.titleKey === 'reports.notify.late'),
    ).toBe(true);
    expect(r.centres).toBe(sent.length);
    // Before the due day nobody is reminded.
    sent.length = 0;
    const beforeDue = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 3));
    expect((await remindLateReports(ctx, beforeDue)).centres).toBe(0);
    expect(sent).toEqual([]);
  });
});
