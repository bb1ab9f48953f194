/**
 * Students and rings at scale, on PostgreSQL:
 *   npx tsx bench/students-rings.bench.ts [postgres://postgres@127.0.0.1:5432/postgres] [students] [readingsPerStudent]
 * Creates a fresh database `qc_bench_students`, loads (default) 100,000 students in 5,000
 * rings and 50 readings per student (5,000,000), starts the real server on it, and measures
 * under 50 concurrent requests: the student search list (API: readings search and raw SQL of
 * the student list), the ring day load and the ring day save; next to the raw SQL time of the
 * same data. Prints a Markdown table (copy it into bench/students-rings.md).
 */
import { loadavg } from 'node:os';
import type { Database, QueryFn } from '../apps/server/src/db/client.ts';
import { refillProgress } from '../apps/server/src/modules/rings/progress.job.ts';
import {
  benchApp,
  benchDatabase,
  benchUser,
  isScript,
  log,
  machineState,
  newDayReadings,
  runScript,
  ServerParts,
  signIn,
} from './bench-kit.ts';
import { CpuPerRequest, startServers, type PeakServers } from './servers.ts';

const DB = 'qc_bench_students';
const PER_RING = 20;

/** How much to load and how hard to measure: the script's defaults, or the tests' small mode. */
export interface StudentsBenchSize {
  students: number;
  readingsPerStudent: number;
  concurrency: number;
  requests: number;
  /** The list page asked for (2 at scale; 1 in the small mode, where page 2 is mostly empty). */
  page: number;
}

if (isScript(import.meta.url))
  runScript(async () => {
    const baseUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    // `reuse` as 4th argument measures again on the database loaded by a previous run.
    const reuse = process.argv[5] === 'reuse';
    const size: StudentsBenchSize = {
      students: Number(process.argv[3] ?? 100_000),
      readingsPerStudent: Number(process.argv[4] ?? 50),
      concurrency: Number(process.env.BENCH_CONCURRENCY ?? 50),
      requests: Number(process.env.BENCH_REQUESTS ?? 500),
      page: 2,
    };
    const { database, url } = await benchDatabase(baseUrl, DB, { reuse, poolMax: 20 });
    if (!reuse) await loadStudents(database, size);
    // BENCH_SERVER=process: the API is a real server process of its own, as production runs
    // it, so that the bench's client does not share the server's thread.
    const serverUrl = process.env.BENCH_SERVER === 'process' ? url : undefined;
    console.log(await measureStudents(database, size, { serverUrl }));
    await database.close();
  });

function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

async function measure(
  n: number,
  concurrency: number,
  fn: (i: number) => Promise<void>,
): Promise<{ p50: number; p95: number; rps: number }> {
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const t0 = performance.now();
        await fn(i);
        times.push(performance.now() - t0);
      }
    }),
  );
  const total = (performance.now() - start) / 1000;
  return { p50: pct(times, 50), p95: pct(times, 95), rps: n / total };
}

/** Loads the students, rings and readings of `size` into the migrated, empty `database`. */
export async function loadStudents(database: Database, size: StudentsBenchSize): Promise<void> {
  const q = database.query.bind(database);
  const STUDENTS = size.students;
  const PER_STUDENT = size.readingsPerStudent;
  const RINGS = Math.ceil(STUDENTS / PER_RING);
  const CENTRES = Math.max(1, Math.ceil(RINGS / 100));
  log(`loading ${STUDENTS} students, ${RINGS} rings, ${STUDENTS * PER_STUDENT} readings`);
  const t0 = performance.now();
  await q(
    `insert into countries (code, name_ar, name_en, name_fr, currency, phone_region) values ('TR', 'تركيا', 'Turkey', 'Turquie', 'TRY', 'TR')`,
  );
  await q(
    `insert into centres (country_id, name, search) select (select id from countries), 'مركز ' || g, 'مركز ' || g from generate_series(1, $1) g`,
    [CENTRES],
  );
  await q(`create temp table c as select id, row_number() over (order by name) n from centres`);
  await q(
    `insert into employees (country_id, centre_id, full_name, gender, job)
     select (select id from countries), (select id from c where n = 1 + (g % $2)), 'محفظ ' || g, 'male', 'teacher' from generate_series(1, $1) g`,
    [RINGS, CENTRES],
  );
  await q(
    `insert into rings (country_id, centre_id, teacher_id, name, gender, search)
     select e.country_id, e.centre_id, e.id, 'حلقة ' || e.full_name, 'male', 'حلقه ' || e.full_name from employees e`,
  );
  await q(
    `create temp table r as select id, centre_id, country_id, row_number() over (order by id) n from rings`,
  );
  const first = [
    'محمد',
    'أحمد',
    'عبد الله',
    'يوسف',
    'عمر',
    'علي',
    'خالد',
    'حسن',
    'إبراهيم',
    'سعيد',
  ];
  const last = [
    'الأحمد',
    'السالم',
    'الخطيب',
    'المصري',
    'الحلبي',
    'الشامي',
    'العلي',
    'الحسن',
    'يوسف',
    'عثمان',
  ];
  await q(
    `insert into students (country_id, centre_id, ring_id, full_name, gender, status, identity_number, phone, search)
     select r.country_id, r.centre_id, r.id, n1 || ' ' || n2 || ' ' || g, 'male',
            case when g % 10 = 0 then 'suspended' else 'active' end, (10000000 + g)::text, '0532' || lpad(g::text, 7, '0'),
            translate(n1 || ' ' || n2 || ' ' || g, 'أإآ', 'ااا')
     from generate_series(1, $1) g
     join r on r.n = 1 + ((g - 1) / ${PER_RING})
     cross join lateral (select ($2::text[])[1 + g % 10] n1, ($3::text[])[1 + (g / 10) % 10] n2) names`,
    [STUDENTS, first, last],
  );
  // Readings: every student, PER_STUDENT days back from yesterday, hifz on even days, revision on odd.
  // The ring day figures' trigger is set aside for this one bulk statement and the figures are
  // summed once after it, in one pass (as the migration's backfill and a restore do), rather
  // than ring day by ring day from inside the statement's trigger.
  await q('alter table readings disable trigger readings_ring_day_figures_ins');
  try {
    await q(
      `insert into readings (country_id, centre_id, ring_id, student_id, read_on, kind, from_surah, from_ayah, to_surah, to_ayah,
                           ayah_count, page_count, mistakes_memorisation, grade)
     select s.country_id, s.centre_id, s.ring_id, s.id, current_date - d, case when d % 2 = 0 then 'hifz' else 'revision' end,
            2, 1 + (d * 5) % 280, 2, 5 + (d * 5) % 280, 5, 0.5, d % 4, 'good'
     from students s cross join generate_series(1, $1) d`,
      [PER_STUDENT],
    );
  } finally {
    await q('alter table readings enable trigger readings_ring_day_figures_ins');
  }
  const summed = performance.now();
  await q('select ring_day_figures_rebuild()');
  log(`ring day figures summed in ${Math.round(performance.now() - summed)} ms`);
  await q('analyze');
  log(`loaded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

/**
 * Measures, on the loaded `database`, each API next to its raw SQL (`size.concurrency` in
 * flight, `size.requests` each after a warm-up) and answers the Markdown table.
 */
export async function measureStudents(
  database: Database,
  size: StudentsBenchSize,
  options: {
    /** The database's URL, to measure the API on a server process of its own. */
    serverUrl?: string | undefined;
  } = {},
): Promise<string> {
  const startLoad = loadavg();
  const q = database.query.bind(database);
  const admin = await benchUser(database, 'super_admin');
  const { app, ctx, address: inProcess } = await benchApp(database);
  const server: PeakServers | null = options.serverUrl
    ? await startServers(1, { databaseUrl: options.serverUrl, poolMax: 20, serverTiming: true })
    : null;
  const address = server?.addresses[0] ?? inProcess;
  // A run starts from the loaded data: the days earlier runs saved today are removed, else
  // every run would add its saves to the same ring days (hundreds of readings a day where a
  // ring records about 40), and each run would measure a larger day than the last.
  const today = new Date().toISOString().slice(0, 10);
  await q('delete from readings where read_on = $1', [today]);
  await q('delete from attendance where attended_on = $1', [today]);
  // The loader's 50 days are every day the table holds, so PostgreSQL's statistics list each
  // as a most common value and estimate a day not among them (today) at no rows: the ring
  // day's reads of today then walk the date index over every ring's readings of the day. A
  // real history has hundreds of days, more than the statistics list, and today is estimated
  // at an average day's rows. A small statistics target on the column estimates as such a
  // history does (the other columns keep theirs).
  await q('alter table readings alter column read_on set statistics 10');
  // Every run starts vacuumed: the deletes above and each run's saves leave dead rows (a run
  // left 760,000 in readings and 290,000 in attendance, whose live rows are today's 9,000),
  // which the next run's statements would wade through if autovacuum is off or behind (it is
  // off on some machines): runs back to back measured a slower and slower raw SQL.
  await q(
    'vacuum (analyze) readings, attendance, student_progress, ring_day_figures, ring_month_readers, audit_log',
  );
  // The kept memorisation states, as the refill job leaves them after loading (the loader's
  // readings mark every student stale): the ring day reads them instead of whole histories.
  const refill = performance.now();
  const { students: refilled } = await refillProgress(ctx);
  log(
    `kept progress refilled for ${refilled} students in ${Math.round(performance.now() - refill)} ms`,
  );
  const auth = { ...(await signIn(address, admin.email)), 'content-type': 'application/json' };
  const rings = (await q<{ id: string }>('select id from rings order by random() limit 500')).map(
    (r) => r.id,
  );
  // Searches as people type them: one common first name, first + family name, a rarer pair.
  // Each matches active students (the list is filtered to them): every tenth student, the
  // ones whose first name is محمد, is suspended, so a search for محمد measured an empty page.
  const names = ['خالد', 'احمد السالم', 'عبد الله', 'يوسف الحلبي', 'عمر'];
  const tokens = (name: string) => name.split(' ').map((w) => `%${w}%`);
  // Data loaded before the search text was normalised (alef with hamza) is fixed up once.
  await q(`update students set search = translate(search, 'أإآ', 'ااا') where search ~ '[أإآ]'`);

  for (const name of names) {
    const where = tokens(name)
      .map((_w, k) => `search like $${k + 1}`)
      .join(' and ');
    const [found] = await q<{ n: number }>(
      `select count(*)::int n from students where archived_at is null and status = 'active' and ${where}`,
      tokens(name),
    );
    if (!found?.n) throw new Error(`the search word ${name} matches no active student`);
  }

  const rows: Array<{ what: string; p50: number; p95: number; rps: number; cpu: string }> = [];
  // BENCH_LINES=<regular expression>: only the lines whose name matches (e.g. `ring day`).
  const only = new RegExp(process.env.BENCH_LINES ?? '');
  const run = async (what: string, fn: (i: number) => Promise<void>) => {
    if (!only.test(what)) return;
    await measure(Math.min(50, size.requests), size.concurrency, fn); // warm-up
    const cpu = new CpuPerRequest(server?.pids[0] ?? null, database.kind === 'postgres');
    const r = await measure(size.requests, size.concurrency, fn);
    const spent = cpu.per(size.requests);
    rows.push({ what, ...r, cpu: spent });
    log(what, r, spent);
  };

  const expectOk = async (res: Response) => {
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };

  // The student list is the resource engine's generic list of the students definition.
  await run('API GET /api/students (name search + status filter + page 2, with total)', async (i) =>
    expectOk(
      await fetch(
        `${address}/api/students?q=${encodeURIComponent(names[i % names.length]!)}&status=active&sort=fullName&page=${size.page}&pageSize=50`,
        { headers: auth },
      ),
    ),
  );
  await run('SQL student list (the same page and total, names joined)', async (i) => {
    const words = tokens(names[i % names.length]!);
    const where = words.map((_w, k) => `s.search like $${k + 1}`).join(' and ');
    await Promise.all([
      q(
        `select s.*, c.name centre_name, r.name ring_name from students s join centres c on c.id = s.centre_id left join rings r on r.id = s.ring_id
         where s.archived_at is null and s.status = 'active' and ${where} order by s.full_name, s.id limit 50 offset ${(size.page - 1) * 50}`,
        words,
      ),
      q(
        `select count(*) from students s where s.archived_at is null and s.status = 'active' and ${where}`,
        words,
      ),
    ]);
  });
  await run('API GET /api/readings (name search + kind + page 2, capped total)', async (i) =>
    expectOk(
      await fetch(
        `${address}/api/readings?q=${encodeURIComponent(names[i % names.length]!)}&kind=hifz&page=${size.page}&pageSize=50`,
        { headers: auth },
      ),
    ),
  );
  await run('SQL readings search (the same page and capped total, students first)', async (i) => {
    const words = tokens(names[i % names.length]!);
    const where = words.map((_w, k) => `search like $${k + 1}`).join(' and ');
    const ids = (
      await q<{ id: string }>(`select id from students where ${where} limit 2001`, words)
    ).map((r) => r.id);
    const byName =
      ids.length <= 2000
        ? `r.student_id = any($1::uuid[])`
        : `r.student_id in (select id from students where ${where})`;
    const params = ids.length <= 2000 ? [ids] : words;
    await Promise.all([
      q(
        `select p.*, s.full_name, g.name from (select * from readings r where r.archived_at is null and r.kind = 'hifz' and ${byName}
           order by r.read_on desc, r.created_at desc limit 50 offset ${(size.page - 1) * 50}) p
         join students s on s.id = p.student_id join rings g on g.id = p.ring_id order by p.read_on desc, p.created_at desc`,
        params,
      ),
      q(
        `select count(*) from (select 1 from readings r where r.archived_at is null and r.kind = 'hifz' and ${byName} limit 1001) c`,
        params,
      ),
    ]);
  });
  // Where the ring day's load and save spend their time on the server (Server-Timing).
  const loadParts = new ServerParts();
  const saveParts = new ServerParts();
  await run('API GET /api/rings/:id/day/:date (20 students, plan, next portion)', async (i) => {
    const res = await fetch(`${address}/api/rings/${rings[i % rings.length]}/day/${today}`, {
      headers: auth,
    });
    loadParts.add(res);
    await expectOk(res);
  });
  await run('SQL ring day (students + day rows + kept progress + last new portion)', async (i) => {
    const ring = rings[i % rings.length];
    await q(`select id, full_name from students where ring_id = $1 and status = 'active'`, [ring]);
    await q(`select * from attendance where ring_id = $1 and attended_on = $2`, [ring, today]);
    await q(`select * from readings where ring_id = $1 and read_on = $2`, [ring, today]);
    await Promise.all([
      q(
        `select student_id, state from student_progress
           where student_id in (select id from students where ring_id = $1)`,
        [ring],
      ),
      q(
        `select distinct on (student_id) student_id, from_surah, from_ayah, to_surah, to_ayah, read_on, grade
           from readings where student_id in (select id from students where ring_id = $1)
           and kind = 'hifz' and read_on < $2 order by student_id, read_on desc, created_at desc`,
        [ring, today],
      ),
    ]);
  });
  const studentsOf = new Map<string, string[]>();
  // Each ring's day saved about once per run, as a teacher saves it: the 500 rings the loads read.
  for (const ring of rings) {
    studentsOf.set(
      ring,
      (
        await q<{ id: string }>(
          `select id from students where ring_id = $1 and status = 'active'`,
          [ring],
        )
      ).map((s) => s.id),
    );
  }
  const saveRings = [...studentsOf.keys()];
  await run(
    'API PUT /api/rings/:id/day/:date (18 students, attendance + 2 readings each)',
    async (i) => {
      const ring = saveRings[i % saveRings.length]!;
      const body = {
        rows: studentsOf.get(ring)!.map((studentId) => ({
          studentId,
          attendance: { status: 'present' },
          readings: newDayReadings(),
        })),
      };
      const res = await fetch(`${address}/api/rings/${ring}/day/${today}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify(body),
      });
      saveParts.add(res);
      await expectOk(res);
    },
  );
  // The same rows written as a good hand-written save would: one statement per table (the
  // attendance, then the readings, answering `returning`'s columns of the readings written).
  const writeDay = <T>(tx: QueryFn, ring: string, ids: string[], returning = '') =>
    tx(
      `insert into attendance (country_id, centre_id, ring_id, student_id, attended_on, status)
       select g.country_id, g.centre_id, g.id, s, $2, 'present' from rings g, unnest($3::uuid[]) s
       where g.id = $1
       on conflict (student_id, ring_id, attended_on) do update set status = excluded.status`,
      [ring, today, ids],
    ).then(() =>
      tx<T>(
        `insert into readings (country_id, centre_id, ring_id, student_id, read_on, kind, from_surah, from_ayah, to_surah, to_ayah, ayah_count, page_count, client_id)
         select g.country_id, g.centre_id, g.id, s, $2, k, 3, 1, 3, 9, 9, 1, gen_random_uuid()
         from rings g, unnest($3::uuid[]) s, (values ('hifz'), ('revision')) v(k) where g.id = $1
         ${returning ? `returning ${returning}` : ''}`,
        [ring, today, ids],
      ),
    );
  await run('SQL ring day save (same rows, one transaction, one insert per table)', async (i) => {
    const ring = saveRings[i % saveRings.length]!;
    await database.rawTransaction((tx) => writeDay(tx, ring, studentsOf.get(ring)!));
  });

  // The writes the API's save must make besides these (issue 36 keeps the memorisation state
  // in the write path; every save is audited), hand-written: the kept states read under lock,
  // the two inserts as above returning the readings' ids, the states written back (the same
  // size as the API's, folded in SQL's stead by keeping them: a hand-written save would fold
  // in its client), and one audit entry listing the readings, as the API's does.
  await run(
    'SQL ring day save with the same writes (kept states locked and stored, audit entry)',
    async (i) => {
      const ring = saveRings[i % saveRings.length]!;
      const ids = studentsOf.get(ring)!;
      await database.rawTransaction(async (tx) => {
        const kept = await tx<{ student_id: string; state: unknown }>(
          `select student_id, state from student_progress where student_id = any($1::uuid[])
           order by student_id for update`,
          [ids],
        );
        const written = await writeDay<{ id: string; student_id: string; ayah_count: number }>(
          tx,
          ring,
          ids,
          'id, student_id, ayah_count',
        );
        await tx(
          `insert into student_progress (student_id, as_of, state)
           select x.student_id, $2, x.state from jsonb_to_recordset($1::jsonb) as x(student_id uuid, state jsonb)
           on conflict (student_id) do update set as_of = excluded.as_of, state = excluded.state, updated_at = now()`,
          [JSON.stringify(kept), today],
        );
        await tx(
          `insert into audit_log (actor_id, action, resource, record_id, new_values)
           values ($1, 'ring-day.save', 'rings', $2, $3)`,
          [
            admin.id,
            ring,
            JSON.stringify({
              date: today,
              removed: 0,
              readings: written.map((r) => ({
                id: r.id,
                ayahCount: r.ayah_count,
                studentId: r.student_id,
              })),
            }),
          ],
        );
      });
    },
  );

  const counts = await q<{ s: string; r: string; g: string }>(
    'select (select count(*) from students) s, (select count(*) from readings) r, (select count(*) from rings) g',
  );
  const lines = [
    `${counts[0]!.s} students, ${counts[0]!.r} readings, ${counts[0]!.g} rings, ${size.concurrency} concurrent, ${size.requests} requests each`,
    // The machine may be shared: its load says how much of it the run had.
    `${machineState()}; at the start ${startLoad.map((l) => l.toFixed(1)).join(' / ')}`,
    '',
    `API lines: ${server ? 'a server process of its own (production)' : 'the app in the bench process'}`,
    '',
    `| what | p50 ms | p95 ms | req/s | CPU ms a request: ${server ? 'server / ' : ''}bench process / the rest (PostgreSQL) |`,
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.cpu} |`,
    ),
    '',
    'Where the ring day spends its time on the server (Server-Timing, warm-up included):',
    '',
    '| part | p50 ms | p95 ms | requests |',
    '|---|---:|---:|---:|',
    ...loadParts.rows('load'),
    ...saveParts.rows('save'),
  ];
  await server?.close();
  await app.close();
  return lines.join('\n');
}
