#!/usr/bin/env node
// `npm run check`: the type checks of every workspace and of the root (scripts, e2e, bench), ESLint, Prettier and the module boundaries
// (scripts/boundaries.ts), in two lanes at once
// (each step is single-threaded; one after another they left a core of a 2-core machine idle).
// Each step's output is printed when it ends; the exit code is non-zero when any step failed.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const lanes = [
  [
    ['types: packages/domain', bin('tsc'), ['-p', 'packages/domain', '--noEmit']],
    ['types: apps/server', bin('tsc'), ['-p', 'apps/server', '--noEmit']],
    ['lint', bin('eslint'), ['.']],
  ],
  [
    // A second or two, in the shorter lane: module boundaries (docs/module-boundaries.md).
    ['boundaries', bin('tsx'), ['scripts/boundaries.ts']],
    ['types: apps/web', bin('tsc'), ['-p', 'apps/web', '--noEmit']],
    // The scripts, the end-to-end specs and the benches: Playwright and tsx run them without a
    // type check, so without this an error there goes unseen.
    ['types: scripts, e2e, bench', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
    ['format', bin('prettier'), ['--check', '.']],
  ],
];

function step([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => (out += String(err)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`${ok ? '✓' : '✗'} ${name} (${seconds} s)\n`);
      if (!ok || out.trim()) process.stdout.write(`${out.trimEnd()}\n`);
      resolve(ok);
    });
  });
}

const results = await Promise.all(
  lanes.map(async (lane) => {
    const oks = [];
    for (const s of lane) oks.push(await step(s));
    return oks;
  }),
);
process.exit(results.flat().every(Boolean) ? 0 : 1);
