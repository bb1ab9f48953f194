import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { createUser } from '../identity/identity-helpers.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'qc-cfg-'));

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or proxy addresses', () => {
    expect(loadConfig({ DATA_DIR: dir() }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ DATA_DIR: dir(), TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback,::1' })
        .TRUST_PROXY,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback', '::1']);
    for (const bad of ['true', 'proxy.example.org', '10.0.0.0/40', '10.0.0.1/8/2'])
      expect(() => loadConfig({ DATA_DIR: dir(), TRUST_PROXY: bad }), bad).toThrow(ConfigError);
  });
});

// The apps below differ in their settings only: they share one database (the rate limit counts in
// memory, and every sign-in is of a new user), as opening a copy of it is most of an app's cost.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/** Sessions record the address the server believes; a forged header is ignored unless trusted. */
async function sessionIpAfterSignIn(env: Record<string, string>) {
  const app = await createTestApp({ env, database });
  try {
    const u = await createUser(app);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { identifier: u.email, password: 'Secret123abc' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [session] = await app.ctx.db
      .select()
      .from(t.sessions)
      .where(eq(t.sessions.userId, u.id))
      .orderBy(desc(t.sessions.createdAt))
      .limit(1);
    return session!.ip;
  } finally {
    await app.app.close();
  }
}

/** Sends n unsigned requests to a guarded route, each claiming another address. */
async function unsignedBurst(env: Record<string, string>, n: number, forge: boolean) {
  const app = await createTestApp({ env: { RATE_LIMIT_MAX: '5', ...env }, database });
  try {
    const out: Array<{ status: number; limit: unknown }> = [];
    for (let i = 0; i < n; i++) {
      const res = await app.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: forge ? { 'x-forwarded-for': `198.51.100.${i + 1}` } : {},
      });
      out.push({ status: res.statusCode, limit: res.headers['x-ratelimit-limit'] });
    }
    return out;
  } finally {
    await app.app.close();
  }
}

describe('client addresses and the rate limit', () => {
  it('counts unsigned requests to guarded routes too', async () => {
    const res = await unsignedBurst({}, 7, false);
    expect(res.slice(0, 5).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(res[0]!.limit).toBe('5');
    expect(res.slice(5).map((r) => r.status)).toEqual([429, 429]);
  });

  it('ignores a forged X-Forwarded-For by default', async () => {
    const res = await unsignedBurst({}, 7, true);
    expect(res.slice(5).map((r) => r.status)).toEqual([429, 429]);
    expect(await sessionIpAfterSignIn({})).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For from a configured proxy (address or hop count)', async () => {
    const res = await unsignedBurst({ TRUST_PROXY: '127.0.0.1' }, 7, true);
    expect(res.map((r) => r.status)).toEqual(Array(7).fill(401));
    expect(await sessionIpAfterSignIn({ TRUST_PROXY: '1' })).toBe('203.0.113.9');
    expect(await sessionIpAfterSignIn({ TRUST_PROXY: '10.9.9.9' })).toBe('127.0.0.1');
  });
});
