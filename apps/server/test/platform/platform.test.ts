import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installRouteGuardCheck, UnguardedRouteError } from '../../src/http/route-guard.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('platform spine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_LIMIT: '2048' } });
    t.app.post('/api/test/echo', { config: { public: true } }, async (req) => ({ body: req.body }));
    t.app.get('/api/test/boom', { config: { public: true } }, async () => {
      throw new Error('secret internal detail');
    });
  });
  afterAll(async () => t.close());

  it('reports the database as up on /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('reports the database as down, with 503, when it is unreachable', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
    await other.app.close();
  });

  it('answers unknown API paths with a translated JSON error', async () => {
    const ar = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.statusCode).toBe(404);
    expect(ar.json()).toEqual({
      error: { code: 'errors.routeNotFound', message: 'هذا العنوان غير موجود.' },
    });
    const fr = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(fr.json().error.message).toBe("Cette adresse n'existe pas.");
  });

  it('never leaks a stack trace or internal message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
    expect(res.json()).toEqual({
      error: {
        code: 'errors.internal',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
  });

  it('refuses bodies over the limit and malformed JSON with translated errors', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ text: 'x'.repeat(5000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('errors.payloadTooLarge');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: '{"broken"',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({ code: 'errors.badRequest', message: 'الطلب غير صالح.' });
  });

  it('sends security headers with a content-security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:;");
  });

  it('lets the web app connect to the origins named in CONNECT_SRC, and only origins', async () => {
    const other = await createTestApp({
      env: { CONNECT_SRC: 'https://realtime.example.org, https://country.example.net:8443' },
      database: t.database,
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['content-security-policy']).toContain(
        "connect-src 'self' ws: wss: https://realtime.example.org https://country.example.net:8443;",
      );
    } finally {
      await other.app.close();
    }
    expect(() => loadConfig({ CONNECT_SRC: 'https://x.example.org/path' })).toThrow(/origin/);
    expect(() => loadConfig({ CONNECT_SRC: "'unsafe-inline'" })).toThrow(/origin/);
  });

  it('does not answer CORS unless an origin is configured', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const withCors = await createTestApp({
      env: { CORS_ORIGIN: 'https://app.example' },
      database: t.database,
    });
    const ok = await withCors.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://app.example' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example');
    await withCors.app.close();
  });

  it('serves the translation catalogue in the three languages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/get-i18n' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['ar', 'en', 'fr']);
    expect(body.ar['common.save']).toBe('حفظ');
    expect(body.en['common.save']).toBe('Save');
    expect(body.fr['common.save']).toBe('Enregistrer');
  });

  it('lists every API route it registered with its guard', () => {
    const health = t.ctx.routes.find((r) => r.url === '/api/health');
    expect(health).toMatchObject({ method: 'GET', guard: 'public' });
  });
});

describe('route guard', () => {
  it('refuses to start when a route declares neither a permission nor public', async () => {
    const app = Fastify();
    installRouteGuardCheck(app, '/api', []);
    expect(() => app.get('/api/unguarded', async () => ({}))).toThrow(UnguardedRouteError);
    await app.close();
  });

  it('rate-limits a client that sends too many requests', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await t.app.inject({ method: 'POST', url: '/api/get-i18n' })).statusCode);
    }
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(codes[4]).toBe(429);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/get-i18n',
      headers: { 'accept-language': 'en' },
    });
    expect(res.json().error.code).toBe('errors.rateLimited');
    await t.close();
  });
});
