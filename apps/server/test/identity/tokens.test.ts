import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from '../../src/access/jwt.ts';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, refreshCookie, signIn } from './identity-helpers.ts';

describe('access and refresh tokens', () => {
  let app: TestApp;
  let email: string;
  beforeAll(async () => {
    app = await createTestApp();
    email = (await createUser(app)).email;
  });
  afterAll(async () => app.close());

  const refresh = (cookie: string) =>
    app.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { qc_refresh: cookie } });
  const me = (token: string) =>
    app.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  it('signs and verifies HS256 tokens, refusing forged, altered and expired ones', () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: 'u', sid: 's', iat: now, exp: now + 60 }, 'secret-one');
    expect(verifyJwt(token, 'secret-one')).toMatchObject({ sub: 'u', sid: 's' });
    expect(verifyJwt(token, 'secret-two')).toBeNull();
    const [h, , s] = token.split('.');
    const altered = `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', sid: 's', iat: now, exp: now + 60 })).toString('base64url')}.${s}`;
    expect(verifyJwt(altered, 'secret-one')).toBeNull();
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(verifyJwt(none, 'secret-one')).toBeNull();
    const expired = signJwt({ sub: 'u', sid: 's', iat: now - 120, exp: now - 60 }, 'secret-one');
    expect(verifyJwt(expired, 'secret-one')).toBeNull();
  });

  it('answers 401 for a missing, malformed or foreign token', async () => {
    expect((await app.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me('not-a-token')).statusCode).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const foreign = signJwt(
      { sub: 'x', sid: 'y', iat: now, exp: now + 60 },
      'another-secret-entirely',
    );
    expect((await me(foreign)).statusCode).toBe(401);
  });

  it('rotates the refresh token on every use', async () => {
    const s = await signIn(app, email);
    const r1 = await refresh(s.refresh);
    expect(r1.statusCode, r1.body).toBe(200);
    const next = refreshCookie(r1)!;
    expect(next).toBeTruthy();
    expect(next).not.toBe(s.refresh);
    expect((await me(r1.json().accessToken)).statusCode).toBe(200);
    const r2 = await refresh(next);
    expect(r2.statusCode).toBe(200);
  });

  it('revokes the whole session family when a rotated refresh token is presented again', async () => {
    const s = await signIn(app, email);
    const r1 = await refresh(s.refresh);
    const current = refreshCookie(r1)!;
    const accessToken = r1.json().accessToken as string;
    // An attacker replays the first (already rotated) token.
    const replay = await refresh(s.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('identity.refreshReused');
    // The legitimate holder's newer token and access token are dead too.
    const after = await refresh(current);
    expect(after.statusCode).toBe(401);
    expect((await me(accessToken)).statusCode).toBe(401);
    const [session] = await app.ctx.db
      .select()
      .from(t.sessions)
      .where(eq(t.sessions.revokedReason, 'refresh-token-reuse'));
    expect(session).toBeTruthy();
    const audit = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.reason, 'refresh-token-reuse'));
    expect(audit).toHaveLength(1);
    // The access log names the session's user and keeps the request's address and id, for the
    // revoke and for the sign-in that opened the session.
    const signInEntry = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.recordId, session!.id));
    for (const entry of [audit[0]!, ...signInEntry]) {
      expect(entry).toMatchObject({ actorId: session!.userId, resource: 'sessions' });
      expect(entry.ip).toBeTruthy();
      expect(entry.requestId).toBeTruthy();
    }
    expect(signInEntry.map((e) => e.action).sort()).toEqual(['revoke', 'sign-in']);
  });

  it('refuses refresh without a cookie and for a disabled user', async () => {
    expect((await app.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(
      401,
    );
    const u = await createUser(app);
    const s = await signIn(app, u.email);
    await app.ctx.db.update(t.users).set({ status: 'disabled' }).where(eq(t.users.id, u.id));
    expect((await refresh(s.refresh)).statusCode).toBe(401);
    expect((await me(s.accessToken)).statusCode).toBe(401);
  });

  it('stores refresh tokens hashed', async () => {
    const s = await signIn(app, email);
    const rows = await app.ctx.db.select().from(t.refreshTokens);
    expect(rows.some((r) => r.tokenHash === s.refresh)).toBe(false);
    for (const r of rows) expect(r.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
