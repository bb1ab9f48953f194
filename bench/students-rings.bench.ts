/**
 * Students and rings at scale, on PostgreSQL:
 *   npx tsx bench/students-rings.bench.ts [postgres://postgres@127.0.0.1:5432/postgres] [students] [readingsPerStudent]
 * Creates a fresh database `qc_bench_students`, loads (default) 100,000 students in 5,000
 * rings and 50 readings per student (5,000,000), starts the real server on it, and measures
 * under 50 concurrent requests: the student search list (API: readings search and raw SQL of
 * the student list), the ring day load and the ring day save; next to the raw SQL time of the
 * same data. Prints a Markdown table (copy it into bench/students-rings.md).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/modules/identity/passwords.ts';
import {
  ensureRoles,
  findRoleByCode,
} from '../apps/server/src/modules/identity/roles.repository.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import { DEFAULT_ROLES } from '@qc/domain';

const baseUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STUDENTS = Number(process.argv[3] ?? 100_000);
const PER_STUDENT = Number(process.argv[4] ?? 50);
const PER_RING = 20;
const RINGS = Math.ceil(STUDENTS / PER_RING);
const CENTRES = Math.max(1, Math.ceil(RINGS / 100));
const CONCURRENCY = 50;
const REQUESTS = 500;
const DB = 'qc_bench_students';

const log = (...a: unknown[]) => console.error(new Date().toISOString().slice(11, 19), ...a);

function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

async function measure(
  n: number,
  fn: (i: number) => Promise<void>,
): Promise<{ p50: number; p95: number; rps: number }> {
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
  const total = (performance.now() - start) / 1000;
  return { p50: pct(times, 50), p95: pct(times, 95), rps: n / total };
}

async function main() {
  // `reuse` as 4th argument measures again on the database loaded by a previous run.
  const reuse = process.argv[5] === 'reuse';
  if (!reuse) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${DB}`);
    await admin.query(`create database ${DB}`);
    await admin.end();
  }
  const url = baseUrl.replace(/\/[^/]*$/, `/${DB}`);
  const database = await openDatabase({ url, poolMax: 20 });
  await database.migrate();
  const q = database.query.bind(database);
  if (!reuse) await load(q);
  await measureAll(database, url);
}

async function load(
  q: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>,
) {
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
  await q(
    `insert into readings (country_id, centre_id, ring_id, student_id, read_on, kind, from_surah, from_ayah, to_surah, to_ayah,
                           ayah_count, page_count, mistakes_memorisation, grade)
     select s.country_id, s.centre_id, s.ring_id, s.id, current_date - d, case when d % 2 = 0 then 'hifz' else 'revision' end,
            2, 1 + (d * 5) % 280, 2, 5 + (d * 5) % 280, 5, 0.5, d % 4, 'good'
     from students s cross join generate_series(1, $1) d`,
    [PER_STUDENT],
  );
  await q('analyze');
  log(`loaded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

async function measureAll(database: Awaited<ReturnType<typeof openDatabase>>, url: string) {
  const startLoad = loadavg();
  const q = database.query.bind(database);
  const email = `bench-admin-${Date.now()}@example.com`;

  await ensureRoles(database.db, DEFAULT_ROLES);
  const password = await hashPassword('Bench@12345');
  const [adminUser] = await database.db
    .insert(t.users)
    .values({
      email,
      passwordHash: password,
      displayName: 'Bench',
      status: 'active',
      emailVerifiedAt: new Date().toISOString(),
    })
    .returning();
  const role = await findRoleByCode(database.db, 'super_admin');
  await database.db
    .insert(t.roleAssignments)
    .values({ userId: adminUser!.id, roleId: role!.id, scopeLevel: 'organisation' });

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
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password: 'Bench@12345' }),
  });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const rings = (await q<{ id: string }>('select id from rings order by random() limit 500')).map(
    (r) => r.id,
  );
  const today = new Date().toISOString().slice(0, 10);
  // Searches as people type them: one common first name, first + family name, a rarer pair.
  const names = ['محمد', 'احمد السالم', 'عبد الله', 'يوسف الحلبي', 'عمر'];
  const tokens = (name: string) => name.split(' ').map((w) => `%${w}%`);
  // Data loaded before the search text was normalised (alef with hamza) is fixed up once.
  await q(`update students set search = translate(search, 'أإآ', 'ااا') where search ~ '[أإآ]'`);

  const rows: Array<{ what: string; p50: number; p95: number; rps: number }> = [];
  const run = async (what: string, fn: (i: number) => Promise<void>) => {
    await measure(50, fn); // warm-up
    const r = await measure(REQUESTS, fn);
    rows.push({ what, ...r });
    log(what, r);
  };

  const expectOk = async (res: Response) => {
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };

  // The student list is the resource engine's generic list of the students definition.
  await run('API GET /api/students (name search + status filter + page 2, with total)', async (i) =>
    expectOk(
      await fetch(
        `${address}/api/students?q=${encodeURIComponent(names[i % names.length]!)}&status=active&sort=fullName&page=2&pageSize=50`,
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
         where s.archived_at is null and s.status = 'active' and ${where} order by s.full_name, s.id limit 50 offset 50`,
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
        `${address}/api/readings?q=${encodeURIComponent(names[i % names.length]!)}&kind=hifz&page=2&pageSize=50`,
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
           order by r.read_on desc, r.created_at desc limit 50 offset 50) p
         join students s on s.id = p.student_id join rings g on g.id = p.ring_id order by p.read_on desc, p.created_at desc`,
        params,
      ),
      q(
        `select count(*) from (select 1 from readings r where r.archived_at is null and r.kind = 'hifz' and ${byName} limit 1001) c`,
        params,
      ),
    ]);
  });
  await run('API GET /api/rings/:id/day/:date (20 students, plan, next portion)', async (i) =>
    expectOk(
      await fetch(`${address}/api/rings/${rings[i % rings.length]}/day/${today}`, {
        headers: auth,
      }),
    ),
  );
  await run('SQL ring day (students + day rows + history of the ring)', async (i) => {
    const ring = rings[i % rings.length];
    await q(`select id, full_name from students where ring_id = $1 and status = 'active'`, [ring]);
    await q(`select * from attendance where ring_id = $1 and attended_on = $2`, [ring, today]);
    await q(`select * from readings where ring_id = $1 and read_on = $2`, [ring, today]);
    await q(
      `select student_id, kind, from_surah, from_ayah, to_surah, to_ayah, read_on, mistakes_memorisation, grade from readings
       where student_id in (select id from students where ring_id = $1) and kind in ('hifz', 'revision') and read_on <= $2`,
      [ring, today],
    );
  });
  const studentsOf = new Map<string, string[]>();
  for (const ring of rings.slice(0, 100)) {
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
          readings: [
            {
              clientId: randomUUID(),
              kind: 'hifz',
              from: { surah: 3, ayah: 1 },
              to: { surah: 3, ayah: 9 },
              grade: 'good',
            },
            {
              clientId: randomUUID(),
              kind: 'revision',
              from: { surah: 2, ayah: 1 },
              to: { surah: 2, ayah: 20 },
              mistakesMemorisation: 1,
            },
          ],
        })),
      };
      await expectOk(
        await fetch(`${address}/api/rings/${ring}/day/${today}`, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify(body),
        }),
      );
    },
  );
  await run('SQL ring day save (same rows, one transaction, no checks)', async (i) => {
    const ring = saveRings[i % saveRings.length]!;
    await database.rawTransaction(async (tx) => {
      for (const studentId of studentsOf.get(ring)!) {
        await tx(
          `insert into attendance (country_id, centre_id, ring_id, student_id, attended_on, status)
           select country_id, centre_id, $1, $2, $3, 'present' from rings where id = $1
           on conflict (student_id, ring_id, attended_on) do update set status = excluded.status`,
          [ring, studentId, today],
        );
        for (const k of ['hifz', 'revision']) {
          await tx(
            `insert into readings (country_id, centre_id, ring_id, student_id, read_on, kind, from_surah, from_ayah, to_surah, to_ayah, ayah_count, page_count, client_id)
             select country_id, centre_id, $1, $2, $3, $4, 3, 1, 3, 9, 9, 1, $5 from rings where id = $1`,
            [ring, studentId, today, k, randomUUID()],
          );
        }
      }
    });
  });

  const counts = await q<{ s: string; r: string }>(
    'select (select count(*) from students) s, (select count(*) from readings) r',
  );
  console.log(
    `\n${counts[0]!.s} students, ${counts[0]!.r} readings, ${RINGS} rings, ${CONCURRENCY} concurrent, ${REQUESTS} requests each`,
  );
  // The machine may be shared: its load says how much of it the run had.
  console.log(
    `${cpus().length} CPUs; load average at the start ${startLoad.map((l) => l.toFixed(1)).join(' / ')}, at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}\n`,
  );
  console.log('| what | p50 ms | p95 ms | req/s |\n|---|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.what} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)} |`);
  await app.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
