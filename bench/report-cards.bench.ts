/**
 * A centre's report cards at scale, on PostgreSQL:
 *   npx tsx bench/report-cards.bench.ts [postgres://postgres@127.0.0.1:5432/postgres] [cards=1000]
 * Creates a fresh database `qc_bench_cards` and loads one centre of `cards` students in rings of
 * 25, each with a term of readings (a juz in eight readings) and attendance (20 days), an
 * approved test result and the teacher's approved remark. A centre manager then issues the
 * centre's cards through the API (`POST /api/report-cards/issue` with the centre: the students
 * are chosen, a background job is queued) and the job runs as the worker runs it: each card's
 * figures from the metric registry and the mushaf map, each card issued in its own transaction
 * with its serial and register row, then all cards rendered as one PDF. Reports the time of the
 * request, of issuing, of the book, the PDF's size and pages, and the process's memory over its
 * baseline. Target (issue 31): 1,000 cards in under 5 minutes on a 2-core machine.
 */
import { DEFAULT_CARD_STYLE, DEFAULT_LAYOUT } from '@qc/domain';
import type { Database } from '../apps/server/src/db/client.ts';
import { drainJobs } from '../apps/server/src/jobs/index.ts';
import {
  benchApp,
  benchDatabase,
  benchUser,
  isScript,
  log,
  machineState,
  runScript,
  signIn,
} from './bench-kit.ts';

const DB = 'qc_bench_cards';
const TERM = { from: '2031-02-01', to: '2031-05-31', termLabel: 'الفصل الثاني' };
const PER_RING = 25;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

if (isScript(import.meta.url))
  runScript(async () => {
    const baseUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const { database } = await benchDatabase(baseUrl, DB, { poolMax: 10 });
    console.log(await reportCardsBench(database, Number(process.argv[3] ?? 1_000)));
    await database.close();
  });

/** Loads one centre of `cards` students with a term of approved records; answers its id. */
async function loadCentre(database: Database, cards: number): Promise<string> {
  const q = (text: string, params?: unknown[]) => database.query(text, params);
  const rings = Math.ceil(cards / PER_RING);
  await q(`insert into countries (code, name_ar, name_en, name_fr, currency, phone_region)
           values ('RC', 'دولة', 'Country', 'Pays', 'TRY', 'TR')`);
  await q(`insert into centres (country_id, name, search)
           select id, 'مركز النور', 'مركز النور' from countries`);
  await q(
    `insert into employees (country_id, centre_id, full_name, gender, job)
     select c.country_id, c.id, 'محفظ ' || g, 'male', 'teacher' from centres c, generate_series(1, $1) g`,
    [rings],
  );
  await q(`insert into rings (country_id, centre_id, teacher_id, name, gender, search)
           select country_id, centre_id, id, 'حلقة ' || full_name, 'male', 'حلقه ' || full_name from employees`);
  await q(
    `insert into students (country_id, centre_id, ring_id, full_name, gender, status, search)
     select r.country_id, r.centre_id, r.id, 'عبد الرحمن بن خالد ' || g, 'male', 'active', 'عبد الرحمن بن خالد ' || g
     from generate_series(1, $1) g
     join lateral (select * from rings order by id offset ((g - 1) / $2) limit 1) r on true`,
    [cards, PER_RING],
  );
  // A juz in eight readings (juz 30, 78:1 .. 114:6, cut by surah), on the term's Mondays.
  await q(
    `insert into readings (country_id, centre_id, ring_id, student_id, read_on, kind, from_surah, from_ayah,
                           to_surah, to_ayah, ayah_count, page_count, grade)
     select s.country_id, s.centre_id, s.ring_id, s.id, '${TERM.from}'::date + 7 * k, 'hifz',
            78 + k * 4, 1, least(114, 78 + k * 4 + 3), 3, 40, 2.5, 'good'
     from students s, generate_series(0, 8) k`,
  );
  await q(
    `insert into attendance (country_id, centre_id, ring_id, student_id, attended_on, status)
     select s.country_id, s.centre_id, s.ring_id, s.id, '${TERM.from}'::date + d,
            case when d % 10 = 9 then 'absent' else 'present' end
     from students s, generate_series(0, 19) d`,
  );
  await q(`insert into test_kinds (code, name_ar, name_en, name_fr, category)
           values ('J30', 'اختبار جزء عم', 'Juz 30 test', 'Test du juz 30', 'juz')`);
  await q(`insert into test_requests (country_id, centre_id, ring_id, student_id, kind_id, state, subject)
           select s.country_id, s.centre_id, s.ring_id, s.id, k.id, 'passed', 'student'
           from students s, test_kinds k`);
  await q(`insert into test_results (request_id, status, criteria, mistake_counts, total, max_total, percent,
                                     grade, passed, approved_at)
           select id, 'approved', '[]', '{}', 91, 100, 91, 'excellent', true, '${TERM.from}'::date + 60
           from test_requests`);
  await q(
    `insert into report_card_remarks (country_id, centre_id, ring_id, student_id, term_from, term_to,
                                      comment, conduct, state, approved_at)
     select country_id, centre_id, ring_id, id, $1, $2,
            'حافظ على مراجعته وأتقن التجويد، ونرجو أن يستمر على هذا.', 'excellent', 'approved', now()
     from students`,
    [TERM.from, TERM.to],
  );
  const [centre] = await database.query<{ id: string }>(`select id from centres`);
  return centre!.id;
}

/**
 * Loads `cards` students into the migrated, empty `database`, issues their centre's cards and
 * answers the Markdown table. The small mode (a few cards) runs in the tests.
 */
export async function reportCardsBench(database: Database, cards: number): Promise<string> {
  log('loading', cards, 'students');
  const centreId = await loadCentre(database, cards);
  const { app, ctx, address } = await benchApp(database);
  try {
    const manager = await benchUser(database, 'centre_manager', {
      scopeLevel: 'centre',
      centreId,
    });
    const headers = {
      ...(await signIn(address, manager.email)),
      'content-type': 'application/json',
    };
    const post = async (path: string, body: object) => {
      const res = await fetch(`${address}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    };
    const style = await post('/api/report-card-styles', {
      name: 'الأخضر والذهبي',
      style: DEFAULT_CARD_STYLE,
    });
    const template = await post('/api/report-card-templates', {
      name: 'بطاقة الفصل',
      title: 'بطاقة تقرير الطالب',
      styleId: style.id,
      layout: DEFAULT_LAYOUT,
    });

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const t0 = performance.now();
    const queued = await post('/api/report-cards/issue', {
      templateId: template.id,
      centreId,
      ...TERM,
    });
    const t1 = performance.now();
    log('issuing', queued.students, 'cards');
    const jobs = await drainJobs(ctx);
    const t2 = performance.now();
    clearInterval(sampler);

    const jobRes = await fetch(`${address}/api/jobs/${String(queued.jobId)}`, { headers });
    const job = (await jobRes.json()) as {
      state: string;
      summary?: { cards: number; issued: number; skipped: number };
    };
    if (jobs !== 1 || job.state !== 'succeeded') throw new Error(`job: ${JSON.stringify(job)}`);
    const file = await fetch(`${address}/api/jobs/${String(queued.jobId)}/result`, { headers });
    const pdf = Buffer.from(await file.arrayBuffer());
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    const total = t2 - t0;
    return [
      `Report cards of one centre (${cards} students, rings of ${PER_RING}), ${machineState()}`,
      '',
      '| step | time | notes |',
      '|---|---:|---|',
      `| the request (students chosen, job queued) | ${secs(t1 - t0)} | ${String(queued.students)} students |`,
      `| the job: ${job.summary?.issued ?? 0} cards issued and one PDF | ${secs(t2 - t1)} | ${((t2 - t1) / Math.max(1, job.summary?.cards ?? 1)) | 0} ms a card |`,
      `| whole, against the 5 min target | ${secs(total)} | ${total < 300_000 ? 'within' : 'OVER'} |`,
      `| the PDF | ${mb(pdf.length)} | ${pages} pages |`,
      `| memory over the baseline (peak RSS) | ${mb(peak - baseline)} | baseline ${mb(baseline)} |`,
    ].join('\n');
  } finally {
    await app.close();
  }
}
