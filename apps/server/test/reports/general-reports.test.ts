import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { METRICS, type GeneralReport, type MetricKey } from '@qc/domain';
import ExcelJS from 'exceljs';
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

  it('pools a rate over every centre’s rows, live or frozen, as one count over the records', async () => {
    const r = (
      await get(`/api/general-reports?fromMonth=${EARLIER}&toMonth=${THIS}`, 'admin')
    ).json<GeneralReport>();
    const pooled = async (month: string) =>
      Number(
        await one(
          `select round(100.0 * count(*) filter (where status in ('present', 'late')) / nullif(count(*), 0), 1)
             from attendance where to_char(attended_on, 'YYYY-MM') = $1 and status <> 'excused'`,
          [month],
        ),
      );
    const earlier = r.months[0]!;
    expect(earlier.source).toBe('approved');
    expect(earlier.values['attendance.rate']?.value).toBe(await pooled(EARLIER));
    // Centres of different sizes: one centre keeps only its absences of this month (its rate 0
    // over few days), so the mean of the centres' rates and the pooled rate part.
    await app.database.query(
      `delete from attendance where status in ('present', 'late') and to_char(attended_on, 'YYYY-MM') = $1
         and centre_id = (select centre_id from attendance where to_char(attended_on, 'YYYY-MM') = $1 and status = 'absent' group by 1 order by count(*) limit 1)`,
      [THIS],
    );
    const rates = (await app.database.query(
      `select round(100.0 * count(*) filter (where status in ('present', 'late')) / count(*), 1) as r
         from attendance where to_char(attended_on, 'YYYY-MM') = $1 and status <> 'excused' group by centre_id`,
      [THIS],
    )) as Array<{ r: string }>;
    const mean = Math.round((rates.reduce((a, x) => a + Number(x.r), 0) / rates.length) * 10) / 10;
    const now = (
      await get(`/api/general-reports?fromMonth=${THIS}&toMonth=${THIS}`, 'admin')
    ).json<GeneralReport>();
    expect(now.months[0]!.source).toBe('live');
    expect(now.total['attendance.rate']?.value).toBe(await pooled(THIS));
    expect(rates.length).toBeGreaterThan(1);
    expect(mean).not.toBe(await pooled(THIS));
  });

  it('shows a month that has not begun as such, with no figures, and leaves it out of the totals', async () => {
    const next = ago(-1);
    const both = (
      await get(`/api/general-reports?fromMonth=${THIS}&toMonth=${next}`, 'admin')
    ).json<GeneralReport>();
    const alone = (
      await get(`/api/general-reports?fromMonth=${THIS}&toMonth=${THIS}`, 'admin')
    ).json<GeneralReport>();
    expect(both.months.map((m) => [m.month, m.source])).toEqual([
      [THIS, 'live'],
      [next, 'future'],
    ]);
    for (const key of both.keys) expect(both.months[1]!.values[key]?.value ?? null).toBeNull();
    // A stock (active students) is not next month's "as at" today, nor a flow a 0 added.
    expect(both.total['students.active']?.value).toBeGreaterThan(0);
    expect(both.total).toEqual(alone.total);
    expect(both.countries).toEqual(alone.countries);
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
    // Numbers a spreadsheet can add: money a row per currency in major units with the
    // currency's decimals, percentages as fractions shown as percentages.
    const r = (
      await get(`/api/general-reports?fromMonth=${EARLIER}&toMonth=${THIS}`, 'admin')
    ).json<GeneralReport>();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    const total = r.months.length + 2; // column of the total: label, the months, the total
    const moneyKey = r.keys.find(
      (k) => METRICS[k].unit === 'money' && (r.total[k]?.byCurrency ?? []).length > 0,
    ) as MetricKey;
    expect(moneyKey, 'the demo has money in the period').toBeTruthy();
    const sum = r.total[moneyKey]!.byCurrency![0]!;
    const moneyRow = wb.worksheets[0]!.getRow(
      rows.findIndex((row) => String(row[1]).endsWith(`(${sum.currency})`)) + 1,
    );
    expect(moneyRow.getCell(total).value).toBe(sum.amount / 100);
    expect(moneyRow.getCell(total).numFmt).toBe('#,##0.00');
    const pctKey = r.keys.find(
      (k) => METRICS[k].unit === 'percent' && typeof r.total[k]?.value === 'number',
    ) as MetricKey;
    const pctRow = rows.find(
      (row) =>
        typeof row[total] === 'number' &&
        (row[total] as number) <= 1 &&
        row[total] === r.total[pctKey]!.value! / 100,
    );
    expect(pctRow, 'a percentage stored as a fraction').toBeTruthy();
    const pdf = await get(`/api/general-reports/pdf?${q}`, 'admin');
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // The document writes its percentages as the screen does in Arabic: ٪, never %.
    const file = join(tmpdir(), `general-report-${Date.now()}.pdf`);
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain('٪');
    expect(text).not.toMatch(/\d\s*%|%\s*\d/);
  });
});
