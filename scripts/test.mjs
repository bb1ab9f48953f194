#!/usr/bin/env node
// `npm test`: every unit and API test on the embedded database (PGlite), then the server's
// tests again on PostgreSQL when TEST_DATABASE_URL is set. Prints one closing line
// "N passed, N failed" summed over the runs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'reports');
mkdirSync(reports, { recursive: true });
const extra = process.argv.slice(2);

function run(name, env, args) {
  const out = join(reports, `vitest-${name}.json`);
  process.stdout.write(`\n=== ${name} ===\n`);
  const res = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...args,
      ...extra,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  let passed = 0;
  let failed = 0;
  if (existsSync(out)) {
    const json = JSON.parse(readFileSync(out, 'utf8'));
    passed = json.numPassedTests ?? 0;
    failed = (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0);
  }
  if (res.status !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

const runs = [run('pglite', { TEST_DB: 'pglite' }, [])];
if (process.env.TEST_DATABASE_URL) {
  runs.push(run('postgres', { TEST_DB: 'postgres' }, ['--project', 'server']));
} else {
  process.stdout.write('\nTEST_DATABASE_URL is not set: the PostgreSQL run is skipped.\n');
}
const passed = runs.reduce((n, r) => n + r.passed, 0);
const failed = runs.reduce((n, r) => n + r.failed, 0);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
