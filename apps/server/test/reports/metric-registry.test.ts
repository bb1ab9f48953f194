import { METRIC_KEYS, METRICS, type MetricKey, type MetricPeriod } from '@qc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../src/access/access-types.ts';
import { computeMetric, metricRecords, metricValue } from '../../src/metrics/metrics.service.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The registry against the demo data: each figure equals a count written here by hand in plain
 * SQL (not from the registry's fragments), for the whole organisation, one country and one
 * centre; a centre's figure never counts another centre's rows; grouped figures add up.
 */
let app: TestApp;
let country: string;
let centre: string;
let otherCentre: string;
const period: MetricPeriod = { from: '2000-01-01', to: '2100-12-31' };

const q = async (text: string, params: unknown[] = []) => app.database.query(text, params);
const one = async (text: string, params: unknown[] = []): Promise<number | null> => {
  const rows = await q(text, text.includes('$1') ? params : []);
  const v = Object.values(rows[0] ?? {})[0];
  return v === null || v === undefined ? null : Number(v);
};

/**
 * Each figure by hand: `$1` from, `$2` to, and `place` the condition on the row's country
 * (`$country`) and centre (`$centre`) columns.
 */
const DIRECT: Record<MetricKey, (place: string) => string> = {
  'students.active': (p) =>
    `select count(*) from students where archived_at is null and status = 'active' and ${cols(p, 'country_id', 'centre_id')}`,
  'students.new': (p) =>
    `select count(*) from students where archived_at is null and status <> 'applicant' and coalesce(joined_on, created_at::date) between $1 and $2 and ${cols(p, 'country_id', 'centre_id')}`,
  'students.withdrawn': (p) =>
    `select count(distinct s.id) from student_case_events e join students s on s.id = e.student_id where e.to_status = 'withdrawn' and e.occurred_on between $1 and $2 and ${cols(p, 's.country_id', 's.centre_id')}`,
  'rings.active': (p) =>
    `select count(*) from rings where archived_at is null and status = 'active' and ${cols(p, 'country_id', 'centre_id')}`,
  'teachers.active': (p) =>
    `select count(distinct teacher_id) from rings where archived_at is null and status = 'active' and teacher_id is not null and ${cols(p, 'country_id', 'centre_id')}`,
  'attendance.rate': (p) =>
    `select round(100.0 * sum(case when status in ('present','late') then 1 else 0 end) / nullif(sum(case when status <> 'excused' then 1 else 0 end), 0), 1) from attendance where attended_on between $1 and $2 and ${cols(p, 'country_id', 'centre_id')}`,
  'memorisation.pages': (p) =>
    `select round(coalesce(sum(page_count), 0), 1) from readings where kind = 'hifz' and read_on between $1 and $2 and ${cols(p, 'country_id', 'centre_id')}`,
  'memorisation.juz': (p) =>
    `select round(coalesce(sum(page_count), 0) / 20, 2) from readings where kind = 'hifz' and read_on between $1 and $2 and ${cols(p, 'country_id', 'centre_id')}`,
  'revision.coverage': (p) =>
    `select round(100.0 * (select count(distinct student_id) from readings where kind = 'revision' and read_on between $1 and $2 and ${cols(p, 'country_id', 'centre_id')}) / nullif(count(distinct student_id), 0), 1) from readings where read_on between $1 and $2 and ${cols(p, 'country_id', 'centre_id')}`,
  'tests.requested': (p) =>
    `select count(*) from test_requests where created_at::date between $1 and $2 and ${cols(p, 'country_id', 'centre_id')}`,
  'tests.passed': (p) =>
    `select count(*) from test_results r join test_requests t on t.id = r.request_id where r.status = 'approved' and r.passed and r.approved_at::date between $1 and $2 and ${cols(p, 't.country_id', 't.centre_id')}`,
  'certificates.issued': (p) =>
    `select count(*) from test_certificates c join test_requests t on t.id = c.request_id where c.revoked_at is null and c.issued_at::date between $1 and $2 and ${cols(p, 't.country_id', 't.centre_id')}`,
  'evaluations.average': (p) =>
    `select round(avg(percent), 1) from evaluation_requests where state = 'approved' and percent is not null and approved_at::date between $1 and $2 and ${cols(p, 'country_id', 'centre_id')}`,
  'donations.received': (p) =>
    `select coalesce(sum(amount), 0) from donation_payments where state = 'confirmed' and received_on between $1 and $2 and ${cols(p, 'country_id', 'centre_id')}`,
  'sponsorships.active': (p) =>
    `select count(*) from donations where sponsorship_request_id is not null and state = 'active' and ${cols(p, 'country_id', 'centre_id')}`,
};
function cols(place: string, countryCol: string, centreCol: string): string {
  return place.replace(/\$country/g, countryCol).replace(/\$centre/g, centreCol);
}

const ALL: Scope = { all: true };
const scopeOfCountry = (): Scope => ({
  all: false,
  countryIds: [country],
  centreIds: [],
  ringIds: [],
});
const scopeOfCentre = (id: string): Scope => ({
  all: false,
  countryIds: [],
  centreIds: [id],
  ringIds: [],
});

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  // The centre with the most readings, and another one of the same country.
  const rows = await q(
    `select c.id, c.country_id from centres c left join readings r on r.centre_id = c.id group by c.id order by count(r.id) desc, c.id`,
  );
  centre = String(rows[0]!.id);
  country = String(rows[0]!.country_id);
  otherCentre = String(rows.find((r) => r.id !== centre)!.id);
}, 240_000);
afterAll(async () => app?.close());

describe('metric registry', () => {
  it('declares every key once, with a source', () => {
    expect(Object.keys(METRICS).sort()).toEqual([...METRIC_KEYS].sort());
  });

  it('equals a direct count for the organisation, a country and a centre', async () => {
    const places: Array<[string, Scope, string]> = [
      ['all', ALL, 'true'],
      ['country', scopeOfCountry(), `$country = '${'COUNTRY'}'`],
      ['centre', scopeOfCentre('CENTRE'), `$centre = 'CENTRE'`],
    ];
    let nonZero = 0;
    for (const key of METRIC_KEYS) {
      for (const [name, rawScope, rawPlace] of places) {
        const place = rawPlace.replace('COUNTRY', country).replace(/CENTRE/g, centre);
        const scope = name === 'centre' ? scopeOfCentre(centre) : rawScope;
        const direct = await one(DIRECT[key](place), [period.from, period.to]);
        const got = await metricValue(app.ctx.db, scope, key, period);
        expect(got.value, `${key} / ${name}`).toBe(direct);
        if (name === 'all' && (direct ?? 0) > 0) nonZero++;
      }
    }
    // The demo data gives most figures something to count, so the comparison means something.
    expect(nonZero).toBeGreaterThanOrEqual(11);
  }, 120_000);

  it('counts only the period asked for', async () => {
    const june: MetricPeriod = { from: '2000-06-01', to: '2000-06-30' };
    for (const key of METRIC_KEYS.filter((k) => METRICS[k].timing === 'flow')) {
      const got = await metricValue(app.ctx.db, ALL, key, june);
      if (METRICS[key].unit === 'percent') expect(got.value, key).toBeNull();
      else expect(got.value, key).toBe(0);
    }
  });

  it('never counts another centre, and no scope counts nothing', async () => {
    const none: Scope = { all: false, countryIds: [], centreIds: [], ringIds: [] };
    for (const key of METRIC_KEYS) {
      const mine = await computeMetric(
        app.ctx.db,
        scopeOfCentre(centre),
        key,
        period,
        undefined,
        'centre',
      );
      expect(
        [...mine.keys()].every((g) => g === centre || g === ''),
        key,
      ).toBe(true);
      // Asking for the other centre inside my scope narrows, it never widens.
      const narrowed = await metricValue(app.ctx.db, scopeOfCentre(centre), key, period, {
        centreIds: [otherCentre],
      });
      expect([0, null], key).toContain(
        METRICS[key].unit === 'money' ? narrowed.value || 0 : narrowed.value,
      );
      const nothing = await metricValue(app.ctx.db, none, key, period);
      expect([0, null], key).toContain(nothing.value);
    }
  });

  it('adds up over centres for counts', async () => {
    for (const key of METRIC_KEYS.filter((k) => METRICS[k].unit === 'count')) {
      const byCentre = await computeMetric(app.ctx.db, ALL, key, period, undefined, 'centre');
      const total = await metricValue(app.ctx.db, ALL, key, period);
      const sum = [...byCentre.values()].reduce((s, v) => s + (v.value ?? 0), 0);
      // Teachers teaching in two centres count once overall.
      if (key === 'teachers.active') expect(sum, key).toBeGreaterThanOrEqual(total.value ?? 0);
      else expect(sum, key).toBe(total.value);
    }
  });

  it('lists the rows behind a figure with the same scope and period', async () => {
    const scope = scopeOfCentre(centre);
    for (const key of ['students.active', 'tests.requested', 'memorisation.pages'] as const) {
      const page = await metricRecords(app.ctx.db, scope, key, period, undefined, 1, 10);
      if (key !== 'memorisation.pages') {
        const figure = await metricValue(app.ctx.db, scope, key, period);
        expect(page.total, key).toBe(figure.value);
      } else {
        const direct = await one(
          `select count(*) from readings where kind = 'hifz' and centre_id = $1`,
          [centre],
        );
        expect(page.total).toBe(direct);
      }
      expect(page.items.length).toBe(Math.min(10, page.total));
      expect(page.items.every((r) => typeof r.id === 'string' && r.title)).toBe(true);
    }
  });

  it('does not apply a project filter to figures without projects', async () => {
    const got = await metricValue(app.ctx.db, ALL, 'donations.received', period, {
      projectId: '00000000-0000-4000-8000-000000000000',
    });
    expect(got.value).toBeNull();
  });
});
