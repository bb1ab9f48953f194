import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** How an end-to-end server is started: the real server, from the sources. */
export const SERVER_COMMAND = 'node --import tsx apps/server/src/main.ts';

/** A new empty folder. */
export function emptyFolder(): string {
  return mkdtempSync(join(tmpdir(), 'qc-e2e-'));
}

/**
 * A data folder for one server: a copy of the run's demo data, seeded once by
 * `scripts/test-e2e.mjs` (E2E_SEED_DIR), or an empty folder, which the server seeds itself.
 */
export function dataFolder(): string {
  const dir = emptyFolder();
  const seeded = process.env.E2E_SEED_DIR;
  if (seeded) cpSync(seeded, dir, { recursive: true });
  return dir;
}

/** The environment of a server on `port` with its own data folder. */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    RATE_LIMIT_MAX: '100000',
    SEED_DEMO: 'auto',
    // Background jobs run as in production (the worker is off by default under NODE_ENV=test);
    // a job enqueued by a request wakes it at once, the poll only finds retries and schedules.
    JOBS_WORKER: 'on',
    JOBS_POLL_MS: '1000',
    DATABASE_URL: '',
    // Channels' credentials can be stored (the guardians' messages journey configures one).
    MESSAGES_SECRET_KEY: 'an-e2e-key-for-the-message-providers-credentials',
    // The web build of this run (`scripts/test-e2e.mjs`); apps/web/dist otherwise.
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a server of its own on a free port and a fresh copy of the demo data, and waits until
 * it answers /api/health. `stop()` ends it and removes its data folder.
 */
export async function startServer(): Promise<{
  url: string;
  stop(): Promise<void>;
  /** The last lines the server wrote to its error output (warnings and errors). */
  log(): string;
}> {
  const port = await freePort();
  const dataDir = dataFolder();
  const [command, ...args] = SERVER_COMMAND.split(' ');
  const child = spawn(command!, args, {
    cwd: root,
    env: { ...process.env, ...serverEnv(port, dataDir) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + String(d)).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server stopped while starting:\n${stderr}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop, log: () => stderr };
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 180_000) {
      await stop();
      throw new Error(`the server did not answer within 3 minutes:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
