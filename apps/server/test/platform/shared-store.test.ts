import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/shared-store/shared-store.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * What several server processes must see alike (docs/deployment.md, "What each process keeps"):
 * the rate limit counts in Redis with REDIS_URL, so two instances behind one proxy allow one
 * client the limit once, not once each; without Redis each process counts alone, as before.
 * Each case sends from an address of its own, so that other test files on the same Redis
 * (counting 127.0.0.1) do not add to its count.
 */
const REDIS_URL = process.env.REDIS_URL;
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** A client address no other run uses (10.x.y.z). */
function someAddress(): string {
  const [x, y, z] = randomBytes(3);
  return `10.${x}.${y}.${z! | 1}`;
}

async function pair(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const a = await createTestApp({ env });
  closers.push(() => a.close());
  const b = await createTestApp({ env, database: a.database });
  closers.push(() => b.app.close());
  return [a, b];
}

const ask = (app: TestApp, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url: '/api/get-i18n', remoteAddress }).then((r) => r.statusCode);

describe('the rate limit across two instances', () => {
  it('without REDIS_URL: each instance counts its own requests', async () => {
    const [a, b] = await pair({ RATE_LIMIT_MAX: '3' });
    expect(a.ctx.store.kind).toBe('memory');
    const ip = someAddress();
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push(await ask(a, ip), await ask(b, ip));
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await ask(a, ip)).toBe(429);
  });

  describe.skipIf(!REDIS_URL)('with REDIS_URL', () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      [a, b] = await pair({ RATE_LIMIT_MAX: '4', REDIS_URL: REDIS_URL! });
    });

    it('counts in Redis: the limit holds for both together', async () => {
      expect(a.ctx.store.kind).toBe('redis');
      const ip = someAddress();
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push(await ask(a, ip), await ask(b, ip));
      expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
      // Another client is not held back by the first.
      expect(await ask(b, someAddress())).toBe(200);
    });

    it('shares short-lived values: what one instance puts, the other reads', async () => {
      const key = `test:${randomBytes(6).toString('hex')}`;
      await a.ctx.store.put(key, '{"done":25,"total":100}', 30);
      expect(await b.ctx.store.get(key)).toBe('{"done":25,"total":100}');
      expect(await b.ctx.store.get(`${key}:none`)).toBeNull();
    });
  });
});

describe('the store in memory', () => {
  it('forgets a value once its time is up', async () => {
    let now = 1_000_000;
    const store = memoryStore(10, () => now);
    await store.put('k', 'v', 30);
    now += 29_999;
    expect(await store.get('k')).toBe('v');
    now += 1;
    expect(await store.get('k')).toBeNull();
    await store.put('k', 'w', 60);
    expect(await store.get('k')).toBe('w');
  });

  it('stays bounded', async () => {
    const store = memoryStore(3);
    for (const k of ['a', 'b', 'c', 'd']) await store.put(k, k, 60);
    expect(await store.get('a')).toBeNull();
    expect(await store.get('d')).toBe('d');
  });
});
