/**
 * Live figures and the administration dashboard at scale, on PostgreSQL:
 *   npx tsx bench/students-rings.bench.ts postgres://postgres@127.0.0.1:5432/postgres   # loads qc_bench_students once
 *   npx tsx bench/reports.bench.ts [postgres://postgres@127.0.0.1:5432/postgres] [requests] [in flight]
 * Reuses the students-and-rings bench database (100,000 students, 5,000 rings, 5,000,000
 * readings by default), adds a country manager and a centre manager, starts the real server on
 * it and measures under 50 concurrent requests: a country's live figures for the last 30 days
 * (the registry's figures that have a hand-written raw query below) next to the raw SQL of the
 * same figures run with the same concurrency, and the dashboard of a centre manager (every
 * figure they may read this month, and what waits for them). Prints a Markdown table (copy it
 * into docs/reports.md).
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client.ts';
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
import { CpuPerRequest, startServers, type PeakServers } from './servers.ts';

const DB = 'qc_bench_students';
const pct = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))]!;

if (isScript(import.meta.url))
  runScript(async () => {
    const baseUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const { database, url } = await benchDatabase(baseUrl, DB, { reuse: true, poolMax: 20 });
    // BENCH_SERVER=process: the API is a real server process of its own, as production runs
    // it, so that the bench's client does not share the server's thread.
    // The raw SQL on a pool of its own, as the server has its own.
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    console.log(
      await reportsBench(database, {
        concurrency: Number(process.argv[4] ?? 50),
        requests: Number(process.argv[3] ?? 300),
        raw: (text) => pool.query(text),
        serverUrl: process.env.BENCH_SERVER === 'process' ? url : undefined,
      }),
    );
    await pool.end();
    await database.close();
  });

async function measure(n: number, concurrency: number, fn: (i: number) => Promise<void>) {
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
  return {
    p50: pct(times, 50),
    p95: pct(times, 95),
    rps: n / ((performance.now() - start) / 1000),
  };
}

/** The keys measured against raw SQL, and that SQL (one statement per figure, as the service runs). */
const KEYS = [
  'students.active',
  'students.new',
  'rings.active',
  'teachers.active',
  'attendance.rate',
  'memorisation.pages',
  'revision.coverage',
];
const rawFigures = (place: string, from: string, to: string) => [
  `select count(*) from students where archived_at is null and status = 'active' and ${place}`,
  `select count(*) from students where archived_at is null and status <> 'applicant' and coalesce(joined_on, created_at::date) between '${from}' and '${to}' and ${place}`,
  `select count(*) from rings where archived_at is null and status = 'active' and ${place}`,
  `select count(distinct teacher_id) from rings join employees e on e.id = rings.teacher_id where rings.archived_at is null and rings.status = 'active' and rings.${place}`,
  `select round(100.0 * count(*) filter (where status in ('present', 'late')) / nullif(count(*), 0), 1) from attendance where attended_on between '${from}' and '${to}' and status <> 'excused' and ${place}`,
  `select round(coalesce(sum(page_count), 0), 1) from readings where read_on between '${from}' and '${to}' and kind = 'hifz' and ${place}`,
  `select round(100.0 * count(distinct student_id) filter (where kind = 'revision') / nullif(count(distinct student_id), 0), 1) from readings where read_on between '${from}' and '${to}' and ${place}`,
];

/**
 * Measures, on a database the students bench loaded, a country's live figures and a centre
 * manager's dashboard next to the raw SQL of the same figures (`raw`, the server's pool when
 * not given), and answers the Markdown table.
 */
export async function reportsBench(
  database: Database,
  size: {
    concurrency: number;
    requests: number;
    raw?: (text: string) => Promise<unknown>;
    /** The database's URL, to measure the API on a server process of its own. */
    serverUrl?: string | undefined;
  },
): Promise<string> {
  const q = database.query.bind(database);
  const raw = size.raw ?? ((text: string) => database.query(text));
  const [{ country } = { country: '' }] = await q<{ country: string }>(
    'select id as country from countries limit 1',
  );
  const [{ centre } = { centre: '' }] = await q<{ centre: string }>(
    'select centre_id as centre from rings group by centre_id order by count(*) desc limit 1',
  );
  const countryManager = await benchUser(database, 'country_manager', {
    scopeLevel: 'country',
    countryId: country,
  });
  const centreManager = await benchUser(database, 'centre_manager', {
    scopeLevel: 'centre',
    centreId: centre,
  });
  const { app, address: inProcess } = await benchApp(database);
  const server: PeakServers | null = size.serverUrl
    ? await startServers(1, { databaseUrl: size.serverUrl, poolMax: 20 })
    : null;
  const address = server?.addresses[0] ?? inProcess;
  const asCountry = await signIn(address, countryManager.email);
  const asCentre = await signIn(address, centreManager.email);
  const ok = async (res: Response) => {
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
  const from = day(30);
  const to = day(1);
  const month = new Date().toISOString().slice(0, 7);

  const rows: Array<{ what: string; p50: number; p95: number; rps: number; cpu: string }> = [];
  // BENCH_LINES=<regular expression>: only the lines whose name matches (e.g. `dashboard|centre`).
  const only = new RegExp(process.env.BENCH_LINES ?? '');
  const run = async (what: string, fn: (i: number) => Promise<void>) => {
    if (!only.test(what)) return;
    await measure(size.concurrency, size.concurrency, fn);
    const cpu = new CpuPerRequest(server?.pids[0] ?? null, database.kind === 'postgres');
    const r = await measure(size.requests, size.concurrency, fn);
    const spent = cpu.per(size.requests);
    rows.push({ what, ...r, cpu: spent });
    log(what, r, spent);
  };
  const startLoad = loadavg();

  await run('country live figures (7 figures, 30 days), API', () =>
    fetch(
      `${address}/api/reports/figures?from=${from}&to=${to}&keys=${KEYS.join(',')}&compare=false`,
      { headers: asCountry },
    ).then(ok),
  );
  const countrySql = rawFigures(`country_id = '${country}'`, from, to);
  await run('country live figures, raw SQL (same 7, in parallel)', async () => {
    await Promise.all(countrySql.map((s) => raw(s)));
  });
  await run('country live figures with the period before, API', () =>
    fetch(`${address}/api/reports/figures?from=${from}&to=${to}&keys=${KEYS.join(',')}`, {
      headers: asCountry,
    }).then(ok),
  );
  await run('dashboard of a centre manager (all figures this month + waiting), API', () =>
    Promise.all([
      fetch(`${address}/api/reports/figures?from=${month}-01&to=${day(0)}`, {
        headers: asCentre,
      }).then(ok),
      fetch(`${address}/api/dashboard/waiting`, { headers: asCentre }).then(ok),
    ]).then(() => undefined),
  );
  const centreSql = rawFigures(`centre_id = '${centre}'`, `${month}-01`, day(0));
  await run('centre figures, raw SQL (the 7, in parallel)', async () => {
    await Promise.all(centreSql.map((s) => raw(s)));
  });

  const lines = [
    `${new Date().toISOString().slice(0, 10)}, ${machineState()} (at the start ${startLoad
      .map((l) => l.toFixed(1))
      .join(' ')}), ${size.concurrency} in flight, ${size.requests} requests`,
    `API lines: ${server ? 'a server process of its own (production)' : 'the app in the bench process'}`,
    '',
    `| what | p50 ms | p95 ms | req/s | CPU ms a request: ${server ? 'server / ' : ''}bench process / the rest (PostgreSQL) |`,
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(1)} | ${r.cpu} |`,
    ),
  ];
  await server?.close();
  await app.close();
  return lines.join('\n');
}
