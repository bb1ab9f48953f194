#!/usr/bin/env node
// `npm test`: the unit tests and the server's API tests on the embedded database (PGlite), then
// the server's tests on PostgreSQL when TEST_DATABASE_URL is set; with PostgreSQL there, the
// PGlite run takes only the server files where the engine is under test (vitest.config.ts).
// Prints one closing line "N passed, N failed" summed over the runs.
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

// With PostgreSQL there, the server's tests run on it in full and on PGlite only where the engine
// is under test (ENGINE_TESTS in vitest.config.ts), unless TEST_ALL_ENGINES=1.
const both = Boolean(process.env.TEST_DATABASE_URL);
const engineOnly = both && process.env.TEST_ALL_ENGINES !== '1';
const runs = [
  run('pglite', { TEST_DB: 'pglite', ...(engineOnly ? { TEST_SERVER_FILES: 'engine' } : {}) }, []),
];
if (both) {
  runs.push(run('postgres', { TEST_DB: 'postgres' }, ['--project', 'server']));
} else {
  process.stdout.write('\nTEST_DATABASE_URL is not set: the PostgreSQL run is skipped.\n');
}
const passed = runs.reduce((n, r) => n + r.passed, 0);
const failed = runs.reduce((n, r) => n + r.failed, 0);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
