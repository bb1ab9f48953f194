import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChangedPayload, MessageNewPayload, NotificationPayload } from '@qc/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDbKind } from '../helpers/test-database.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';
import { connect, listen, next } from './socket-client.ts';

/**
 * Realtime across server processes through a real Redis (the socket.io Redis adapter): a
 * client connected to instance A receives what instance B emits, and the other way round.
 * Two instances in this process with separate socket.io servers and Redis connections (any
 * database), and, on PostgreSQL, a second server started as its own operating-system process.
 */
const REDIS_URL = process.env.REDIS_URL;
const JWT_SECRET = 'realtime-test-secret-shared-by-both-instances';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

if (!REDIS_URL) {
  console.warn('REDIS_URL is not set: the multi-process realtime tests are skipped.');
}

let a: TestApp;
let org: Awaited<ReturnType<typeof createOrganisation>>;
let urlA: string;
const sockets: Socket[] = [];

async function manager(app: TestApp) {
  const u = await createUser(app, {
    assignments: [
      {
        role: 'centre_manager',
        level: 'centre',
        countryId: org.country.id,
        centreId: org.a.centre.id,
      },
    ],
  });
  return { id: u.id, token: (await signIn(app, u.email)).accessToken };
}

async function open(url: string, token: string) {
  const socket = await connect(url, { token });
  sockets.push(socket);
  return socket;
}

describe.skipIf(!REDIS_URL)('realtime through Redis', () => {
  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL: REDIS_URL!, JWT_SECRET } });
    org = await createOrganisation(a);
    await a.app.realtime.ready();
    urlA = await listen(a);
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await a?.close();
  });

  describe('two instances in one process', () => {
    let b: TestApp;
    let urlB: string;

    beforeAll(async () => {
      b = await createTestApp({ env: { REDIS_URL: REDIS_URL!, JWT_SECRET }, database: a.database });
      await b.app.realtime.ready();
      urlB = await listen(b);
    });
    afterAll(async () => {
      // The database belongs to instance A.
      await b?.app.close();
    });

    it('uses the Redis adapter in both, with separate socket servers', () => {
      expect(a.app.realtime.io).not.toBe(b.app.realtime.io);
      expect(a.app.realtime.io.of('/').adapter.constructor.name).toBe('RedisAdapter');
      expect(b.app.realtime.io.of('/').adapter.constructor.name).toBe('RedisAdapter');
    });

    it('delivers a message posted on B to its recipient connected to A', async () => {
      const sender = await manager(a);
      const recipient = await manager(a);
      const onA = await open(urlA, recipient.token);

      const created = next(onA, 'conversation:updated');
      const conv = await b.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: bearer(sender.token),
        payload: { kind: 'direct', userId: recipient.id },
      });
      expect(conv.statusCode, conv.body).toBe(201);
      expect(await created).toEqual({ conversationId: conv.json().id, action: 'created' });

      const arrived = next<MessageNewPayload>(onA, 'message:new');
      const sent = await b.app.inject({
        method: 'POST',
        url: `/api/conversations/${conv.json().id}/messages`,
        headers: bearer(sender.token),
        payload: { body: 'السلام عليكم من الخادم الثاني' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const payload = await arrived;
      expect(payload.message.body).toBe('السلام عليكم من الخادم الثاني');
      expect(payload.message.senderId).toBe(sender.id);
    });

    it('delivers changes and notifications in both directions, within scope', async () => {
      const onB = await open(urlB, (await manager(a)).token);
      const user = await manager(a);
      const onA = await open(urlA, user.token);

      const changedOnB = next<ChangedPayload>(onB, 'changed');
      a.ctx.events.changed({
        resource: 'students',
        id: org.a.students[0]!.id,
        action: 'updated',
        scope: { countryId: org.country.id, centreId: org.a.centre.id },
      });
      expect(await changedOnB).toEqual({
        resource: 'students',
        id: org.a.students[0]!.id,
        action: 'updated',
      });

      const notified = next<NotificationPayload>(onA, 'notification');
      const count = next<{ count: number }>(onA, 'notifications:unread');
      await b.ctx.events.notify({
        userIds: [user.id],
        titleKey: 'notifications.addedToGroup',
        values: { actor: 'B', title: 'T' },
      });
      expect((await notified).values).toEqual({ actor: 'B', title: 'T' });
      expect(await count).toEqual({ count: 1 });
    });
  });

  describe.skipIf(testDbKind() !== 'postgres')('a second server process', () => {
    let child: ChildProcess;
    let urlB: string;

    beforeAll(async () => {
      const [row] = await a.database.query<{ name: string }>('select current_database() as name');
      const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
      databaseUrl.pathname = `/${row!.name}`;
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: '0',
          DATABASE_URL: databaseUrl.toString(),
          REDIS_URL: REDIS_URL!,
          JWT_SECRET,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'qc-realtime-b-')),
          WEB_DIST: join(tmpdir(), 'qc-no-web'),
          SEED_DEMO: 'never',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      urlB = await new Promise<string>((resolveUrl, reject) => {
        let out = '';
        let err = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /running at http:\/\/localhost:(\d+)/.exec(out);
          if (match) resolveUrl(`http://127.0.0.1:${match[1]}`);
        });
        child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`server B exited (${code}): ${err}`)));
      });
    });

    afterAll(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    });

    it('delivers what process B emits to a client of A, and the other way round', async () => {
      const sender = await manager(a);
      const recipient = await manager(a);
      const onA = await open(urlA, recipient.token);
      const onB = await open(urlB, sender.token);

      // B's API (another process) creates the conversation and posts the message.
      const conv = await fetch(`${urlB}/api/conversations`, {
        method: 'POST',
        headers: { ...bearer(sender.token), 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'direct', userId: recipient.id }),
      });
      expect(conv.status).toBe(201);
      const { id } = (await conv.json()) as { id: string };
      const arrived = next<MessageNewPayload>(onA, 'message:new');
      const sent = await fetch(`${urlB}/api/conversations/${id}/messages`, {
        method: 'POST',
        headers: { ...bearer(sender.token), 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'من عملية أخرى' }),
      });
      expect(sent.status).toBe(201);
      expect((await arrived).message.body).toBe('من عملية أخرى');

      // The reply posted on A reaches the sender's socket held by process B.
      const reply = next<MessageNewPayload>(onB, 'message:new');
      const answered = await a.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: bearer(recipient.token),
        payload: { body: 'وصلت' },
      });
      expect(answered.statusCode).toBe(201);
      expect((await reply).message.body).toBe('وصلت');
    });
  });
});
