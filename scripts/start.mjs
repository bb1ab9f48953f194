#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs
// the server (which migrates, seeds demo data on an empty database and serves web + API).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

const sources = [
  join(root, 'apps/web/src'),
  join(root, 'apps/web/index.html'),
  join(root, 'packages/domain/src'),
];
const sourceTime = Math.max(
  ...sources
    .filter(existsSync)
    .map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs)),
);
if (!existsSync(dist) || statSync(dist).mtimeMs < sourceTime) {
  // The build lists every asset it writes (hundreds of lines); a person starting the app needs
  // to know it is building and when it is done, and the whole output only when it fails.
  process.stdout.write('Building the web app (a minute or two the first time)…\n');
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/web'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    process.stderr.write('The web app did not build (see above).\n');
    process.exit(build.status ?? 1);
  }
  process.stdout.write(`Web app built in ${Math.round((Date.now() - started) / 1000)} s.\n`);
}
process.stdout.write('Starting the server (the first start creates the database and demo data)…\n');

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
