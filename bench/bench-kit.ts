/**
 * What the benches share: run as a script or imported by their small-mode test
 * (apps/server/test/bench/benches.test.ts), and a fresh PostgreSQL database for the script.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { DEFAULT_ROLES } from '@qc/domain';
import { buildApp } from '../apps/server/src/app.ts';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/identity/passwords.ts';
import {
  ensureRoles,
  findRoleByCode,
} from '../apps/server/src/modules/identity/roles.repository.ts';

/** True when the module of `url` is the script being run (`npx tsx bench/x.bench.ts`). */
export function isScript(url: string): boolean {
  return Boolean(process.argv[1]) && resolve(process.argv[1]!) === fileURLToPath(url);
}

/**
 * The bench database `name` on the server of `baseUrl`, migrated: dropped and created again
 * unless `reuse` (then what a previous run loaded is measured again).
 */
export async function benchDatabase(
  baseUrl: string,
  name: string,
  options: { reuse?: boolean; poolMax?: number } = {},
): Promise<{ database: Database; url: string }> {
  if (!options.reuse) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: options.poolMax ?? 4 });
  await database.migrate();
  return { database, url: url.toString() };
}

/** The machine's state, printed with every figure: a shared machine measures the others too. */
export function machineState(): string {
  return `${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;
}

/** Progress on stderr (quiet in the tests, where the small modes run). */
export const log = (...a: unknown[]) => {
  if (!process.env.VITEST) console.error(new Date().toISOString().slice(11, 19), ...a);
};

/** Runs a script's main and exits non-zero on an error. */
export function runScript(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/**
 * The real application on `database` (same code as production, no web build, no demo data),
 * listening on a free port of 127.0.0.1: `address` for fetch, `ctx` for the services.
 */
export async function benchApp(
  database: Database,
): Promise<{ app: FastifyInstance; ctx: AppContext; address: string }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-bench-')),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '10000000',
    SEED_DEMO: 'never',
    WEB_DIST: join(tmpdir(), 'qc-no-web'),
    // Answers say where their time went (Server-Timing), for the benches' parts tables.
    SERVER_TIMING: 'on',
  });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, ctx, address };
}

/**
 * A signed-up user holding `role` at `place` (the default roles made sure of first), with the
 * password BENCH_PASSWORD: their id and email.
 */
export async function benchUser(
  database: Database,
  role: string,
  place: { scopeLevel: string; countryId?: string; centreId?: string } = {
    scopeLevel: 'organisation',
  },
): Promise<{ id: string; email: string }> {
  await ensureRoles(database.db, DEFAULT_ROLES);
  const email = `bench-${role}-${randomUUID()}@example.com`;
  const [user] = await database.db
    .insert(t.users)
    .values({
      email,
      passwordHash: await hashPassword(BENCH_PASSWORD),
      displayName: `Bench ${role}`,
      status: 'active',
      emailVerifiedAt: new Date().toISOString(),
    })
    .returning();
  const found = await findRoleByCode(database.db, role);
  if (!user || !found) throw new Error(`no role ${role}`);
  await database.db
    .insert(t.roleAssignments)
    .values({ userId: user.id, roleId: found.id, ...place });
  return { id: user.id, email };
}

export const BENCH_PASSWORD = 'Bench@12345';

/** The `authorization` header of `email` signed in on the bench app at `address`. */
export async function signIn(address: string, email: string): Promise<{ authorization: string }> {
  const res = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

/**
 * A student's readings of a new ring day as the web app sends them: a new portion memorised
 * (Al Imran 1-9, good) and a revision (Al-Baqarah 1-20, one mistake), each with a new client id.
 */
export function newDayReadings() {
  return [
    {
      clientId: randomUUID(),
      kind: 'hifz',
      from: { surah: 3, ayah: 1 },
      to: { surah: 3, ayah: 9 },
      grade: 'good',
    },
    {
      clientId: randomUUID(),
      kind: 'revision',
      from: { surah: 2, ayah: 1 },
      to: { surah: 2, ayah: 20 },
      mistakesMemorisation: 1,
    },
  ];
}

/**
 * The parts of answers' `Server-Timing` headers, gathered per part over many requests, and
 * their medians: where a request's time goes on the server (http/server-timing.ts).
 */
export class ServerParts {
  private readonly parts = new Map<string, number[]>();

  add(res: Response): void {
    for (const entry of (res.headers.get('server-timing') ?? '').split(',')) {
      const [name, ...params] = entry.trim().split(';');
      const dur = params.find((p) => p.startsWith('dur='));
      if (!name || !dur) continue;
      const list = this.parts.get(name) ?? [];
      list.push(Number(dur.slice(4)));
      this.parts.set(name, list);
    }
  }

  /** `part p50 ms` per part, in the order the parts first came, as Markdown table rows. */
  rows(what: string): string[] {
    return [...this.parts].map(([name, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
      return `| ${what}: ${name} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} | ${list.length} |`;
    });
  }
}
