import type { ChangedPayload, MessageNewPayload, NotificationPayload } from '@qc/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';
import { connect, listen, next } from './socket-client.ts';

/**
 * Realtime across server processes through a real Redis (the socket.io Redis adapter): a
 * client connected to instance A receives what instance B emits, and the other way round.
 * Two instances in this process with separate socket.io servers and Redis connections (any
 * database). Between real server processes (operating-system processes on PostgreSQL):
 * platform/multi-process.test.ts.
 */
const REDIS_URL = process.env.REDIS_URL;
const JWT_SECRET = 'realtime-test-secret-shared-by-both-instances';

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
});
