/**
 * The evening peak (issue 35), on PostgreSQL and Redis:
 *   npx tsx bench/evening-peak.bench.ts [postgres://postgres@127.0.0.1:5432/postgres] [reuse]
 * Settings from the environment: PEAK_PROCESSES (`1,2,3`), PEAK_TEACHERS (the steps,
 * `5,10,20,40,80,160`), PEAK_POOLS (each process's DATABASE_POOL_MAX, `10`), PEAK_STOP_MS (a
 * run stops climbing after the first step whose save p95 is above it, 2500), REDIS_URL
 * (`redis://127.0.0.1:6379`).
 *
 * Loads the students-and-rings data (100,000 students, 5,000 rings of 20, 5,000,000 readings,
 * with `loadStudents` of bench/students-rings.bench.ts) into a database `qc_bench_peak` of its
 * own, unless `reuse`. Then, for each number of processes K: starts K real server processes
 * (`node apps/server/src/main.ts`, as production runs them, each on its own port, on the one
 * database and Redis, `TRUST_PROXY=loopback`), signs in every teacher and manager, and climbs
 * the steps: N teachers at once, each doing their evening (the dashboard, the ring picker, the
 * ring day's load and its save of 20 students, as the web app calls them) several times in a
 * row, while N/10 centre managers read the students list and their dashboard. Requests go to
 * the processes in turn, as a proxy spreads them. For every step: requests, throughput,
 * p50/p95/p99 and errors of each request, the CPU of each server process, of the bench's own
 * client, of the database's PostgreSQL backends and of the whole machine (from /proc), and the
 * database's connections (pg_stat_activity). Prints Markdown (copy it into bench/README.md).
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  BENCH_PASSWORD,
  benchDatabase,
  benchUser,
  isScript,
  log,
  machineState,
  newDayReadings,
  runScript,
} from './bench-kit.ts';
import {
  machineTicks,
  postgresPids,
  startServers,
  ticksOf,
  TICKS,
  type PeakServers,
} from './servers.ts';
import { loadStudents } from './students-rings.bench.ts';

const DB = 'qc_bench_peak';

/** Who takes part: each teacher with their ring, each centre manager with their centre. */
export interface PeakCast {
  teachers: Array<{ email: string; ringId: string }>;
  managers: Array<{ email: string; centreId: string }>;
}

/** Answers a request's JSON, or throws with its status and body. */
async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * At least `teachers` teachers, each linked to the employee who teaches a ring of 20 students,
 * and one centre manager for every ten teachers, all made by an administrator through the
 * users API (`POST /api/users` with the employee and the role, as the users screen does) on
 * the server at `address`. Accounts made by an earlier run (`peak-teacher-…`) are kept.
 */
export async function prepareCast(
  database: Database,
  address: string,
  teachers: number,
): Promise<PeakCast> {
  const q = database.query.bind(database);
  const managersNeeded = Math.ceil(teachers / 10);
  const admin = await benchUser(database, 'super_admin');
  const auth = {
    ...(await signInAs(address, admin.email, '10.250.0.1')),
    'content-type': 'application/json',
  };
  const roles = new Map(
    (
      await q<{ id: string; code: string }>(
        `select id, code from roles where code in ('teacher', 'centre_manager')`,
      )
    ).map((r) => [r.code, r.id]),
  );
  const create = async (body: unknown) =>
    json(
      await fetch(`${address}/api/users`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(body),
      }),
    );

  const have = await q<{ n: number }>(
    `select count(*)::int n from users where email like 'peak-teacher-%'`,
  );
  const missing = teachers - (have[0]?.n ?? 0);
  if (missing > 0) {
    log(`creating ${missing} teachers through the users API`);
    const free = await q<{ employee: string }>(
      `select e.id employee from rings r join employees e on e.id = r.teacher_id
        where e.user_id is null order by r.id limit $1`,
      [missing],
    );
    const first = have[0]?.n ?? 0;
    await inTurn(free.length, 4, async (i) => {
      const n = String(first + i + 1).padStart(4, '0');
      await create({
        displayName: `محفظ ${n}`,
        email: `peak-teacher-${n}@example.com`,
        password: BENCH_PASSWORD,
        employeeId: free[i]!.employee,
        assignments: [{ roleId: roles.get('teacher'), scopeLevel: 'own' }],
      });
    });
  }
  const cast: PeakCast = {
    teachers: (
      await q<{ email: string; ring: string }>(
        `select u.email, r.id ring from users u join employees e on e.user_id = u.id
           join rings r on r.teacher_id = e.id
          where u.email like 'peak-teacher-%' order by u.email limit $1`,
        [teachers],
      )
    ).map((r) => ({ email: r.email, ringId: r.ring })),
    managers: [],
  };
  // A ring of the bench data has 20 students, of whom every tenth is suspended: the teachers'
  // rings are given all 20 active, the size of ring the issue asks about.
  await q(
    `update students set status = 'active' where ring_id = any($1::uuid[]) and status <> 'active'`,
    [cast.teachers.map((t) => t.ringId)],
  );
  const centres = await q<{ centre: string }>(
    `select distinct centre_id centre from rings where id = any($1::uuid[]) order by centre_id limit $2`,
    [cast.teachers.map((t) => t.ringId), managersNeeded],
  );
  const managers = await q<{ email: string; centre: string }>(
    `select u.email, a.centre_id centre from users u join role_assignments a on a.user_id = u.id
      where u.email like 'peak-manager-%' order by u.email`,
  );
  for (let i = managers.length; i < managersNeeded; i++) {
    const n = String(i + 1).padStart(3, '0');
    const centreId = centres[i % centres.length]!.centre;
    await create({
      displayName: `مدير ${n}`,
      email: `peak-manager-${n}@example.com`,
      password: BENCH_PASSWORD,
      assignments: [{ roleId: roles.get('centre_manager'), scopeLevel: 'centre', centreId }],
    });
    managers.push({ email: `peak-manager-${n}@example.com`, centre: centreId });
  }
  cast.managers = managers
    .slice(0, managersNeeded)
    .map((m) => ({ email: m.email, centreId: m.centre }));
  return cast;
}

async function signInAs(
  address: string,
  email: string,
  from: string,
): Promise<{ authorization: string; 'x-forwarded-for': string }> {
  const res = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ identifier: email, password: BENCH_PASSWORD }),
  });
  const { accessToken } = await json<{ accessToken: string }>(res);
  return { authorization: `Bearer ${accessToken}`, 'x-forwarded-for': from };
}

/** Runs `fn(0..n-1)`, `concurrency` at a time. */
async function inTurn(n: number, concurrency: number, fn: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, concurrency) }, async () => {
      while (next < n) await fn(next++);
    }),
  );
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/** One request of the evening, as measured over a step. */
export interface LineFigures {
  what: string;
  requests: number;
  errors: number;
  /** Requests answered per second over the step's duration. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** The first error's status and text, to read what failed. */
  firstError?: string;
}

/** What the machine did during a step, in percent of one CPU core (two cores: 200 %). */
export interface StepResources {
  /** Each server process (the bench's own process when the server runs inside it). */
  servers: number[];
  /** This process: the bench's clients (and the server, in process). */
  client: number;
  /** The PostgreSQL backends connected to the bench database. */
  postgresBench: number | null;
  /** Every PostgreSQL process of the machine (other databases' work included). */
  postgresAll: number | null;
  /** The whole machine (everything not idle). */
  machine: number | null;
  /** Connections to the bench database (pg_stat_activity): the most at once, active at once. */
  connections: { max: number; activeMax: number; activeMean: number; lockWaitMax: number } | null;
  load: [number, number];
}

export interface PeakStep {
  teachers: number;
  managers: number;
  rounds: number;
  seconds: number;
  lines: LineFigures[];
  resources: StepResources;
  /** What the saves answered they wrote: attendance rows and readings. */
  written: { attendance: number; readings: number };
}

export interface PeakRun {
  processes: number;
  poolMax: number;
  signIn: LineFigures;
  steps: PeakStep[];
}

export const STEP_LINES = [
  'teacher dashboard (GET /api/dashboard/summary)',
  'ring picker (GET /api/ring-day/rings)',
  'ring day load (GET /api/rings/:id/day/:date)',
  'ring day save (PUT, 20 students)',
  'students list (centre manager)',
  'dashboard (centre manager)',
] as const;
const [DASHBOARD, PICKER, LOAD, SAVE, LIST, MANAGER_DASHBOARD] = STEP_LINES;

class Recorder {
  private readonly lines = new Map<string, { times: number[]; errors: number; first?: string }>();
  async time(what: string, request: () => Promise<Response>): Promise<Response | null> {
    const line = this.lines.get(what) ?? { times: [], errors: 0 };
    this.lines.set(what, line);
    const t0 = performance.now();
    try {
      const res = await request();
      const body = await res.arrayBuffer();
      line.times.push(performance.now() - t0);
      if (res.ok) return new Response(body, { status: res.status });
      line.errors++;
      line.first ??= `${res.status} ${new TextDecoder().decode(body).slice(0, 200)}`;
    } catch (err) {
      line.times.push(performance.now() - t0);
      line.errors++;
      line.first ??= String(err);
    }
    return null;
  }
  figures(what: string, seconds: number): LineFigures {
    const line = this.lines.get(what) ?? { times: [], errors: 0 };
    const sorted = [...line.times].sort((a, b) => a - b);
    return {
      what,
      requests: sorted.length,
      errors: line.errors,
      rps: sorted.length / seconds,
      p50: pct(sorted, 50),
      p95: pct(sorted, 95),
      p99: pct(sorted, 99),
      ...(line.first ? { firstError: line.first } : {}),
    };
  }
}

/**
 * Samples, every half second, the CPU of the server processes, of PostgreSQL (the bench
 * database's backends and all of it) and of the machine, and the bench database's connections.
 * A process first seen during the step counts from that sight.
 */
class Sampler {
  private readonly first = new Map<string, number>();
  private readonly last = new Map<string, number>();
  private readonly conns: Array<{ total: number; active: number; lockWait: number }> = [];
  private timer: NodeJS.Timeout | null = null;
  private t0 = 0;
  private m0: { busy: number; total: number } | null = null;
  private c0 = process.cpuUsage();
  private l0 = loadavg()[0]!;
  private busy = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly servers: PeakServers,
  ) {}

  private see(key: string, ticks: number | null) {
    if (ticks === null) return;
    if (!this.first.has(key)) this.first.set(key, ticks);
    this.last.set(key, ticks);
  }

  private async sample() {
    this.servers.pids.forEach((pid, i) => this.see(`server:${i}`, ticksOf(pid)));
    if (this.database.kind !== 'postgres') return;
    const rows = await this.database.query<{
      pid: number;
      state: string | null;
      wait: string | null;
    }>(
      `select pid, state, wait_event_type wait from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    for (const r of rows) this.see(`bench:${r.pid}`, ticksOf(r.pid));
    for (const pid of postgresPids()) this.see(`pg:${pid}`, ticksOf(pid));
    this.conns.push({
      total: rows.length,
      active: rows.filter((r) => r.state === 'active').length,
      lockWait: rows.filter((r) => r.wait === 'Lock').length,
    });
  }

  start() {
    this.t0 = performance.now();
    this.m0 = machineTicks();
    this.c0 = process.cpuUsage();
    this.l0 = loadavg()[0]!;
    const tick = () => {
      this.busy = this.busy.then(() => this.sample()).catch(() => undefined);
    };
    tick();
    this.timer = setInterval(tick, 500);
  }

  async stop(): Promise<StepResources> {
    if (this.timer) clearInterval(this.timer);
    await this.busy;
    await this.sample().catch(() => undefined);
    const seconds = (performance.now() - this.t0) / 1000;
    const percent = (ticks: number) => (100 * ticks) / TICKS / seconds;
    const sum = (prefix: string) => {
      let t = 0;
      for (const [k, v] of this.last) if (k.startsWith(prefix)) t += v - this.first.get(k)!;
      return t;
    };
    const m1 = machineTicks();
    const cpu = process.cpuUsage(this.c0);
    const postgres = this.database.kind === 'postgres';
    const all = this.m0 && m1 ? m1.total - this.m0.total : 0;
    return {
      servers: this.servers.pids.map((_p, i) =>
        percent((this.last.get(`server:${i}`) ?? 0) - (this.first.get(`server:${i}`) ?? 0)),
      ),
      client: (100 * (cpu.user + cpu.system)) / 1e6 / seconds,
      postgresBench: postgres ? percent(sum('bench:')) : null,
      postgresAll: postgres ? percent(sum('pg:')) : null,
      // /proc/stat sums its ticks over the cores: the busy share of them, times the cores.
      machine:
        this.m0 && m1 && all > 0 ? (100 * cpus().length * (m1.busy - this.m0.busy)) / all : null,
      connections: this.conns.length
        ? {
            max: Math.max(...this.conns.map((c) => c.total)),
            activeMax: Math.max(...this.conns.map((c) => c.active)),
            activeMean: this.conns.reduce((a, c) => a + c.active, 0) / this.conns.length,
            lockWaitMax: Math.max(...this.conns.map((c) => c.lockWait)),
          }
        : null,
      load: [this.l0, loadavg()[0]!],
    };
  }
}

export interface PeakOptions {
  /** The steps: how many teachers at once. */
  teachers: number[];
  /** Each teacher's evenings in a row per step: at least `minRounds`, and `minSaves` saves a step. */
  minRounds: number;
  minSaves: number;
  /** A manager's pause between two reads (a person reads the page), ms. */
  thinkMs: number;
  /** Stop climbing after the first step whose save p95 is above this, ms. */
  stopAboveMs: number;
  /** The pool each process has (reported only: the servers were started with it). */
  poolMax: number;
}

const today = () => new Date().toISOString().slice(0, 10);

interface ViewReading {
  clientId: string | null;
  kind: string;
  from: { surah: number; ayah: number };
  to: { surah: number; ayah: number };
  mistakesMemorisation: number;
  grade: string | null;
  version: number;
}
interface DayView {
  students: Array<{ id: string; inRing: boolean; readings: ViewReading[] }>;
}

/**
 * A ring day as a teacher records it: 18 present with a new portion and a revision, one
 * absent, one late. Saved again (the day already holds the readings), the teacher corrects
 * them: each is sent back with its version and a changed grade or mistake count, as the web
 * app sends an edit, so the day keeps its 38 readings however often it is saved.
 */
function dayRows(view: DayView) {
  return view.students
    .filter((s) => s.inRing)
    .map((s, i) => {
      const status = i % 20 === 7 ? 'absent' : i % 20 === 13 ? 'late' : 'present';
      const saved = s.readings.filter((r) => r.clientId);
      const readings =
        status === 'absent'
          ? []
          : saved.length > 0
            ? saved.map((r) => ({
                clientId: r.clientId!,
                kind: r.kind,
                from: r.from,
                to: r.to,
                version: r.version,
                ...(r.kind === 'hifz'
                  ? { grade: r.grade === 'good' ? 'very_good' : 'good' }
                  : { mistakesMemorisation: r.mistakesMemorisation === 1 ? 2 : 1 }),
              }))
            : newDayReadings();
      return { studentId: s.id, attendance: { status }, readings };
    });
}

/**
 * One run against `servers`: everyone signs in (measured), a warm-up evening, then the steps
 * of `options.teachers`, each on a clean day (today's rows of the earlier step removed).
 */
export async function eveningPeak(
  database: Database,
  servers: PeakServers,
  cast: PeakCast,
  options: PeakOptions,
): Promise<PeakRun> {
  let turn = 0;
  const next = () => servers.addresses[turn++ % servers.addresses.length]!;
  const date = today();
  const addressOf = (kind: number, i: number) => `10.${kind}.${(i >> 8) & 255}.${(i & 255) | 1}`;

  // Sign-in of everyone (their passwords checked), 10 at a time, spread over the processes.
  const signIns = new Recorder();
  const people = [
    ...cast.teachers.map((t, i) => ({ email: t.email, from: addressOf(77, i) })),
    ...cast.managers.map((m, i) => ({ email: m.email, from: addressOf(78, i) })),
  ];
  const headers: Array<Record<string, string>> = [];
  const t0 = performance.now();
  await inTurn(people.length, 10, async (i) => {
    const person = people[i]!;
    const res = await signIns.time('sign-in (POST /api/auth/login)', () =>
      fetch(`${next()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': person.from },
        body: JSON.stringify({ identifier: person.email, password: BENCH_PASSWORD }),
      }),
    );
    if (!res) throw new Error(`sign-in of ${person.email} refused`);
    const { accessToken } = (await res.json()) as { accessToken: string };
    headers[i] = { authorization: `Bearer ${accessToken}`, 'x-forwarded-for': person.from };
  });
  const signIn = signIns.figures('sign-in (POST /api/auth/login)', (performance.now() - t0) / 1000);
  const teacherHeaders = headers.slice(0, cast.teachers.length);
  const managerHeaders = headers.slice(cast.teachers.length);

  let written = { attendance: 0, readings: 0 };
  const evening = async (rec: Recorder, t: number) => {
    const h = teacherHeaders[t]!;
    const ring = cast.teachers[t]!.ringId;
    await rec.time(DASHBOARD, () => fetch(`${next()}/api/dashboard/summary`, { headers: h }));
    await rec.time(PICKER, () => fetch(`${next()}/api/ring-day/rings`, { headers: h }));
    const loaded = await rec.time(LOAD, () =>
      fetch(`${next()}/api/rings/${ring}/day/${date}`, { headers: h }),
    );
    if (!loaded) return;
    const view = (await loaded.json()) as DayView;
    // As the web app sends it: through its outbox, with an Idempotency-Key.
    const saved = await rec.time(SAVE, () =>
      fetch(`${next()}/api/rings/${ring}/day/${date}`, {
        method: 'PUT',
        headers: { ...h, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ rows: dayRows(view) }),
      }),
    );
    if (saved) {
      const { saved: n } = (await saved.json()) as {
        saved: { attendance: number; readings: number };
      };
      written.attendance += n.attendance;
      written.readings += n.readings;
    }
  };
  // The bench data has no rows on today: every step starts from an evening nobody recorded.
  const cleanDay = async () => {
    await database.query('delete from readings where read_on = $1', [date]);
    await database.query('delete from attendance where attended_on = $1', [date]);
  };

  const step = async (n: number, rounds: number, measured: boolean): Promise<PeakStep> => {
    await cleanDay();
    written = { attendance: 0, readings: 0 };
    const rec = new Recorder();
    const managers = Math.min(managerHeaders.length, Math.max(1, Math.round(n / 10)));
    const sampler = new Sampler(database, servers);
    let done = false;
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const start = performance.now();
    sampler.start();
    const reading = Array.from({ length: managers }, async (_x, m) => {
      const h = managerHeaders[m]!;
      for (let k = 0; !done; k++) {
        const search = k % 2 ? `&q=${encodeURIComponent('خالد')}` : '';
        await rec.time(LIST, () =>
          fetch(`${next()}/api/students?status=active&sort=fullName&page=1&pageSize=25${search}`, {
            headers: h,
          }),
        );
        if (done) break;
        await pause(options.thinkMs);
        await rec.time(MANAGER_DASHBOARD, () =>
          fetch(`${next()}/api/dashboard/summary`, { headers: h }),
        );
        await pause(options.thinkMs);
      }
    });
    await Promise.all(
      Array.from({ length: n }, async (_x, t) => {
        // Not in lockstep: each teacher starts within the first half second.
        await pause(Math.random() * 500);
        for (let r = 0; r < rounds; r++) await evening(rec, t);
      }),
    );
    done = true;
    const seconds = (performance.now() - start) / 1000;
    const resources = await sampler.stop();
    await Promise.all(reading);
    const lines = STEP_LINES.map((what) => rec.figures(what, seconds));
    if (measured) log(`${servers.addresses.length} process(es), ${n} teachers`, lines[3]);
    return { teachers: n, managers, rounds, seconds, lines, resources, written };
  };

  // Warm-up (not reported): the processes compile their code paths and fill their pools.
  await step(Math.min(10, cast.teachers.length), 1, false);
  const steps: PeakStep[] = [];
  for (const n of options.teachers) {
    const rounds = Math.max(options.minRounds, Math.ceil(options.minSaves / n));
    const s = await step(n, rounds, true);
    steps.push(s);
    if (s.lines[3]!.p95 > options.stopAboveMs) break;
  }
  await cleanDay();
  return { processes: servers.addresses.length, poolMax: options.poolMax, signIn, steps };
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`);
const pc = (v: number | null) => (v === null ? '–' : `${v.toFixed(0)} %`);

/** The teachers at once at which the save's p95 first exceeds `limitMs`: "20–40", or "> 160". */
export function crossing(run: PeakRun, limitMs = 1000): string {
  const i = run.steps.findIndex((s) => s.lines[3]!.p95 > limitMs);
  if (i < 0) return `> ${run.steps.at(-1)?.teachers ?? 0}`;
  return i === 0
    ? `≤ ${run.steps[0]!.teachers}`
    : `${run.steps[i - 1]!.teachers}–${run.steps[i]!.teachers}`;
}

/** The Markdown of a run: each step's requests, then what the machine did. */
export function peakReport(run: PeakRun): string {
  const head = `**${run.processes} process${run.processes > 1 ? 'es' : ''}, pool of ${run.poolMax} each** (sign-in of ${run.signIn.requests}: p50 ${ms(run.signIn.p50)}, p95 ${ms(run.signIn.p95)}, ${run.signIn.errors} errors); the save's p95 crosses 1 s between **${crossing(run)}** teachers at once`;
  const requests = [
    '| teachers (managers) | request | requests | req/s | p50 | p95 | p99 | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...run.steps.flatMap((s) =>
      s.lines.map(
        (l, i) =>
          `| ${i === 0 ? `${s.teachers} (${s.managers})` : ''} | ${l.what} | ${l.requests} | ${l.rps.toFixed(1)} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${l.errors}${l.firstError ? ` (${l.firstError.slice(0, 60)})` : ''} |`,
      ),
    ),
  ];
  const machine = [
    '| teachers | s | saves/s | server processes CPU | bench client | PostgreSQL (bench db) | PostgreSQL (all) | other work | machine | CPU ms per evening: servers / PostgreSQL | connections max (active max / mean) | lock waits max | load 1 min |',
    '|---:|---:|---:|---|---:|---:|---:|---:|---:|---|---|---:|---|',
    ...run.steps.map((s) => {
      const r = s.resources;
      const c = r.connections;
      const servers = r.servers.reduce((a, v) => a + v, 0);
      // What the rest of the machine did meanwhile: the other helpers' work.
      const others =
        r.machine === null
          ? null
          : Math.max(0, r.machine - servers - r.client - (r.postgresAll ?? 0));
      // CPU time per teacher's evening (its four requests and the managers' reads beside it).
      const evenings = s.lines[3]!.requests;
      const per = (percent: number | null) =>
        percent === null || !evenings
          ? '–'
          : (((percent / 100) * s.seconds * 1000) / evenings).toFixed(0);
      return `| ${s.teachers} | ${s.seconds.toFixed(1)} | ${s.lines[3]!.rps.toFixed(1)} | ${r.servers.map((v) => pc(v)).join(' + ')} | ${pc(r.client)} | ${pc(r.postgresBench)} | ${pc(r.postgresAll)} | ${pc(others)} | ${pc(r.machine)} | ${per(servers)} / ${per(r.postgresBench)} | ${c ? `${c.max} (${c.activeMax} / ${c.activeMean.toFixed(1)})` : '–'} | ${c ? c.lockWaitMax : '–'} | ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)} |`;
    }),
  ];
  return [head, '', ...requests, '', ...machine].join('\n');
}

const list = (v: string | undefined, fallback: number[]) =>
  v
    ? v
        .split(',')
        .map(Number)
        .filter((n) => n > 0)
    : fallback;

if (isScript(import.meta.url))
  runScript(async () => {
    const baseUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const reuse = process.argv[3] === 'reuse';
    const processes = list(process.env.PEAK_PROCESSES, [1, 2, 3]);
    const teachers = list(process.env.PEAK_TEACHERS, [5, 10, 20, 40, 80, 160]);
    const pools = list(process.env.PEAK_POOLS, [10]);
    const stopAboveMs = Number(process.env.PEAK_STOP_MS ?? 2500);
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const { database, url } = await benchDatabase(baseUrl, DB, { reuse, poolMax: 4 });
    if (!reuse)
      await loadStudents(database, {
        students: 100_000,
        readingsPerStudent: 50,
        concurrency: 1,
        requests: 1,
        page: 1,
      });
    const most = Math.max(...teachers);
    let cast: PeakCast | null = null;
    const out: string[] = [
      `${new Date().toISOString().slice(0, 16)} UTC, ${machineState()}, PostgreSQL on the same machine`,
    ];
    for (const poolMax of pools)
      for (const k of processes) {
        const servers = await startServers(k, { databaseUrl: url, redisUrl, poolMax });
        try {
          cast ??= await prepareCast(database, servers.addresses[0]!, most);
          const run = await eveningPeak(database, servers, cast, {
            teachers,
            minRounds: 3,
            minSaves: 120,
            thinkMs: 500,
            stopAboveMs,
            poolMax,
          });
          out.push('', peakReport(run));
          console.log(`\n${peakReport(run)}`);
        } finally {
          await servers.close();
        }
      }
    console.log(`\n---\n${out.join('\n')}`);
    await database.close();
  });
