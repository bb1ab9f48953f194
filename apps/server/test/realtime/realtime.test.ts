import { type ChangedPayload, type NotificationPayload } from '@qc/domain';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';
import { connect, listen, next, record } from './socket-client.ts';

let app: TestApp;
let url: string;
let org: Awaited<ReturnType<typeof createOrganisation>>;
const users: Record<string, { id: string; token: string }> = {};
const sockets: Record<string, Socket> = {};
const changes: Record<string, ChangedPayload[]> = {};

const NAMES = ['admin', 'countryA', 'managerA', 'managerB', 'teacherA', 'countryC', 'editor'];

beforeAll(async () => {
  app = await createTestApp();
  org = await createOrganisation(app);
  const { country, otherCountry, a, b } = org;
  const specs = {
    admin: [{ role: 'super_admin', level: 'organisation' as const }],
    countryA: [{ role: 'country_manager', level: 'country' as const, countryId: country.id }],
    managerA: [
      {
        role: 'centre_manager',
        level: 'centre' as const,
        countryId: country.id,
        centreId: a.centre.id,
      },
    ],
    managerB: [
      {
        role: 'centre_manager',
        level: 'centre' as const,
        countryId: country.id,
        centreId: b.centre.id,
      },
    ],
    teacherA: [
      { role: 'teacher', level: 'own' as const, countryId: country.id, centreId: a.centre.id },
    ],
    countryC: [{ role: 'country_manager', level: 'country' as const, countryId: otherCountry.id }],
    editor: [{ role: 'content_editor', level: 'organisation' as const }],
  };
  for (const name of NAMES) {
    const u = await createUser(app, {
      assignments: specs[name as keyof typeof specs],
      ...(name === 'teacherA' ? { employeeId: a.teacher.id } : {}),
    });
    users[name] = { id: u.id, token: (await signIn(app, u.email)).accessToken };
  }
  url = await listen(app);
  for (const name of NAMES) {
    sockets[name] = await connect(url, { token: users[name]!.token });
    changes[name] = record<ChangedPayload>(sockets[name]!, 'changed');
  }
});

afterAll(async () => {
  for (const s of Object.values(sockets)) s.close();
  await app?.close();
});

let barrierCount = 0;
/**
 * Everything emitted before this reaches each socket before the barrier does (one connection
 * keeps its order), so after it, an event a socket has not received is one it never will.
 */
async function settle() {
  const n = ++barrierCount;
  const arrived = NAMES.map((name) =>
    next<{ n: number }>(sockets[name]!, 'test:barrier', (p) => p.n === n),
  );
  app.ctx.events.toUsers(
    NAMES.map((name) => users[name]!.id),
    'test:barrier',
    { n },
  );
  await Promise.all(arrived);
}

function takeChanges() {
  const out = Object.fromEntries(NAMES.map((n) => [n, [...changes[n]!]]));
  for (const n of NAMES) changes[n]!.length = 0;
  return out;
}

const receivers = (seen: Record<string, ChangedPayload[]>, id: string) =>
  NAMES.filter((n) => seen[n]!.some((c) => c.id === id)).sort();

describe('socket handshake', () => {
  it('accepts the access token as the token query parameter or in the handshake auth', async () => {
    const viaAuth = await connect(url, { token: users.managerA!.token, viaAuth: true });
    expect(viaAuth.connected).toBe(true);
    viaAuth.close();
    expect(sockets.managerA!.connected).toBe(true);
  });

  it('refuses a missing, forged or revoked token with a translated message', async () => {
    const missing = await connect(url).catch((e: Error & { data?: { code: string } }) => e);
    expect(missing).toBeInstanceOf(Error);
    expect((missing as Error & { data: { code: string } }).data.code).toBe('realtime.unauthorized');
    // Arabic by default, the browser's language otherwise.
    expect((missing as Error).message).toBe('سجّل الدخول مرة أخرى لتصلك التحديثات المباشرة.');
    const forged = await connect(url, {
      token: `${users.admin!.token.slice(0, -4)}AAAA`,
      headers: { 'accept-language': 'fr' },
    }).catch((e: Error) => e);
    expect((forged as Error).message).toBe(
      'Reconnectez-vous pour recevoir les mises à jour en direct.',
    );
    const english = await connect(url, {
      token: 'not-a-token',
      headers: { 'accept-language': 'en' },
    }).catch((e: Error) => e);
    expect((english as Error).message).toBe('Sign in again to receive live updates.');
  });

  it('closes the sockets of a revoked session at the next re-check', async () => {
    const u = await createUser(app, {
      assignments: [{ role: 'centre_manager', level: 'centre', centreId: org.a.centre.id }],
    });
    const { accessToken } = await signIn(app, u.email);
    const socket = await connect(url, { token: accessToken });
    const ended = next(socket, 'session:ended');
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await app.ctx.db
      .update(t.sessions)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(t.sessions.userId, u.id));
    await app.app.realtime.recheck();
    await ended;
    expect(await closed).toBe('io server disconnect');
    // And the same token cannot connect again.
    await expect(connect(url, { token: accessToken })).rejects.toThrow();
  });
});

describe('changed events reach the sockets whose scope covers the record', () => {
  it('a student of ring A: organisation, its country, its centre and its teacher', async () => {
    const s = org.a.students[0]!;
    app.ctx.events.changed({
      resource: 'students',
      id: s.id,
      action: 'updated',
      scope: {
        countryId: org.country.id,
        centreId: org.a.centre.id,
        ringId: org.a.ring.id,
        studentId: s.id,
      },
    });
    await settle();
    const seen = takeChanges();
    expect(receivers(seen, s.id)).toEqual(['admin', 'countryA', 'managerA', 'teacherA']);
    expect(seen.admin![0]).toEqual({ resource: 'students', id: s.id, action: 'updated' });
  });

  it("a student of another ring of centre A does not reach ring A's teacher", async () => {
    const s = org.a.students[1]!;
    app.ctx.events.changed({
      resource: 'students',
      id: s.id,
      action: 'archived',
      scope: { countryId: org.country.id, centreId: org.a.centre.id, ringId: org.a.ring2.id },
    });
    await settle();
    expect(receivers(takeChanges(), s.id)).toEqual(['admin', 'countryA', 'managerA']);
  });

  it('a record described by its ring alone still reaches the country and centre', async () => {
    const id = org.b.ring.id;
    const countryHears = next<ChangedPayload>(sockets.countryA!, 'changed', (c) => c.id === id);
    app.ctx.events.changed({ resource: 'rings', id, action: 'updated', scope: { ringId: id } });
    await countryHears;
    await settle();
    expect(receivers(takeChanges(), id)).toEqual(['admin', 'countryA', 'managerB']);
  });

  it('a record of the other country reaches only its country manager and the organisation', async () => {
    const id = org.c.centre.id;
    app.ctx.events.changed({
      resource: 'centres',
      id,
      action: 'updated',
      scope: { countryId: org.otherCountry.id, centreId: id },
    });
    await settle();
    expect(receivers(takeChanges(), id)).toEqual(['admin', 'countryC']);
  });

  it('organisation-wide data reaches whoever may read the resource anywhere', async () => {
    app.ctx.events.changed({ resource: 'books', id: 'book-1', action: 'created' });
    await settle();
    // The content editor's role does not read books.
    expect(receivers(takeChanges(), 'book-1')).toEqual([
      'admin',
      'countryA',
      'countryC',
      'managerA',
      'managerB',
      'teacherA',
    ]);
  });

  it('treats a scope naming no place as organisation-wide, and `everyone` as everyone', async () => {
    app.ctx.events.changed({
      resource: 'books',
      id: 'book-null',
      action: 'updated',
      scope: { countryId: null, centreId: null, ringId: null },
    });
    app.ctx.events.changed({ resource: 'i18n', id: 'ar:x', action: 'updated', everyone: true });
    await settle();
    const seen = takeChanges();
    expect(receivers(seen, 'book-null')).toEqual(NAMES.filter((n) => n !== 'editor').sort());
    expect(receivers(seen, 'ar:x')).toEqual([...NAMES].sort());
  });

  it('tells every signed-in user when an administrator overrides or restores a message', async () => {
    const key = 'common.save';
    const saved = await app.app.inject({
      method: 'PUT',
      url: `/api/i18n-overrides/ar/${key}`,
      headers: bearer(users.admin!.token),
      payload: { value: 'احفظ الآن' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await settle();
    const afterSave = takeChanges();
    expect(receivers(afterSave, `ar:${key}`)).toEqual([...NAMES].sort());
    expect(afterSave.teacherA!.find((c) => c.id === `ar:${key}`)).toMatchObject({
      resource: 'i18n',
      action: 'updated',
    });

    const restored = await app.app.inject({
      method: 'DELETE',
      url: `/api/i18n-overrides/ar/${key}`,
      headers: bearer(users.admin!.token),
    });
    expect(restored.statusCode, restored.body).toBe(204);
    await settle();
    const afterDelete = takeChanges();
    expect(receivers(afterDelete, `ar:${key}`)).toEqual([...NAMES].sort());
    expect(afterDelete.editor!.find((c) => c.id === `ar:${key}`)?.action).toBe('deleted');
  });

  it('follows a role change at the next re-check', async () => {
    const role = await app.ctx.db.select().from(t.roles).where(eq(t.roles.code, 'super_admin'));
    await app.ctx.db
      .insert(t.roleAssignments)
      .values({ userId: users.editor!.id, roleId: role[0]!.id, scopeLevel: 'organisation' });
    await app.app.realtime.recheck();
    app.ctx.events.changed({ resource: 'books', id: 'book-2', action: 'created' });
    await settle();
    expect(receivers(takeChanges(), 'book-2')).toContain('editor');
    await app.ctx.db
      .delete(t.roleAssignments)
      .where(
        and(
          eq(t.roleAssignments.userId, users.editor!.id),
          eq(t.roleAssignments.roleId, role[0]!.id),
        ),
      );
    await app.app.realtime.recheck();
    app.ctx.events.changed({ resource: 'books', id: 'book-3', action: 'created' });
    await settle();
    expect(receivers(takeChanges(), 'book-3')).not.toContain('editor');
  });
});

describe('notifications', () => {
  it('stores a notification, pushes it with the unread count, and serves the bell', async () => {
    const me = users.managerA!;
    const pushed = next<NotificationPayload>(sockets.managerA!, 'notification');
    const unread = next<{ count: number }>(sockets.managerA!, 'notifications:unread');
    const otherGot = record(sockets.managerB!, 'notification');
    await app.ctx.events.notify({
      userIds: [me.id],
      titleKey: 'notifications.addedToGroup',
      values: { actor: 'مدير', title: 'المحفظون' },
      link: '/conversations-component',
    });
    const n = await pushed;
    expect(n).toMatchObject({
      titleKey: 'notifications.addedToGroup',
      values: { actor: 'مدير', title: 'المحفظون' },
      link: '/conversations-component',
      readAt: null,
    });
    expect(await unread).toEqual({ count: 1 });
    await app.ctx.events.notify({ userIds: [me.id], titleKey: 'notifications.addedToGroup' });
    await settle();
    expect(otherGot).toEqual([]);

    const list = await app.app.inject({
      method: 'GET',
      url: '/api/notifications?page=1&pageSize=1',
      headers: bearer(me.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, unread: 2 });
    expect(list.json().items).toHaveLength(1);

    // Another user cannot mark it read: it is not theirs.
    const foreign = await app.app.inject({
      method: 'POST',
      url: `/api/notifications/${n.id}/read`,
      headers: bearer(users.managerB!.token),
    });
    expect(foreign.statusCode).toBe(404);

    const countAfterRead = next<{ count: number }>(sockets.managerA!, 'notifications:unread');
    const read = await app.app.inject({
      method: 'POST',
      url: `/api/notifications/${n.id}/read`,
      headers: bearer(me.token),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().unread).toBe(1);
    expect(await countAfterRead).toEqual({ count: 1 });

    const unreadOnly = await app.app.inject({
      method: 'GET',
      url: '/api/notifications?unread=true',
      headers: bearer(me.token),
    });
    expect(unreadOnly.json()).toMatchObject({ total: 1, unread: 1 });

    const zero = next<{ count: number }>(sockets.managerA!, 'notifications:unread');
    const all = await app.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(me.token),
    });
    expect(all.json()).toEqual({ marked: 1, unread: 0 });
    expect(await zero).toEqual({ count: 0 });
  });

  it('asks for a signed-in user and validates the paging', async () => {
    const anonymous = await app.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await app.app.inject({
      method: 'GET',
      url: '/api/notifications?pageSize=1000',
      headers: { ...bearer(users.admin!.token), 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.pageSize.message).toBe('Must be at most 100.');
  });
});

describe('without Redis', () => {
  it('keeps serving when the Redis of REDIS_URL cannot be reached', async () => {
    const other = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
      database: app.database,
    });
    // Events sent while Redis is away are dropped (and reported), the process lives on.
    other.ctx.events.changed({ resource: 'books', id: 'x', action: 'created' });
    other.ctx.events.toUsers([users.admin!.id], 'test:event', {});
    // Commands fail in order: once this is refused, so were the publishes above.
    await expect(other.app.realtime.ready()).rejects.toThrow();
    const health = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await other.app.close();
  });
});

describe('shutdown', () => {
  it('disconnects the sockets when the application closes', async () => {
    const other = await createTestApp({ database: app.database });
    const u = await createUser(other, {
      assignments: [{ role: 'centre_manager', level: 'centre', centreId: org.a.centre.id }],
    });
    const token = (await signIn(other, u.email)).accessToken;
    const otherUrl = await listen(other);
    const socket = await connect(otherUrl, { token });
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await other.app.close();
    expect(await gone).toBe('io server disconnect');
    expect(other.app.server.listening).toBe(false);
  });
});
