/**
 * The results list of the tests module at scale, on PostgreSQL:
 *   npx tsx bench/tests-results.bench.ts [postgres://postgres@127.0.0.1:5432/postgres] [results] [reuse]
 * Creates a fresh database `qc_bench_tests`, loads (default) 100,000 approved results (with
 * their requests) over 50 centres, 8 kinds and 40 examiners, then times the service's list
 * query (`listResults`: joins, scope, filters, count and page) for typical screens, each
 * next to raw SQL of the same page and its count (two queries in parallel, as the service).
 * Prints a Markdown table (copy it into bench/README.md). Runs are sequential; the median of RUNS runs is reported.
 */
import { testResultListQuery } from '@qc/domain';
import type { Database } from '../apps/server/src/db/client.ts';
import { listResults } from '../apps/server/src/modules/tests/results.repository.ts';
import { benchDatabase, isScript, log, machineState, runScript } from './bench-kit.ts';

const DB = 'qc_bench_tests';

if (isScript(import.meta.url))
  runScript(async () => {
    const baseUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const results = Number(process.argv[3] ?? 100_000);
    const reuse = process.argv[4] === 'reuse';
    const { database } = await benchDatabase(baseUrl, DB, { reuse });
    if (!reuse) await loadResults((text) => database.query(text), results);
    console.log(await testsResultsBench(database, { results, runs: 15 }));
    await database.close();
  });

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

/** Loads `RESULTS` approved results into the migrated, empty database `q` speaks to. */
export async function loadResults(q: (text: string) => Promise<unknown>, RESULTS: number) {
  log('loading', RESULTS, 'results');
  await q(`insert into countries (code, name_ar, name_en, name_fr, currency, phone_region)
           values ('BT', 'دولة', 'Country', 'Pays', 'TRY', 'TR')`);
  await q(`insert into centres (country_id, name)
           select (select id from countries where code = 'BT'), 'مركز ' || g from generate_series(1, 50) g`);
  await q(`insert into employees (country_id, centre_id, full_name, gender, job)
           select c.country_id, c.id, 'مختبر ' || row_number() over (), 'male', 'tester'
           from centres c, generate_series(1, 1)`);
  await q(`insert into examiners (employee_id, country_id, centre_id)
           select e.id, e.country_id, e.centre_id from employees e limit 40`);
  await q(`insert into test_kinds (code, name_ar, name_en, name_fr, category)
           select 'K' || g, 'نوع ' || g, 'Kind ' || g, 'Type ' || g,
                  (array['portion','safra','safra-final','maher','maqraa','tajweed-theory','tajweed-practical','external'])[g]
           from generate_series(1, 8) g`);
  await q(`insert into students (country_id, centre_id, full_name, gender, status, search)
           select c.country_id, c.id, 'طالب ' || g, 'male', 'active', 'طالب ' || g
           from generate_series(1, ${RESULTS}) g
           join lateral (select * from centres order by id offset (g % 50) limit 1) c on true`);
  await q(`insert into test_requests (student_id, country_id, centre_id, kind_id, state, examiner_id,
             scheduled_at, portion_from, portion_to, search, created_at)
           select s.id, s.country_id, s.centre_id,
                  (select id from test_kinds order by code offset (hashtext(s.id::text) & 7) limit 1),
                  'passed',
                  (select id from examiners order by id offset (abs(hashtext(s.id::text)) % 40) limit 1),
                  now() - (abs(hashtext(s.id::text)) % 365) * interval '1 day', 5673, 6236, s.search,
                  now() - (abs(hashtext(s.id::text)) % 365) * interval '1 day'
           from students s`);
  await q(`insert into test_results (request_id, examiner_id, status, criteria, mistake_counts, total,
             max_total, percent, grade, passed, submitted_at)
           select r.id, r.examiner_id, 'approved', '[]'::jsonb, '{}'::jsonb, p, 100, p,
                  case when p >= 90 then 'excellent' when p >= 80 then 'very-good'
                       when p >= 70 then 'good' when p >= 60 then 'acceptable' else 'fail' end,
                  p >= 60, r.scheduled_at
           from (select r.*, 40 + abs(hashtext(r.id::text)) % 61 as p from test_requests r) r`);
  await q('analyze');
  log('loaded');
}

const RAW = `
  select res.*, r.id as request_id, r.student_id, r.portion, r.kind_id, k.name_ar, k.name_en, k.name_fr,
         k.category, s.full_name, c.name as centre_name, e.full_name as examiner_name, cert.serial
  from test_results res
  join test_requests r on r.id = res.request_id
  join test_kinds k on k.id = r.kind_id
  join centres c on c.id = r.centre_id
  left join students s on s.id = r.student_id
  left join examiners x on x.id = res.examiner_id
  left join employees e on e.id = x.employee_id
  left join test_certificates cert on cert.request_id = r.id
  where res.status = 'approved' $WHERE
  order by res.submitted_at desc, res.id desc
  limit 25 offset $OFFSET`;
const RAW_COUNT = `
  select count(*) from test_results res
  join test_requests r on r.id = res.request_id
  join test_kinds k on k.id = r.kind_id
  where res.status = 'approved' $WHERE`;

/** Times the results list against its raw SQL (median of `runs`): the Markdown table. */
export async function testsResultsBench(
  database: Database,
  { results: RESULTS, runs: RUNS }: { results: number; runs: number },
): Promise<string> {
  const [centre] = await database.query<{ id: string }>(
    'select id from centres order by id limit 1',
  );
  const [kind] = await database.query<{ id: string }>(
    "select id from test_kinds where category = 'maher'",
  );
  const cases: Array<{
    name: string;
    query: Record<string, string>;
    where: string;
    offset: number;
  }> = [
    { name: 'first page, all results', query: {}, where: '', offset: 0 },
    {
      name: 'one centre',
      query: { centreId: centre!.id },
      where: `and r.centre_id = '${centre!.id}'`,
      offset: 0,
    },
    {
      name: 'Maher kind, grade excellent',
      query: { kindId: kind!.id, grade: 'excellent' },
      where: `and r.kind_id = '${kind!.id}' and res.grade = 'excellent'`,
      offset: 0,
    },
    {
      name: 'last 30 days',
      query: { from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) },
      where: `and res.submitted_at >= (now() - interval '30 days')::date`,
      offset: 0,
    },
    { name: 'page 400', query: { page: '400' }, where: '', offset: 399 * 25 },
  ];
  const rows: string[] = [];
  for (const c of cases) {
    const f = testResultListQuery.parse(c.query);
    const api: number[] = [];
    const raw: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const out = await listResults(database.db, { scope: { all: true }, examinerId: null }, f);
      api.push(performance.now() - t0);
      total = out.total;
      const t1 = performance.now();
      // The same page and count, in parallel as the service runs them.
      await Promise.all([
        database.query(RAW.replace('$WHERE', c.where).replace('$OFFSET', String(c.offset))),
        database.query(RAW_COUNT.replace('$WHERE', c.where)),
      ]);
      raw.push(performance.now() - t1);
    }
    rows.push(
      `| ${c.name} | ${total.toLocaleString('en')} | ${median(api).toFixed(1)} | ${median(raw).toFixed(1)} |`,
    );
    log(rows.at(-1));
  }
  return [
    machineState(),
    '',
    `| results list (${RESULTS.toLocaleString('en')} results) | matching | listResults ms (median) | raw SQL ms (median) |`,
    '|---|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
