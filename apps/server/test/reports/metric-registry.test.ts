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

  it('keeps the ring day figures equal to the rows through edits, moves and deletes', async () => {
    // The summaries as the rows would give them, written here by hand.
    const direct = `
      select coalesce(r.ring_id, a.ring_id) ring_id, coalesce(r.day, a.day) as day,
             coalesce(r.country_id, a.country_id) country_id, coalesce(r.centre_id, a.centre_id) centre_id,
             coalesce(r.pages, 0)::numeric pages,
             coalesce(a.present, 0) present, coalesce(a.late, 0) late, coalesce(a.absent, 0) absent,
             coalesce(a.excused, 0) excused, coalesce(a.marked, 0) marked
      from (select ring_id, read_on as day, country_id, centre_id,
                   sum(case when kind = 'hifz' then page_count else 0 end) pages
              from readings group by 1, 2, 3, 4) r
      full join (select ring_id, attended_on as day, country_id, centre_id,
                        sum(case when status = 'present' then 1 else 0 end)::int present,
                        sum(case when status = 'late' then 1 else 0 end)::int late,
                        sum(case when status = 'absent' then 1 else 0 end)::int absent,
                        sum(case when status = 'excused' then 1 else 0 end)::int excused,
                        count(*)::int marked
                   from attendance group by 1, 2, 3, 4) a
        on a.ring_id = r.ring_id and a.day = r.day and a.country_id = r.country_id and a.centre_id = r.centre_id`;
    const kept = `select ring_id, day, country_id, centre_id, hifz_pages::numeric pages,
             present, late, absent, excused, marked from ring_day_figures`;
    // A student's days in a ring and month, as days of the month (1..31).
    const directMonths = `select ring_id, student_id, to_char(read_on, 'YYYY-MM') m, country_id, centre_id,
             array_agg(distinct extract(day from read_on)::int order by extract(day from read_on)::int) d,
             coalesce(array_agg(distinct extract(day from read_on)::int order by extract(day from read_on)::int)
               filter (where kind = 'revision'), '{}') v
        from readings group by 1, 2, 3, 4, 5`;
    const keptMonths = `select ring_id, student_id, to_char(month, 'YYYY-MM') m, country_id, centre_id,
             array(select g from generate_series(1, 31) g where read_days & (1 << (g - 1)) <> 0) d,
             array(select g from generate_series(1, 31) g where revised_days & (1 << (g - 1)) <> 0) v
        from ring_month_readers`;
    const differences = async () =>
      ((await one(
        `select count(*) from ((${direct} except ${kept}) union all (${kept} except ${direct})) d`,
      )) ?? 0) +
      ((await one(
        `select count(*) from ((${directMonths} except ${keptMonths}) union all (${keptMonths} except ${directMonths})) d`,
      )) ?? 0);
    const summed = ['attendance.rate', 'memorisation.pages', 'revision.coverage'] as const;
    // The whole data, and a period that starts and ends inside months (the readers' months
    // keep days as bits: the bits outside the period must not count).
    const [span] = await q(
      `select (min(read_on) + 9)::text f, (min(read_on) + 45)::text t from readings`,
    );
    const partial: MetricPeriod = { from: String(span!.f), to: String(span!.t) };
    const figuresEqualRows = async (when: string, figures = true) => {
      expect(await differences(), when).toBe(0);
      if (!figures) return;
      for (const key of summed)
        for (const p of [period, partial])
          for (const [scope, place] of [
            [ALL, 'true'],
            [scopeOfCountry(), `$country = '${country}'`],
            [scopeOfCentre(centre), `$centre = '${centre}'`],
          ] as const) {
            const got = await metricValue(app.ctx.db, scope, key, p);
            const want = await one(DIRECT[key](place), [p.from, p.to]);
            expect(got.value, `${when}: ${key} / ${place} / ${p.from}`).toBe(want);
          }
    };
    expect(await one('select count(*) from ring_day_figures')).toBeGreaterThan(0);
    expect(await one('select count(*) from ring_month_readers')).toBeGreaterThan(0);
    await figuresEqualRows('as seeded', false);

    const ids = async (text: string) => (await q(text)).map((r) => String(r.id));
    const [hifzA, hifzB, other] = await ids(
      `select id from readings where centre_id = '${centre}' and kind = 'hifz' order by id limit 3`,
    );
    const [ring] = await ids(
      `select id from rings where centre_id = '${otherCentre}' order by id limit 1`,
    );
    // An edit of the pages, a hifz turned revision, a note (no figure moves).
    await q(`update readings set page_count = page_count + 1.5 where id = $1`, [hifzA]);
    await q(`update readings set kind = 'revision' where id = $1`, [hifzB]);
    await q(`update readings set notes = 'n' where centre_id = $1`, [centre]);
    // A move to another ring, centre and day, and one statement moving a whole ring's days.
    await q(
      `update readings r set ring_id = g.id, centre_id = g.centre_id, country_id = g.country_id,
              read_on = r.read_on + 3 from rings g where g.id = $2 and r.id = $1`,
      [other, ring],
    );
    await q(
      `update readings set read_on = read_on + 1 where ring_id = (select ring_id from readings where id = $1)`,
      [hifzA],
    );
    await q(`delete from readings where id = $1`, [hifzB]);
    // Attendance: a status changed, a day moved, a row deleted, a row added.
    const att = await q(
      `select id, student_id, ring_id, attended_on::text d from attendance where centre_id = $1 order by id limit 3`,
      [centre],
    );
    expect(att.length).toBe(3);
    await q(
      `update attendance set status = case when status = 'present' then 'absent' else 'present' end where id = $1`,
      [att[0]!.id],
    );
    await q(`update attendance set attended_on = '1999-01-01' where id = $1`, [att[1]!.id]);
    await q(`delete from attendance where id = $1`, [att[2]!.id]);
    await q(
      `insert into attendance (country_id, centre_id, ring_id, student_id, attended_on, status)
       select country_id, centre_id, ring_id, student_id, '1999-01-02', 'late' from attendance where id = $1`,
      [att[0]!.id],
    );
    await figuresEqualRows('after the edits');

    // Inserts are added to the summaries as deltas (migration 0058): several rows in one
    // statement, into a ring day and month that have rows already and into new ones; and an
    // attendance upsert, as the ring day's save writes it, that inserts some rows and updates
    // others in the same statement.
    await q(
      `insert into readings (country_id, centre_id, ring_id, student_id, teacher_id, read_on, kind,
              from_surah, from_ayah, to_surah, to_ayah, ayah_count, page_count)
       select country_id, centre_id, ring_id, student_id, teacher_id, read_on + d, kind,
              from_surah, from_ayah, to_surah, to_ayah, ayah_count, page_count + d
         from readings, (values (0), (1), (40)) v(d)
        where id in (select id from readings where centre_id = $1 order by id limit 4)`,
      [centre],
    );
    const upserted = await q(
      `select student_id, ring_id, attended_on::text d from attendance where centre_id = $1
        order by id limit 2`,
      [centre],
    );
    await q(
      `insert into attendance (country_id, centre_id, ring_id, student_id, attended_on, status)
       select country_id, centre_id, ring_id, student_id, attended_on + d, s
         from attendance, (values (0, 'excused'), (2, 'late'), (35, 'absent')) v(d, s)
        where (student_id, ring_id, attended_on) in (($1::uuid, $2::uuid, $3::date), ($4::uuid, $5::uuid, $6::date))
       on conflict (student_id, ring_id, attended_on) do update set status = excluded.status`,
      [
        upserted[0]!.student_id,
        upserted[0]!.ring_id,
        upserted[0]!.d,
        upserted[1]!.student_id,
        upserted[1]!.ring_id,
        upserted[1]!.d,
      ],
    );
    await figuresEqualRows('after the inserts');

    // The figures do read the summary: a row changed behind the triggers' back shows, and the
    // rebuild (the migration's backfill, a restore's) puts it right.
    await q(`update ring_day_figures set hifz_pages = hifz_pages + 100 where centre_id = $1`, [
      centre,
    ]);
    const tampered = await metricValue(
      app.ctx.db,
      scopeOfCentre(centre),
      'memorisation.pages',
      period,
    );
    const rows = await one(DIRECT['memorisation.pages'](`$centre = '${centre}'`), [
      period.from,
      period.to,
    ]);
    expect(tampered.value).toBeGreaterThan(rows ?? 0);
    await q('select ring_day_figures_rebuild()');
    await figuresEqualRows('rebuilt', false);
  }, 120_000);

  it('reads the summaries by place and period from indexes that carry the summed columns', async () => {
    // Migration 0059: the figures over a place's period are index-only scans, not a heap page
    // per ring day.
    const defs = await q(
      `select indexname, indexdef from pg_indexes
        where tablename in ('ring_day_figures', 'ring_month_readers') and indexname like '%_idx'`,
    );
    const byName = new Map(defs.map((d) => [String(d.indexname), String(d.indexdef)]));
    for (const place of ['country', 'centre']) {
      expect(byName.get(`ring_day_figures_${place}_day_idx`)).toMatch(
        /INCLUDE \(ring_id, hifz_pages, present, late, absent, excused, marked\)/,
      );
      expect(byName.get(`ring_month_readers_${place}_month_idx`)).toMatch(
        /INCLUDE \(ring_id, student_id, read_days, revised_days\)/,
      );
    }
  });

  it('does not apply a project filter to figures without projects', async () => {
    const got = await metricValue(app.ctx.db, ALL, 'donations.received', period, {
      projectId: '00000000-0000-4000-8000-000000000000',
    });
    expect(got.value).toBeNull();
  });
});
