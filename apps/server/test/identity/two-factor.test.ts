import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, PASSWORD, signIn } from './identity-helpers.ts';

describe('two-step verification', () => {
  let app: TestApp;
  let email: string;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    app = await createTestApp();
    email = (await createUser(app)).email;
  });
  afterAll(async () => app.close());

  const post = (url: string, payload: object, token?: string) =>
    app.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  /** A code for the next time step, so it is never a replay of the previous one. */
  const codeAt = (offsetSteps: number) =>
    generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

  it('enrols with an otpauth URI and a QR code, and confirms with a first code', async () => {
    const s = await signIn(app, email);
    const enrol = await post('/api/auth/two-factor/enrol', {}, s.accessToken);
    expect(enrol.statusCode, enrol.body).toBe(200);
    const body = enrol.json();
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    secret = body.secret;
    expect(
      (await post('/api/auth/two-factor/confirm', { code: '000000' }, s.accessToken)).statusCode,
    ).toBe(400);
    const confirm = await post(
      '/api/auth/two-factor/confirm',
      { code: await codeAt(0) },
      s.accessToken,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    recoveryCodes = confirm.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    const stored = await app.ctx.db.select().from(t.recoveryCodes);
    expect(stored.some((r) => recoveryCodes.includes(r.codeHash))).toBe(false);
  });

  it('asks for the code after the password, and accepts a TOTP code once', async () => {
    const login = await post('/api/auth/login', { identifier: email, password: PASSWORD });
    expect(login.json()).toMatchObject({ twoFactorRequired: true });
    expect(login.json().accessToken).toBeUndefined();
    const { challengeToken } = login.json();
    const wrong = await post('/api/auth/login/two-factor', { challengeToken, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('identity.invalidCode');
    const code = await codeAt(1);
    const ok = await post('/api/auth/login/two-factor', { challengeToken, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.twoFactorEnabled).toBe(true);
    expect(ok.cookies.find((c) => c.name === 'qc_refresh')).toBeTruthy();
    // The challenge is single-use, and the same code cannot be replayed.
    expect((await post('/api/auth/login/two-factor', { challengeToken, code })).statusCode).toBe(
      401,
    );
    const again = await post('/api/auth/login', { identifier: email, password: PASSWORD });
    const replay = await post('/api/auth/login/two-factor', {
      challengeToken: again.json().challengeToken,
      code,
    });
    expect(replay.statusCode).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const first = await post('/api/auth/login', { identifier: email, password: PASSWORD });
    const ok = await post('/api/auth/login/two-factor', {
      challengeToken: first.json().challengeToken,
      code: recoveryCodes[0]!.toUpperCase(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const second = await post('/api/auth/login', { identifier: email, password: PASSWORD });
    const reused = await post('/api/auth/login/two-factor', {
      challengeToken: second.json().challengeToken,
      code: recoveryCodes[0]!,
    });
    expect(reused.statusCode).toBe(401);
  });

  it('gives up a challenge after too many wrong codes', async () => {
    const u = await createUser(app);
    await app.ctx.db
      .update(t.users)
      .set({ totpSecret: secret, totpEnabledAt: new Date().toISOString() })
      .where(eq(t.users.id, u.id));
    const login = await post('/api/auth/login', { identifier: u.email, password: PASSWORD });
    const { challengeToken } = login.json();
    let status = 0;
    for (let i = 0; i < 6; i++) {
      status = (await post('/api/auth/login/two-factor', { challengeToken, code: '111111' }))
        .statusCode;
      await app.ctx.db.update(t.loginThrottle).set({ nextAttemptAt: null });
    }
    expect([401, 423]).toContain(status);
  });

  it('regenerates recovery codes and disables with password and code', async () => {
    const u = await createUser(app);
    const s = await signIn(app, u.email);
    const enrol = await post('/api/auth/two-factor/enrol', {}, s.accessToken);
    secret = enrol.json().secret;
    await post('/api/auth/two-factor/confirm', { code: await codeAt(0) }, s.accessToken);
    const regen = await post(
      '/api/auth/two-factor/recovery-codes',
      { password: PASSWORD },
      s.accessToken,
    );
    expect(regen.statusCode).toBe(200);
    expect(regen.json().recoveryCodes).toHaveLength(10);
    const noCode = await post(
      '/api/auth/two-factor/disable',
      { password: PASSWORD, code: '000000' },
      s.accessToken,
    );
    expect(noCode.statusCode).toBe(400);
    const off = await post(
      '/api/auth/two-factor/disable',
      { password: PASSWORD, code: regen.json().recoveryCodes[0] },
      s.accessToken,
    );
    expect(off.statusCode, off.body).toBe(200);
    const login = await post('/api/auth/login', { identifier: u.email, password: PASSWORD });
    expect(login.json().accessToken).toBeTruthy();
  });
});
