/**
 * The embedded database (PGlite) under a crowd, on the demo data:
 *   npx tsx bench/embedded.bench.ts            # starts its own server (npm start's way) on BENCH_PORT
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/embedded.bench.ts   # a server already running
 * Settings: BENCH_CONCURRENCY (50), BENCH_REQUESTS (300 per line), BENCH_TIMEOUT_MS (10,000: how
 * long a person waits before giving up), BENCH_SERVER_ENV (extra `KEY=value` pairs for the
 * server it starts, e.g. `MAX_REQUESTS_IN_FLIGHT=0` to measure without the bound).
 *
 * On PGlite the server's one thread runs the SQL too, so requests queue for the database inside
 * the process. Each line sends its requests with `BENCH_CONCURRENCY` in flight as the demo's
 * centre manager (the students list, the dashboard) and teacher (the ring day), and counts the
 * answers by kind: answered, refused as busy (503 with Retry-After), and given up after the
 * timeout, with p50/p95/max of the answered ones. Prints Markdown (bench/README.md).
 */
import type { ChildProcess } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isScript, log, machineState, runScript } from './bench-kit.ts';
import { startDemoServer } from './servers.ts';

const DEMO_PASSWORD = 'Admin@12345';

if (isScript(import.meta.url))
  runScript(async () => {
    const port = Number(process.env.BENCH_PORT ?? 4760);
    const given = process.env.BENCH_URL;
    const base = given ?? `http://127.0.0.1:${port}`;
    const child = given ? null : await startEmbeddedServer(port);
    try {
      console.log(
        await embeddedBench(base, {
          concurrency: Number(process.env.BENCH_CONCURRENCY ?? 50),
          requests: Number(process.env.BENCH_REQUESTS ?? 300),
          timeoutMs: Number(process.env.BENCH_TIMEOUT_MS ?? 10_000),
        }),
      );
    } finally {
      child?.kill('SIGTERM');
    }
  });

/** The demo server, with BENCH_SERVER_ENV's `KEY=value` pairs added to its settings. */
function startEmbeddedServer(port: number): Promise<ChildProcess> {
  const extra = Object.fromEntries(
    (process.env.BENCH_SERVER_ENV ?? '')
      .split(' ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  return startDemoServer(port, {
    WEB_DIST: join(tmpdir(), 'qc-no-web'),
    REDIS_URL: '',
    ...extra,
  });
}

async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

interface Outcome {
  answered: number[];
  busy: number;
  retryAfter: Set<string>;
  gaveUp: number;
  failed: number;
  firstFailure?: string;
}

/** Sends `requests` requests of `send` with `concurrency` in flight and sorts their outcomes. */
async function crowd(
  requests: number,
  concurrency: number,
  timeoutMs: number,
  send: (signal: AbortSignal) => Promise<Response>,
): Promise<Outcome> {
  const out: Outcome = { answered: [], busy: 0, retryAfter: new Set(), gaveUp: 0, failed: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const t0 = performance.now();
        try {
          const res = await send(AbortSignal.timeout(timeoutMs));
          await res.arrayBuffer();
          if (res.ok) out.answered.push(performance.now() - t0);
          else if (res.status === 503) {
            out.busy++;
            out.retryAfter.add(res.headers.get('retry-after') ?? '(none)');
          } else {
            out.failed++;
            out.firstFailure ??= `${res.status}`;
          }
        } catch (err) {
          if (err instanceof DOMException && err.name === 'TimeoutError') out.gaveUp++;
          else {
            out.failed++;
            out.firstFailure ??= String(err);
          }
        }
      }
    }),
  );
  return out;
}

function pct(sorted: number[], p: number): number {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
    : NaN;
}

/** Measures the lines on the server at `base` (demo data) and answers the Markdown table. */
export async function embeddedBench(
  base: string,
  size: { concurrency: number; requests: number; timeoutMs: number },
): Promise<string> {
  const startLoad = loadavg();
  const manager = await signIn(base, 'manager@example.com');
  const teacher = await signIn(base, 'teacher@example.com');
  const rings = (await (await fetch(`${base}/api/ring-day/rings`, { headers: teacher })).json()) as
    { items?: Array<{ id: string }> } | Array<{ id: string }>;
  const ringIds = (Array.isArray(rings) ? rings : (rings.items ?? [])).map((r) => r.id);
  if (ringIds.length === 0) throw new Error('the demo teacher has no ring');
  const today = new Date().toISOString().slice(0, 10);
  const lines: Array<[string, (i: number, signal: AbortSignal) => Promise<Response>]> = [
    [
      'students list (manager, page 1 of 50, with total)',
      (_i, signal) =>
        fetch(`${base}/api/students?page=1&pageSize=50&sort=fullName`, {
          headers: manager,
          signal,
        }),
    ],
    [
      'dashboard (manager)',
      (_i, signal) => fetch(`${base}/api/dashboard/summary`, { headers: manager, signal }),
    ],
    [
      'ring day load (teacher)',
      (i, signal) =>
        fetch(`${base}/api/rings/${ringIds[i % ringIds.length]}/day/${today}`, {
          headers: teacher,
          signal,
        }),
    ],
  ];
  const rows: string[] = [];
  for (const [what, send] of lines) {
    let i = 0;
    await crowd(Math.min(20, size.requests), 5, size.timeoutMs, (signal) => send(i++, signal)); // warm-up
    const t0 = performance.now();
    const o = await crowd(size.requests, size.concurrency, size.timeoutMs, (signal) =>
      send(i++, signal),
    );
    const seconds = (performance.now() - t0) / 1000;
    const sorted = [...o.answered].sort((a, b) => a - b);
    log(what, { answered: o.answered.length, busy: o.busy, gaveUp: o.gaveUp, failed: o.failed });
    rows.push(
      `| ${what} | ${o.answered.length} | ${pct(sorted, 50).toFixed(0)} | ${pct(sorted, 95).toFixed(0)} | ${(sorted.at(-1) ?? NaN).toFixed(0)} | ${o.busy}${o.busy ? ` (Retry-After ${[...o.retryAfter].join(', ')})` : ''} | ${o.gaveUp} | ${o.failed}${o.firstFailure ? ` (${o.firstFailure})` : ''} | ${(o.answered.length / seconds).toFixed(1)} |`,
    );
  }
  return [
    `Embedded database (PGlite), demo data, ${size.concurrency} in flight, ${size.requests} requests a line, a person gives up after ${size.timeoutMs} ms`,
    `${machineState()}; at the start ${startLoad.map((l) => l.toFixed(1)).join(' / ')}`,
    '',
    '| line | answered | p50 ms | p95 ms | slowest ms | refused as busy (503) | gave up | failed | answered/s |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
