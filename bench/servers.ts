/**
 * The servers a bench talks to and the CPU they spend: real server processes as production
 * runs them (`node apps/server/src/main.ts`), or the app inside the bench's process, and the
 * CPU ticks of processes, of PostgreSQL and of the machine read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Database } from '../apps/server/src/db/client.ts';
import { benchApp } from './bench-kit.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
export const TICKS = 100;

/** The server processes a run talks to: their addresses, and the pids whose CPU is sampled. */
export interface PeakServers {
  addresses: string[];
  pids: number[];
  /** True when the server runs inside this process (the small mode on PGlite). */
  inProcess: boolean;
  close: () => Promise<void>;
}

/**
 * `count` real server processes on the database of `databaseUrl` (and Redis when given), each
 * with a pool of `poolMax` connections, sharing their secrets, behind a proxy on this host
 * (`TRUST_PROXY=loopback`: the bench sends each person's address as `X-Forwarded-For`).
 */
export async function startServers(
  count: number,
  options: {
    databaseUrl: string;
    redisUrl?: string | undefined;
    poolMax: number;
    /** Answers say where their time went (`SERVER_TIMING=on`), as the in-process app's do. */
    serverTiming?: boolean;
  },
): Promise<PeakServers> {
  const secret = `peak-${randomBytes(16).toString('hex')}`;
  const children: ChildProcess[] = [];
  const started = Array.from({ length: count }, () => {
    // BENCH_SERVER_NODE_ARGS: Node's options for the server processes, e.g. a CPU profile
    // (`--cpu-prof --cpu-prof-dir=<folder>`, written when the process is stopped).
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(
      process.execPath,
      [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: '0',
          DATABASE_URL: options.databaseUrl,
          DATABASE_POOL_MAX: String(options.poolMax),
          MIGRATION_DATABASE_URL: '',
          REDIS_URL: options.redisUrl ?? '',
          PUBLIC_URL: '',
          JWT_SECRET: secret,
          COOKIE_SECRET: secret,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-peak-')),
          WEB_DIST: join(tmpdir(), 'qc-no-web'),
          SEED_DEMO: 'never',
          LOG_LEVEL: 'warn',
          LOG_PRETTY: '0',
          RATE_LIMIT_MAX: '100000000',
          TRUST_PROXY: 'loopback',
          SERVER_TIMING: options.serverTiming ? 'on' : 'off',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    return new Promise<string>((resolveUrl, reject) => {
      let out = '';
      const onData = (d: Buffer) => {
        out += d.toString();
        const m = /running at http:\/\/localhost:(\d+)/.exec(out);
        if (m) resolveUrl(`http://127.0.0.1:${m[1]}`);
        // Keep only the tail: a long run must not hold every log line.
        if (out.length > 20_000) out = out.slice(-10_000);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
    });
  });
  const close = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }),
    );
  };
  try {
    const addresses = await Promise.all(started);
    return { addresses, pids: children.map((c) => c.pid!), inProcess: false, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * The server inside this process on `database` (the small mode on PGlite, which another
 * process cannot open): its CPU is then the bench's own.
 */
export async function inProcessServer(database: Database): Promise<PeakServers> {
  const { app, address } = await benchApp(database);
  return {
    addresses: [address],
    pids: [process.pid],
    inProcess: true,
    close: () => app.close(),
  };
}

/**
 * The real server on a fresh embedded database (PGlite) with the demo data, as `npm start`
 * runs it, listening on `port` of 127.0.0.1; `env` adds to or overrides its settings. Answers
 * once its health check answers (each try given 2 s: a connection made while the server starts
 * must not hang the bench).
 */
export async function startDemoServer(
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-bench-demo-')),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'auto',
      DATABASE_URL: '',
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok)
        return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  child.kill();
  throw new Error('the server did not start');
}

/** CPU ticks (user + system) of a process, or null when it is gone or /proc is not there. */
export function ticksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(rest[11]) + Number(rest[12]);
  } catch {
    return null;
  }
}

/** The machine's busy and total ticks (/proc/stat), or null off Linux. */
export function machineTicks(): { busy: number; total: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const n = cpu.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - n[3]! - n[4]!, total };
}

/** The pids of every PostgreSQL process of the machine. */
export function postgresPids(): number[] {
  if (!existsSync('/proc')) return [];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(+entry);
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * The CPU spent from its making until `per`, divided by the requests: of the server process
 * (when it is one of its own), of this process (the bench's client and raw SQL, and the app
 * when it runs here; on PGlite the SQL too) and of the rest of the machine, which on a quiet
 * machine is PostgreSQL (its backends, the parallel workers a query starts and ends, which a
 * list of its processes would miss, and its writers). Ticks are hundredths of a second, so a
 * line of a few hundred requests is exact to a fraction of a millisecond; off Linux the
 * server's and the rest's parts are '–'.
 */
export class CpuPerRequest {
  private readonly bench = process.cpuUsage();
  private readonly server: number | null;
  private readonly machine = machineTicks();

  constructor(
    private readonly serverPid: number | null,
    /** False on PGlite: the SQL's CPU is then the bench process's own. */
    private readonly onPostgres: boolean,
  ) {
    this.server = serverPid === null ? null : ticksOf(serverPid);
  }

  per(requests: number): string {
    const used = process.cpuUsage(this.bench);
    const ms = (ticks: number) => ((ticks * 1000) / TICKS / requests).toFixed(1);
    const serverTicks =
      this.serverPid === null || this.server === null
        ? null
        : (ticksOf(this.serverPid) ?? this.server) - this.server;
    const server = this.serverPid === null ? null : serverTicks === null ? '–' : ms(serverTicks);
    const benchTicks = ((used.user + used.system) / 1e6) * TICKS;
    const bench = ms(benchTicks);
    const now = machineTicks();
    const rest =
      this.onPostgres && this.machine && now && (this.serverPid === null || serverTicks !== null)
        ? ms(Math.max(0, now.busy - this.machine.busy - benchTicks - (serverTicks ?? 0)))
        : '–';
    return [server, bench, rest].filter((v) => v !== null).join(' / ');
  }
}
