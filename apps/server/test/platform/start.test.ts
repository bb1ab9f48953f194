import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../helpers/test-database.ts';

const main = resolve(import.meta.dirname, '../../src/main.ts');

/** Starts the real server process as `npm start` does (without the web build). */
describe.skipIf(testDbKind() !== 'pglite')('server process', () => {
  it('migrates, seeds an empty database, prints the demo sign-in, serves health quietly and stops cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qc-start-'));
    // At the default log level, as a person running `npm start` sees it.
    const { LOG_LEVEL: _level, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
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
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const url = await new Promise<string>((resolveUrl, reject) => {
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      const timer = setInterval(() => {
        const m = /running at (http:\/\/\S+)/.exec(out);
        if (m && out.includes('Demo sign-in')) {
          clearInterval(timer);
          resolveUrl(m[1]!);
        }
      }, 100);
    });
    expect(out).toContain('admin@example.com');
    expect(out).toContain('Admin@12345');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: 'up', databaseKind: 'pglite' });
    expect((await fetch(`${url}/api/no-such-route`)).status).toBe(404);
    // Requests are logged at debug: the default output has no line per request, and no
    // deprecation warning from Fastify's options.
    await new Promise((r) => setTimeout(r, 300));
    expect(out).not.toContain('incoming request');
    expect(out).not.toContain('request completed');
    expect(out).not.toContain('not found');
    expect(out).not.toContain('FSTDEP');
    expect(out).not.toContain('DeprecationWarning');
    child.removeAllListeners('exit');
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);
});
