import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { databaseFingerprint } from './db-fingerprint.ts';
import { bearer, createUser, signIn } from './identity-helpers.ts';

/**
 * Enumerates every API route the server registers (ctx.routes), so a new route is covered
 * without touching this file: anonymous callers get 401 on every non-public route, and a
 * signed-in user without any role gets 403 on every permission route. The scope half (centre
 * manager of A against centre B, teacher against other rings) is scope-matrix.test.ts.
 * Each refusal also writes nothing: every table's row count and checksum is the same before
 * and after the loop (the guard answers before any handler, hook or audit entry runs).
 */
describe('permission matrix over every registered route', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    const u = await createUser(app);
    token = (await signIn(app, u.email)).accessToken;
  });
  afterAll(async () => app.close());

  const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
  const call = (method: string, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: method as 'GET',
      url: fill(url),
      headers,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('knows the routes, each with a guard', () => {
    expect(app.ctx.routes.length).toBeGreaterThan(30);
    for (const r of app.ctx.routes) expect(r.guard).toMatch(/^(public|signedIn|permission:.+)$/);
  });

  it('answers 401 to an anonymous caller on every non-public route', async () => {
    const guarded = app.ctx.routes.filter((r) => r.guard !== 'public');
    expect(guarded.length).toBeGreaterThan(20);
    const before = await databaseFingerprint(app.database);
    for (const r of guarded) {
      const res = await call(r.method, r.url);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      const forged = await call(r.method, r.url, bearer('eyJhbGciOiJIUzI1NiJ9.e30.invalid'));
      expect(forged.statusCode, `${r.method} ${r.url} (forged)`).toBe(401);
    }
    expect(await databaseFingerprint(app.database)).toEqual(before);
  });

  it('answers 403 to a signed-in user without the permission on every permission route', async () => {
    const guarded = app.ctx.routes.filter((r) => r.permission);
    expect(guarded.length).toBeGreaterThan(10);
    const before = await databaseFingerprint(app.database);
    for (const r of guarded) {
      const res = await call(r.method, r.url, bearer(token));
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().error.code).toBe('errors.forbidden');
    }
    expect(await databaseFingerprint(app.database)).toEqual(before);
  });

  it('lets a signed-in user through signedIn routes (no 401/403)', async () => {
    const own = app.ctx.routes.filter((r) => r.guard === 'signedIn' && r.method === 'GET');
    for (const r of own) {
      const res = await call(r.method, r.url, bearer(token));
      expect([401, 403], `${r.method} ${r.url}`).not.toContain(res.statusCode);
    }
  });
});
