import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, lastMail, PASSWORD, tokenFromMail } from './identity-helpers.ts';

describe('brute-force protection', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const attempt = (identifier: string, password: string, ip = '10.0.0.1') =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier, password },
      remoteAddress: ip,
    });
  /** Lets the progressive delay pass without waiting (the lock is left alone). */
  const skipDelay = () => app.ctx.db.update(t.loginThrottle).set({ nextAttemptAt: null });

  it('delays, then locks an account after repeated failures, even for the right password', async () => {
    const u = await createUser(app);
    for (let i = 0; i < 3; i++) expect((await attempt(u.email, 'Wrong1234x')).statusCode).toBe(401);
    // From the third failure on, the next attempt must wait.
    const early = await attempt(u.email, PASSWORD);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe('identity.tooManyAttempts');
    await skipDelay();
    expect((await attempt(u.email, 'Wrong1234x')).statusCode).toBe(401);
    await skipDelay();
    const fifth = await attempt(u.email, 'Wrong1234x', '10.0.0.2');
    expect(fifth.statusCode).toBe(423);
    await skipDelay();
    // Locked: even the right password, from another address, is refused.
    const right = await attempt(u.email, PASSWORD, '10.0.0.3');
    expect(right.statusCode).toBe(423);
    expect(right.json().error).toMatchObject({ code: 'identity.accountLocked' });
    // The minutes are counted in the language's form (Arabic 11-99: singular accusative).
    expect(right.json().error.message).toContain('لمدة 15 دقيقةً');
    const inEnglish = await app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-language': 'en' },
      payload: { identifier: u.email, password: PASSWORD },
      remoteAddress: '10.0.0.4',
    });
    expect(inEnglish.statusCode).toBe(423);
    expect(inEnglish.json().error.message).toContain('locked for 15 minutes');
    // The counters live in the database (shared by every server process).
    const rows = await app.ctx.db
      .select()
      .from(t.loginThrottle)
      .where(sql`${t.loginThrottle.key} = ${`user:${u.id}`}`);
    expect(rows[0]).toMatchObject({ failures: 5 });
    expect(rows[0]?.lockedUntil).toBeTruthy();
  });

  it('lifts the lock after a password reset', async () => {
    const u = await createUser(app);
    for (let i = 0; i < 5; i++) {
      await attempt(u.email, 'Wrong1234x', `10.1.0.${i}`);
      await skipDelay();
    }
    expect((await attempt(u.email, PASSWORD, '10.1.1.1')).statusCode).toBe(423);
    await app.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: u.email },
    });
    const token = tokenFromMail((await lastMail(app, u.email))?.body);
    await app.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Fresh2026pw' },
    });
    expect((await attempt(u.email, 'Fresh2026pw', '10.1.1.2')).statusCode).toBe(200);
  });

  it('locks a client address that tries many accounts', async () => {
    const ip = '10.9.9.9';
    let last = 0;
    for (let i = 0; i < 30; i++) {
      last = (await attempt(`ghost${i}@example.org`, 'Wrong1234x', ip)).statusCode;
      await skipDelay();
    }
    expect(last).toBe(423);
    const u = await createUser(app);
    expect((await attempt(u.email, PASSWORD, ip)).statusCode).toBe(423);
    // Another address is not affected.
    expect((await attempt(u.email, PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });

  it('throttles unknown identifiers like known ones', async () => {
    for (let i = 0; i < 3; i++) await attempt('nobody@example.org', 'Wrong1234x', `10.2.0.${i}`);
    expect((await attempt('nobody@example.org', 'Wrong1234x', '10.2.1.1')).statusCode).toBe(429);
  });
});
