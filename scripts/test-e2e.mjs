#!/usr/bin/env node
// `npm run test:e2e`: builds the web app and drives it, served by the real server on a fresh
// embedded database with demo data, in Debian's Chromium. Prints "N passed, N failed".
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(join(root, 'reports'), { recursive: true });

/** Runs a command to its end; resolves with its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

/**
 * Starts the real server on an empty data folder as `npm start` does (the default log level, the
 * development mode, the demo data loaded because the database is empty), waits for its sign-in
 * lines, asks it for its health and for an unknown API path, stops it with SIGTERM and writes
 * what it printed and answered to `report`. Resolves 0 when it started, answered and exited.
 */
function firstStart(dataDir, report) {
  const { LOG_LEVEL: _level, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      SEED_DEMO: 'auto',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve) => {
    const done = (result) => {
      writeFileSync(report, JSON.stringify({ output, ...result }));
      const ok = result.exitCode === 0 && result.healthStatus === 200;
      if (!ok) process.stderr.write(`The first start failed:\n${output}\n${result.error ?? ''}\n`);
      resolve(ok ? 0 : 1);
    };
    const timer = setInterval(async () => {
      const m = /running at (http:\/\/\S+)/.exec(output);
      if (!m || !output.includes('Demo sign-in')) return;
      clearInterval(timer);
      const result = {};
      try {
        const health = await fetch(`${m[1]}/api/health`);
        result.healthStatus = health.status;
        result.health = await health.json();
        result.notFoundStatus = (await fetch(`${m[1]}/api/no-such-route`)).status;
        // Requests are logged at debug: the lines these two wrote would show by now.
        await new Promise((r) => setTimeout(r, 300));
      } catch (error) {
        result.error = String(error);
      }
      child.kill('SIGTERM');
      done({ ...result, exitCode: await exited });
    }, 100);
    exited.then((code) => {
      if (!/running at/.test(output) || !output.includes('Demo sign-in')) {
        clearInterval(timer);
        done({ exitCode: code ?? 1 });
      }
    });
  });
}

// The run's own build folder (the servers serve it through E2E_WEB_DIST): a build made
// meanwhile in apps/web/dist (`npm start`, another run) cannot replace files under them.
const webDist = mkdtempSync(join(tmpdir(), 'qc-e2e-web-'));
// The demo data is loaded once, beside the build (one uses a core, the other the second), by
// starting the real server on an empty data folder as `npm start` does on a fresh machine; each
// server then starts on its own copy of that folder instead of seeding its own. What that first
// start printed and answered is written down for e2e/platform/start.spec.ts to check.
const seeded = mkdtempSync(join(tmpdir(), 'qc-e2e-seed-'));
const startReport = join(mkdtempSync(join(tmpdir(), 'qc-e2e-start-')), 'start.json');
const [built, seed] = await Promise.all([
  run('npm', [
    'run',
    'build',
    '-w',
    'apps/web',
    '--',
    '--outDir',
    webDist,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]),
  firstStart(seeded, startReport),
]);
if (built !== 0 || seed !== 0) {
  process.stdout.write('\n0 passed, 1 failed\n');
  process.exit(1);
}
// The web bundle's budgets, on this build (a few seconds, no second build): /login's initial
// JavaScript, the app's shell and every chunk (bench/bundle-size.ts, bench/README.md). Over budget fails the run.
const bundle = await run(process.execPath, [
  '--import',
  'tsx',
  'bench/bundle-size.ts',
  '--dist',
  webDist,
  '--quiet',
]);
// The shared server of the look-only specs starts on a copy of the seeded folder; each worker's
// server for the flows makes its own copy (E2E_SEED_DIR, e2e/server.ts).
const walkData = mkdtempSync(join(tmpdir(), 'qc-e2e-'));
cpSync(seeded, walkData, { recursive: true });

const out = join(root, 'reports/playwright.json');
const code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  E2E_WEB_DIST: webDist,
  E2E_SEED_DIR: seeded,
  E2E_WALK_DATA: walkData,
  E2E_START_REPORT: startReport,
});
rmSync(webDist, { recursive: true, force: true });
for (const dir of [seeded, walkData, dirname(startReport)])
  rmSync(dir, { recursive: true, force: true });
let passed = 0;
let failed = 0;
if (existsSync(out)) {
  const stats = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
  passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed = stats.unexpected ?? 0;
}
if (code !== 0 && failed === 0) failed = 1;
if (bundle !== 0) {
  process.stdout.write('\nThe web bundle is over its budget (bench/bundle-size.ts, above).\n');
  failed += 1;
}
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(code !== 0 ? code : bundle);
