import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, lastMail, refreshCookie, signIn, tokenFromMail } from './identity-helpers.ts';

describe('accounts: register, verify, sign in, reset', () => {
  let t0: TestApp;
  const email = 'amina@example.org';
  const password = 'Quran2026ok';

  beforeAll(async () => {
    t0 = await createTestApp();
  });
  afterAll(async () => t0.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t0.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('refuses a weak password with a translated message', async () => {
    const res = await post(
      '/api/auth/register',
      { displayName: 'Amina', email, password: 'onlyletters' },
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toEqual({
      code: 'identity.password.lettersAndDigits',
      message: 'يجب أن تحتوي كلمة المرور على حروف وأرقام.',
    });
    const short = await post('/api/auth/register', { displayName: 'Amina', email, password: 'a1' });
    expect(short.json().error.fields.password.code).toBe('identity.password.tooShort');
    // Its "8" in the digits the user reads (X-Digits, sent by the web app).
    const shortArab = await post(
      '/api/auth/register',
      { displayName: 'Amina', email, password: 'a1' },
      { 'accept-language': 'ar', 'x-digits': 'arab' },
    );
    expect(shortArab.json().error.fields.password.message).toBe(
      'يجب ألا تقل كلمة المرور عن ٨ أحرف.',
    );
    const same = await post('/api/auth/register', {
      displayName: 'Amina',
      email: 'amina2026@example.org',
      password: 'amina2026@example.org',
    });
    expect(same.json().error.fields.password.code).toBe('identity.password.notEmail');
  });

  it('registers, mails a verification link in the user language, and stores an argon2id hash', async () => {
    const res = await post('/api/auth/register', {
      displayName: 'Amina',
      email: 'Amina@Example.org',
      phone: '+90 532 111 22 33',
      password,
      locale: 'fr',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await lastMail(t0, email);
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail?.status).toBe('kept');
    expect(mail?.body).toContain('/authentication/verify-email-v1?token=');
    const [row] = await t0.ctx.db.select().from(t.users).where(eq(t.users.email, email));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.phone).toBe('+905321112233');
    const again = await post('/api/auth/register', { displayName: 'Xavier', email, password });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('identity.emailTaken');
  });

  it('refuses sign-in before the e-mail is verified, then verifies with the mailed token (once)', async () => {
    const before = await post('/api/auth/login', { identifier: email, password });
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('identity.emailNotVerified');
    // Resend replaces the link: the first one stops working.
    const first = tokenFromMail((await lastMail(t0, email))?.body);
    expect((await post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
    const second = tokenFromMail((await lastMail(t0, email))?.body);
    expect(second).not.toBe(first);
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    const ok = await post('/api/auth/verify-email', { token: second });
    expect(ok.statusCode, ok.body).toBe(200);
    const reuse = await post('/api/auth/verify-email', { token: second });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.code).toBe('identity.invalidToken');
  });

  it('signs in by e-mail or by phone, sets an httpOnly refresh cookie on /api/auth, and answers me', async () => {
    const res = await post('/api/auth/login', { identifier: 'AMINA@example.org', password });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      email,
      displayName: 'Amina',
      locale: 'fr',
      twoFactorEnabled: false,
    });
    expect(body.accessToken.split('.')).toHaveLength(3);
    const cookie = res.cookies.find((c) => c.name === 'qc_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
    const byPhone = await post('/api/auth/login', { identifier: '0090 532 111 22 33', password });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    const me = await t0.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.accessToken),
    });
    expect(me.json()).toMatchObject({ user: { email }, permissions: [], assignments: [] });
  });

  it('answers a wrong password with the same message as an unknown account', async () => {
    const wrong = await post('/api/auth/login', { identifier: email, password: 'Wrong1234x' });
    const unknown = await post('/api/auth/login', { identifier: 'nobody@example.org', password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('lists sessions, revokes one, and signs out', async () => {
    const a = await signIn(t0, email, password);
    const b = await signIn(t0, email, password);
    const list = await t0.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: bearer(a.accessToken),
    });
    const items = list.json().items as Array<{ id: string; current: boolean; ip: string }>;
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    const other = items.find((s) => !s.current)!;
    // Revoke b's session (it's one of the non-current ones) until b is out.
    const meB = () =>
      t0.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(b.accessToken) });
    for (const s of items.filter((x) => !x.current)) {
      const del = await t0.app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${s.id}`,
        headers: bearer(a.accessToken),
      });
      expect(del.statusCode).toBe(200);
    }
    expect(other).toBeTruthy();
    expect((await meB()).statusCode).toBe(401);
    const out = await t0.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(a.accessToken),
      cookies: { qc_refresh: a.refresh },
    });
    expect(out.statusCode).toBe(200);
    const me = await t0.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(a.accessToken),
    });
    expect(me.statusCode).toBe(401);
    const refresh = await t0.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { qc_refresh: a.refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('resets a forgotten password with a single-use link and closes every session', async () => {
    const session = await signIn(t0, email, password);
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.org' });
    const known = await post('/api/auth/forgot-password', { email });
    expect(unknown.json()).toEqual(known.json());
    const mail = await lastMail(t0, email);
    expect(mail?.kind).toBe('reset');
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe');
    const token = tokenFromMail(mail?.body);
    const weak = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    const ok = await post('/api/auth/reset-password', { token, password: 'NewPass2026' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await post('/api/auth/reset-password', { token, password: 'Other2026x' })).statusCode,
    ).toBe(400);
    const me = await t0.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.accessToken),
    });
    expect(me.statusCode).toBe(401);
    expect((await post('/api/auth/login', { identifier: email, password })).statusCode).toBe(401);
    await signIn(t0, email, 'NewPass2026');
  });

  it('stores hashed tokens only', async () => {
    const rows = await t0.ctx.db.select().from(t.authTokens);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('updates the profile and preferences, and changes the password', async () => {
    const s = await signIn(t0, email, 'NewPass2026');
    const other = await signIn(t0, email, 'NewPass2026');
    const upd = await t0.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: bearer(s.accessToken),
      payload: { displayName: 'Amina B.', locale: 'ar', preferences: { calendar: 'hijri' } },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().user).toMatchObject({
      displayName: 'Amina B.',
      locale: 'ar',
      preferences: { calendar: 'hijri' },
    });
    const wrong = await t0.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(s.accessToken),
      payload: { currentPassword: 'nope', newPassword: 'Another2026' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await t0.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(s.accessToken),
      payload: { currentPassword: 'NewPass2026', newPassword: 'Another2026' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // The current session stays, the others are closed.
    expect(
      (await t0.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(s.accessToken) }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t0.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: bearer(other.accessToken),
        })
      ).statusCode,
    ).toBe(401);
    const audit = await t0.ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'change-password'));
    expect(audit).toHaveLength(1);
  });

  it('keeps the refresh cookie out of other paths', async () => {
    const res = await post('/api/auth/login', { identifier: email, password: 'Another2026' });
    expect(refreshCookie(res)).toBeTruthy();
    expect(res.headers['set-cookie']).toContain('Path=/api/auth');
  });
});

describe('demo accounts in production', () => {
  it('refuses a demo account at sign-in when NODE_ENV=production', async () => {
    const app = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const { createUser } = await import('./identity-helpers.ts');
      const u = await createUser(app);
      await app.ctx.db.update(t.users).set({ isDemo: true }).where(eq(t.users.id, u.id));
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: u.email, password: 'Secret123abc' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('identity.demoRefused');
    } finally {
      await app.close();
    }
  });
});
