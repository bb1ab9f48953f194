import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { MessageNewPayload } from '@qc/domain';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import { enqueueJob } from '../../src/jobs/index.ts';
import { postEntry } from '../../src/ledger/index.ts';
import { callerFor, codeId } from '../finance/finance-fixtures.ts';
import { withDatabaseName } from '../helpers/pg-url.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDbKind } from '../helpers/test-database.ts';
import { bearer, createOrganisation, createUser, PASSWORD } from '../identity/identity-helpers.ts';
import { connect, next } from '../realtime/socket-client.ts';

/**
 * Three real server processes (`node apps/server/src/main.ts`, each on its own port) on one
 * PostgreSQL database and one Redis, as a deployment runs them (docs/deployment.md): started
 * together on an empty database, they migrate it once; a user signed in on one is served by the
 * others; a message posted on one reaches a browser connected to another; jobs queued run once
 * each; the rate limit is counted once for all; and a `kill -9` of one in the middle of a burst
 * of ring-day saves and voucher postings loses no acknowledged write, leaves nothing half
 * written (the trial balance sums to zero), while the other two go on serving the retries.
 *
 * Only where PostgreSQL and Redis are (`.ci/run` provides both). One set of processes for the
 * whole file: each start costs seconds of CPU. Clients send `X-Forwarded-For` (the processes
 * trust loopback) so that each case counts the rate limit under an address of its own.
 */
const REDIS_URL = process.env.REDIS_URL;
const ROOT = resolve(import.meta.dirname, '../../../..');
const SECRET = `multi-process-${randomBytes(16).toString('hex')}`;
const RATE_LIMIT_MAX = 30;
const enabled = testDbKind() === 'postgres' && Boolean(REDIS_URL);

interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
}

let dbName: string;
let dbUrl: string;
let servers: Server[] = [];
let database: Database;
let app: TestApp;
const sockets: Socket[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function start(): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: dbUrl,
      MIGRATION_DATABASE_URL: '',
      REDIS_URL: REDIS_URL!,
      JWT_SECRET: SECRET,
      COOKIE_SECRET: SECRET,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-mp-')),
      WEB_DIST: join(tmpdir(), 'qc-no-web'),
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      LOG_PRETTY: '0',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      TRUST_PROXY: 'loopback',
      JOBS_WORKER: 'on',
      JOBS_POLL_MS: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return { url: '', child, output: () => out };
}

function listening(server: Server): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    const check = () => {
      const m = /running at http:\/\/localhost:(\d+)/.exec(server.output());
      if (m) {
        server.child.stdout!.off('data', check);
        resolveUrl(`http://127.0.0.1:${m[1]}`);
      }
    };
    server.child.stdout!.on('data', check);
    server.child.once('exit', (code) =>
      reject(new Error(`server exited (${code}): ${server.output()}`)),
    );
    check();
  });
}

/** A client address of its own (10.<block>.x.y), so that no case counts another's requests. */
function someAddress(block: number): string {
  const [x, y] = randomBytes(2);
  return `10.${block}.${x}.${y! | 1}`;
}

/** A request as a browser behind the proxy at `address` sends it (else a random address). */
function call(
  server: Server,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; address?: string } = {},
) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.address ?? someAddress(200),
      ...(options.token ? bearer(options.token) : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
}

async function signInOn(server: Server, email: string): Promise<string> {
  const res = await call(server, 'POST', '/api/auth/login', {
    body: { identifier: email, password: PASSWORD },
    address: someAddress(201),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Waits for a condition the processes bring about on their own (a job run), up to a limit. */
async function until<T>(probe: () => Promise<T | null>, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!enabled)('three server processes on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    dbName = `qc_mp_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin(`create database ${dbName}`);
    dbUrl = withDatabaseName(process.env.TEST_DATABASE_URL!, dbName);
    // All three at once, on an empty database.
    servers = [start(), start(), start()];
    const urls = await Promise.all(servers.map(listening));
    servers.forEach((s, i) => (s.url = urls[i]!));
    database = await openDatabase({ url: dbUrl, poolMax: 4 });
    app = await createTestApp({ database, env: { JWT_SECRET: SECRET } });
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all(
      servers.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }),
    );
    await app?.app.close();
    await database?.close();
    if (dbName) await admin(`drop database if exists ${dbName} with (force)`);
  });

  it('started together on an empty database, they applied every migration once', async () => {
    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const rows = await database.query<{ hash: string }>(
      'select hash from drizzle.__drizzle_migrations',
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    for (const s of servers) expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
    // Each recurring job is queued once, not once per process.
    const queued = await database.query<{ kind: string; n: number }>(
      `select kind, count(*)::int as n from background_jobs where state = 'queued' group by kind`,
    );
    expect(queued.length).toBeGreaterThan(0);
    for (const q of queued) expect(q, q.kind).toMatchObject({ n: 1 });
  });

  it('serves a user signed in on one process from the others', async () => {
    const user = await createUser(app);
    const token = await signInOn(servers[0]!, user.email);
    for (const s of servers) {
      const me = await call(s, 'GET', '/api/auth/me', { token });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { id: string } }).user.id).toBe(user.id);
    }
  });

  it('carries a message posted on one process to a browser connected to another', async () => {
    const org = await createOrganisation(app);
    const manager = () =>
      createUser(app, {
        assignments: [
          {
            role: 'centre_manager',
            level: 'centre',
            countryId: org.country.id,
            centreId: org.a.centre.id,
          },
        ],
      });
    const [sender, recipient] = [await manager(), await manager()];
    const senderToken = await signInOn(servers[0]!, sender.email);
    const recipientToken = await signInOn(servers[1]!, recipient.email);
    const onB = await connect(servers[1]!.url, { token: recipientToken });
    const onC = await connect(servers[2]!.url, { token: senderToken });
    sockets.push(onB, onC);

    const conv = await call(servers[0]!, 'POST', '/api/conversations', {
      token: senderToken,
      body: { kind: 'direct', userId: recipient.id },
    });
    expect(conv.status, await conv.clone().text()).toBe(201);
    const { id } = (await conv.json()) as { id: string };
    const arrived = next<MessageNewPayload>(onB, 'message:new');
    // The sender's own socket hears the message too: waited for, so that the reply below is
    // the next one it hears.
    const echoed = next<MessageNewPayload>(onC, 'message:new');
    const sent = await call(servers[0]!, 'POST', `/api/conversations/${id}/messages`, {
      token: senderToken,
      body: { body: 'من العملية الأولى' },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect((await arrived).message.body).toBe('من العملية الأولى');
    expect((await echoed).message.body).toBe('من العملية الأولى');
    // The reply posted on B reaches the sender's socket held by C.
    const reply = next<MessageNewPayload>(onC, 'message:new');
    const answered = await call(servers[1]!, 'POST', `/api/conversations/${id}/messages`, {
      token: recipientToken,
      body: { body: 'وصلت' },
    });
    expect(answered.status).toBe(201);
    expect((await reply).message.body).toBe('وصلت');
  });

  it('runs each queued job once, in whichever process claims it', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { id } = await app.ctx.db.transaction((tx) =>
        enqueueJob(tx, { kind: 'recruitment.purge', payload: {}, createdBy: null }),
      );
      ids.push(id);
    }
    const rows = await until(async () => {
      const found = await database.query<{ id: string; state: string; attempts: number }>(
        'select id, state, attempts from background_jobs where id = any($1)',
        [ids],
      );
      return found.every((r) => r.state === 'succeeded') ? found : null;
    }, 'the jobs to run');
    for (const r of rows) expect(r, r.id).toMatchObject({ state: 'succeeded', attempts: 1 });
  });

  it('counts the rate limit once for all processes', async () => {
    const address = someAddress(202);
    const codes: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX; i++)
      codes.push((await call(servers[i % 3]!, 'GET', '/api/auth/me', { address })).status);
    // Every request within the limit reached the route (401: no token), wherever it went.
    expect(codes.every((c) => c === 401)).toBe(true);
    for (const s of servers)
      expect((await call(s, 'GET', '/api/auth/me', { address })).status).toBe(429);
    // Another address is not held back.
    expect((await call(servers[0]!, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it('loses no acknowledged save when a process is killed mid-burst, and the others go on', async () => {
    // Four teachers, each with a ring of twenty students; twelve approved transfers.
    const org = await createOrganisation(app);
    const db = app.ctx.db;
    const teachers: Array<{ ringId: string; students: string[]; token: string }> = [];
    for (let i = 0; i < 4; i++) {
      const [employee] = await db
        .insert(t.employees)
        .values({
          countryId: org.country.id,
          centreId: org.a.centre.id,
          fullName: `Teacher ${i}`,
          gender: 'male',
          job: 'teacher',
        })
        .returning();
      const [ring] = await db
        .insert(t.rings)
        .values({
          countryId: org.country.id,
          centreId: org.a.centre.id,
          teacherId: employee!.id,
          name: `Evening ring ${i}`,
          gender: 'male',
        })
        .returning();
      const students = await db
        .insert(t.students)
        .values(
          Array.from({ length: 20 }, (_, k) => ({
            countryId: org.country.id,
            centreId: org.a.centre.id,
            ringId: ring!.id,
            fullName: `Student ${i}-${k}`,
            gender: 'male' as const,
            status: 'active' as const,
          })),
        )
        .returning();
      const user = await createUser(app, {
        employeeId: employee!.id,
        assignments: [{ role: 'teacher', level: 'own' }],
      });
      teachers.push({
        ringId: ring!.id,
        students: students.map((s) => s.id),
        token: await signInOn(servers[i % 3]!, user.email),
      });
    }
    const fund = await codeId(db, t.financeFunds, 'GENERAL');
    const donations = await codeId(db, t.financeAccounts, '4100');
    const box = async (code: string) => {
      const [row] = await db
        .insert(t.financeAccounts)
        .values({
          code: `${code}-${randomBytes(3).toString('hex')}`,
          kind: 'asset',
          role: 'cash_box',
          nameAr: code,
          nameEn: code,
          nameFr: code,
          currency: 'TRY',
          countryId: org.country.id,
          centreId: org.a.centre.id,
        })
        .returning();
      return row!.id;
    };
    const [from, to] = [await box('FROM'), await box('TO')];
    const accountant = await createUser(app, {
      assignments: [{ role: 'accountant', level: 'centre', centreId: org.a.centre.id }],
    });
    const managerUser = await createUser(app, {
      assignments: [{ role: 'centre_manager', level: 'centre', centreId: org.a.centre.id }],
    });
    await db.transaction((tx) =>
      postEntry(tx, callerFor(managerUser.id, 'super_admin', { level: 'organisation' }), {
        entryDate: '2026-01-02',
        kind: 'manual',
        memo: 'opening',
        lines: [
          { accountId: from, fundId: fund, currency: 'TRY', debit: 1_000_000, credit: 0 },
          { accountId: donations, fundId: fund, currency: 'TRY', debit: 0, credit: 1_000_000 },
        ],
      }),
    );
    const accountantToken = await signInOn(servers[0]!, accountant.email);
    const managerToken = await signInOn(servers[1]!, managerUser.email);
    const vouchers: string[] = [];
    for (let i = 0; i < 12; i++) {
      const created = await call(servers[i % 2]!, 'POST', '/api/finance/vouchers', {
        token: accountantToken,
        body: {
          kind: 'transfer',
          voucherDate: '2026-01-03',
          boxId: from,
          toBoxId: to,
          currency: 'TRY',
          fundId: fund,
          amount: 1_000 + i,
          memo: `تحويل ${i}`,
        },
      });
      expect(created.status).toBe(201);
      const id = ((await created.json()) as { id: string }).id;
      const approved = await call(servers[1]!, 'POST', `/api/finance/vouchers/${id}/approve`, {
        token: managerToken,
      });
      expect(approved.status).toBe(200);
      vouchers.push(id);
    }

    // The burst: every save and posting, spread over the three processes, four at a time.
    const day = (k: number) =>
      new Date(Date.now() - (k + 1) * 86_400_000).toISOString().slice(0, 10);
    type Work = { kind: 'day'; teacher: number; date: string } | { kind: 'post'; voucher: string };
    const work: Work[] = [];
    for (let k = 0; k < 3; k++)
      for (let i = 0; i < teachers.length; i++)
        work.push({ kind: 'day', teacher: i, date: day(k) });
    for (const voucher of vouchers) work.push({ kind: 'post', voucher });
    work.sort(() => Math.random() - 0.5);
    const clientIds = new Map<string, string>();
    const clientIdOf = (student: string, date: string) => {
      const key = `${student}/${date}`;
      if (!clientIds.has(key)) clientIds.set(key, randomUUID());
      return clientIds.get(key)!;
    };
    const send = (w: Work, server: Server) =>
      w.kind === 'day'
        ? call(server, 'PUT', `/api/rings/${teachers[w.teacher]!.ringId}/day/${w.date}`, {
            token: teachers[w.teacher]!.token,
            address: `10.203.0.${w.teacher + 1}`,
            body: {
              rows: teachers[w.teacher]!.students.map((studentId) => ({
                studentId,
                attendance: { status: 'present' },
                readings: [
                  {
                    clientId: clientIdOf(studentId, w.date),
                    kind: 'hifz',
                    from: { surah: 114, ayah: 1 },
                    to: { surah: 114, ayah: 6 },
                  },
                ],
              })),
            },
          })
        : call(server, 'POST', `/api/finance/vouchers/${w.voucher}/post`, {
            token: managerToken,
            address: '10.203.1.1',
          });

    const victim = servers[2]!;
    const acknowledged: Work[] = [];
    let done = 0;
    let killed = false;
    const queue = [...work];
    const worker = async (lane: number) => {
      for (let w = queue.shift(); w; w = queue.shift()) {
        // Round robin over the processes alive, as the proxy does; a request that fails for
        // want of an answer is sent again to another process (the proxy's retry, or the
        // browser's offline queue): both writes are idempotent.
        for (let attempt = 0; ; attempt++) {
          const alive = servers.filter((s) => !killed || s !== victim);
          const server = alive[(lane + attempt + done) % alive.length]!;
          let res: Response;
          try {
            res = await send(w, server);
          } catch {
            continue;
          }
          // Posting is not idempotent: when the killed process posted the voucher but died
          // before answering, the retry is refused as no longer approved. The posting stands
          // once (the ledger's checks below); the client learns it from the refusal.
          if (w.kind === 'post' && attempt > 0 && res.status === 409) {
            expect(await res.clone().text()).toContain('finance.errors.notApproved');
            acknowledged.push(w);
            break;
          }
          expect(res.status, await res.clone().text()).toBeLessThan(300);
          acknowledged.push(w);
          break;
        }
        done++;
        if (!killed && done >= work.length / 3) {
          killed = true;
          victim.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(worker));
    expect(killed).toBe(true);
    expect(acknowledged).toHaveLength(work.length);
    expect(
      victim.child.signalCode ??
        (await new Promise((r) => victim.child.once('exit', (_c, s) => r(s)))),
    ).toBe('SIGKILL');

    // Every acknowledged save is whole: twenty students present, twenty readings, per day.
    for (const w of acknowledged) {
      if (w.kind !== 'day') continue;
      const { ringId } = teachers[w.teacher]!;
      const [att] = await database.query<{ n: number }>(
        `select count(*)::int as n from attendance where ring_id = $1 and attended_on = $2`,
        [ringId, w.date],
      );
      const [rds] = await database.query<{ n: number }>(
        `select count(*)::int as n from readings where ring_id = $1 and read_on = $2`,
        [ringId, w.date],
      );
      expect({ attendance: att!.n, readings: rds!.n }, `${ringId} ${w.date}`).toEqual({
        attendance: 20,
        readings: 20,
      });
    }
    // Every voucher posted once, with its one journal entry.
    const posted = await database.query<{ state: string; entry_id: string | null }>(
      'select state, entry_id from finance_vouchers where id = any($1)',
      [vouchers],
    );
    expect(posted.map((v) => v.state)).toEqual(vouchers.map(() => 'posted'));
    expect(new Set(posted.map((v) => v.entry_id)).size).toBe(vouchers.length);
    // Nothing half written: every entry balances, so the trial balance sums to zero.
    const unbalanced = await database.query(
      `select entry_id from journal_lines group by entry_id, currency
        having sum(debit) <> sum(credit)`,
    );
    expect(unbalanced).toEqual([]);
    const [trial] = await database.query<{ d: string; c: string }>(
      'select coalesce(sum(debit), 0) as d, coalesce(sum(credit), 0) as c from journal_lines',
    );
    expect(Number(trial!.d)).toBe(Number(trial!.c));
    expect(Number(trial!.d)).toBe(1_000_000 + vouchers.reduce((n, _v, i) => n + 1_000 + i, 0));
    // The other two go on serving.
    for (const s of servers.slice(0, 2))
      expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
  });
});
