/**
 * Live figures and the administration dashboard at scale, on PostgreSQL:
 *   npx tsx bench/students-rings.bench.ts postgres://postgres@127.0.0.1:5432/postgres   # loads qc_bench_students once
 *   npx tsx bench/reports.bench.ts [postgres://postgres@127.0.0.1:5432/postgres]
 * Reuses the students-and-rings bench database (100,000 students, 5,000 rings, 5,000,000
 * readings by default), adds a country manager and a centre manager, starts the real server on
 * it and measures under 50 concurrent requests: a country's live figures for the last 30 days
 * (the registry's figures that have a hand-written raw query below) next to the raw SQL of the
 * same figures run with the same concurrency, and the dashboard of a centre manager (every
 * figure they may read this month, and what waits for them). Prints a Markdown table (copy it
 * into docs/reports.md).
 */
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEFAULT_ROLES } from '@qc/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/identity/passwords.ts';
import {
  ensureRoles,
  findRoleByCode,
} from '../apps/server/src/modules/identity/roles.repository.ts';

const baseUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'qc_bench_students';
const CONCURRENCY = 50;
const REQUESTS = Number(process.argv[3] ?? 300);

const log = (...a: unknown[]) => console.error(new Date().toISOString().slice(11, 19), ...a);
const pct = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))]!;

async function measure(n: number, fn: (i: number) => Promise<void>) {
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
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

async function user(
  database: Awaited<ReturnType<typeof openDatabase>>,
  role: string,
  place: { scopeLevel: string; countryId?: string; centreId?: string },
) {
  const email = `bench-${role}-${Date.now()}@example.com`;
  const [u] = await database.db
    .insert(t.users)
    .values({
      email,
      passwordHash: await hashPassword('Bench@12345'),
      displayName: role,
      status: 'active',
      emailVerifiedAt: new Date().toISOString(),
    })
    .returning();
  const r = await findRoleByCode(database.db, role);
  await database.db.insert(t.roleAssignments).values({ userId: u!.id, roleId: r!.id, ...place });
  return email;
}

async function main() {
  const url = baseUrl.replace(/\/[^/]*$/, `/${DB}`);
  const database = await openDatabase({ url, poolMax: 20 });
  await database.migrate();
  const q = database.query.bind(database);
  await ensureRoles(database.db, DEFAULT_ROLES);
  const [{ country } = { country: '' }] = await q<{ country: string }>(
    'select id as country from countries limit 1',
  );
  const [{ centre } = { centre: '' }] = await q<{ centre: string }>(
    'select centre_id as centre from rings group by centre_id order by count(*) desc limit 1',
  );
  const countryEmail = await user(database, 'country_manager', {
    scopeLevel: 'country',
    countryId: country,
  });
  const centreEmail = await user(database, 'centre_manager', {
    scopeLevel: 'centre',
    centreId: centre,
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-bench-')),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '10000000',
    SEED_DEMO: 'never',
    DATABASE_URL: url,
    WEB_DIST: join(tmpdir(), 'qc-no-web'),
  });
  const { app } = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokenOf = async (email: string) => {
    const res = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password: 'Bench@12345' }),
    });
    return {
      authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}`,
    };
  };
  const asCountry = await tokenOf(countryEmail);
  const asCentre = await tokenOf(centreEmail);
  const ok = async (res: Response) => {
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
  const from = day(30);
  const to = day(1);
  const month = new Date().toISOString().slice(0, 7);

  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const rows: Array<{ what: string; p50: number; p95: number; rps: number }> = [];
  const run = async (what: string, fn: (i: number) => Promise<void>) => {
    await measure(CONCURRENCY, fn);
    const r = await measure(REQUESTS, fn);
    rows.push({ what, ...r });
    log(what, r);
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
    await Promise.all(countrySql.map((s) => pool.query(s)));
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
    await Promise.all(centreSql.map((s) => pool.query(s)));
  });

  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} CPUs, load average ${startLoad
      .map((l) => l.toFixed(1))
      .join(' ')}, ${CONCURRENCY} in flight, ${REQUESTS} requests\n`,
  );
  console.log('| what | p50 ms | p95 ms | req/s |\n|---|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.what} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(1)} |`);
  await pool.end();
  await app.close();
}

await main();
